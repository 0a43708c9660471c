package db.migration;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * A document-level full-text index beside every body source's chunk index: {@code <t>_docs_fts},
 * an external-content FTS5 table over the record table's own fields, kept in step by triggers on
 * that table. Search ranks documents with it (BM25 with per-field weights and BM25's own length
 * normalization, as the seed's query flows specify) instead of giving a document the score of its
 * luckiest chunk, which let a document with hundreds of chunks win every topic; the chunk index
 * stays for passages inside the ranked documents and for {@code document=} scans.
 *
 * <p>The fields are those of {@link #FIELDS} the record table has, in that order (a name, a
 * summary, actions, headings, the body). The server reads the columns from the live schema and
 * weighs them by name. Written in Java because it applies to every body source the schema holds,
 * read from {@code sqlite_master} (the migrations know no source list); a body source added by a
 * later migration should create the same table and triggers, or it is ranked by its chunks.
 */
public class V70__Document_fts extends BaseJavaMigration {

    /** Record columns indexed when present, in this order. */
    static final List<String> FIELDS = List.of("title", "heading", "official_title", "summary",
            "latest_action_text", "heading_path", "body_markdown");

    private static final String TOKENIZER = "porter unicode61 remove_diacritics 2";

    @Override
    public void migrate(Context context) throws SQLException {
        Connection conn = context.getConnection();
        for (String records : BodySourceTables.withChunks(conn)) {
            List<String> present = BodySourceTables.columns(conn, records);
            List<String> fields = FIELDS.stream().filter(present::contains).toList();
            if (fields.contains("title") && fields.contains("body_markdown")) {
                create(conn, records, fields);
            }
        }
    }

    private static void create(Connection conn, String records, List<String> fields) throws SQLException {
        String fts = records + "_docs_fts";
        String columns = String.join(", ", fields);
        String newValues = prefixed("new.", fields);
        String oldValues = prefixed("old.", fields);
        String insertNew = "INSERT INTO " + fts + " (rowid, " + columns + ") VALUES (new.rowid, " + newValues + ");";
        String deleteOld = "INSERT INTO " + fts + " (" + fts + ", rowid, " + columns + ") VALUES ('delete', old.rowid, "
                + oldValues + ");";
        try (Statement st = conn.createStatement()) {
            st.execute("CREATE VIRTUAL TABLE " + fts + " USING fts5(" + columns + ", content = '" + records
                    + "', tokenize = '" + TOKENIZER + "')");
            st.execute("INSERT INTO " + fts + " (" + fts + ") VALUES ('rebuild')");
            st.execute("CREATE TRIGGER " + fts + "_ai AFTER INSERT ON " + records + " BEGIN " + insertNew + " END");
            st.execute("CREATE TRIGGER " + fts + "_ad AFTER DELETE ON " + records + " BEGIN " + deleteOld + " END");
            st.execute("CREATE TRIGGER " + fts + "_au AFTER UPDATE OF " + columns + " ON " + records + " BEGIN "
                    + deleteOld + " " + insertNew + " END");
        }
    }

    private static String prefixed(String prefix, List<String> fields) {
        return String.join(", ", fields.stream().map(f -> prefix + f).toList());
    }
}
