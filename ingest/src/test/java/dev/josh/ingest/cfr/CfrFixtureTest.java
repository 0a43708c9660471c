package dev.josh.ingest.cfr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
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

/** Readers, Markdown and citations on small CFR files written in the eCFR bulk, eCFR API and annual USLM formats. */
class CfrFixtureTest {

    private static final Instant NOW = Instant.parse("2026-01-02T03:04:05Z");

    private static Path resources;
    private static List<CfrSection> bulk;
    private static List<CfrSection> api;
    private static List<CfrSection> annual;

    @BeforeAll
    static void read() throws Exception {
        resources = Path.of(Objects.requireNonNull(CfrFixtureTest.class.getResource("/ecfr-and-cfr/ECFR-title1-fixture.xml"))
                .toURI()).getParent().getParent();
        bulk = read("ecfr-and-cfr/ECFR-title1-fixture.xml");
        api = read("ecfr-and-cfr/title-1-part-51-2024-05-17.xml");
        annual = read("ecfr-and-cfr/CFR-2018-title27-vol3-fixture.xml");
    }

    private static List<CfrSection> read(String name) throws IOException, MalformedSourceException {
        List<CfrSection> sections = new ArrayList<>();
        try (SourceFileReader.Cursor<CfrSection> cursor =
                     new CfrReader().open(SourceFile.read(resources, resources.resolve(name)))) {
            for (CfrSection s; (s = cursor.next()) != null; ) {
                sections.add(s);
            }
        }
        return sections;
    }

    @Test
    void readsTheBulkTitlesSectionsAndWhatStandsInForThem() {
        assertThat(bulk).extracting(CfrSection::number).containsExactly("10.1", "10.3", "10.4-10.9", "Appendix A", "51.1");
        assertThat(bulk).extracting(CfrSection::kind).containsExactly(CfrSection.Kind.SECTION, CfrSection.Kind.SECTION,
                CfrSection.Kind.RESERVED_RANGE, CfrSection.Kind.APPENDIX, CfrSection.Kind.SECTION);
        CfrSection s = bulk.getFirst();
        // In bulk data DIV1's N is the volume; the title leads its NODE.
        assertThat(s.title()).isEqualTo("1");
        assertThat(s.edition()).isEqualTo(CfrEdition.ECFR_BULK);
        assertThat(s.editionDate()).isEqualTo(LocalDate.of(2022, 12, 29));
        assertThat(List.of(s.chapter(), s.part(), s.subpart())).containsExactly("I", "10", "A");
        assertThat(s.subchapter()).isNull();
        assertThat(s.heading()).isEqualTo("Publication required.");
        assertThat(s.headingPath()).containsExactly("Title 1—General Provisions",
                "CHAPTER I—ADMINISTRATIVE COMMITTEE OF THE FEDERAL REGISTER", "PART 10—PRESIDENTIAL PAPERS",
                "Subpart A—Regular Publication", "§ 10.1 Publication required.");
        assertThat(bulk.get(1).reserved()).isTrue();
        assertThat(bulk.getLast().headingPath()).containsExactly("Title 1—General Provisions",
                "CHAPTER I—ADMINISTRATIVE COMMITTEE OF THE FEDERAL REGISTER", "PART 51—INCORPORATION BY REFERENCE",
                "§ 51.1 Policy.");
        assertThat(bulk.getLast().subpart()).isNull();
    }

    @Test
    void aBulkSectionBecomesMarkdownWithItsTopLevelParagraphsAsLandmarks() {
        CfrSection s = bulk.getFirst();
        String md = s.body().markdown();
        assertThat(md).isEqualTo("""
                # § 10.1 Publication required.

                (a) The Director publishes a special edition of the Federal Register called the Compilation.

                (1) It appears weekly.

                (i) In print.

                (b) The Director may omit documents.

                ## Table of editions

                Edition | Frequency
                Daily | Each business day

                [74 FR 3952, Jan. 21, 2009]""");
        // (i) after (1) is an item under (1), not the ninth paragraph.
        assertThat(s.body().landmarks()).extracting(Landmark::path, Landmark::anchor).containsExactly(
                org.assertj.core.groups.Tuple.tuple(List.of("(a)"), "p-10.1(a)"),
                org.assertj.core.groups.Tuple.tuple(List.of("(b)"), "p-10.1(b)"),
                org.assertj.core.groups.Tuple.tuple(List.of("Table of editions"), ""));
        assertThat(md.substring(s.body().landmarks().get(1).offset())).startsWith("(b) The Director may omit");
    }

    @Test
    void theRawHashIsTheSectionsTextWithItsEdition() throws IOException {
        String xml = Files.readString(resources.resolve("ecfr-and-cfr/ECFR-title1-fixture.xml"));
        int start = xml.indexOf("<DIV8 N=\"§ 10.1\"");
        int end = xml.indexOf("</DIV8>", start) + "</DIV8>".length();
        assertThat(bulk.getFirst().rawSha256()).isEqualTo(Sha256.of("ecfr-bulk 2022-12-29\n" + xml.substring(start, end)));
    }

    @Test
    void anApiPartTakesItsTitleFromItsMetadataAndItsDateFromItsName() {
        assertThat(api).extracting(CfrSection::number).containsExactly("51.1", "51.3");
        CfrSection s = api.getFirst();
        assertThat(s.title()).isEqualTo("1");
        assertThat(s.part()).isEqualTo("51");
        assertThat(s.edition()).isEqualTo(CfrEdition.ECFR_API);
        assertThat(s.editionDate()).isEqualTo(LocalDate.of(2024, 5, 17));
        assertThat(s.headingPath()).containsExactly("Title 1", "PART 51—INCORPORATION BY REFERENCE", "§ 51.1 Policy.");
        assertThat(s.body().markdown()).isEqualTo("# § 51.1 Policy.\n\n(a) The API text of 2024.");
    }

    @Test
    void readsTheAnnualEditionInUslm() {
        assertThat(annual).extracting(CfrSection::number).containsExactly("447.2", "447.2a", "447.3");
        CfrSection s = annual.getFirst();
        assertThat(s.title()).isEqualTo("27");
        assertThat(s.edition()).isEqualTo(CfrEdition.ANNUAL);
        assertThat(s.editionDate()).isEqualTo(LocalDate.of(2017, 4, 1));
        assertThat(s.annualPackage()).isEqualTo("CFR-2018-title27-vol3");
        assertThat(List.of(s.chapter(), s.subchapter(), s.part(), s.subpart())).containsExactly("II", "B", "447", "A");
        assertThat(s.headingPath()).containsExactly("Title 27—Alcohol, Tobacco Products, and Firearms",
                "CHAPTER II—BUREAU OF ALCOHOL, TOBACCO, FIREARMS, AND EXPLOSIVES, DEPARTMENT OF JUSTICE",
                "SUBCHAPTER B—FIREARMS AND AMMUNITION", "PART 447—IMPORTATION OF ARMS, AMMUNITION AND IMPLEMENTS OF WAR",
                "Subpart A—Scope", "§ 447.2 Relation to other laws and regulations.");
        assertThat(s.body().markdown()).isEqualTo("""
                # § 447.2 Relation to other laws and regulations.

                (a) Items on the U.S. Munitions Import List are subject to 27 CFR Part 478.

                (b) Permits.

                (1) Subpart E applies.

                [T.D. ATF–215, 50 FR 42158, Oct. 18, 1985]""");
        assertThat(s.body().landmarks()).extracting(Landmark::path).containsExactly(List.of("(a)"), List.of("(b)"));
        assertThat(s.body().landmarks()).extracting(Landmark::anchor).containsOnly("");
        // GPO's converter cut the letter off the value; the printed number is kept.
        assertThat(annual.get(1).heading()).isEqualTo("Responses to requests.");
        assertThat(annual.get(2).reserved()).isTrue();
    }

    @Test
    void citesTheEcfrByTitleAndSectionAndTheAnnualEditionWithItsYear() throws RejectedRecordException {
        CitationColumns ecfr = CfrCitations.cite(prepare(bulk.getFirst()), NOW);
        assertThat(ecfr.citationString()).isEqualTo("1 CFR 10.1");
        assertThat(ecfr.sourceUrl()).isEqualTo("https://www.ecfr.gov/current/title-1/section-10.1");
        assertThat(ecfr.sourceOrg()).isEqualTo("Office of the Federal Register (eCFR)");
        assertThat(ecfr.publishedAt()).isEqualTo("2022-12-29");
        assertThat(CfrCitations.displayTitle(ecfr, bulk.getFirst().heading())).isEqualTo("1 CFR 10.1 — Publication required.");

        CitationColumns yearly = CfrCitations.cite(prepare(annual.get(1)), NOW);
        assertThat(yearly.citationString()).isEqualTo("27 CFR 447.2a (2017)");
        assertThat(yearly.sourceUrl()).isEqualTo(
                "https://www.govinfo.gov/app/details/CFR-2018-title27-vol3/CFR-2018-title27-vol3-sec447-2a");
        assertThat(yearly.publishedAt()).isEqualTo("2017-04-01");
    }

    @Test
    void idsParseAndFormatBackToThemselves() throws RejectedRecordException {
        for (CfrSection s : List.of(bulk.get(0), bulk.get(1), bulk.get(4), api.get(0), annual.get(0), annual.get(1))) {
            PublicId id = prepare(s).id();
            assertThat(id.value()).isEqualTo("cfr:" + s.title() + ":" + s.number());
            PublicId parsed = PublicId.parse(id.value());
            assertThat(parsed.type()).isEqualTo(IdType.CFR_SECTION);
            assertThat(PublicId.of(IdType.CFR_SECTION, parsed.part("title"), parsed.part("section"))).isEqualTo(parsed);
        }
    }

    @Test
    void aRangeOfReservedNumbersAndAnAppendixAreLoggedNotLoaded() {
        assertThatThrownBy(() -> prepare(bulk.get(2))).isInstanceOfSatisfying(RejectedRecordException.class, e -> {
            assertThat(e.level()).isEqualTo(RejectedRecordException.Level.WARNING);
            assertThat(e.getMessage()).isEqualTo(
                    "placeholder for reserved sections 10.4-10.9: no single section number, so no ID of its own; not loaded");
        });
        assertThatThrownBy(() -> prepare(bulk.get(3))).isInstanceOfSatisfying(RejectedRecordException.class, e -> {
            assertThat(e.level()).isEqualTo(RejectedRecordException.Level.WARNING);
            assertThat(e.recordId()).isEqualTo("1 CFR part 10 Appendix A");
        });
    }

    private static CfrRecord prepare(CfrSection section) throws RejectedRecordException {
        return new CfrPreparer(text -> List.of()).prepare(section);
    }
}
