package dev.josh.ingest.laws;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.bills.Ids;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.TextChunk;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** A public law and a statute compilation, written for these tests in GPO's USLM formats. */
class PublicLawFixtureTest {

    /** One chunk per record is enough here; the real chunker is exercised by the ingest tests. */
    private static final PublicLawPreparer PREPARER = new PublicLawPreparer(document -> List.of(
            new TextChunk(1, 0, 0, document.text().length(), 1, String.join(" › ", document.headingPath()),
                    document.anchor(), document.text())));
    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private static PublicLawRecord prepare(String path) throws Exception {
        Path corpus = Path.of(Objects.requireNonNull(PublicLawFixtureTest.class.getResource("/public-laws/plaw-uslm")).toURI())
                .getParent();
        try (SourceFileReader.Cursor<LawDocument> cursor = new PublicLawReader().open(SourceFile.read(corpus, corpus.resolve(path)))) {
            return PREPARER.prepare(cursor.next());
        }
    }

    @Test
    void publicLaw() throws Exception {
        PublicLawRecord r = prepare("plaw-uslm/117publ999-uslm.xml");
        assertThat(r.id().value()).isEqualTo("pl:117:999");
        assertThat(Ids.roundTrip(r.id().value())).isEqualTo(IdType.LAW);
        assertThat(r.billId().value()).isEqualTo("hr:117:9999");
        assertThat(r.title()).isEqualTo("Pub. L. 117-999 — Rural Roads and Broadband Act");
        LawDocument d = r.document();
        assertThat(d.kind()).isEqualTo(LawDocument.Kind.PUBLIC_LAW);
        assertThat(d.statutesAtLarge()).isEqualTo("135 Stat. 429");
        assertThat(d.approvedDate()).isEqualTo("2021-11-15");
        assertThat(r.body().markdown()).isEqualTo("""
                # Pub. L. 117-999 — Rural Roads and Broadband Act

                **Official title:** To fund rural roads and rural broadband, and for other purposes.

                **Approved:** 2021-11-15 · **Statutes at Large:** 135 Stat. 429 · **Enacted measure:** H.R. 9999 (hr:117:9999)

                Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,

                ### SECTION 1. SHORT TITLE.

                This Act may be cited as the “Rural Roads and Broadband Act”.

                ### SEC. 2. GRANTS.

                **(a) In General.—** The Secretary shall make grants for rural broadband.

                Approved November 15, 2021.

                ## Legislative history

                LEGISLATIVE HISTORY—H.R. 9999:

                CONGRESSIONAL RECORD, Vol. 167 (2021):

                July 1, considered and passed House.""");
        assertThat(r.body().landmarks()).extracting(l -> String.join(" › ", l.path()) + " #" + l.anchor())
                .containsExactly("SECTION 1. SHORT TITLE. #sec-1", "SEC. 2. GRANTS. #sec-2", "Legislative history #history");
        assertThat(r.chunks().getFirst().headingPath()).isEqualTo("Pub. L. 117-999 — Rural Roads and Broadband Act");
        CitationColumns c = PublicLawCitations.cite(r, NOW);
        assertThat(c.citationString()).isEqualTo("Pub. L. 117-999, 135 Stat. 429 (2021)");
        assertThat(c.sourceUrl()).isEqualTo("https://www.govinfo.gov/app/details/PLAW-117publ999");
        assertThat(c.publishedAt()).isEqualTo("2021-11-15");
        assertThat(c.rawSha256()).isEqualTo(d.rawSha256()).hasSize(64);
    }

    @Test
    void statuteCompilation() throws Exception {
        PublicLawRecord r = prepare("statute-compilations-uslm/COMPS-99999.xml");
        assertThat(r.id().value()).isEqualTo("comp:99999");
        assertThat(Ids.roundTrip(r.id().value())).isEqualTo(IdType.STATUTE_COMPILATION);
        assertThat(r.billId()).isNull();
        // The short title set in capitals is passed over for the one that is not.
        assertThat(r.heading()).isEqualTo("Rural Roads and Broadband Act");
        assertThat(r.body().markdown()).isEqualTo("""
                # Rural Roads and Broadband Act (as amended through P.L. 118-5)

                **Official title:** To fund rural roads and rural broadband, and for other purposes

                **Compiles:** Pub. L. 117-999, approved 2021-11-15 · **As amended through:** P.L. 118-5, enacted 2023-06-03 · **Statutes at Large:** 135 Stat. 429

                Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,

                ### SECTION 1. SHORT TITLE.

                This Act may be cited as the “Rural Roads and Broadband Act”.

                ## TITLE I—GRANTS

                ### SEC. 101. GRANTS. [1]

                [1] So in original.

                [23 U.S.C. 101 note] The Secretary shall make grants.""");
        assertThat(r.body().landmarks()).extracting(l -> String.join(" › ", l.path()) + " #" + l.anchor())
                .containsExactly("SECTION 1. SHORT TITLE. #sec-1", "TITLE I—GRANTS #title-i",
                        "TITLE I—GRANTS › SEC. 101. GRANTS. [1] #sec-101");
        CitationColumns c = PublicLawCitations.cite(r, NOW);
        // The edition is the one the compilation's preface states, not the <meta> field it contradicts.
        assertThat(c.citationString()).isEqualTo("Rural Roads and Broadband Act (as amended through P.L. 118-5)");
        assertThat(c.sourceUrl()).isEqualTo("https://www.govinfo.gov/app/details/COMPS-99999");
        assertThat(c.publishedAt()).isEqualTo("2023-06-03");
        assertThat(c.sourceOrg()).isEqualTo(PublicLawCitations.COMPILATION_ORG);
    }

    @Test
    void compilationCitationForms() {
        LawDocument notAmended = new LawDocument("f", "h", LawDocument.Kind.STATUTE_COMPILATION, 113, "113–5", "10510",
                null, null, "Pandemic Act", null, "2013-03-13", null, null, null, true, null);
        assertThat(PublicLawCitations.compilation("Pandemic Act", notAmended)).isEqualTo("Pandemic Act (Pub. L. 113-5, not amended)");
        assertThat(PublicLawCitations.number("89 – 304")).isEqualTo("89-304");
    }
}
