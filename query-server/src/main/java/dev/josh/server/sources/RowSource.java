package dev.josh.server.sources;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.springframework.jdbc.core.RowMapper;

/**
 * A source whose record is its table's row by id plus side tables: the row is read (a 404 when
 * the source is not held or the record not loaded) into the row record {@code R} by column names,
 * and the subclass maps that, with the connection open for side rows and links.
 *
 * @param <R> the table's columns the record needs, as a record ({@link dev.josh.server.records.Rows#mapper})
 */
public abstract class RowSource<R> implements RecordSource {

    private final RecordReader reader;
    private final SourceDefinition definition;
    private final Class<R> row;

    protected RowSource(RecordReader reader, SourceDefinition definition, Class<R> row) {
        this.reader = reader;
        this.definition = definition;
        this.row = row;
    }

    @Override
    public final SourceDefinition definition() {
        return definition;
    }

    @Override
    public final PublicRecord fetch(PublicId id, TextWindow window) {
        return reader.one(id, row, (conn, r) -> read(id, window, conn, r));
    }

    /** The record from its row; {@code window} cuts its body, where it has one. */
    protected abstract PublicRecord read(PublicId id, TextWindow window, Connection conn, R row) throws SQLException;

    /** The rows of one of the record's side tables, {@code sql} bound to its id ({@link RecordReader#sideRows}). */
    protected <T> List<T> sideRows(Connection conn, String sql, String id, RowMapper<T> mapper) {
        return reader.sideRows(conn, sql, id, mapper);
    }

    /** As {@link #sideRows(Connection, String, String, RowMapper)}, each row mapped to the record {@code row} by column names. */
    protected <T> List<T> sideRows(Connection conn, String sql, String id, Class<T> row) {
        return reader.sideRows(conn, sql, id, row);
    }
}
