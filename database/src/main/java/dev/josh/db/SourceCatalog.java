package dev.josh.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which sources the database holds and what shape each has, read from the live schema, never
 * from a list in code (DESIGN.md invariant 5):
 * <ul>
 *   <li>a record table is any table carrying {@code citation_string};</li>
 *   <li>{@link Shape#BODY} when {@code <table>_chunks_vec0} exists;</li>
 *   <li>{@link Shape#SHORT_BODY} when {@code <table>_fts} exists but no vectors;</li>
 *   <li>{@link Shape#REGISTRY} otherwise.</li>
 * </ul>
 * Source names are table names with {@code _} written as {@code -} ({@code us_code} is
 * {@code us-code}).
 */
public final class SourceCatalog {

    public enum Shape { BODY, SHORT_BODY, REGISTRY }

    /** A source and the tables that carry it, all named from {@code table} by convention. */
    public record Source(String name, Shape shape, String table) {
        public String chunksTable() {
            return table + "_chunks";
        }

        public String ftsTable() {
            return table + "_fts";
        }

        /** The document-level index over the record's own fields (migration V70), beside the chunks'. */
        public String documentFtsTable() {
            return table + "_docs_fts";
        }

        public String vec0Table() {
            return table + "_chunks_vec0";
        }

        public String vectorsTable() {
            return table + "_chunks_vectors";
        }
    }

    private SourceCatalog() {
    }

    public static String sourceName(String table) {
        return table.replace('_', '-');
    }

    public static String tableName(String source) {
        return source.toLowerCase(Locale.ROOT).replace('-', '_');
    }

    public static List<Source> read(Connection conn) throws SQLException {
        Set<String> tables = new HashSet<>(ConnectionClient.on(conn)
                .sql("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").query(String.class).list());
        List<String> recordTables = new ArrayList<>();
        for (String table : tables.stream().sorted().toList()) {
            if (hasColumn(conn, table, "citation_string")) {
                recordTables.add(table);
            }
        }
        List<Source> sources = new ArrayList<>();
        for (String table : recordTables) {
            Shape shape = tables.contains(table + "_chunks_vec0") ? Shape.BODY
                    : tables.contains(table + "_fts") ? Shape.SHORT_BODY
                    : Shape.REGISTRY;
            sources.add(new Source(sourceName(table), shape, table));
        }
        return List.copyOf(sources);
    }

    private static boolean hasColumn(Connection conn, String table, String column) throws SQLException {
        if (!table.matches("[A-Za-z0-9_]+")) {
            return false;
        }
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT 1 FROM pragma_table_info('" + table + "') WHERE name = '"
                     + column + "'")) {
            return rs.next();
        }
    }
}
