package dev.josh.ingest.rows;

import dev.josh.db.TableDefinition;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.Sha256;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A SHA-256 of every table's rows, in an order that does not depend on the order they were written
 * in, so two databases loaded from the same corpus compare table by table (a serial ingest against
 * one with {@code --threads}).
 *
 * <p>Left out, because they say when or in which run something happened, not what was loaded:
 * the columns {@link #VOLATILE_COLUMNS} (run ids, timestamps, the lexical epoch) and the row ids of
 * the shared logs, numbered in commit order across sources ({@link #VOLATILE_TABLE_COLUMNS}); SQLite's
 * own tables ({@code sqlite_sequence} counts those row ids) and the shadow tables of virtual tables,
 * whose pages depend on commit boundaries (the FTS5 tables themselves are compared, row by row).
 */
public final class TableDigests {

    /** Columns that hold a time or a run's id wherever they appear. */
    static final Set<String> VOLATILE_COLUMNS = Set.of("run_id", "started_at", "finished_at", "ingested_at",
            "logged_at", "inserted_at", "retrieved_at", "registered_at", "installed_on", "execution_time", "epoch");
    /** Row ids numbered in the order sources committed. */
    static final Map<String, String> VOLATILE_TABLE_COLUMNS = Map.of("ingestion_logs", "id", "lexical_log", "seq");

    /** One table's digest. */
    public record TableDigest(String table, long rows, String sha256) {
    }

    private TableDigests() {
    }

    /** Every compared table's digest, by table name. */
    public static List<TableDigest> of(Connection c) throws SQLException {
        List<TableDigest> digests = new ArrayList<>();
        for (String table : tables(c)) {
            digests.add(digest(c, table));
        }
        return digests;
    }

    /** Plain tables and FTS5 tables, without SQLite's own and without virtual tables' shadow tables. */
    private static List<String> tables(Connection c) throws SQLException {
        List<String> tables = new ArrayList<>();
        List<String> virtual = new ArrayList<>();
        for (TableDefinition table : Rows.on(c).sql("SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                + "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name").query(TableDefinition.ROWS).list()) {
            boolean isVirtual = table.sql() != null && table.sql().startsWith("CREATE VIRTUAL TABLE");
            if (isVirtual) {
                virtual.add(table.name());
            }
            if (!isVirtual || table.sql().contains("fts5")) {
                tables.add(table.name());
            }
        }
        tables.removeIf(t -> virtual.stream().anyMatch(v -> t.startsWith(v + "_")));
        return tables;
    }

    private static TableDigest digest(Connection c, String table) throws SQLException {
        List<String> columns = Rows.on(c).sql("SELECT name FROM pragma_table_info(?)").param(table)
                .query(String.class).list().stream()
                .filter(column -> !VOLATILE_COLUMNS.contains(column) && !column.equals(VOLATILE_TABLE_COLUMNS.get(table)))
                .map(column -> '"' + column + '"').toList();
        if (columns.isEmpty()) {
            return new TableDigest(table, 0, "");
        }
        String list = String.join(", ", columns);
        MessageDigest sha = Sha256.digest();
        long rows = 0;
        try (PreparedStatement ps = c.prepareStatement("SELECT " + list + " FROM \"" + table + "\" ORDER BY " + list);
             ResultSet rs = ps.executeQuery()) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                rows++;
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    update(sha, rs, i);
                }
                sha.update((byte) '\n');
            }
        }
        return new TableDigest(table, rows, HexFormat.of().formatHex(sha.digest()));
    }

    /** A value with its type and length in front, so that no two different rows hash alike. */
    private static void update(MessageDigest sha, ResultSet rs, int column) throws SQLException {
        Object value = rs.getObject(column);
        byte[] bytes = switch (value) {
            case null -> new byte[0];
            case byte[] blob -> blob;
            default -> value.toString().getBytes(StandardCharsets.UTF_8);
        };
        char type = value == null ? 'n' : rs.getMetaData().getColumnType(column) == Types.BLOB ? 'b'
                : value instanceof Number ? 'i' : 's';
        sha.update((byte) type);
        sha.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
        sha.update((byte) ':');
        sha.update(bytes);
    }
}
