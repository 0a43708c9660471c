package dev.josh.embed.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Embed workers run as the operator runs them, {@code java -jar} of the built jar, for the tests that kill them. */
final class WorkerProcesses {

    private WorkerProcesses() {
    }

    /** A worker on {@code db} embedding with {@code model}, one session, logging to target/worker-NAME.log. */
    static Process start(Path db, String name, String model, int batch, String... more) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.embed.jar"), "--db", db.toString(), "--model", model,
                "--batch", String.valueOf(batch), "--sessions", "1", "--progress", "log"));
        command.addAll(List.of(more));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectErrorStream(true).redirectOutput(Path.of("target", "worker-" + name + ".log").toFile());
        return pb.start();
    }

    /**
     * Kills {@code worker} with SIGKILL, so no shutdown hook returns its claims, once at least {@code done}
     * jobs are done and some are claimed (or after two minutes, or when it has exited).
     */
    static void killMidBatch(Process worker, JoshDatabase db, long done) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline && worker.isAlive()) {
            if (count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'") >= done
                    && count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'") > 0) {
                break;
            }
            Thread.sleep(20);
        }
        worker.destroyForcibly();
        assertThat(worker.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }

    static long count(JoshDatabase db, String sql) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(sql);
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
