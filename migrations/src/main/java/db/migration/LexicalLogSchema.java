package db.migration;

import dev.josh.db.RankedFtsTable;
import dev.josh.db.RankedFtsTables;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The triggers that append to {@code lexical_log} (V85) one row per change to a ranked FTS5
 * table's rows, so whatever is derived from those rows (the Lucene indexes beside the database)
 * knows what to index again. Every trigger is {@code IF NOT EXISTS}: V85 creates them for the
 * tables that exist, and {@link BodySourceSchema#create} for a body source added later.
 *
 * <p>For a ranked table {@code <f>} over content table {@code <c>} keyed by {@code <k>}:
 * <ul>
 *   <li>{@code <c>_lexlog_ai} and {@code <c>_lexlog_ad}: the inserted or deleted row's key (a
 *       record's delete cascades to its chunks, whose delete trigger logs them);</li>
 *   <li>{@code <c>_lexlog_au}: when an indexed column, the key, or what the indexed document
 *       carries of its record changed ({@code document_id} for chunks, {@code published_at} and
 *       {@code id} for a record indexed itself), the old key when it changed and the new one;</li>
 *   <li>for chunks, {@code <records>_lexlog_day} on the record table: every chunk of a record
 *       whose {@code published_at} or {@code id} changed, since each indexed chunk carries both.</li>
 * </ul>
 * An update that writes the same values logs nothing: ingest upserts every changed record with all
 * its columns, and only what the index holds matters.
 */
final class LexicalLogSchema {

    private static final String LOG = "lexical_log";

    /** What an indexed document carries of its record besides its text: the day (date filters) and the id. */
    private static final List<String> RECORD_FIELDS = List.of("published_at", "id");

    private LexicalLogSchema() {
    }

    /**
     * Creates the missing log triggers of every ranked table. Does nothing before V85 has created
     * the log: SQLite accepts a trigger naming a table that does not exist yet, but then fails every
     * write it fires on, and every {@code ALTER TABLE … RENAME} in the schema, until it does.
     */
    static void createTriggers(Connection conn) throws SQLException {
        if (BodySourceTables.columns(conn, LOG).isEmpty()) {
            return;
        }
        try (Statement st = conn.createStatement()) {
            for (RankedFtsTable table : RankedFtsTables.discover(conn)) {
                createTriggers(conn, st, table);
            }
        }
    }

    private static void createTriggers(Connection conn, Statement st, RankedFtsTable table) throws SQLException {
        String content = table.contentTable();
        String key = table.contentRowid();
        String records = table.recordTable();
        List<String> recordFields = RECORD_FIELDS.stream().filter(BodySourceTables.columns(conn, records)::contains)
                .toList();
        st.execute("CREATE TRIGGER IF NOT EXISTS " + content + "_lexlog_ai AFTER INSERT ON " + content + " BEGIN "
                + append(table, "new." + key) + " END");
        st.execute("CREATE TRIGGER IF NOT EXISTS " + content + "_lexlog_ad AFTER DELETE ON " + content + " BEGIN "
                + append(table, "old." + key) + " END");

        List<String> watched = new ArrayList<>(table.columns());
        watched.add(key);
        watched.addAll(table.chunkRows() ? List.of("document_id") : recordFields);
        st.execute("CREATE TRIGGER IF NOT EXISTS " + content + "_lexlog_au AFTER UPDATE OF " + String.join(", ", watched)
                + " ON " + content + " WHEN " + changed(watched) + " BEGIN"
                + " INSERT INTO " + LOG + " (fts_table, row_id) SELECT '" + table.name() + "', old." + key
                + " WHERE old." + key + " IS NOT new." + key + "; " + append(table, "new." + key) + " END");

        if (table.chunkRows() && !recordFields.isEmpty()) {
            st.execute("CREATE TRIGGER IF NOT EXISTS " + records + "_lexlog_day AFTER UPDATE OF "
                    + String.join(", ", recordFields) + " ON " + records + " WHEN " + changed(recordFields) + " BEGIN"
                    + " INSERT INTO " + LOG + " (fts_table, row_id) SELECT '" + table.name() + "', " + key + " FROM "
                    + content + " WHERE document_id IN (old.id, new.id) ORDER BY " + key + "; END");
        }
    }

    private static String append(RankedFtsTable table, String rowId) {
        return "INSERT INTO " + LOG + " (fts_table, row_id) VALUES ('" + table.name() + "', " + rowId + ");";
    }

    private static String changed(List<String> columns) {
        return columns.stream().map(c -> "old." + c + " IS NOT new." + c).collect(Collectors.joining(" OR "));
    }
}
