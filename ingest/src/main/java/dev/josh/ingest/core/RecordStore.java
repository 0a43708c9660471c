package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;

/**
 * Writes one source's records inside the transaction {@link SourceWriter} opened. Writes are
 * idempotent (upserts keyed by the record ID), so a chunk replayed after a crash leaves the same
 * rows, and a record whose stored {@code raw_sha256} is unchanged is left alone.
 *
 * @param <R> the prepared record
 */
public interface RecordStore<R> {

    /**
     * Writes the record, stamping its citation.
     *
     * @throws RejectedRecordException when the record cannot be cited; the writer undoes
     *                                 whatever this call wrote and logs the reason
     */
    WriteOutcome write(WriteContext context, R record) throws SQLException, RejectedRecordException;

    /**
     * A file has been read to its end: its rows that the file no longer holds (keys not in
     * {@code keys}) are removed or marked not current.
     *
     * @return how many rows were removed or marked
     */
    int retainOnly(Connection connection, SourceFile file, Set<String> keys) throws SQLException;
}
