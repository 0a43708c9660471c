package db.migration;

import java.sql.Connection;
import java.sql.SQLException;
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
 * <p>The fields are those of {@link BodySourceSchema#DOCUMENT_FIELDS} the record table has, in that
 * order (a name, a summary, actions, headings, the body). The server reads the columns from the
 * live schema and weighs them by name. Written in Java because it applies to every body source the
 * schema holds, read from {@code sqlite_master} (the migrations know no source list); a body source
 * added by a later migration gets the same table and triggers from {@link BodySourceSchema}, which
 * creates them for this migration too.
 */
public class V70__Document_fts extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        Connection conn = context.getConnection();
        for (String records : BodySourceTables.withChunks(conn)) {
            List<String> fields = BodySourceSchema.documentFields(conn, records);
            if (!fields.isEmpty()) {
                BodySourceSchema.createDocumentFts(conn, records, fields);
            }
        }
    }
}
