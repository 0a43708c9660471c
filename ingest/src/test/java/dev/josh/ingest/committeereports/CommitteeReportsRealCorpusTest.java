package dev.josh.ingest.committeereports;

import static dev.josh.ingest.document.Db.badChunks;
import static dev.josh.ingest.document.Db.chunksNotQueued;
import static dev.josh.ingest.document.Db.matching;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static dev.josh.ingest.document.Db.uncited;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The committee-report folder of the shared corpus: USLM and PDF, one record per report. */
class CommitteeReportsRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("committee-reports");

    @Test
    void oneRecordPerReportUslmPreferred() throws Exception {
        try (Connection c = read(ingested.db())) {
            // 6 <legislativeReport> files (3 of them also as PDF) + 1 report only as PDF (112-90, part 2) = 7;
            // the tally-sheet and Ramseyer samples (XML, and the tally sheet's PDF) are segments, not reports.
            assertThat(strings(c, "SELECT id || ' ' || body_format || ' ' || source_file FROM committee_reports ORDER BY id"))
                    .containsExactly(
                            "crpt:108:hrpt:150 uslm committee-reports/gpo-uslm-samples/CRPT-108hrpt150.xml",
                            "crpt:112:hrpt:90-2 pdf committee-reports/gpo-uslm-samples/CRPT-112hrpt90-pt2.pdf",
                            "crpt:113:srpt:310 uslm committee-reports/gpo-uslm-samples/113srpt310.xml",
                            "crpt:114:hrpt:354 uslm committee-reports/gpo-uslm-samples/CRPT-114hrpt354.xml",
                            "crpt:118:hrpt:728 uslm committee-reports/gpo-uslm-samples/118hrpt728.xml",
                            "crpt:118:hrpt:9 uslm committee-reports/gpo-uslm-samples/118hrpt9.xml",
                            "crpt:118:srpt:188 uslm committee-reports/gpo-uslm-samples/front-matter-118srpt188.xml");
            assertThat(strings(c, "SELECT other_files FROM committee_reports WHERE id = 'crpt:118:hrpt:728'"))
                    .containsExactly("[\"committee-reports/gpo-uslm-samples/CRPT-118hrpt728.pdf\"]");
            assertThat(strings(c, "SELECT file || ' ' || level FROM ingestion_logs ORDER BY file")).containsExactly(
                    "committee-reports/gpo-uslm-samples/111hr4645rollcallExample.pdf warning",
                    "committee-reports/gpo-uslm-samples/111hr4645rollcallExample.xml warning",
                    "committee-reports/gpo-uslm-samples/112hr1425-Ramseyer.xml warning");
            assertThat(uncited(c, "committee_reports")).isZero();
            for (String id : strings(c, "SELECT id FROM committee_reports")) {
                assertThat(PublicId.parse(id).type()).isEqualTo(IdType.COMMITTEE_REPORT);
                assertThat(PublicId.parse(id).value()).isEqualTo(id);
            }
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || published_at || ' | ' || bill_id"
                    + " FROM committee_reports WHERE id IN ('crpt:108:hrpt:150', 'crpt:113:srpt:310', 'crpt:112:hrpt:90-2')"
                    + " ORDER BY id")).containsExactly(
                    "H. Rept. 108-150 | https://www.congress.gov/congressional-report/108th-congress/house-report/150"
                            + " | 2003-06-12 | s:108:342",
                    "H. Rept. 112-90, pt. 2 | https://www.congress.gov/congressional-report/112th-congress/house-report/90"
                            + " | 2011-07-01 | hr:112:1425",
                    "S. Rept. 113-310 | https://www.congress.gov/congressional-report/113th-congress/senate-report/310"
                            + " | 2014-12-12 | s:113:1014");
        }
    }

    @Test
    void bodiesHaveSectionsChunksAndSearch() throws Exception {
        try (Connection c = read(ingested.db())) {
            String markdown = strings(c, "SELECT body_markdown FROM committee_reports WHERE id = 'crpt:118:hrpt:728'").get(0);
            assertThat(markdown).startsWith("# H. Rept. 118-728 — FOSTERING THE USE OF TECHNOLOGY TO UPHOLD")
                    .contains("\n\n## PURPOSE AND SUMMARY\n\n",
                            "**SEC. 2. FINDINGS.** Congress finds the following:");
            assertThat(badChunks(c, "committee_reports")).isZero();
            assertThat(chunksNotQueued(c, "committee_reports")).isZero();
            assertThat(matching(c, "committee_reports", "concussion")).contains("crpt:113:srpt:310");
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        assertThat(ingested.ingest()).isZero();
        // 7 reports + the 3 sample segments, whose files are unchanged too; the 3 PDFs given by USLM hold no record
        assertThat(ingested.lastRun()).isEqualTo("0:0:10:0");
    }
}
