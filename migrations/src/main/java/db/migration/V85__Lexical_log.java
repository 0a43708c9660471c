package db.migration;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * The lexical change log: one row per change to a row of a ranked FTS5 table ({@code <t>_fts}),
 * appended by triggers, so the Lucene indexes ingest writes beside the database (issue 20) know
 * which rows to index again and whether they are current. The database stays the source of truth;
 * an index that has not applied the log up to its last {@code seq} lags it and is not served.
 *
 * <ul>
 *   <li>{@code lexical_log}: {@code seq} (AUTOINCREMENT, so a seq is never reused once applied rows
 *       are pruned), the FTS table and the FTS row id (a chunk's {@code chunk_id}, or a short-body
 *       record's rowid). A row says only that the row changed; what it now holds, or that it is
 *       gone, is read from the content table.</li>
 *   <li>{@code lexical_epoch}: one random value per database, made here. An index records the epoch
 *       it was built from, so one built from another database (a snapshot, a rebuilt file) whose seqs
 *       mean other changes is rebuilt, not updated.</li>
 * </ul>
 * The log starts empty: rows already in the database are indexed by a rebuild, not logged. The
 * triggers come from {@link LexicalLogSchema}, which {@link BodySourceSchema} also calls for a body
 * source added later. Written in Java because it applies to every ranked table the schema holds,
 * read from {@code sqlite_master} (the migrations know no source list).
 */
public class V85__Lexical_log extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        Connection conn = context.getConnection();
        try (Statement st = conn.createStatement()) {
            st.execute("""
                    CREATE TABLE lexical_log (
                        seq       INTEGER PRIMARY KEY AUTOINCREMENT,  -- AUTOINCREMENT: a seq is never reused after pruning
                        fts_table TEXT    NOT NULL,
                        row_id    INTEGER NOT NULL                     -- the FTS row (chunk_id, or the record's rowid)
                    )""");
            st.execute("CREATE INDEX lexical_log_by_table ON lexical_log (fts_table, seq)");
            st.execute("CREATE TABLE lexical_epoch (id INTEGER PRIMARY KEY CHECK (id = 1), epoch TEXT NOT NULL)");
            st.execute("INSERT INTO lexical_epoch VALUES (1, lower(hex(randomblob(16))))");
        }
        LexicalLogSchema.createTriggers(conn);
    }
}
