package dev.josh.ingest.core;

import dev.josh.embed.encoder.ModelSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/**
 * The model new chunks are queued for: registered in {@code embedding_models} (active when no
 * model is active yet) and named on every {@code chunk_embedding_jobs} row the writer adds.
 */
public record EmbeddingTarget(ModelSpec model) {

    public void enqueue(Connection c, String chunkTable, List<TextChunk> chunks, Instant now) throws SQLException {
        register(c, now);
        RowBatch.write(c, """
                INSERT INTO chunk_embedding_jobs (chunk_table, chunk_id, model_id, model_version, status, inserted_at)
                VALUES (?, ?, ?, ?, 'pending', ?)
                ON CONFLICT (chunk_table, chunk_id, model_id, model_version) DO UPDATE SET
                    status = 'pending', attempts = 0, last_error = NULL, claimed_by = NULL, claimed_at = NULL,
                    finished_at = NULL, inserted_at = excluded.inserted_at""", chunks,
                (chunk, index) -> new Object[] {chunkTable, chunk.chunkId(), model.modelId(), model.modelVersion(),
                        now.toString()});
    }

    private void register(Connection c, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT OR IGNORE INTO embedding_models (model_id, model_version, dimension, max_tokens, active, registered_at)
                VALUES (?, ?, ?, ?, CASE WHEN EXISTS (SELECT 1 FROM embedding_models WHERE active = 1) THEN 0 ELSE 1 END, ?)""")) {
            Params.bind(ps, 1, model.modelId(), model.modelVersion(), model.dimension(), model.maxTokens(),
                    now.toString());
            ps.executeUpdate();
        }
    }
}
