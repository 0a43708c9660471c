package dev.josh.ingest.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.IngestApplication;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bills} job on the fixture corpus: two BILLSTATUS files (3.0.0 and 1.0.0) and four text
 * files, one of them a version of a BILLSTATUS bill, two of them versions of one bill that has
 * no BILLSTATUS.
 */
@Tag("slow")
class BillsIngestTest {

    @TempDir
    Path tmp;

    private int ingest(Path corpus, Path db) {
        return IngestApplication.run("ingest", "bills", "--corpus", corpus.toString(), "--db", db.toString());
    }

    @Test
    void theFixtureCorpusLoadsAndASecondRunChangesNothing() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Fixtures.copyTo(corpus);
        Path db = tmp.resolve("josh.db");
        assertThat(ingest(corpus, db)).isZero();
        List<String> before;
        try (Db d = new Db(db)) {
            // 2 BILLSTATUS bills, hr:117:9999's IH text joins its BILLSTATUS record, RH and RDS are one
            // resolution known only from its text, S. 55 another: 2 + 0 + 1 + 1 = 4 records.
            assertThat(d.strings("SELECT id || ' ' || record_basis || ' ' || coalesce(latest_text_version, '-') FROM bills ORDER BY id"))
                    .containsExactly("hr:117:9999 billstatus IH", "hres:118:77 text RDS", "s:116:9998 billstatus -",
                            "s:119:55 text IS");
            for (String id : d.strings("SELECT id FROM bills")) {
                assertThat(Ids.roundTrip(id)).isEqualTo(IdType.BILL);
            }
            assertThat(d.strings("SELECT citation_string || ' | ' || source_url || ' | ' || published_at || ' | ' || source_org FROM bills ORDER BY id"))
                    .containsExactly(
                            "H.R. 9999, 117th Cong. (2021) | https://www.congress.gov/bill/117th-congress/house-bill/9999 | 2021-06-04 | Library of Congress / GPO (BILLSTATUS)",
                            "H.Res. 77, 118th Cong. (2023) | https://www.congress.gov/bill/118th-congress/house-resolution/77 | 2023-03-01 | U.S. Government Publishing Office (bill text)",
                            "S. 9998, 116th Cong. (2019) | https://www.congress.gov/bill/116th-congress/senate-bill/9998 | 2019-12-02 | Library of Congress / GPO (BILLSTATUS)",
                            "S. 55, 119th Cong. (2025) | https://www.congress.gov/bill/119th-congress/senate-bill/55 | 2025-01-09 | U.S. Government Publishing Office (bill text)");
            // The body: the overview, then the latest loaded version's text under its own heading.
            String version = d.string("SELECT markdown FROM bill_text_versions WHERE bill_id = 'hr:117:9999' AND version_code = 'IH'");
            assertThat(d.string("SELECT body_markdown FROM bills WHERE id = 'hr:117:9999'")).isEqualTo(
                    d.string("SELECT overview_markdown FROM bills WHERE id = 'hr:117:9999'")
                            + "\n\n## Text: Introduced in House (IH), 2021-06-04\n\n" + version);
            // What BILLSTATUS lists and what a file loaded share one row per version.
            assertThat(d.strings("""
                    SELECT coalesce(version_code, '-') || ' listed=' || listed || ' text=' || (markdown IS NOT NULL)
                           || ' ' || coalesce(version_citation, '-') || ' ' || coalesce(source_url, listed_url)
                    FROM bill_text_versions WHERE bill_id = 'hr:117:9999' ORDER BY version_code"""))
                    .containsExactly(
                            "- listed=1 text=0 - https://www.govinfo.gov/content/pkg/PLAW-117publ999_uslm/xml/PLAW-117publ999_uslm.xml",
                            "ENR listed=1 text=0 - https://www.govinfo.gov/content/pkg/BILLS-117hr9999enr/xml/BILLS-117hr9999enr.xml",
                            "IH listed=1 text=1 H.R. 9999, 117th Cong. (2021) (Introduced in House) https://www.govinfo.gov/app/details/BILLS-117hr9999ih");
            assertThat(d.strings("SELECT version_code || ' ' || version_date FROM bill_text_versions WHERE bill_id = 'hres:118:77' ORDER BY version_date"))
                    .containsExactly("RH 2023-03-01", "RDS 2023-03-08");
            assertThat(d.string("SELECT heading || ' / ' || sponsor_id || ' / ' || origin_chamber FROM bills WHERE id = 'hres:118:77'"))
                    .isEqualTo("Expressing support for the designation of National Rural Roads Week. / G000589 / House");
            // Side tables, from BILLSTATUS only.
            assertThat(d.strings("""
                    SELECT b.id || ' titles=' || (SELECT count(*) FROM bill_titles t WHERE t.bill_id = b.id)
                        || ' cosponsors=' || (SELECT count(*) FROM bill_cosponsors c WHERE c.bill_id = b.id)
                        || ' actions=' || (SELECT count(*) FROM bill_actions a WHERE a.bill_id = b.id)
                        || ' committees=' || (SELECT count(*) FROM bill_committees c WHERE c.bill_id = b.id)
                        || ' subjects=' || (SELECT count(*) FROM bill_subjects s WHERE s.bill_id = b.id)
                        || ' summaries=' || (SELECT count(*) FROM bill_summaries s WHERE s.bill_id = b.id)
                        || ' related=' || (SELECT count(*) FROM bill_related r WHERE r.bill_id = b.id)
                        || ' laws=' || (SELECT count(*) FROM bill_laws l WHERE l.bill_id = b.id)
                    FROM bills b ORDER BY b.id"""))
                    .containsExactly(
                            "hr:117:9999 titles=4 cosponsors=2 actions=4 committees=2 subjects=3 summaries=2 related=1 laws=1",
                            "hres:118:77 titles=0 cosponsors=0 actions=0 committees=0 subjects=0 summaries=0 related=0 laws=0",
                            "s:116:9998 titles=2 cosponsors=0 actions=2 committees=1 subjects=2 summaries=1 related=1 laws=0",
                            "s:119:55 titles=0 cosponsors=0 actions=0 committees=0 subjects=0 summaries=0 related=0 laws=0");
            assertThat(d.string("SELECT law_id FROM bill_laws WHERE bill_id = 'hr:117:9999'")).isEqualTo("pl:117:999");
            // The law it became is that metadata; the overview's "Became law: Public Law 117-999", which Josh
            // renders from it, is no citation in the bill's text: no text link stands in an overview.
            assertThat(d.string("SELECT overview_markdown FROM bills WHERE id = 'hr:117:9999'"))
                    .contains("**Became law:** Public Law 117-999");
            assertThat(d.count("""
                    SELECT count(*) FROM links l JOIN bills b ON b.id = l.from_id WHERE l.found_by = 'text'
                      AND CAST(substr(l.locator, instr(l.locator, '@') + 1) AS INTEGER) < length(b.overview_markdown)""")).isZero();
            assertThat(d.strings("SELECT to_id FROM links WHERE from_id = 'hr:117:9999'")).doesNotContain("pl:117:999");
            assertThat(d.string("SELECT related_id FROM bill_related WHERE bill_id = 's:116:9998'")).isEqualTo("hr:116:5177");
            assertThat(d.string("SELECT withdrawn_date FROM bill_cosponsors WHERE bill_id = 'hr:117:9999' AND legislator_id = 'S001145'"))
                    .isEqualTo("2021-06-21");
            assertThat(d.string("SELECT recorded_votes FROM bill_actions WHERE bill_id = 'hr:117:9999' AND action_code = 'H37100'"))
                    .contains("\"rollNumber\":208");
            assertThat(d.string("SELECT activities FROM bill_committees WHERE bill_id = 'hr:117:9999' AND system_code = 'hspw12'"))
                    .isEqualTo("[{\"name\":\"Referred to\",\"date\":\"2021-06-07T16:25:01Z\"}]");
            // Chunks: heading paths start with the display title, texts are the body's, each is queued once.
            assertThat(d.count("""
                    SELECT count(*) FROM bills_chunks k JOIN bills b ON b.id = k.document_id
                    WHERE k.heading_path NOT LIKE b.title || '%'
                       OR substr(b.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text""")).isZero();
            assertThat(d.count("SELECT count(*) FROM chunk_embedding_jobs WHERE chunk_table = 'bills_chunks'"))
                    .isEqualTo(d.count("SELECT count(*) FROM bills_chunks")).isPositive();
            assertThat(d.strings("""
                    SELECT k.document_id FROM bills_fts f JOIN bills_chunks k ON k.chunk_id = f.rowid
                    WHERE bills_fts MATCH 'mondale'""")).containsExactly("s:119:55");
            assertThat(d.count("SELECT count(*) FROM ingestion_logs")).isZero();
            before = snapshot(d);
        }

        assertThat(ingest(corpus, db)).isZero();
        try (Db d = new Db(db)) {
            assertThat(snapshot(d)).isEqualTo(before);
            assertThat(d.string("""
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed FROM ingest_runs
                    WHERE run_id = (SELECT max(run_id) FROM ingest_runs)""")).isEqualTo("0/0/0/6/0");
        }
    }

    @Test
    void textLoadedBeforeItsBillStatusJoinsTheRecordWhenTheStatusComes() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Fixtures.copyTo(corpus);
        Path status = corpus.resolve("billstatus/BILLSTATUS-117hr9999.xml");
        Path aside = tmp.resolve("BILLSTATUS-117hr9999.xml");
        Files.move(status, aside);
        Path db = tmp.resolve("josh.db");

        assertThat(ingest(corpus, db)).isZero();
        try (Db d = new Db(db)) {
            assertThat(d.string("SELECT record_basis || ' / ' || heading || ' / ' || source_file FROM bills WHERE id = 'hr:117:9999'"))
                    .isEqualTo("text / To fund rural roads and rural broadband, and for other purposes. / bills-uslm/BILLS-117hr9999ih.xml");
            assertThat(d.string("SELECT body_markdown FROM bills WHERE id = 'hr:117:9999'"))
                    .startsWith("# H.R. 9999 — To fund rural roads and rural broadband, and for other purposes.\n\n"
                            + "**Sponsor:** Mr. DeFazio (D000191)\n\n**Text versions:** Introduced in House (IH), 2021-06-04");
        }

        Files.move(aside, status);
        assertThat(ingest(corpus, db)).isZero();
        try (Db d = new Db(db)) {
            assertThat(d.string("SELECT record_basis || ' / ' || heading || ' / ' || source_file FROM bills WHERE id = 'hr:117:9999'"))
                    .isEqualTo("billstatus / Rural Roads and Broadband Act / billstatus/BILLSTATUS-117hr9999.xml");
            assertThat(d.string("SELECT body_markdown FROM bills WHERE id = 'hr:117:9999'"))
                    .startsWith("# H.R. 9999 — Rural Roads and Broadband Act")
                    .contains("\n\n## Text: Introduced in House (IH), 2021-06-04\n\nBe it enacted by the Senate");
            assertThat(d.strings("SELECT version_code || ' listed=' || listed || ' text=' || (markdown IS NOT NULL) FROM bill_text_versions WHERE bill_id = 'hr:117:9999' AND version_code = 'IH'"))
                    .containsExactly("IH listed=1 text=1");
            // Only the new BILLSTATUS file was read; the bill it describes was there already (from its text).
            assertThat(d.string("""
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged FROM ingest_runs
                    WHERE run_id = (SELECT max(run_id) FROM ingest_runs)""")).isEqualTo("1/0/1/5");
        }
    }

    /** Everything a run could write, so a run that writes nothing leaves it equal. */
    private static List<String> snapshot(Db d) throws Exception {
        List<String> s = new ArrayList<>();
        for (String sql : List.of(
                "SELECT count(*) || group_concat(retrieved_at) || group_concat(raw_sha256) FROM bills",
                "SELECT count(*) || sum(chunk_id % 1000003) || group_concat(text) FROM bills_chunks",
                "SELECT count(*) || group_concat(inserted_at) FROM chunk_embedding_jobs",
                "SELECT count(*) || group_concat(coalesce(retrieved_at, '-')) FROM bill_text_versions",
                "SELECT count(*) FROM bill_actions",
                "SELECT count(*) FROM ingestion_logs",
                "SELECT group_concat(ingested_at) FROM source_files")) {
            s.add(d.string(sql));
        }
        return s;
    }
}
