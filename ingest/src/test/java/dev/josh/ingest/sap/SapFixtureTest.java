package dev.josh.ingest.sap;

import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.document.FixturePdf;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A statement on two joint resolutions, indexed the archive's way: the ID takes the first, both are linked. */
class SapFixtureTest {

    private static final String INDEX = """
            - bills:
              - hjres38
              - hjres36
              document_title: H.J. Res. 38 and H.J. Res. 36 – Disapproving Two Widget Rules
              congress: 119
              date_issued: '2025-02-01'
              file: statements/47-Trump/119/2025-02-01_hjres38,hjres36.pdf
              fetched_from_url: https://www.whitehouse.gov/wp-content/uploads/2025/02/SAP-HJRes38.pdf
              date_fetched: '2025-02-02T10:00:00.000000'
            """;

    @TempDir
    Path tmp;

    @Test
    void multiBillStatementIsOneRecordLinkedToEachBill() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("corpus/statements-of-administration-policy/47-Trump/119"));
        FixturePdf.twoPageReport().save(folder.resolve("2025-02-01_hjres38,hjres36.pdf"));
        Files.writeString(tmp.resolve("corpus/statements-of-administration-policy/47-Trump.yaml"), INDEX);
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "statements-of-administration-policy", "--corpus",
                tmp.resolve("corpus").toString(), "--db", db.toString())).isZero();

        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT id || ' | ' || title || ' | ' || date_issued || ' | ' || congress || ' | '"
                    + " || bill_id || ' | ' || administration || ' | ' || index_file FROM statements_of_administration_policy"))
                    .containsExactly("sap:2025-02-01:hjres:119:38 | H.J. Res. 38 and H.J. Res. 36 – Disapproving Two "
                            + "Widget Rules | 2025-02-01 | 119 | hjres:119:38 | 47-Trump"
                            + " | statements-of-administration-policy/47-Trump.yaml");
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || published_at"
                    + " FROM statements_of_administration_policy")).containsExactly(
                    "Statement of Administration Policy on H.J.Res. 38 and H.J.Res. 36 (February 1, 2025) | "
                            + "https://www.whitehouse.gov/wp-content/uploads/2025/02/SAP-HJRes38.pdf | 2025-02-01");
            assertThat(strings(c, "SELECT bill_id FROM sap_bills ORDER BY ordinal"))
                    .containsExactly("hjres:119:38", "hjres:119:36");
            assertThat(strings(c, "SELECT r.id FROM statements_of_administration_policy_fts f"
                    + " JOIN statements_of_administration_policy r ON r.rowid = f.rowid"
                    + " WHERE statements_of_administration_policy_fts MATCH 'imported'"))
                    .containsExactly("sap:2025-02-01:hjres:119:38");
        }
    }
}
