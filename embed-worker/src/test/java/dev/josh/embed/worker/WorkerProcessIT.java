package dev.josh.embed.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged worker as real processes: one is killed with SIGKILL in the middle of a batch, then
 * two run at once over the same file and finish the queue. Every chunk ends with exactly one
 * vector of the model in both vector tables, and no job is left 'running'. The chunks are the
 * sections of U.S. Code title 1, read from the real corpus and cut into 80-word pieces.
 */
@Tag("slow")
class WorkerProcessIT {

    private static final String MODEL = "bge-small-en-v1.5-q";
    private static final Duration CLAIM_TIMEOUT = Duration.ofSeconds(5);
    private static final int BATCH = 16;

    @TempDir
    Path dir;

    @Test
    void aWorkerKilledMidBatchLeavesClaimsThatLaterWorkersFinishWithoutDuplicates() throws Exception {
        Path dbFile = dir.resolve("josh.db");
        JoshDatabase db = JoshDatabase.readWrite(dbFile);
        Migrations.migrate(db);
        int chunks = TitleOneChunks.load(db, 80);
        assertThat(chunks).isGreaterThan(4 * BATCH);

        Process first = worker(dbFile, "first");
        long running = 0;
        long done = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline && first.isAlive()) {
            done = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'");
            running = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'");
            if (done >= BATCH && running > 0) {
                break;
            }
            Thread.sleep(20);
        }
        first.destroyForcibly(); // SIGKILL: no shutdown hook returns the claims
        assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
        long leftRunning = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'");
        assertThat(leftRunning).as("claims of the batch the killed worker was embedding").isPositive();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isLessThan(chunks);

        Thread.sleep(CLAIM_TIMEOUT.plusMillis(500).toMillis());
        Process second = worker(dbFile, "second");
        Process third = worker(dbFile, "third");
        assertThat(second.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(third.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(second.exitValue()).as("see target/worker-second.log").isZero();
        assertThat(third.exitValue()).as("see target/worker-third.log").isZero();

        assertThat(count(db, "SELECT count(*) FROM us_code_chunks")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vectors WHERE model_id = '" + MODEL + "'"))
                .isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks c WHERE (SELECT count(*) FROM us_code_chunks_vectors v "
                + "WHERE v.chunk_id = c.chunk_id AND v.model_id = '" + MODEL + "') <> 1")).as("chunks without exactly one vector")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(DISTINCT chunk_id) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'"))
                .isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status <> 'done'")).isZero();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE attempts = 2"))
                .as("the killed batch was claimed twice").isGreaterThanOrEqualTo(leftRunning);
    }

    private Process worker(Path db, String name) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.embed.jar"), "--db", db.toString(), "--model", MODEL,
                "--batch", String.valueOf(BATCH), "--sessions", "1", "--progress", "log",
                "--claim-timeout", CLAIM_TIMEOUT.toSeconds() + "s");
        pb.redirectErrorStream(true).redirectOutput(Path.of("target", "worker-" + name + ".log").toFile());
        return pb.start();
    }

    private static long count(JoshDatabase db, String sql) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(sql);
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
