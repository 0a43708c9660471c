package dev.josh.embed.worker;

/** Hears how an {@link EmbedWorker} run goes, for progress displays; called on the worker's thread. */
public interface WorkerListener {

    /** Does nothing. */
    WorkerListener NONE = new WorkerListener() {
    };

    /** Before the first claim: how many jobs this run expects to take (pending, capped by the limit). */
    default void started(long expectedJobs) {
    }

    /** After each batch's write transaction committed. */
    default void batchDone(BatchOutcome outcome) {
    }
}
