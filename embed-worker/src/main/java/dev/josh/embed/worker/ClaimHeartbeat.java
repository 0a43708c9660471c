package dev.josh.embed.worker;

import dev.josh.db.JoshDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Renews the {@code claimed_at} of every job a worker holds, a few times per claim timeout, while
 * the worker runs. A batch may take longer to embed than the claim timeout (a slow or busy
 * machine, long texts); without renewal another worker would take it over, and a job could be
 * failed for "claimed too often" while its first worker was still embedding it. A killed worker
 * stops renewing, so its claims still expire after the timeout.
 */
final class ClaimHeartbeat implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(ClaimHeartbeat.class);

    private final ScheduledExecutorService timer;

    private ClaimHeartbeat(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    static ClaimHeartbeat start(JoshDatabase db, WorkerOptions options) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "embed-claim-heartbeat");
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(250, options.claimTimeout().dividedBy(4).toMillis());
        timer.scheduleWithFixedDelay(() -> renew(db, options.workerId()), period, period, TimeUnit.MILLISECONDS);
        return new ClaimHeartbeat(timer);
    }

    private static void renew(JoshDatabase db, String workerId) {
        try (Connection conn = db.getConnection();
             PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs SET claimed_at = ? "
                     + "WHERE status = 'running' AND claimed_by = ?")) {
            ps.setString(1, Timestamps.format(Instant.now()));
            ps.setString(2, workerId);
            ps.executeUpdate();
        } catch (SQLException e) {
            // The next beat tries again; a claim that does expire is only taken over, never written twice.
            log.debug("could not renew the claims of {}: {}", workerId, e.getMessage());
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
