package dev.josh.embed.worker;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.worker.JobQueue.ClaimedJob;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Drains {@code chunk_embedding_jobs} for the encoder's model version (first queuing every chunk
 * that has no vector of it, so a second model fills in next to the first): claims a batch, reads the
 * chunk texts, embeds them, and writes {@code <source>_chunks_vec0}, {@code <source>_chunks_vectors},
 * the chunk rows' model stamps and the job status in one transaction per batch.
 *
 * <p>The encoder spreads each batch over its sessions; writing stays on the calling thread because
 * SQLite has one writer. Embedding the next batch while writing this one was left out: a write
 * transaction takes milliseconds against seconds of inference. Several workers may run against
 * the same file; claims are atomic, a live worker renews its claims while it embeds
 * ({@link ClaimHeartbeat}), and a killed worker's claims return to the queue after
 * {@link WorkerOptions#claimTimeout()}.
 *
 * <p>Encoder failures by kind: {@code CONFIGURATION} fails the batch and stops the run (every
 * other batch would fail the same way); {@code UNAVAILABLE} returns the batch without spending an
 * attempt and stops; {@code TRANSIENT} returns it to the queue until its attempts are used up.
 */
public final class EmbedWorker {

    static final String MISSING_CHUNK = "source chunk row missing at claim time";

    private static final Logger log = LoggerFactory.getLogger(EmbedWorker.class);

    private final JoshDatabase db;
    private final Encoder encoder;
    private final ModelSpec model;
    private final WorkerOptions options;
    private final JobQueue queue;
    private final Map<String, ChunkTables> tablesByName = new HashMap<>();

    public EmbedWorker(JoshDatabase db, Encoder encoder, WorkerOptions options) {
        this.db = db;
        this.encoder = encoder;
        this.model = encoder.spec();
        this.options = options;
        this.queue = new JobQueue(model, options);
    }

    /** A chunk whose job this worker holds, with the text to embed. */
    private record ChunkToEmbed(ClaimedJob job, ChunkTables tables, String text) {
    }

    /** A job that cannot succeed, and why. */
    private record Rejected(ClaimedJob job, String reason) {
    }

    /** Registers the model, then claims and embeds until the queue is empty, the limit is reached or the encoder fails. */
    public RunSummary run(WorkerListener listener) throws SQLException {
        long started = System.nanoTime();
        long embedded = 0;
        long failed = 0;
        long tokens = 0;
        long claimed = 0;
        try (Connection conn = db.getConnection(); ClaimHeartbeat heartbeat = ClaimHeartbeat.start(db, options)) {
            registerModel(conn);
            enqueueMissing(conn);
            listener.started(Math.min(queue.pending(conn), options.limit()));
            int batchSize = Math.min(options.batchSize(), encoder.maxBatch());
            while (claimed < options.limit()) {
                int max = (int) Math.min(batchSize, options.limit() - claimed);
                List<ClaimedJob> jobs = queue.claim(conn, max, Instant.now());
                if (jobs.isEmpty()) {
                    break;
                }
                claimed += jobs.size();
                BatchResult result = process(conn, jobs);
                embedded += result.outcome().embedded();
                failed += result.outcome().failed();
                tokens += result.outcome().tokens();
                listener.batchDone(result.outcome());
                if (result.abortReason() != null) {
                    return new RunSummary(embedded, failed, tokens, since(started), result.abortReason());
                }
            }
        }
        return new RunSummary(embedded, failed, tokens, since(started), null);
    }

    /**
     * Hands every job this worker holds back to the queue without spending its attempt, for a
     * process that is being stopped: the jobs are claimable again at once instead of after the
     * claim timeout. A batch still being embedded then writes nothing, as its jobs are no longer held.
     *
     * @return how many jobs were released
     */
    public int releaseClaims() throws SQLException {
        try (Connection conn = db.getConnection();
             PreparedStatement ps = conn.prepareStatement("UPDATE chunk_embedding_jobs SET status = 'pending', "
                     + "claimed_by = NULL, claimed_at = NULL, attempts = MAX(attempts - 1, 0) "
                     + "WHERE status = 'running' AND claimed_by = ?")) {
            ps.setString(1, options.workerId());
            return ps.executeUpdate();
        }
    }

    /** Pending jobs per {@code model_id@model_version}, across all models. */
    public static Map<String, Long> pendingByModel(JoshDatabase db) throws SQLException {
        try (Connection conn = db.getConnection()) {
            return JobQueue.pendingByModel(conn);
        }
    }

    /** A batch's outcome, and a reason when the run must stop after it. */
    private record BatchResult(BatchOutcome outcome, String abortReason) {
    }

    /** Jobs of a batch the encoder could not embed: failed for good, or back in the queue. */
    private record Settled(int failed, int released) {
    }

    private BatchResult process(Connection conn, List<ClaimedJob> jobs) throws SQLException {
        List<Rejected> rejected = new ArrayList<>();
        List<ChunkToEmbed> toEmbed = readTexts(conn, jobs, rejected);
        long embedStart = System.nanoTime();
        List<float[]> vectors;
        try {
            vectors = encoder.embedDocuments(toEmbed.stream().map(ChunkToEmbed::text).toList());
        } catch (EncoderException e) {
            return encoderFailed(conn, e, toEmbed, rejected, since(embedStart));
        }
        Duration embedTime = since(embedStart);
        long writeStart = System.nanoTime();
        List<ChunkToEmbed> written = Transactions.inTransaction(conn, () -> {
            String now = Timestamps.format(Instant.now());
            rejectAll(conn, rejected, now);
            return writeVectors(conn, toEmbed, vectors, now);
        });
        long tokens = written.stream().mapToLong(c -> tokensRead(c.text())).sum();
        return new BatchResult(new BatchOutcome(written.size(), rejected.size(), 0, tokens, embedTime,
                since(writeStart)), null);
    }

    /** Texts of the claimed chunks; jobs whose table is unusable or whose row is gone go to {@code rejected}. */
    private List<ChunkToEmbed> readTexts(Connection conn, List<ClaimedJob> jobs, List<Rejected> rejected) throws SQLException {
        Map<String, List<ClaimedJob>> byTable = new LinkedHashMap<>();
        for (ClaimedJob job : jobs) {
            byTable.computeIfAbsent(job.chunkTable(), t -> new ArrayList<>()).add(job);
        }
        List<ChunkToEmbed> claimed = new ArrayList<>(jobs.size());
        for (Map.Entry<String, List<ClaimedJob>> entry : byTable.entrySet()) {
            ChunkTables tables;
            try {
                tables = tables(conn, entry.getKey());
            } catch (ChunkTables.UnusableException e) {
                entry.getValue().forEach(job -> rejected.add(new Rejected(job, e.getMessage())));
                continue;
            }
            Map<Long, String> texts = tables.readTexts(conn, entry.getValue().stream().map(ClaimedJob::chunkId).toList());
            for (ClaimedJob job : entry.getValue()) {
                String text = texts.get(job.chunkId());
                if (text == null) {
                    rejected.add(new Rejected(job, MISSING_CHUNK));
                } else {
                    claimed.add(new ChunkToEmbed(job, tables, text));
                }
            }
        }
        return claimed;
    }

    private ChunkTables tables(Connection conn, String chunkTable) throws SQLException, ChunkTables.UnusableException {
        ChunkTables known = tablesByName.get(chunkTable);
        if (known == null) {
            known = ChunkTables.resolve(conn, chunkTable, model);
            tablesByName.put(chunkTable, known);
        }
        return known;
    }

    /** Writes the vectors of the jobs this worker still holds, and returns those chunks. */
    private List<ChunkToEmbed> writeVectors(Connection conn, List<ChunkToEmbed> claimed, List<float[]> vectors,
                                            String now) throws SQLException {
        Map<ChunkTables, ChunkTables.Writer> writers = new HashMap<>();
        try {
            List<ChunkToEmbed> written = new ArrayList<>();
            for (int i = 0; i < claimed.size(); i++) {
                ChunkToEmbed c = claimed.get(i);
                // A job no longer ours (taken over after a timeout, or deleted with its chunk) gets no vectors.
                if (!queue.markDone(conn, c.job(), now)) {
                    continue;
                }
                ChunkTables.Writer writer = writers.get(c.tables());
                if (writer == null) {
                    writer = c.tables().writer(conn, model);
                    writers.put(c.tables(), writer);
                }
                writer.write(c.job().chunkId(), vectors.get(i), now);
                written.add(c);
            }
            return written;
        } finally {
            for (ChunkTables.Writer writer : writers.values()) {
                writer.close();
            }
        }
    }

    private BatchResult encoderFailed(Connection conn, EncoderException e, List<ChunkToEmbed> claimed,
                                      List<Rejected> rejected, Duration embedTime) throws SQLException {
        String reason = e.kind().name().toLowerCase(Locale.ROOT) + " encoder failure: " + e.getMessage();
        log.warn("batch of {} chunks not embedded: {}", claimed.size(), reason);
        Settled settled = Transactions.inTransaction(conn, () -> {
            String now = Timestamps.format(Instant.now());
            rejectAll(conn, rejected, now);
            int failed = 0;
            for (ChunkToEmbed c : claimed) {
                boolean fail = switch (e.kind()) {
                    case CONFIGURATION -> true;
                    case UNAVAILABLE -> false;
                    case TRANSIENT -> c.job().attempts() >= options.maxAttempts();
                };
                if (fail) {
                    queue.markFailed(conn, c.job(), reason, now);
                    failed++;
                } else {
                    queue.release(conn, c.job(), reason, e.kind() == EncoderException.Kind.UNAVAILABLE);
                }
            }
            return new Settled(rejected.size() + failed, claimed.size() - failed);
        });
        BatchOutcome outcome = new BatchOutcome(0, settled.failed(), settled.released(), 0, embedTime, Duration.ZERO);
        if (e.kind() != EncoderException.Kind.TRANSIENT) {
            return new BatchResult(outcome, reason);
        }
        pause(options.transientBackoff());
        return new BatchResult(outcome, null);
    }

    private void rejectAll(Connection conn, List<Rejected> rejected, String now) throws SQLException {
        for (Rejected r : rejected) {
            queue.markFailed(conn, r.job(), r.reason(), now);
        }
    }

    /** Tokens the model reads of a text: its content tokens, cut where the encoder truncates. */
    private long tokensRead(String text) {
        return Math.min(encoder.tokenizer().count(model.documentPrefix() + text), model.maxChunkTokens());
    }

    /** Queues every chunk of every body source that this model version has not embedded yet. */
    private void enqueueMissing(Connection conn) throws SQLException {
        for (SourceCatalog.Source source : SourceCatalog.read(conn)) {
            if (source.shape() != SourceCatalog.Shape.BODY
                    || !options.chunkTables().isEmpty() && !options.chunkTables().contains(source.chunksTable())) {
                continue;
            }
            ChunkTables tables;
            try {
                tables = tables(conn, source.chunksTable());
            } catch (ChunkTables.UnusableException e) {
                log.debug("{}: not queued for {}: {}", source.name(), model.modelId(), e.getMessage());
                continue;
            }
            int added = Transactions.inTransaction(conn, () -> queue.enqueueMissing(conn, tables, Instant.now()));
            if (added > 0) {
                log.info("{}: queued {} chunks without a {} vector", source.name(), added, model.modelId());
            }
        }
    }

    /** Adds the model to {@code embedding_models}, and makes it the active one when none is. */
    private void registerModel(Connection conn) throws SQLException {
        Transactions.inTransaction(conn, () -> {
            try (PreparedStatement insert = conn.prepareStatement("INSERT OR IGNORE INTO embedding_models "
                    + "(model_id, model_version, dimension, max_tokens, active, registered_at) VALUES (?, ?, ?, ?, 0, ?)");
                 PreparedStatement activate = conn.prepareStatement("UPDATE embedding_models SET active = 1 "
                         + "WHERE model_id = ? AND model_version = ? "
                         + "AND NOT EXISTS (SELECT 1 FROM embedding_models WHERE active = 1)")) {
                insert.setString(1, model.modelId());
                insert.setString(2, model.modelVersion());
                insert.setInt(3, model.dimension());
                insert.setInt(4, model.maxTokens());
                insert.setString(5, Timestamps.format(Instant.now()));
                insert.executeUpdate();
                activate.setString(1, model.modelId());
                activate.setString(2, model.modelVersion());
                activate.executeUpdate();
                return null;
            }
        });
    }

    private static void pause(Duration duration) {
        if (duration.isZero() || duration.isNegative()) {
            return;
        }
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }
}
