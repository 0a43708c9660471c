package dev.josh.ingest.crs;

import static dev.josh.ingest.document.Db.badChunks;
import static dev.josh.ingest.document.Db.chunksNotQueued;
import static dev.josh.ingest.document.Db.count;
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

/** Every CRS product PDF of the shared corpus, ingested through the command line into a fresh database. */
class CrsReportsRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("crs-reports");

    @Test
    void everyProductPdfIsOneCitedRecord() throws Exception {
        long pdfs = IngestedCorpus.count("crs-reports/pdf", ".pdf");
        assertThat(pdfs).as("33 product PDFs in the corpus, each a distinct product number").isEqualTo(33);
        try (Connection c = read(ingested.db())) {
            assertThat(count(c, "SELECT COUNT(*) FROM crs_reports")).isEqualTo(pdfs);
            assertThat(count(c, "SELECT COUNT(*) FROM ingestion_logs")).isZero();
            assertThat(uncited(c, "crs_reports")).isZero();
            for (String id : strings(c, "SELECT id FROM crs_reports")) {
                assertThat(PublicId.parse(id).type()).isEqualTo(IdType.CRS_REPORT);
                assertThat(PublicId.parse(id).value()).isEqualTo(id);
            }
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || date_source || ' | '"
                    + " || product_type FROM crs_reports WHERE id = 'crs:IF12106'")).containsExactly(
                    "CRS Report IF12106, Iran and Nuclear Weapons Production (April 9, 2026) | "
                            + "https://www.congress.gov/crs-product/IF12106 | metadata | In Focus");
            // IF11043 is in no listing: its title and date are read from page 1 ("Updated April 10, 2026").
            assertThat(strings(c, "SELECT citation_string || ' | ' || published_at || ' | ' || date_source"
                    + " FROM crs_reports WHERE id = 'crs:IF11043'")).containsExactly(
                    "CRS Report IF11043, The Federal Policy for the Protection of Human Research Subjects (Common Rule): "
                            + "Overview and Issues (April 10, 2026) | 2026-04-10 | pdf");
        }
    }

    @Test
    void headingsAreRecoveredAndChunksFollowThem() throws Exception {
        try (Connection c = read(ingested.db())) {
            String markdown = strings(c, "SELECT body_markdown FROM crs_reports WHERE id = 'crs:R47438'").get(0);
            assertThat(markdown).startsWith("# Federal Credit Assistance and Grant Programs for Rural Businesses\n\n")
                    .contains("\n\n## Introduction\n\n", "\n\n### Revolving Loan Funds\n\n")
                    // the running header and the page footers are gone
                    .doesNotContain("Congressional Research Service 1");
            assertThat(count(c, "SELECT COUNT(*) FROM crs_reports WHERE body_markdown LIKE '%' || char(10) || '## %'"))
                    .isGreaterThan(25);
            assertThat(strings(c, "SELECT heading_path FROM crs_reports_chunks WHERE document_id = 'crs:R47438'"
                    + " AND anchor = 'revolving-loan-funds' LIMIT 1")).containsExactly(
                    "Federal Credit Assistance and Grant Programs for Rural Businesses › USDA Programs › Revolving Loan Funds");
            assertThat(badChunks(c, "crs_reports")).isZero();
            assertThat(chunksNotQueued(c, "crs_reports")).isZero();
            assertThat(matching(c, "crs_reports", "biospecimens")).containsExactly("crs:IF11043");
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        assertThat(ingested.ingest()).isZero();
        assertThat(ingested.lastRun()).isEqualTo("0:0:33:0");
    }
}
