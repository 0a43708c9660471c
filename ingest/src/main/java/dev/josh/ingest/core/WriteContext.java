package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;

/**
 * What a {@link RecordStore} writes with: the open transaction, the time stamped as
 * {@code retrieved_at}, and a way to log a warning about the record being written (a record
 * that is written but not quite whole, e.g. a membership naming an unknown legislator).
 */
public interface WriteContext {

    Connection connection();

    Instant retrievedAt();

    void warn(String recordId, String reason) throws SQLException;
}
