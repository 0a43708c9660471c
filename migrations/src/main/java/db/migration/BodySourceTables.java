package db.migration;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * What the Java migrations that apply to every body source read of the schema: the record tables
 * that have chunks, and a table's columns. The migrations know no source list (DESIGN.md
 * invariant 5); they find the sources in {@code sqlite_master}.
 */
final class BodySourceTables {

    private BodySourceTables() {
    }

    /** Record tables with a {@code <t>_chunks} table, by name (vec0's own shadow tables are not record tables). */
    static List<String> withChunks(Connection conn) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' "
                     + "AND name LIKE '%\\_chunks' ESCAPE '\\' AND name NOT LIKE '%\\_vec0\\_%' ESCAPE '\\' ORDER BY name")) {
            while (rs.next()) {
                String chunks = rs.getString(1);
                out.add(chunks.substring(0, chunks.length() - "_chunks".length()));
            }
        }
        return out;
    }

    /** What a migration does to one body source, given its record table. */
    @FunctionalInterface
    interface SourceStep {
        void apply(Statement st, String records) throws SQLException;
    }

    /** Applies {@code step} to every record table with chunks ({@link #withChunks}), on one statement. */
    static void eachWithChunks(Connection conn, SourceStep step) throws SQLException {
        try (Statement st = conn.createStatement()) {
            for (String records : withChunks(conn)) {
                step.apply(st, records);
            }
        }
    }

    /** A table's columns in order; none for a name that is not a plain identifier. */
    static List<String> columns(Connection conn, String table) throws SQLException {
        List<String> present = new ArrayList<>();
        if (!table.matches("[a-z0-9_]+")) {
            return present;
        }
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid")) {
            while (rs.next()) {
                present.add(rs.getString(1));
            }
        }
        return present;
    }
}
