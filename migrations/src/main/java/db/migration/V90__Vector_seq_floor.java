package db.migration;

import java.sql.SQLException;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Keeps a vectors table's deleted {@code seq} from being handed out again. The server's binary
 * index and the vector graph follow {@code <t>_chunks_vectors} by seq and reload a source when it
 * holds fewer rows than they do; when the newest vector was deleted (its chunk re-chunked away) and
 * another written, SQLite gave the new row the freed seq, the count was unchanged, and both kept the
 * deleted chunk's codes under it until a restart and a rebuild. Now {@code chunk_vector_seq_floor}
 * records the highest seq deleted from each table and the embed worker writes above it
 * ({@link BodySourceSchema#createSeqFloor}). Seqs already reused before this migration are not
 * repaired: a restart and {@code josh lexical --rebuild} do that, as before.
 *
 * <p>Written in Java because it applies to every body source the schema holds, read from
 * {@code sqlite_master} (the migrations know no source list).
 */
public class V90__Vector_seq_floor extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        BodySourceTables.eachWithChunks(context.getConnection(),
                (st, records) -> BodySourceSchema.createSeqFloor(st, records + "_chunks"));
    }
}
