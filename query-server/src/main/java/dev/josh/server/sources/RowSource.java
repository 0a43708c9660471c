package dev.josh.server.sources;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.RowMapper;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * A source whose record is its table's row by id plus side tables: the row is read (a 404 when
 * the source is not held or the record not loaded) and the subclass maps it, with the connection
 * open for side rows and links.
 */
public abstract class RowSource implements RecordSource {

    private final RecordReader reader;
    private final SourceDefinition definition;

    protected RowSource(RecordReader reader, SourceDefinition definition) {
        this.reader = reader;
        this.definition = definition;
    }

    @Override
    public final SourceDefinition definition() {
        return definition;
    }

    @Override
    public final PublicRecord fetch(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> read(id, window, conn, rs));
    }

    /** The record from its row; {@code window} cuts its body, where it has one. */
    protected abstract PublicRecord read(PublicId id, TextWindow window, Connection conn, ResultSet rs)
            throws SQLException;

    /** The rows of one of the record's side tables, {@code sql} bound to its id ({@link RecordReader#sideRows}). */
    protected <T> List<T> sideRows(Connection conn, String sql, String id, RowMapper<T> mapper) throws SQLException {
        return reader.sideRows(conn, sql, id, mapper);
    }
}
