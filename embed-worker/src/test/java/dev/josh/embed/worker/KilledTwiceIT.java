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
 * Issue 18, must-show 4: an embed SIGKILLed twice in the middle of a batch and then run again ends with
 * every job done and none claimed, with the default ten-minute claim timeout (the rerun takes back the
 * claims of workers of this machine whose process is gone at once). The claimed count asserted is the
 * one {@code josh status} shows ("claimed jobs": status = 'running').
 */
@Tag("slow")
class KilledTwiceIT {

    private static final String MODEL = "bge-small-en-v1.5-q";
    private static final int BATCH = 8;

    @TempDir
    Path dir;

    @Test
    void anEmbedKilledTwiceAndRunAgainEndsWithEveryJobDoneAndNoneClaimed() throws Exception {
        Path dbFile = dir.resolve("josh.db");
        JoshDatabase db = JoshDatabase.readWrite(dbFile);
        Migrations.migrate(db);
        int chunks = TitleOneChunks.load(db, 80);
        assertThat(chunks).isGreaterThan(6 * BATCH);

        long doneBefore = 0;
        for (String name : new String[] {"kill-1", "kill-2"}) {
            Process worker = worker(dbFile, name);
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (System.nanoTime() < deadline && worker.isAlive()) {
                long done = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'");
                long running = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'");
                if (done >= doneBefore + BATCH && running > 0) {
                    break;
                }
                Thread.sleep(20);
            }
            worker.destroyForcibly(); // SIGKILL: no shutdown hook runs
            assertThat(worker.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'"))
                    .as("claims the killed worker " + name + " left").isPositive();
            doneBefore = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'");
            assertThat(doneBefore).isLessThan(chunks);
        }

        Process rerun = worker(dbFile, "rerun");
        assertThat(rerun.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(rerun.exitValue()).as("see target/worker-rerun.log").isZero();

        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'")).as("claimed jobs")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status <> 'done'")).isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks c WHERE (SELECT count(*) FROM us_code_chunks_vectors v "
                + "WHERE v.chunk_id = c.chunk_id AND v.model_id = '" + MODEL + "') <> 1")).as("chunks without exactly one vector")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'")).isEqualTo(chunks);
    }

    private Process worker(Path db, String name) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.embed.jar"), "--db", db.toString(), "--model", MODEL,
                "--batch", String.valueOf(BATCH), "--sessions", "1", "--progress", "log");
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
