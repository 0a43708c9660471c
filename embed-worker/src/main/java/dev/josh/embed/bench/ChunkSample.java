package dev.josh.embed.bench;

import dev.josh.db.ConnectionClient;
import dev.josh.db.JoshDatabase;
import dev.josh.db.SnakeCaseRecordMapper;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Real chunk texts from a database, in the order the embed worker claims their jobs: every k-th
 * chunk of the embedding queue (any status, any model), so that a sample of a few hundred spans
 * every source and the mix of lengths a bulk run sees, and the same database always gives the same
 * sample.
 *
 * @param texts the chunks' texts, in claim order
 */
public record ChunkSample(List<String> texts) {

    private static final Pattern CHUNK_TABLE = Pattern.compile("[a-z0-9_]+_chunks");
    private static final RowMapper<Queued> QUEUED = new SnakeCaseRecordMapper<>(Queued.class);

    /** A job's chunk. */
    private record Queued(String chunkTable, long chunkId) {
    }

    /** About {@code count} chunks spread evenly over the queue; fewer when the queue holds fewer. */
    public static ChunkSample of(JoshDatabase db, int count) throws SQLException {
        try (Connection conn = db.getConnection()) {
            JdbcClient jdbc = ConnectionClient.on(conn);
            List<Queued> queue = jdbc.sql("SELECT chunk_table, chunk_id FROM chunk_embedding_jobs "
                    + "GROUP BY chunk_table, chunk_id ORDER BY MIN(inserted_at), chunk_table, chunk_id").query(QUEUED).list();
            int stride = Math.max(1, queue.size() / Math.max(1, count));
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < queue.size() && texts.size() < count; i += stride) {
                String table = queue.get(i).chunkTable();
                if (!CHUNK_TABLE.matcher(table).matches()) {
                    throw new SQLException("chunk_table '" + table + "' is not a <source>_chunks table name");
                }
                jdbc.sql("SELECT text FROM " + table + " WHERE chunk_id = ?").param(queue.get(i).chunkId())
                        .query(String.class).optional().ifPresent(texts::add);
            }
            return new ChunkSample(List.copyOf(texts));
        }
    }
}
