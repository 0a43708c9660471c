package dev.josh.ingest.federalregister;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Readers, Markdown and citations on two small issues written in the GPO bulk XML and USLM formats. */
class FederalRegisterFixtureTest {

    private static Path resources;
    private static List<FrDocument> bulk;
    private static List<String> bulkPositions;
    private static List<FrDocument> uslm;

    @BeforeAll
    static void read() throws Exception {
        resources = Path.of(Objects.requireNonNull(FederalRegisterFixtureTest.class.getResource("/federal-register/FR-fixture.xml")).toURI())
                .getParent().getParent();
        bulkPositions = new ArrayList<>();
        bulk = read("federal-register/FR-fixture.xml", bulkPositions);
        uslm = read("federal-register/FR-uslm-fixture.xml", new ArrayList<>());
    }

    private static List<FrDocument> read(String name, List<String> positions) throws IOException, MalformedSourceException {
        List<FrDocument> documents = new ArrayList<>();
        try (SourceFileReader.Cursor<FrDocument> cursor =
                     new FederalRegisterReader().open(SourceFile.read(resources, resources.resolve(name)))) {
            for (FrDocument d; (d = cursor.next()) != null; ) {
                documents.add(d);
                positions.add(cursor.position());
            }
        }
        return documents;
    }

    @Test
    void splitsTheBulkIssueIntoItsDocumentsWhereverTheySit() {
        assertThat(bulk).extracting(FrDocument::documentNumber)
                .containsExactly("2016-08717", "2016-08801", null, "2016-08970");
        assertThat(bulk).extracting(FrDocument::type).containsExactly(FrDocumentType.RULE, FrDocumentType.NOTICE,
                FrDocumentType.NOTICE, FrDocumentType.PRESIDENTIAL_DOCUMENT);
        assertThat(bulkPositions.getFirst()).isEqualTo(lineOf("FR-fixture.xml", "<RULE>") + ":5");
    }

    @Test
    void readsTheRulesPreamble() {
        FrDocument rule = bulk.getFirst();
        assertThat(rule.sourceFile()).isEqualTo("federal-register/FR-fixture.xml");
        assertThat(rule.format()).isEqualTo("fr-xml");
        assertThat(rule.subject()).isEqualTo("Permits for Incidental Take of Eagles");
        assertThat(rule.agency()).isEqualTo("DEPARTMENT OF THE INTERIOR");
        assertThat(rule.subAgency()).isEqualTo("Fish and Wildlife Service");
        assertThat(rule.action()).isEqualTo("Final rule.");
        assertThat(rule.summary()).isEqualTo("We revise the regulations for eagle incidental take permits.");
        assertThat(rule.dates()).startsWith("This rule is effective May 16, 2016.");
        assertThat(rule.effectiveDate()).isEqualTo("2016-05-16");
        assertThat(rule.commentDate()).isEqualTo("2016-06-14");
        assertThat(rule.rins()).containsExactly("1018-BE70");
        assertThat(rule.dockets()).containsExactly("Docket No. FWS-HQ-MB-2020-0023", "FF09M30000-234");
        assertThat(rule.cfrReferences()).containsExactly(new CfrReference("50", "13", "50 CFR Parts 13 and 22"),
                new CfrReference("50", "22", "50 CFR Parts 13 and 22"));
        assertThat(rule.volume()).isEqualTo(81);
        assertThat(rule.issueNumber()).isEqualTo(73);
        assertThat(rule.issueDate()).isEqualTo(LocalDate.of(2016, 4, 15));
    }

    @Test
    void pagesComeFromThePageMarkers() {
        // The rule opens page 22173 and runs onto 22174; the first notice starts where the rule
        // ended; the proclamation's running heads stand above its first page, 22505 (22503 is its
        // part's title page).
        assertThat(bulk).extracting(FrDocument::startPage).containsExactly(22173, 22174, 22174, 22505);
        assertThat(bulk).extracting(FrDocument::endPage).containsExactly(22174, 22174, 22174, 22505);
    }

    @Test
    void theRuleBecomesMarkdownWithAHeadingTree() {
        assertThat(bulk.getFirst().body().markdown()).isEqualTo("""
                # Permits for Incidental Take of Eagles

                DEPARTMENT OF THE INTERIOR

                Fish and Wildlife Service

                50 CFR Parts 13 and 22

                [Docket No. FWS-HQ-MB-2020-0023; FF09M30000-234]

                RIN 1018-BE70

                ## AGENCY

                Fish and Wildlife Service, Interior.

                ## ACTION

                Final rule.

                ## SUMMARY

                We revise the regulations for eagle incidental take permits.

                ## DATES

                This rule is effective May 16, 2016. Comments on the information collection must be received on or before June 14, 2016.

                ## SUPPLEMENTARY INFORMATION

                ### I. Background

                Bald eagles nest near wind turbines.

                #### A. Permit Fees

                Table 1—Fees
                Permit | Fee
                General | $500

                ### List of Subjects in 50 CFR Part 22

                Birds, Permits.

                #### PART 22—EAGLE PERMITS

                1. The authority citation for part 22 continues to read as follows:

                **Authority:** 16 U.S.C. 668-668d.

                ###### § 22.200 What is the purpose of this subpart?

                (a) This subpart authorizes incidental take.

                Shannon A. Estenoz,

                Assistant Secretary.""");
    }

    @Test
    void everyHeadingIsALandmarkUnderTheHeadingsAboveIt() {
        FrDocument rule = bulk.getFirst();
        String md = rule.body().markdown();
        assertThat(rule.headingPath()).containsExactly("Permits for Incidental Take of Eagles");
        assertThat(rule.body().landmarks()).extracting(Landmark::path).contains(
                List.of("SUPPLEMENTARY INFORMATION", "I. Background", "A. Permit Fees"),
                List.of("SUPPLEMENTARY INFORMATION", "List of Subjects in 50 CFR Part 22", "PART 22—EAGLE PERMITS",
                        "§ 22.200 What is the purpose of this subpart?"));
        Landmark background = rule.body().landmarks().stream()
                .filter(l -> l.path().getLast().equals("I. Background")).findFirst().orElseThrow();
        assertThat(md.substring(background.offset())).startsWith("### I. Background");
        assertThat(rule.body().landmarks()).extracting(Landmark::anchor).containsOnly("");
    }

    @Test
    void aPresidentialDocumentKeepsItsDesignation() {
        FrDocument proclamation = bulk.getLast();
        assertThat(proclamation.presidentialType()).isEqualTo("proclamation");
        assertThat(proclamation.designation()).isEqualTo("Proclamation 9423 of April 12, 2016");
        assertThat(proclamation.subject()).isEqualTo("Establishment of the Belmont-Paul Women's Equality National Monument");
        assertThat(proclamation.agency()).isEqualTo("The President");
        assertThat(proclamation.title()).isEqualTo(
                "Proclamation 9423 of April 12, 2016: Establishment of the Belmont-Paul Women's Equality National Monument");
        assertThat(proclamation.body().markdown()).isEqualTo("""
                # Proclamation 9423 of April 12, 2016: Establishment of the Belmont-Paul Women's Equality National Monument

                Title 3—

                The President

                Proclamation 9423 of April 12, 2016

                NOW, THEREFORE, I proclaim the monument.""");
    }

    @Test
    void commentDatesFollowADeadlineNotTheDocumentCommentedOn() {
        assertThat(bulk.get(1).commentDate()).isEqualTo("2016-05-05");
        assertThat(bulk.get(1).effectiveDate()).isNull();
    }

    @Test
    void theRawHashIsTheDocumentsTextWithItsCitationContext() throws IOException {
        String xml = Files.readString(resources.resolve("federal-register/FR-fixture.xml"));
        int start = xml.indexOf("<RULE>");
        int end = xml.indexOf("</RULE>") + "</RULE>".length();
        assertThat(bulk.getFirst().rawSha256())
                .isEqualTo(Sha256.of("81 FR 22173 2016-04-15\n" + xml.substring(start, end)));
    }

    @Test
    void citesByVolumePageAndIssueDate() throws RejectedRecordException {
        FederalRegisterRecord record = prepare(bulk.getFirst());
        CitationColumns c = FederalRegisterCitations.cite(record, Instant.parse("2026-01-02T03:04:05Z"));
        assertThat(c.citationString()).isEqualTo("81 FR 22173 (Apr. 15, 2016)");
        assertThat(c.sourceUrl()).isEqualTo("https://www.federalregister.gov/d/2016-08717");
        assertThat(c.sourceOrg()).isEqualTo("Office of the Federal Register (NARA) / GPO");
        assertThat(c.publishedAt()).isEqualTo("2016-04-15");
        assertThat(c.retrievedAt()).isEqualTo("2026-01-02T03:04:05Z");
        assertThat(FederalRegisterCitations.citation(89, 9739, LocalDate.of(2024, 9, 3))).isEqualTo("89 FR 9739 (Sept. 3, 2024)");
    }

    @Test
    void idsParseAndFormatBackToThemselves() throws RejectedRecordException {
        for (FrDocument d : List.of(bulk.get(0), bulk.get(1), bulk.get(3), uslm.get(0), uslm.get(1))) {
            PublicId id = prepare(d).id();
            assertThat(id.value()).isEqualTo("fr:" + d.documentNumber());
            PublicId parsed = PublicId.parse(id.value());
            assertThat(parsed.type()).isEqualTo(IdType.FR_DOCUMENT);
            assertThat(PublicId.of(IdType.FR_DOCUMENT, parsed.part("documentNumber"))).isEqualTo(parsed);
        }
        assertThat(FederalRegisterCitations.publicId("E8-4768")).map(PublicId::value).hasValue("fr:E8-4768");
    }

    @Test
    void aDocumentWithoutAnFrDocLineIsRejectedWithItsReason() {
        assertThatThrownBy(() -> prepare(bulk.get(2))).isInstanceOf(RejectedRecordException.class)
                .hasMessageContaining("no FR document number");
    }

    @Test
    void readsTheUslmIssue() {
        assertThat(uslm).extracting(FrDocument::documentNumber).containsExactly("2018-09943", "2018-09924");
        FrDocument proposed = uslm.getFirst();
        assertThat(proposed.type()).isEqualTo(FrDocumentType.PROPOSED_RULE);
        assertThat(proposed.format()).isEqualTo("fr-uslm");
        assertThat(proposed.agency()).isEqualTo("SOCIAL SECURITY ADMINISTRATION");
        assertThat(proposed.subject()).isEqualTo("Removal of Special Payments at Age 72");
        assertThat(proposed.action()).isEqualTo("Proposed rule.");
        assertThat(proposed.summary()).isEqualTo("We propose to remove obsolete rules.");
        assertThat(proposed.commentDate()).isEqualTo("2018-06-11");
        assertThat(proposed.rins()).containsExactly("0960-AI16");
        assertThat(proposed.dockets()).containsExactly("Docket No. SSA-2017-0034");
        assertThat(proposed.cfrReferences()).containsExactly(new CfrReference("20", "404", "20 CFR Part 404"));
        assertThat(proposed.issueDate()).isEqualTo(LocalDate.of(2018, 5, 10));
        assertThat(proposed.volume()).isEqualTo(83);
        // The metadata's own page marker is not read; the preface's opens the document.
        assertThat(proposed.startPage()).isEqualTo(21799);
        assertThat(proposed.endPage()).isEqualTo(21800);
        // Text precedes the notice's first marker: it starts where the rule ended, not on the
        // page its metadata names.
        assertThat(uslm.get(1).startPage()).isEqualTo(21800);
        assertThat(uslm.get(1).endPage()).isEqualTo(21801);
    }

    @Test
    void theUslmRuleBecomesMarkdownLikeTheBulkOne() {
        assertThat(uslm.getFirst().body().markdown()).isEqualTo("""
                # Removal of Special Payments at Age 72

                SOCIAL SECURITY ADMINISTRATION

                20 CFR Part 404

                [Docket No. SSA–2017–0034]

                RIN 0960–AI16

                ## AGENCY

                Social Security Administration.

                ## SUMMARY

                We propose to remove obsolete rules.

                ## DATES

                Comments must be received on or before June 11, 2018.

                ## SUPPLEMENTARY INFORMATION

                ### Background

                Special payments ended long ago.

                ■ 1. Remove § 404.380.""");
    }

    @Test
    void thePreparerHandsTheChunkerTheBodyWithItsTitleAndSections() throws RejectedRecordException {
        List<ChunkableText> seen = new ArrayList<>();
        new FederalRegisterPreparer(text -> {
            seen.add(text);
            return List.of();
        }).prepare(bulk.getFirst());
        ChunkableText text = seen.getFirst();
        assertThat(text.documentId()).isEqualTo("fr:2016-08717");
        assertThat(text.text()).isEqualTo(bulk.getFirst().body().markdown());
        assertThat(text.headingPath()).containsExactly("Permits for Incidental Take of Eagles");
        assertThat(text.landmarks()).isEqualTo(bulk.getFirst().body().landmarks());
    }

    private static FederalRegisterRecord prepare(FrDocument document) throws RejectedRecordException {
        return new FederalRegisterPreparer(text -> List.of()).prepare(document);
    }

    private static int lineOf(String file, String text) {
        try {
            List<String> lines = Files.readAllLines(resources.resolve("federal-register").resolve(file));
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(text)) {
                    return i + 1;
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        throw new IllegalArgumentException(text + " not in " + file);
    }
}
