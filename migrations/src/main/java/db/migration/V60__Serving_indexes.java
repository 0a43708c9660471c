package db.migration;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Two covering indexes that let the query server read what it keeps in memory without reading
 * the rows around it (docs/benchmarks.md, measured at a million chunks):
 * <ul>
 *   <li>{@code <t>_chunks_vectors_codes} on (model_id, model_version, seq, chunk_id, embedding_bq):
 *       loading the binary codes at start no longer reads every float vector beside them (about
 *       1.6 KB a row against 70 bytes);</li>
 *   <li>{@code <t>_by_id_published} on (id, published_at) for every record table with chunks: the
 *       day of every chunk's document, for date pre-filters, no longer reads record bodies, which
 *       lie before {@code published_at} in the row and mostly overflow their page.</li>
 * </ul>
 * Written in Java because it applies to every body source the schema holds, read from
 * {@code sqlite_master} (the migrations know no source list). A body source added by a later
 * migration gets the same two indexes from {@link BodySourceSchema}, which creates them for this
 * migration too; without them the server is correct, only slower to start and to filter by date.
 */
public class V60__Serving_indexes extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        Connection conn = context.getConnection();
        BodySourceTables.eachWithChunks(conn, (st, records) -> {
            String chunks = records + "_chunks";
            if (BodySourceTables.columns(conn, chunks + "_vectors").containsAll(List.of("model_id", "model_version",
                    "seq", "chunk_id", "embedding_bq"))) {
                BodySourceSchema.createVectorCodesIndex(st, chunks);
            }
            if (BodySourceTables.columns(conn, records).containsAll(List.of("id", "published_at",
                    "citation_string"))) {
                BodySourceSchema.createPublishedIndex(st, records);
            }
        });
    }
}
