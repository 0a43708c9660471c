package dev.josh.ingest.core;

import java.util.Set;

/**
 * What flows through a source's step, reader to writer. Besides records, the reader emits one
 * event per file, after the file's records, so that the file's bookkeeping commits in the same
 * transaction as its last records: a file is only marked done once everything in it is written.
 *
 * @param <T> the record type at this stage (parsed, then prepared)
 */
public sealed interface SourceItem<T> {

    SourceFile file();

    /** A record read from {@code file}, at {@code position} ({@code line:column}). */
    record Parsed<T>(SourceFile file, String position, T record) implements SourceItem<T> {
    }

    /** A record that cannot be loaded; it is logged, never written. */
    record Rejected<T>(SourceFile file, String position, String recordId, RejectedRecordException.Level level,
                       String reason) implements SourceItem<T> {
    }

    /**
     * Every record of the file has been read.
     *
     * @param keys         the keys of every record the file holds, so rows it no longer holds can go
     * @param startedNanos {@link System#nanoTime()} when the file was opened, for the progress line
     */
    record FileDone<T>(SourceFile file, int records, Set<String> keys, long startedNanos) implements SourceItem<T> {
    }

    /** The file's hash equals the one stored from an earlier run: nothing in it was read. */
    record FileSkipped<T>(SourceFile file, int records) implements SourceItem<T> {
    }

    /** The file could not be read (to the end); records read before the problem were emitted. */
    record FileFailed<T>(SourceFile file, String position, String reason) implements SourceItem<T> {
    }
}
