package db.migration;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Lets several models' vectors live side by side in every {@code <t>_chunks_vec0}. The tables of
 * V2 and its followers keyed vec0 by {@code chunk_id}, so a second model's vector replaced the
 * first's. Each vec0 table is rebuilt with {@code model_id} as its partition key and the row id of
 * the vector's row in {@code <t>_chunks_vectors} ({@code seq}) as its own row id, then kept in step
 * with that table by triggers: the plain table is the one the worker writes, and vec0 mirrors it.
 * The chunk-delete trigger's vec0 line, a full scan in the new layout, goes; deleting the chunk's
 * plain vectors removes its vec0 rows through the new triggers.
 *
 * <p>Written in Java because it applies to every body source the schema holds, read from
 * {@code sqlite_master} (the migrations know no source list). Existing vectors are copied over.
 * A body source added later gets this layout from {@link BodySourceSchema}, which creates the vec0
 * table and its triggers for this migration too.
 */
public class V55__Vec0_per_model extends BaseJavaMigration {

    private static final Pattern VEC0 = Pattern.compile("([a-z0-9_]+)_chunks_vec0");
    private static final Pattern DIMENSION = Pattern.compile("\\bembedding\\s+float\\[(\\d+)]");

    @Override
    public void migrate(Context context) throws SQLException {
        Connection conn = context.getConnection();
        Map<String, String> vec0Tables = new LinkedHashMap<>();
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                     + "AND name LIKE '%\\_chunks\\_vec0' ESCAPE '\\' ORDER BY name")) {
            while (rs.next()) {
                vec0Tables.put(rs.getString(1), rs.getString(2));
            }
        }
        for (Map.Entry<String, String> table : vec0Tables.entrySet()) {
            Matcher name = VEC0.matcher(table.getKey());
            Matcher dimension = DIMENSION.matcher(table.getValue());
            if (!name.matches() || !dimension.find()) {
                throw new IllegalStateException("cannot read the layout of " + table.getKey() + ": " + table.getValue());
            }
            rebuild(conn, name.group(1) + "_chunks", Integer.parseInt(dimension.group(1)));
        }
    }

    private static void rebuild(Connection conn, String chunks, int dimension) throws SQLException {
        String vec0 = chunks + "_vec0";
        try (Statement st = conn.createStatement()) {
            st.execute("DROP TABLE " + vec0);
            BodySourceSchema.createVec0Mirror(st, chunks, dimension);
            // The mirror triggers are on the plain table, so this copy does not fire them.
            st.execute("INSERT INTO " + vec0 + " (rowid, model_id, embedding, embedding_bq, chunk_id, model_version) "
                    + "SELECT seq, model_id, embedding, vec_bit(embedding_bq), chunk_id, model_version FROM " + chunks
                    + "_vectors ORDER BY seq");
            dropVec0LineFromChunkDeleteTrigger(conn, st, chunks, vec0);
        }
    }

    private static void dropVec0LineFromChunkDeleteTrigger(Connection conn, Statement st, String chunks, String vec0)
            throws SQLException {
        String trigger = chunks + "_ad";
        String sql;
        try (var ps = conn.prepareStatement("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")) {
            ps.setString(1, trigger);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return;
                }
                sql = rs.getString(1);
            }
        }
        String line = "DELETE FROM " + vec0 + " WHERE chunk_id = old.chunk_id;";
        if (!sql.contains(line)) {
            return;
        }
        st.execute("DROP TRIGGER " + trigger);
        st.execute(sql.replaceAll("\\n?[ \\t]*" + Pattern.quote(line), ""));
    }
}
