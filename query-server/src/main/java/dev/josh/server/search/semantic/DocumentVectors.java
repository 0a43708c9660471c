package dev.josh.server.search.semantic;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * A document's vector, for "documents like this one". There is no stored document-level vector:
 * it is composed from the document's chunk vectors of the active model, read back from
 * {@code <table>_chunks_vectors}, as {@code normalise(w · opening + (1 - w) · normalise(mean))}
 * where {@code opening} is the first chunk's vector (title and opening: what the document says it
 * is about, which is also what the semantic leg's opening rescoring compares) and {@code mean} the
 * mean of at most {@value #SAMPLED_CHUNKS} chunks taken evenly across the document (every
 * {@code ceil(n / 64)}-th by ordinal, the opening among them), so a long bill's vector covers all
 * its titles, not only its first pages, while the read stays bounded (64 × 1.5 KB at 384
 * dimensions, by the {@code (document_id, ordinal)} index) however many thousands of chunks it
 * has; {@code w} is {@value #OPENING_WEIGHT}. Read on the full corpus (docs/query-server.md,
 * "Similar documents"): for H.R. 3684 (the infrastructure act) the mean alone drifts to the centre
 * of every omnibus act (the NDAA, the American Rescue Plan, the Inflation Reduction Act, a
 * continuing resolution), and an even mix still ranks the NDAA fourth; with the opening at three
 * quarters the neighbours are surface transportation extensions, infrastructure flexibility,
 * transit housing, passenger rail and airport bills. The mean keeps a share for documents whose
 * first chunk says little (front matter), and for a one-chunk section both are the same vector.
 */
public final class DocumentVectors {

    /** Chunks averaged at most, evenly spaced across the document. */
    public static final int SAMPLED_CHUNKS = 64;
    /** The opening's share of the document vector. */
    public static final double OPENING_WEIGHT = 0.75;

    /**
     * @param vector  the unit document vector
     * @param chunks  the document's chunks
     * @param sampled the chunk vectors averaged
     * @param opening whether the first chunk had a vector (else the mean alone)
     */
    public record DocumentVector(float[] vector, int chunks, int sampled, boolean opening) {
    }

    private DocumentVectors() {
    }

    /** The document's vector under {@code model}; empty when none of its chunks has a vector of that model yet. */
    public static Optional<DocumentVector> of(Connection conn, SourceTables source, String documentId,
                                              ActiveModel model, Deadline deadline) {
        String chunks = source.source().chunksTable();
        try {
            int count = 0;
            try (PreparedStatement ps = conn.prepareStatement("SELECT count(*) FROM " + chunks
                    + " WHERE document_id = ?");
                 Deadline.Guard guard = deadline.guard(ps)) {
                ps.setString(1, documentId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        count = rs.getInt(1);
                    }
                }
            }
            if (count == 0) {
                return Optional.empty();
            }
            int step = Math.max(1, (count + SAMPLED_CHUNKS - 1) / SAMPLED_CHUNKS);
            String sql = "SELECT c.ordinal, v.embedding FROM " + chunks + " c JOIN " + source.source().vectorsTable()
                    + " v ON v.chunk_id = c.chunk_id AND v.model_id = ? AND v.model_version = ?"
                    + " WHERE c.document_id = ? AND c.ordinal % ? = 0 ORDER BY c.ordinal LIMIT " + SAMPLED_CHUNKS;
            float[] opening = null;
            double[] sum = new double[model.dimension()];
            int sampled = 0;
            try (PreparedStatement ps = conn.prepareStatement(sql);
                 Deadline.Guard guard = deadline.guard(ps)) {
                ps.setString(1, model.modelId());
                ps.setString(2, model.modelVersion());
                ps.setString(3, documentId);
                ps.setInt(4, step);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        float[] v = VectorCodec.fromBytes(rs.getBytes(2));
                        if (v.length != model.dimension()) {
                            continue;
                        }
                        if (rs.getInt(1) == 0) {
                            opening = v;
                        }
                        for (int i = 0; i < v.length; i++) {
                            sum[i] += v[i];
                        }
                        sampled++;
                    }
                }
            }
            if (sampled == 0) {
                return Optional.empty();
            }
            float[] mean = unit(sum);
            if (opening == null) {
                return Optional.of(new DocumentVector(mean, count, sampled, false));
            }
            double[] mixed = new double[mean.length];
            for (int i = 0; i < mixed.length; i++) {
                mixed[i] = OPENING_WEIGHT * opening[i] + (1 - OPENING_WEIGHT) * mean[i];
            }
            return Optional.of(new DocumentVector(unit(mixed), count, sampled, true));
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading the vectors of " + documentId + " failed: " + e.getMessage(), e);
        }
    }

    private static float[] unit(double[] v) {
        float[] f = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            f[i] = (float) v[i];
        }
        return VectorCodec.normalize(f);
    }
}
