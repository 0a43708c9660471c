package dev.josh.embed.worker;

import java.time.Duration;
import java.util.List;

/**
 * How an {@link EmbedWorker} run claims and retries.
 *
 * @param batchSize        jobs claimed, embedded and written together (one write transaction each)
 * @param limit            most jobs to claim in this run; {@link Long#MAX_VALUE} to drain the queue
 * @param claimTimeout     a job 'running' for longer than this belongs to a worker that died, and is
 *                         returned to 'pending'
 * @param maxAttempts      claims a job gets before a transient failure, or a dead worker, fails it
 * @param transientBackoff pause after a transient encoder failure before claiming again
 * @param workerId         written to {@code claimed_by}; unique per process
 * @param chunkTables      the {@code <source>_chunks} tables to work on; empty for every body source
 */
public record WorkerOptions(int batchSize, long limit, Duration claimTimeout, int maxAttempts,
                            Duration transientBackoff, String workerId, List<String> chunkTables) {

    public static final int DEFAULT_BATCH_SIZE = 64;

    /** Every body source. */
    public WorkerOptions(int batchSize, long limit, Duration claimTimeout, int maxAttempts, Duration transientBackoff,
                         String workerId) {
        this(batchSize, limit, claimTimeout, maxAttempts, transientBackoff, workerId, List.of());
    }

    public WorkerOptions {
        chunkTables = List.copyOf(chunkTables);
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be at least 1, got " + batchSize);
        }
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        if (claimTimeout.isNegative() || claimTimeout.isZero()) {
            throw new IllegalArgumentException("claim timeout must be positive, got " + claimTimeout);
        }
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("max attempts must be at least 1, got " + maxAttempts);
        }
    }

    /** Batches of 64, no limit, 10-minute claims, 3 attempts, 5 s back-off, a fresh worker id. */
    public static WorkerOptions defaults() {
        return new WorkerOptions(DEFAULT_BATCH_SIZE, Long.MAX_VALUE, Duration.ofMinutes(10), 3, Duration.ofSeconds(5),
                WorkerIdentity.newId());
    }

    public WorkerOptions withBatchSize(int size) {
        return new WorkerOptions(size, limit, claimTimeout, maxAttempts, transientBackoff, workerId, chunkTables);
    }

    public WorkerOptions withLimit(long max) {
        return new WorkerOptions(batchSize, max, claimTimeout, maxAttempts, transientBackoff, workerId, chunkTables);
    }

    public WorkerOptions withClaimTimeout(Duration timeout) {
        return new WorkerOptions(batchSize, limit, timeout, maxAttempts, transientBackoff, workerId, chunkTables);
    }

    public WorkerOptions withWorkerId(String id) {
        return new WorkerOptions(batchSize, limit, claimTimeout, maxAttempts, transientBackoff, id, chunkTables);
    }

    /** Only these {@code <source>_chunks} tables: their jobs are claimed, their missing chunks queued. */
    public WorkerOptions withChunkTables(List<String> tables) {
        return new WorkerOptions(batchSize, limit, claimTimeout, maxAttempts, transientBackoff, workerId, tables);
    }
}
