package dev.josh.server.records;

import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/** Reads one record's row by id: a 404 when its source is not held ({@code not_covered}) or the record is not loaded. */
@Component
public class RecordReader {

    /** Side rows of one record (witnesses, lobbyists, contributions); a guard against a malformed file. */
    public static final int MAX_SIDE_ROWS = 500;

    /** Maps the record's row; the connection is open for side tables and links. */
    @FunctionalInterface
    public interface RowReader<T> {
        T read(Connection conn, ResultSet rs) throws SQLException;
    }

    /** Maps a row already mapped to a record ({@link Rows#mapper}); the connection is open for side tables and links. */
    @FunctionalInterface
    public interface RecordMapper<R, T> {
        T read(Connection conn, R row) throws SQLException;
    }

    private final DataSource dataSource;
    private final Coverage coverage;

    public RecordReader(DataSource dataSource, Coverage coverage) {
        this.dataSource = dataSource;
        this.coverage = coverage;
    }

    public <T> T one(PublicId id, RowReader<T> reader) {
        SourceTables source = coverage.covered(id);
        return row(id, "SELECT * FROM " + source.table() + " WHERE id = ?", reader);
    }

    /** As {@link #one(PublicId, RowReader)}, the row read by {@code sql} (bound to the id) where it joins another table. */
    public <T> T one(PublicId id, String sql, RowReader<T> reader) {
        coverage.covered(id);
        return row(id, sql, reader);
    }

    private <T> T row(PublicId id, String sql, RowReader<T> reader) {
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, id.value());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw coverage.missing(conn, id);
                }
                return reader.read(conn, rs);
            }
        } catch (SQLException e) {
            throw Rows.failure(id.value(), e);
        }
    }

    /**
     * As {@link #one(PublicId, String, RowReader)}, the row first mapped to the record {@code row} by
     * column names ({@link Rows#mapper}).
     */
    public <R, T> T one(PublicId id, String sql, Class<R> row, RecordMapper<R, T> reader) {
        RowMapper<R> mapper = Rows.mapper(row);
        return one(id, sql, (conn, rs) -> reader.read(conn, mapper.mapRow(rs, 0)));
    }

    /** As {@link #one(PublicId, String, Class, RecordMapper)}, the source's row by id ({@code SELECT *}). */
    public <R, T> T one(PublicId id, Class<R> row, RecordMapper<R, T> reader) {
        RowMapper<R> mapper = Rows.mapper(row);
        return one(id, (conn, rs) -> reader.read(conn, mapper.mapRow(rs, 0)));
    }

    /** The rows of a record's side table, {@code sql} bound to its id, at most {@link #MAX_SIDE_ROWS}. */
    public <T> List<T> sideRows(Connection conn, String sql, String id, RowMapper<T> mapper) {
        return ConnectionClient.on(conn).sql(sql + " LIMIT " + MAX_SIDE_ROWS).param(id).query(mapper).list();
    }

    /** As {@link #sideRows(Connection, String, String, RowMapper)}, each row mapped to the record {@code row} by column names. */
    public <T> List<T> sideRows(Connection conn, String sql, String id, Class<T> row) {
        return sideRows(conn, sql, id, Rows.mapper(row));
    }
}
