package dev.josh.ingest.dockets;

import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The dockets of the corpus's three Federal Register issues, read from the issue files alone (no FR ingest first). */
class DocketsRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("regulations-dot-gov-dockets");

    @Test
    void everyDocketIsCitedItsIdRoundTripsAndItsDocumentsAreLinked() throws Exception {
        try (Connection c = read(ingested.db())) {
            long dockets = count(c, "SELECT count(*) FROM regulations_dot_gov_dockets");
            assertThat(dockets).isGreaterThan(50);
            for (String id : strings(c, "SELECT id FROM regulations_dot_gov_dockets")) {
                assertThat(PublicId.parse(id).type()).as(id).isEqualTo(IdType.DOCKET);
            }
            assertThat(count(c, "SELECT count(*) FROM regulations_dot_gov_dockets WHERE citation_string"
                    + " <> 'Regulations.gov Docket No. ' || docket_number OR source_url <> 'https://www.regulations.gov/docket/'"
                    + " || docket_number OR id <> 'docket:' || docket_number OR length(raw_sha256) <> 64")).isZero();
            // each docket's document count is its documents' rows, each a link of relation includes
            assertThat(count(c, "SELECT count(*) FROM regulations_dot_gov_dockets r WHERE documents <> (SELECT count(*)"
                    + " FROM regulations_dot_gov_docket_documents d WHERE d.docket_id = r.id)")).isZero();
            assertThat(count(c, "SELECT count(*) FROM links WHERE relation = 'includes'"))
                    .isEqualTo(count(c, "SELECT count(*) FROM regulations_dot_gov_docket_documents"));
            // fr:2016-08831 prints "Docket No. NHTSA—2016-0042" with an em dash
            assertThat(strings(c, "SELECT document_id || ' ' || printed_as FROM regulations_dot_gov_docket_documents"
                    + " WHERE docket_id = 'docket:NHTSA-2016-0042'")).singleElement().asString().endsWith("NHTSA—2016-0042");
        }
    }

    @Test
    void aSecondRunChangesNothing() throws Exception {
        String before;
        try (Connection c = read(ingested.db())) {
            before = strings(c, "SELECT group_concat(id || raw_sha256 || retrieved_at) FROM regulations_dot_gov_dockets").getFirst();
        }
        assertThat(ingested.ingest()).isZero();
        try (Connection c = read(ingested.db())) {
            assertThat(strings(c, "SELECT group_concat(id || raw_sha256 || retrieved_at) FROM regulations_dot_gov_dockets")
                    .getFirst()).isEqualTo(before);
        }
    }
}
