package dev.josh.ingest.core;

/**
 * Turns a parsed record into what the store writes (normalized, chunked). A record that cannot
 * be prepared (no valid ID, say) is rejected with a reason, not thrown as an error.
 */
@FunctionalInterface
public interface RecordPreparer<T, R> {
    R prepare(T parsed) throws RejectedRecordException;
}
