package dev.josh.ingest.cbo;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static dev.josh.ingest.document.Db.badChunks;
import static dev.josh.ingest.document.Db.chunksNotQueued;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static dev.josh.ingest.document.Db.uncited;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.IngestedCorpus;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The cost estimates printed in the committee reports of the shared corpus, ingested through the command line. */
@Tag("slow")
class CboCostEstimatesRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("cbo-cost-estimates");

    @TempDir
    static Path tmp;

    @Test
    void everyReportThatPrintsAnEstimateGivesOneFromTheFileThatHoldsTheReport() throws Exception {
        try (Connection c = read(ingested.db())) {
            // H. Rept. 108-150 prints none; the PDFs of 118-728 and 113-310 are named beside their USLM files
            assertThat(strings(c, "SELECT id || ' ' || report_id || ' ' || coalesce(bill_id, '-') || ' ' || body_format"
                    + " || ' ' || source_file FROM cbo_cost_estimates ORDER BY id")).containsExactly(
                    "cbo:112:hrpt:90-2 crpt:112:hrpt:90-2 hr:112:1425 pdf committee-reports/gpo-uslm-samples/CRPT-112hrpt90-pt2.pdf",
                    "cbo:113:srpt:310 crpt:113:srpt:310 s:113:1014 uslm committee-reports/gpo-uslm-samples/113srpt310.xml",
                    "cbo:118:hrpt:728 crpt:118:hrpt:728 hr:118:7437 uslm committee-reports/gpo-uslm-samples/118hrpt728.xml",
                    "cbo:118:hrpt:9 crpt:118:hrpt:9 hr:118:5 uslm committee-reports/gpo-uslm-samples/118hrpt9.xml");
            assertThat(strings(c, "SELECT other_files FROM cbo_cost_estimates WHERE id = 'cbo:118:hrpt:728'"))
                    .containsExactly("[\"committee-reports/gpo-uslm-samples/CRPT-118hrpt728.pdf\"]");
            assertThat(uncited(c, "cbo_cost_estimates")).isZero();
            assertThat(badChunks(c, "cbo_cost_estimates")).isZero();
            assertThat(chunksNotQueued(c, "cbo_cost_estimates")).isZero();
        }
    }

    @Test
    void theTotalsAreThoseTheTextStates() throws Exception {
        try (Connection c = read(ingested.db())) {
            assertThat(effects(c, "cbo:118:hrpt:728")).containsExactly(
                    "direct_spending increase 3000000 - 2024-2034", "revenues decrease 1000000 - 2024-2034");
            // "… would cost $14 million over the 2012–2016 period … because it would not affect direct spending or revenues"
            assertThat(effects(c, "cbo:112:hrpt:90-2")).containsExactly(
                    "spending_subject_to_appropriation increase 14000000 - 2012–2016",
                    "direct_spending none 0 - -", "revenues none 0 - -");
            assertThat(effects(c, "cbo:113:srpt:310")).containsExactly(
                    "spending_subject_to_appropriation increase - not significant -",
                    "direct_spending none 0 - -", "revenues none 0 - -");
            // H.R. 5's estimate says CBO "has no basis to estimate": it states no total
            assertThat(effects(c, "cbo:118:hrpt:9")).isEmpty();
        }
    }

    @Test
    void anEstimateIsCbosTextAloneCitedToCboWithItsLetterDateOrLink() throws Exception {
        try (Connection c = read(ingested.db())) {
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || published_at || ' | '"
                    + " || date_source FROM cbo_cost_estimates WHERE id IN ('cbo:113:srpt:310', 'cbo:112:hrpt:90-2')"
                    + " ORDER BY id")).containsExactly(
                    "CBO, Cost Estimate for H.R. 1425, in H. Rept. 112-90, pt. 2 | https://www.congress.gov/"
                            + "congressional-report/112th-congress/house-report/90 | 2011-06-02 | pdf",
                    "CBO, Cost Estimate for S. 1014, in S. Rept. 113-310 | https://www.cbo.gov/publication/45348"
                            + " | 2014-12-12 | metadata");
            String senate = strings(c, "SELECT body_markdown FROM cbo_cost_estimates WHERE id = 'cbo:113:srpt:310'").get(0);
            assertThat(senate).startsWith("# CBO cost estimate for S. 1014 (S. Rept. 113-310)")
                    .contains("S. 1014 would prohibit importers and sellers of athletic equipment")
                    .doesNotContain("In accordance with paragraph 11(a)"); // the committee's preamble
            assertThat(senate.split("would prohibit importers", -1)).hasSize(2); // printed twice in the report, once here
            String house = strings(c, "SELECT body_markdown FROM cbo_cost_estimates WHERE id = 'cbo:112:hrpt:90-2'").get(0);
            assertThat(house).contains("## NATIONAL ACADEMY OF SCIENCES STUDY", "Estimate approved by: Theresa Gullo")
                    .doesNotContain("NEW BUDGET AUTHORITY, ENTITLEMENT AUTHORITY").doesNotContain("VerDate");
            assertThat(strings(c, "SELECT body_markdown FROM cbo_cost_estimates WHERE id = 'cbo:118:hrpt:9'").get(0))
                    .doesNotContain("scanned image").doesNotContain("COMMITTEE COST ESTIMATE");
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        assertThat(ingested.ingest()).isZero();
        assertThat(ingested.lastRun()).isEqualTo("0:0:4:0");
    }

    @Test
    void aSyncThatChangedTheReportsLoadsTheEstimatesToo() throws Exception {
        Path synced = tmp.resolve("synced.db");
        // what 'sync --then-ingest' runs when committee-reports files changed
        assertThat(IngestApplication.run("ingest", "--fetched", "committee-reports", "--corpus", CORPUS.toString(),
                "--db", synced.toString())).isZero();
        try (Connection c = read(synced)) {
            assertThat(strings(c, "SELECT source || ' ' || added FROM ingest_runs ORDER BY source")).containsExactly(
                    "cbo-cost-estimates 4", "committee-reports 7");
        }
    }

    private static java.util.List<String> effects(Connection c, String id) throws Exception {
        return strings(c, "SELECT e.value ->> 'measure' || ' ' || (e.value ->> 'change') || ' ' || coalesce(e.value ->> "
                + "'amount_usd', '-') || ' ' || coalesce(e.value ->> 'qualifier', '-') || ' ' || coalesce(e.value ->> "
                + "'period', '-') FROM cbo_cost_estimates, json_each(budget_effects) e WHERE cbo_cost_estimates.id = '" + id + "' ORDER BY e.key");
    }
}
