package dev.josh.embed.worker;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import dev.josh.embed.encoder.ModelSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.RowMapper;

/**
 * {@code chunk_embedding_jobs} for one model version, as seen by one worker. Every change to a
 * claimed job is conditioned on the job still being 'running' under this worker's id, so a claim
 * that timed out and was taken over by another worker is left to that worker.
 */
final class JobQueue {

    /** A job this worker holds; {@code attempts} counts this claim. */
    record ClaimedJob(String chunkTable, long chunkId, int attempts) {
    }

    /** Matches a job only while this worker still holds it. */
    private static final String HELD = " WHERE chunk_table = ? AND chunk_id = ? AND model_id = ? "
            + "AND model_version = ? AND status = 'running' AND claimed_by = ?";

    private static final RowMapper<ClaimedJob> CLAIMED = new SnakeCaseRecordMapper<>(ClaimedJob.class);
    private static final RowMapper<Pending> PENDING = new SnakeCaseRecordMapper<>(Pending.class);

    private final ModelSpec model;
    private final WorkerOptions options;

    JobQueue(ModelSpec model, WorkerOptions options) {
        this.model = model;
        this.options = options;
    }

    /** Jobs waiting for this model version. */
    long pending(Connection conn) {
        List<Object> params = new ArrayList<>(List.of(model.modelId(), model.modelVersion()));
        params.addAll(options.chunkTables());
        return ConnectionClient.on(conn).sql("SELECT count(*) FROM chunk_embedding_jobs "
                        + "WHERE status = 'pending' AND model_id = ? AND model_version = ?" + tableFilter())
                .params(params).query(Long.class).single();
    }

    /**
     * Queues a job for every chunk of {@code tables} that has neither a vector nor a job for this
     * model version, so that a model other than the one ingest queues for (a side-by-side rebuild)
     * covers every chunk, and chunks ingested since its last run. Jobs that exist are left as they
     * are: a failed job stays failed until ingest re-queues its chunk.
     *
     * @return jobs added
     */
    int enqueueMissing(Connection conn, ChunkTables tables, Instant now) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("INSERT OR IGNORE INTO chunk_embedding_jobs "
                + "(chunk_table, chunk_id, model_id, model_version, status, inserted_at) "
                + "SELECT ?, c.chunk_id, ?, ?, 'pending', ? FROM " + tables.chunks() + " c WHERE NOT EXISTS "
                + "(SELECT 1 FROM " + tables.vectors() + " v WHERE v.chunk_id = c.chunk_id AND v.model_id = ? "
                + "AND v.model_version = ?) ORDER BY c.chunk_id")) {
            ps.setString(1, tables.chunks());
            ps.setString(2, model.modelId());
            ps.setString(3, model.modelVersion());
            ps.setString(4, Timestamps.format(now));
            ps.setString(5, model.modelId());
            ps.setString(6, model.modelVersion());
            return ps.executeUpdate();
        }
    }

    /** Pending jobs per {@code model_id@model_version}, for every model: why a run found nothing to do. */
    static Map<String, Long> pendingByModel(Connection conn) {
        Map<String, Long> counts = new LinkedHashMap<>();
        ConnectionClient.on(conn).sql("SELECT model_id || '@' || model_version AS name, count(*) AS jobs "
                        + "FROM chunk_embedding_jobs WHERE status = 'pending' GROUP BY model_id, model_version ORDER BY 1")
                .query(PENDING).list().forEach(p -> counts.put(p.name(), p.jobs()));
        return counts;
    }

    /** Pending jobs of one {@code model_id@model_version}. */
    private record Pending(String name, long jobs) {
    }

    /**
     * In one transaction: hands claims older than the timeout back to the queue (failing those that
     * have used every attempt, so a text that kills its worker cannot loop forever), then claims up
     * to {@code max} pending jobs, oldest first.
     */
    List<ClaimedJob> claim(Connection conn, int max, Instant now) throws SQLException {
        String stamp = Timestamps.format(now);
        String staleBefore = Timestamps.format(now.minus(options.claimTimeout()));
        return Transactions.inTransaction(conn, () -> {
            reclaimFromDeadProcesses(conn);
            reclaimStale(conn, stamp, staleBefore);
            return claimPending(conn, max, stamp);
        });
    }

    /**
     * Hands back at once the claims of workers on this machine whose process is gone: a SIGKILLed run
     * leaves its claims, and waiting out the timeout would leave them neither pending nor done. The
     * attempt stays counted, so a text that kills its worker still runs out of attempts.
     */
    private void reclaimFromDeadProcesses(Connection conn) throws SQLException {
        List<String> dead = ConnectionClient.on(conn).sql(
                "SELECT DISTINCT claimed_by FROM chunk_embedding_jobs WHERE status = 'running' AND claimed_by IS NOT NULL")
                .query(String.class).list().stream().filter(WorkerIdentity::deadOnThisHost).toList();
        try (PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs SET status = 'pending', "
                + "claimed_by = NULL, claimed_at = NULL WHERE status = 'running' AND claimed_by = ?")) {
            for (String worker : dead) {
                ps.setString(1, worker);
                ps.executeUpdate();
            }
        }
    }

    private void reclaimStale(Connection conn, String now, String staleBefore) throws SQLException {
        String stale = " WHERE status = 'running' AND model_id = ? AND model_version = ?"
                + " AND (claimed_at IS NULL OR julianday(claimed_at) < julianday(?))";
        try (PreparedStatement exhausted = conn.prepareStatement("UPDATE chunk_embedding_jobs SET status = 'failed', "
                + "finished_at = ?, last_error = 'claimed ' || attempts || ' times without finishing "
                + "(worker killed or stuck?)'" + stale + " AND attempts >= ?");
             PreparedStatement retry = conn.prepareStatement("UPDATE chunk_embedding_jobs SET status = 'pending', "
                     + "claimed_by = NULL, claimed_at = NULL" + stale)) {
            exhausted.setString(1, now);
            exhausted.setString(2, model.modelId());
            exhausted.setString(3, model.modelVersion());
            exhausted.setString(4, staleBefore);
            exhausted.setInt(5, options.maxAttempts());
            exhausted.executeUpdate();
            retry.setString(1, model.modelId());
            retry.setString(2, model.modelVersion());
            retry.setString(3, staleBefore);
            retry.executeUpdate();
        }
    }

    private List<ClaimedJob> claimPending(Connection conn, int max, String now) {
        List<Object> params = new ArrayList<>(List.of(options.workerId(), now, model.modelId(), model.modelVersion()));
        params.addAll(options.chunkTables());
        params.add(max);
        return ConnectionClient.on(conn).sql("UPDATE chunk_embedding_jobs "
                        + "SET status = 'running', claimed_by = ?, claimed_at = ?, attempts = attempts + 1 "
                        + "WHERE rowid IN (SELECT rowid FROM chunk_embedding_jobs WHERE status = 'pending' "
                        + "AND model_id = ? AND model_version = ?" + tableFilter() + " ORDER BY inserted_at LIMIT ?) "
                        + "RETURNING chunk_table, chunk_id, attempts")
                .params(params).query(CLAIMED).list();
    }

    /** {@code AND chunk_table IN (…)} when the run is limited to some sources (bound after the model), else nothing. */
    private String tableFilter() {
        return options.chunkTables().isEmpty() ? ""
                : " AND chunk_table IN (" + String.join(", ", Collections.nCopies(options.chunkTables().size(), "?")) + ")";
    }

    /** Marks the job done; false when this worker no longer holds it (then nothing may be written for it). */
    boolean markDone(Connection conn, ClaimedJob job, String now) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs "
                + "SET status = 'done', finished_at = ?, last_error = NULL" + HELD)) {
            ps.setString(1, now);
            bindHeld(ps, 2, job);
            return ps.executeUpdate() == 1;
        }
    }

    void markFailed(Connection conn, ClaimedJob job, String reason, String now) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs "
                + "SET status = 'failed', finished_at = ?, last_error = ?" + HELD)) {
            ps.setString(1, now);
            ps.setString(2, reason);
            bindHeld(ps, 3, job);
            ps.executeUpdate();
        }
    }

    /**
     * Returns the job to 'pending'. With {@code refundAttempt} the claim does not count, for
     * failures that were not the job's (the encoder went away).
     */
    void release(Connection conn, ClaimedJob job, String reason, boolean refundAttempt) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs SET status = 'pending', "
                + "claimed_by = NULL, claimed_at = NULL, last_error = ?, attempts = attempts - ?" + HELD)) {
            ps.setString(1, reason);
            ps.setInt(2, refundAttempt ? 1 : 0);
            bindHeld(ps, 3, job);
            ps.executeUpdate();
        }
    }

    private void bindHeld(PreparedStatement ps, int first, ClaimedJob job) throws SQLException {
        ps.setString(first, job.chunkTable());
        ps.setLong(first + 1, job.chunkId());
        ps.setString(first + 2, model.modelId());
        ps.setString(first + 3, model.modelVersion());
        ps.setString(first + 4, options.workerId());
    }
}
