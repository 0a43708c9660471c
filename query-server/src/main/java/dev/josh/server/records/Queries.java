package dev.josh.server.records;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The small statements readers run on a connection they already hold (so a record and its joins are
 * read in one snapshot): a count, every row as strings, whether a table exists.
 */
public final class Queries {

    private Queries() {
    }

    /** The first column of the first row as a number (a {@code count(*)}), 0 when there is no row. */
    public static long count(Connection conn, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = prepare(conn, sql, params); ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** Every row of a query as strings (SQLite gives any column as text). */
    public static List<String[]> strings(Connection conn, String sql, Object... params) throws SQLException {
        List<String[]> out = new ArrayList<>();
        try (PreparedStatement ps = prepare(conn, sql, params); ResultSet rs = ps.executeQuery()) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                String[] row = new String[n];
                for (int i = 0; i < n; i++) {
                    row[i] = rs.getString(i + 1);
                }
                out.add(row);
            }
        }
        return out;
    }

    /** Whether the schema has this table (optional tables of later migrations, e.g. {@code bill_mentions}). */
    public static boolean tableExists(Connection conn, String table) throws SQLException {
        return count(conn, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", table) > 0;
    }

    private static PreparedStatement prepare(Connection conn, String sql, Object... params) throws SQLException {
        PreparedStatement ps = conn.prepareStatement(sql);
        try {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            return ps;
        } catch (SQLException e) {
            ps.close();
            throw e;
        }
    }
}
