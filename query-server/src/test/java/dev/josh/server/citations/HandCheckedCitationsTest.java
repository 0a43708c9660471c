package dev.josh.server.citations;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.records.Coverage;
import dev.josh.server.support.Flow1Database;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hand-checked set of {@code citations/hand-checked.tsv}: 100 citations written from the
 * corpus's own documents (a Federal Register rule's authority line, a law's amendments, a U.S. Code
 * section's notes, a report's cover) in the forms people write, 20 of them invalid (repealed,
 * renumbered, reserved, nonexistent, impossible), each with the status a reader checking the
 * corpus by hand gives it. Checked against the sources they point into, ingested whole from the
 * real corpus; docs/eval/citations.md lists them with the verdicts.
 */
@Tag("slow")
@Tag("long")
class HandCheckedCitationsTest {

    /** What the set scores today; a change that loses one fails here (the must-show floor is 95). */
    private static final int CORRECT = 100;

    @TempDir
    static Path tmp;

    static HikariDataSource pool;
    static CitationVerifier verifier;

    @BeforeAll
    static void ingestTheSourcesCitationsPointInto() {
        Path db = tmp.resolve("josh.db");
        assertThat(IngestApplication.run("ingest", "us-code", "ecfr-and-cfr", "federal-register", "public-laws", "bills",
                "--corpus", Flow1Database.corpus().toString(), "--db", db.toString())).isZero();
        pool = DatabaseConfig.pooled(JoshDatabase.readOnly(db), 2);
        verifier = new CitationVerifier(pool, new Coverage(new SourceRegistry(pool)));
    }

    @AfterAll
    static void close() {
        pool.close();
    }

    record Row(String text, Integer congress, String status, List<String> ids, String writtenFrom, String note) {
    }

    @Test
    void theSetIsClassifiedAsByHand() throws IOException {
        List<Row> rows = rows();
        assertThat(rows).hasSize(100);
        assertThat(rows).filteredOn(r -> r.status().equals("invalid")).hasSize(20);
        List<String> wrong = new ArrayList<>();
        for (Row row : rows) {
            List<CheckedCitation> found = verifier.verify(row.text(), row.congress()).citations();
            CheckedCitation first = found.isEmpty() ? null : found.getFirst();
            String id = first == null || first.id() == null ? "-" : first.id();
            boolean right = first != null && first.status().equals(row.status())
                    && (row.ids().contains("-") || row.ids().contains(id));
            if (!right) {
                wrong.add(row.text() + ": expected " + row.status() + " " + row.ids() + ", got "
                        + (first == null ? "no citation" : first.status() + " " + id + " (" + first.reason() + ")"));
            }
        }
        System.out.printf("hand-checked citations: %d of %d classified as by hand%n", rows.size() - wrong.size(),
                rows.size());
        wrong.forEach(w -> System.out.println("  " + w));
        assertThat(rows.size() - wrong.size()).as(String.join("\n", wrong)).isEqualTo(CORRECT);
    }

    private static List<Row> rows() throws IOException {
        try (InputStream in = HandCheckedCitationsTest.class.getResourceAsStream("/citations/hand-checked.tsv")) {
            List<Row> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                rows.add(new Row(f[0], f[1].isEmpty() ? null : Integer.valueOf(f[1]), f[2],
                        Arrays.asList(f[3].split("\\|")), f[4], f[5]));
            }
            return rows;
        }
    }
}
