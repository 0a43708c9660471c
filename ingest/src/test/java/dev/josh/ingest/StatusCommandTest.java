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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code status} counts the jobs a worker holds but has not finished, so a dead worker's claims are not hidden. */
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
