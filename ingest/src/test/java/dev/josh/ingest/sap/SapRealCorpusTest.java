package dev.josh.ingest.sap;

import static dev.josh.ingest.document.Db.count;
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

/** The 48 statement PDFs of the shared corpus with their YAML indexes. */
class SapRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("statements-of-administration-policy");

    @Test
    void everyStatementIsACitedRecordLinkedToItsBills() throws Exception {
        long pdfs = IngestedCorpus.count("statements-of-administration-policy", ".pdf");
        assertThat(pdfs).isEqualTo(48);
        try (Connection c = read(ingested.db())) {
            assertThat(count(c, "SELECT COUNT(*) FROM statements_of_administration_policy")).isEqualTo(pdfs);
            assertThat(count(c, "SELECT COUNT(*) FROM ingestion_logs")).isZero();
            assertThat(uncited(c, "statements_of_administration_policy")).isZero();
            for (String id : strings(c, "SELECT id FROM statements_of_administration_policy")) {
                assertThat(PublicId.parse(id).type()).isEqualTo(IdType.SAP);
            }
            // each of the 48 addresses one bill; every record is linked to it
            assertThat(count(c, "SELECT COUNT(*) FROM sap_bills")).isEqualTo(pdfs);
            for (String bill : strings(c, "SELECT bill_id FROM sap_bills")) {
                assertThat(PublicId.parse(bill).type()).isEqualTo(IdType.BILL);
            }
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || source_org"
                    + " FROM statements_of_administration_policy WHERE id = 'sap:2022-07-26:hr:117:4346'")).containsExactly(
                    "Statement of Administration Policy on H.R. 4346 (July 26, 2022) | "
                            + "https://www.whitehouse.gov/wp-content/uploads/2022/07/SAP-H.R.-4346-Senate-Amendment-CHIPS.pdf"
                            + " | Executive Office of the President, OMB");
            assertThat(strings(c, "SELECT s.sap_id FROM sap_bills s WHERE s.bill_id = 'hr:117:4346'"))
                    .containsExactly("sap:2022-07-26:hr:117:4346");
            assertThat(strings(c, "SELECT r.id FROM statements_of_administration_policy_fts f"
                    + " JOIN statements_of_administration_policy r ON r.rowid = f.rowid"
                    + " WHERE statements_of_administration_policy_fts MATCH 'semiconductors'"))
                    .contains("sap:2022-07-26:hr:117:4346");
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        assertThat(ingested.ingest()).isZero();
        assertThat(ingested.lastRun()).isEqualTo("0:0:48:0");
    }
}
