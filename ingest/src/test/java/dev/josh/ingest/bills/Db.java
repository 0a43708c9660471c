package dev.josh.ingest.bills;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Read-only queries on a test database: single values and one-column lists, over one held connection
 * (the static {@link dev.josh.ingest.document.Db} does the reading).
 */
public final class Db implements AutoCloseable {

    private final Connection connection;

    public Db(Path file) throws SQLException {
        this.connection = dev.josh.ingest.document.Db.read(file);
    }

    public long count(String sql) throws SQLException {
        return dev.josh.ingest.document.Db.count(connection, sql);
    }

    public String string(String sql) throws SQLException {
        List<String> values = strings(sql);
        if (values.size() != 1) {
            throw new AssertionError("expected one row from " + sql + ", got " + values);
        }
        return values.getFirst();
    }

    public List<String> strings(String sql) throws SQLException {
        return dev.josh.ingest.document.Db.strings(connection, sql);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
