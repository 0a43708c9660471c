package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Writes a record's side rows (its titles, actions, turns, members…) with one statement in one JDBC
 * batch, each row given as its values in the statement's parameter order. Plain JDBC rather than
 * Spring's: a constraint a record breaks must reach {@link SourceWriter} as the SQLite
 * {@link SQLException} it tells apart from the run's own failures (the writer's connection keeps the
 * statement compiled for the next record: {@link ReusedStatements}).
 */
public final class RowBatch {

    /** One item's row: its values in parameter order ({@code null} for SQL NULL); {@code index} counts from 0. */
    @FunctionalInterface
    public interface Row<T> {
        Object[] values(T item, int index);
    }

    private RowBatch() {
    }

    /** Prepares {@code sql}, writes a row per item and closes the statement. */
    public static <T> void write(Connection c, String sql, Iterable<? extends T> items, Row<T> row) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int index = 0;
            for (T item : items) {
                Params.bind(ps, 1, row.values(item, index++));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}
