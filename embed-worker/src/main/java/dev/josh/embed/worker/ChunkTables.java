package dev.josh.embed.worker;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import dev.josh.db.TableDefinition;
import dev.josh.db.VectorSeq;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.vector.VectorCodec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.RowMapper;

/**
 * A source's chunk table and the two tables its vectors go to, named by convention from the
 * job's {@code chunk_table}: {@code <prefix>_chunks}, {@code <prefix>_chunks_vec0},
 * {@code <prefix>_chunks_vectors}. Names come from the database, so they are checked against a
 * strict pattern and against {@code sqlite_master} before they are ever put into SQL.
 */
record ChunkTables(String chunks, String vec0, String vectors) {

    /** A job names a chunk table that cannot take this model's vectors; its jobs cannot succeed. */
    static final class UnusableException extends Exception {
        UnusableException(String message) {
            super(message);
        }
    }

    private static final Pattern CHUNK_TABLE = Pattern.compile("[a-z0-9_]+_chunks");
    private static final RowMapper<ChunkText> TEXT = new SnakeCaseRecordMapper<>(ChunkText.class);
    private static final Pattern VEC0_DIMENSION = Pattern.compile("\\bembedding\\s+float\\[(\\d+)]");
    private static final List<String> CHUNK_COLUMNS =
            List.of("chunk_id", "text", "embedded_model_id", "embedded_model_version", "embedded_at");

    /**
     * Checks the three tables exist with the columns the worker uses, and that the vec0 table
     * holds vectors of the model's dimension.
     */
    static ChunkTables resolve(Connection conn, String chunkTable, ModelSpec model)
            throws SQLException, UnusableException {
        if (chunkTable == null || !CHUNK_TABLE.matcher(chunkTable).matches()) {
            throw new UnusableException("chunk_table '" + chunkTable + "' is not a <source>_chunks table name");
        }
        ChunkTables tables = new ChunkTables(chunkTable, chunkTable + "_vec0", chunkTable + "_vectors");
        Map<String, String> schema = schemaOf(conn, tables);
        for (String table : List.of(tables.chunks, tables.vec0, tables.vectors)) {
            if (!schema.containsKey(table)) {
                throw new UnusableException("table " + table + " does not exist");
            }
        }
        Set<String> columns = columnsOf(conn, tables.chunks);
        if (!columns.containsAll(CHUNK_COLUMNS)) {
            throw new UnusableException("table " + tables.chunks + " lacks some of the columns " + CHUNK_COLUMNS);
        }
        if (!schema.get(tables.vec0).contains("partition key")) {
            throw new UnusableException("table " + tables.vec0 + " is keyed by chunk alone (the layout before V55), "
                    + "so one model's vectors would replace another's; migrate it to the V55 layout");
        }
        Matcher dimension = VEC0_DIMENSION.matcher(schema.get(tables.vec0));
        if (!dimension.find() || Integer.parseInt(dimension.group(1)) != model.dimension()) {
            throw new UnusableException("table " + tables.vec0 + " does not hold float[" + model.dimension()
                    + "] embeddings, which model " + model.modelId() + " produces");
        }
        return tables;
    }

    private static Map<String, String> schemaOf(Connection conn, ChunkTables tables) {
        Map<String, String> sql = new HashMap<>();
        ConnectionClient.on(conn).sql("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name IN (?, ?, ?)")
                .params(tables.chunks, tables.vec0, tables.vectors).query(TableDefinition.ROWS).list()
                .forEach(t -> sql.put(t.name(), t.sql()));
        return sql;
    }

    private static Set<String> columnsOf(Connection conn, String table) {
        return new HashSet<>(ConnectionClient.on(conn).sql("SELECT name FROM pragma_table_info(?)").param(table)
                .query(String.class).list());
    }

    /** The text of each chunk that still exists; absent ids have no row. */
    Map<Long, String> readTexts(Connection conn, List<Long> chunkIds) {
        Map<Long, String> texts = new HashMap<>();
        ConnectionClient.on(conn).sql("SELECT chunk_id, text FROM " + chunks + " WHERE chunk_id IN (:ids)")
                .param("ids", chunkIds).query(TEXT).list().forEach(t -> texts.put(t.chunkId(), t.text()));
        return texts;
    }

    /** A chunk's text by its id. */
    private record ChunkText(long chunkId, String text) {
    }

    /** Prepared statements for writing one batch's vectors into these tables. */
    Writer writer(Connection conn, ModelSpec model) throws SQLException {
        return new Writer(conn, model);
    }

    /**
     * Writes vectors for one model inside the caller's transaction: the plain table, whose triggers
     * (V55) keep the vec0 table's row for the same {@code seq} in step, and the chunk's stamp, which
     * names the model that embedded it last.
     */
    final class Writer implements AutoCloseable {

        private final ModelSpec model;
        private final PreparedStatement upsertVector;
        private final PreparedStatement stampChunk;

        private Writer(Connection conn, ModelSpec model) throws SQLException {
            this.model = model;
            // A rewritten vector takes a new, highest seq, so a server following seq sees the change.
            this.upsertVector = conn.prepareStatement("INSERT INTO " + vectors
                    + " (seq, chunk_id, model_id, model_version, embedding, embedding_bq)"
                    + " VALUES (" + VectorSeq.next(vectors) + ", ?, ?, ?, ?, ?)"
                    + " ON CONFLICT (chunk_id, model_id, model_version) DO UPDATE SET seq = excluded.seq,"
                    + " embedding = excluded.embedding, embedding_bq = excluded.embedding_bq");
            this.stampChunk = conn.prepareStatement("UPDATE " + chunks
                    + " SET embedded_model_id = ?, embedded_model_version = ?, embedded_at = ? WHERE chunk_id = ?");
        }

        void write(long chunkId, float[] vector, String now) throws SQLException {
            upsertVector.setLong(1, chunkId);
            upsertVector.setString(2, model.modelId());
            upsertVector.setString(3, model.modelVersion());
            upsertVector.setBytes(4, VectorCodec.toBytes(vector));
            upsertVector.setBytes(5, VectorCodec.quantize(vector));
            upsertVector.executeUpdate();
            stampChunk.setString(1, model.modelId());
            stampChunk.setString(2, model.modelVersion());
            stampChunk.setString(3, now);
            stampChunk.setLong(4, chunkId);
            stampChunk.executeUpdate();
        }

        @Override
        public void close() throws SQLException {
            try (upsertVector; stampChunk) {
                // closes both, even when one throws
            }
        }
    }
}
