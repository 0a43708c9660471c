package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code status} counts the jobs a worker holds but has not finished, so a dead worker's claims are not hidden,
 * and counts failures and warnings as the ingest summary does.
 */
class StatusCommandTest {

    private static final String CORPUS = System.getProperty("josh.corpus");

    @TempDir
    Path dir;

    @Test
    void claimedJobsAreCountedWithTheAgeOfTheOldestClaim() throws Exception {
        Path db = dir.resolve("josh.db");
        assertThat(IngestApplication.run("ingest", "us-code", "--titles", "9", "--corpus", CORPUS, "--db", db.toString()))
                .isZero();
        String tenMinutesAgo = Instant.now().minus(10, ChronoUnit.MINUTES).truncatedTo(ChronoUnit.MILLIS).toString();
        try (Connection c = JoshDatabase.readWrite(db).getConnection(); Statement st = c.createStatement()) {
            st.executeUpdate("UPDATE chunk_embedding_jobs SET status = 'running', claimed_by = 'dead-worker', claimed_at = '"
                    + tenMinutesAgo + "' WHERE rowid IN (SELECT rowid FROM chunk_embedding_jobs LIMIT 3)");
        }
        String out = stdout("status", "--db", db.toString());
        assertThat(out).contains("claimed jobs");
        assertThat(out.lines()).anyMatch(l -> l.startsWith("us-code ") && l.contains("3 (oldest 10m ago)"));
    }

    /**
     * Title 13 holds one OLRC placeholder for a run of repealed sections: logged as a warning, so the ingest
     * summary and the last run in {@code status} count it under warnings, not under failed.
     */
    @Test
    void aPlaceholderIsAWarningInTheIngestSummaryAsInStatusNotAFailure() {
        Path db = dir.resolve("josh.db");
        CommandRun.Result ingest = CommandRun.run("ingest", "us-code", "--titles", "13", "--corpus", CORPUS,
                "--db", db.toString());
        assertThat(ingest.exit()).as(ingest.err()).isZero();
        Map<String, String> summary = row(ingest.out(), "source", "us-code");
        assertThat(summary).containsEntry("failed", "0").containsEntry("warnings", "1");

        Map<String, String> status = row(stdout("status", "--db", db.toString()), "last run", "us-code");
        assertThat(status).containsEntry("failed", "0").containsEntry("warnings", "1")
                .containsEntry("errors logged", "0").containsEntry("warnings logged", "1");
    }

    /** The cells of the row that starts with {@code key}, by column, in the table whose header starts with {@code firstHeader}. */
    static Map<String, String> row(String output, String firstHeader, String key) {
        List<String> lines = output.lines().toList();
        int header = lines.stream().filter(l -> l.startsWith(firstHeader + " ")).findFirst().map(lines::indexOf)
                .orElseThrow(() -> new AssertionError("no table headed '" + firstHeader + "' in:\n" + output));
        List<String> columns = List.of(lines.get(header).split("\\s{2,}"));
        for (String line : lines.subList(header + 1, lines.size())) {
            if (line.isBlank()) {
                break;
            }
            List<String> cells = List.of(line.split("\\s{2,}"));
            if (cells.getFirst().equals(key)) {
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 0; i < columns.size(); i++) {
                    row.put(columns.get(i), cells.get(i));
                }
                return row;
            }
        }
        throw new AssertionError("no row '" + key + "' under '" + firstHeader + "' in:\n" + output);
    }

    private static String stdout(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            assertThat(IngestApplication.run(args)).isZero();
            return out.toString(StandardCharsets.UTF_8);
        } finally {
            System.setOut(original);
        }
    }
}
