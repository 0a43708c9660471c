package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.document.Db;
import dev.josh.ingest.rows.TableDigests;
import dev.josh.ingest.rows.TableDigests.TableDigest;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Sources loaded side by side ({@code --threads 3}) write the rows a serial run ({@code --threads 1})
 * writes, table by table; among them sources that resolve references through another's rows
 * (committees and roll-call votes through legislators, hearings through committees).
 */
@Tag("slow")
@Tag("long")
class ParallelIngestTest {

    private static final String[] SOURCES = {"legislators", "committees", "us-code", "roll-call-votes", "hearings",
            "lda-filings", "--titles", "9"};

    @RegisterExtension
    static final IngestedCorpus serial = new IngestedCorpus(with("--threads", "1"));

    @RegisterExtension
    static final IngestedCorpus parallel = new IngestedCorpus(with("--threads", "3"));

    @Test
    void everyTableHoldsTheRowsOfTheSerialRun() throws Exception {
        List<TableDigest> expected;
        List<TableDigest> actual;
        try (Connection s = serial.read(); Connection p = parallel.read()) {
            expected = TableDigests.of(s);
            actual = TableDigests.of(p);
        }
        assertThat(actual).isEqualTo(expected);
        assertThat(expected).filteredOn(d -> d.rows() > 0).extracting(TableDigest::table)
                .contains("us_code", "legislators", "committee_memberships", "roll_call_member_votes", "hearings",
                        "lda_filings", "links", "source_files", "ingestion_logs");
    }

    @Test
    void sourcesThatReadAnothersRowsFoundThem() throws Exception {
        try (Connection c = parallel.read()) {
            // Senate votes name members by LIS ID, resolved to bioguide IDs through the legislators loaded first.
            assertThat(Db.count(c, "SELECT COUNT(*) FROM roll_call_member_votes WHERE bioguide_id IS NOT NULL"))
                    .isPositive();
            assertThat(Db.count(c, "SELECT COUNT(*) FROM committee_memberships")).isPositive();
        }
    }

    private static String[] with(String... options) {
        String[] arguments = new String[SOURCES.length + options.length];
        System.arraycopy(SOURCES, 0, arguments, 0, SOURCES.length);
        System.arraycopy(options, 0, arguments, SOURCES.length, options.length);
        return arguments;
    }
}
