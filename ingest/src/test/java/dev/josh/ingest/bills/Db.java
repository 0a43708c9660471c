package dev.josh.ingest.bills;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Read-only queries on a test database: single values and one-column lists. */
public final class Db implements AutoCloseable {

    private final Connection connection;

    public Db(Path file) throws SQLException {
        this.connection = JoshDatabase.readOnly(file).getConnection();
    }

    public long count(String sql) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    public String string(String sql) throws SQLException {
        List<String> values = strings(sql);
        if (values.size() != 1) {
            throw new AssertionError("expected one row from " + sql + ", got " + values);
        }
        return values.getFirst();
    }

    public List<String> strings(String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
