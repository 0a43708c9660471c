package dev.josh.bench.scale;

import dev.josh.db.SourceCatalog;
import dev.josh.ingest.core.Rows;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The bench's own sqlite-vec table, {@value #TABLE}: every vector of the active model from every
 * body source, as float and as bit codes, partitioned by source and with the document's date as
 * an integer metadata column (YYYYMMDD), so that vec0 KNN can apply the same source and date
 * filters as the server's pre-filter. It is built from the plain vector tables, independent of the
 * migrated {@code <source>_chunks_vec0} tables, whose layout may change.
 */
public final class Vec0Tables {

    public static final String TABLE = "bench_vec0";

    private Vec0Tables() {
    }

    static void build(Connection conn, List<SourceCatalog.Source> sources, String modelId, String modelVersion,
                      PrintStream progress) throws SQLException {
        int dimension = Rows.on(conn).sql("SELECT dimension FROM embedding_models WHERE model_id = ? AND model_version = ?")
                .params(modelId, modelVersion).query(Integer.class).single();
        try (Statement st = conn.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
            st.execute("CREATE VIRTUAL TABLE " + TABLE + " USING vec0(chunk_id INTEGER PRIMARY KEY, "
                    + "source TEXT PARTITION KEY, published INTEGER, embedding FLOAT[" + dimension + "], "
                    + "embedding_bq BIT[" + dimension + "])");
        }
        long started = System.nanoTime();
        for (SourceCatalog.Source s : sources) {
            try (PreparedStatement ps = conn.prepareStatement("INSERT INTO " + TABLE
                    + " (chunk_id, source, published, embedding, embedding_bq)"
                    + " SELECT v.chunk_id, ?, CAST(replace(substr(r.published_at, 1, 10), '-', '') AS INTEGER),"
                    + " v.embedding, vec_quantize_binary(v.embedding)"
                    + " FROM " + s.vectorsTable() + " v JOIN " + s.chunksTable() + " c ON c.chunk_id = v.chunk_id"
                    + " JOIN " + s.table() + " r ON r.id = c.document_id"
                    + " WHERE v.model_id = ? AND v.model_version = ?")) {
                ps.setString(1, s.name());
                ps.setString(2, modelId);
                ps.setString(3, modelVersion);
                int rows = ps.executeUpdate();
                progress.printf("%s: %,d vectors of %s into %s (%.1f s so far)%n", s.name(), rows, modelId, TABLE,
                        (System.nanoTime() - started) / 1e9);
            }
        }
    }

    /** Whether the database has the comparison table (built with {@code josh bench scale --vec0}). */
    public static boolean exists(Connection conn) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT 1 FROM sqlite_master WHERE name = ?")) {
            ps.setString(1, TABLE);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }
}
