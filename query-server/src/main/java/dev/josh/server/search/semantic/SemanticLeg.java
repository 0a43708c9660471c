package dev.josh.server.search.semantic;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Flow 3 for one source: a binary scan of the in-memory codes picks the candidates, and their
 * float vectors, read back by {@code seq} from the plain vector table, are rescored exactly
 * (dot product of unit vectors = cosine). Candidates whose chunk was deleted since the index
 * loaded drop out at the join.
 */
public final class SemanticLeg {

    /**
     * One source's index and its pre-filter (null: every row, else {@link PreFilter#allowedRows}),
     * for a search over several sources.
     */
    public record Scope(SourceTables source, BinaryVectorIndex index, BitSet allowed) {
    }

    /**
     * @param query      the unit query vector
     * @param candidates how many codes the binary scan keeps for rescoring
     * @param allowed    pre-filter over index rows, or null for all (see {@link BinaryVectorIndex#nearest})
     * @return chunk hits, best first
     */
    public List<ChunkHit> search(Connection conn, SourceTables source, BinaryVectorIndex index, float[] query,
                                 int candidates, BitSet allowed, Deadline deadline) {
        return search(conn, List.of(new Scope(source, index, allowed)), query, candidates, deadline);
    }

    /**
     * Flow 3 over several sources with one candidate budget: every source's index is scanned, the
     * {@code candidates} codes nearest the query over all of them are kept, and only those are
     * rescored. The final ranking is global, so a per-source budget would only multiply the rescore
     * reads by the number of sources (nine at the time of writing) without changing the best hits.
     *
     * @return chunk hits, best first
     */
    public List<ChunkHit> search(Connection conn, List<Scope> scopes, float[] query, int candidates,
                                 Deadline deadline) {
        long[] code = VectorCodec.quantizeToLongs(query);
        for (Scope scope : scopes) {
            if (query.length != scope.index().dimension()) {
                throw new IllegalStateException("query vector has " + query.length + " dimensions, the index "
                        + scope.index().dimension());
            }
        }
        // Each source's scan is CPU work over its own codes (about 5 ms per million on one core, JMH): on a machine
        // with more than one core they run at once, in the common fork-join pool.
        List<List<BinaryVectorIndex.Candidate>> perScope = IntStream.range(0, scopes.size()).parallel()
                .mapToObj(i -> scopes.get(i).index().nearest(code, candidates, scopes.get(i).allowed())).toList();
        List<Nearest> nearest = new ArrayList<>();
        for (int i = 0; i < scopes.size(); i++) {
            for (BinaryVectorIndex.Candidate c : perScope.get(i)) {
                nearest.add(new Nearest(i, c));
            }
        }
        if (nearest.size() > candidates) {
            nearest.sort((a, b) -> Integer.compare(a.candidate().distance(), b.candidate().distance()));
            nearest = nearest.subList(0, candidates);
        }
        List<ChunkHit> hits = new ArrayList<>(nearest.size());
        for (int i = 0; i < scopes.size(); i++) {
            int scope = i;
            List<BinaryVectorIndex.Candidate> kept = nearest.stream().filter(n -> n.scope() == scope)
                    .map(Nearest::candidate).toList();
            if (!kept.isEmpty()) {
                hits.addAll(rescore(conn, scopes.get(i).source(), kept, query, deadline));
            }
        }
        hits.sort((a, b) -> Double.compare(b.score(), a.score()));
        return hits;
    }

    private record Nearest(int scope, BinaryVectorIndex.Candidate candidate) {
    }

    /** Reads the candidates' float vectors by {@code seq} and scores them exactly against the query. */
    private static List<ChunkHit> rescore(Connection conn, SourceTables source, List<BinaryVectorIndex.Candidate> kept,
                                          float[] query, Deadline deadline) {
        // seq values are longs from the index, never user text: safe to inline, and far faster to bind.
        String seqs = kept.stream().map(c -> String.valueOf(c.seq())).collect(Collectors.joining(","));
        String sql = "SELECT v.chunk_id, v.embedding, c.document_id FROM " + source.source().vectorsTable() + " v"
                + " JOIN " + source.source().chunksTable() + " c ON c.chunk_id = v.chunk_id"
                + " WHERE v.seq IN (" + seqs + ")";
        List<ChunkHit> hits = new ArrayList<>(kept.size());
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                float[] vector = VectorCodec.fromBytes(rs.getBytes(2));
                if (vector.length != query.length) {
                    continue; // written by another model configuration; cannot be compared
                }
                hits.add(new ChunkHit(new DocumentKey(source.name(), rs.getString(3)), rs.getLong(1),
                        dot(query, vector)));
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading vectors of " + source.name() + " failed: " + e.getMessage(), e);
        }
        return hits;
    }

    /**
     * Each document's cosine with the query at its opening: its first chunk, which holds its title
     * and opening (a bill's titles and the start of its summary, a rule's subject and summary, a
     * section's heading and first paragraph): what a person reads to judge whether the document is
     * about the question. Documents whose first chunk has no vector of {@code model} yet are left out.
     */
    Map<String, Double> openingScores(Connection conn, SourceTables source, Collection<String> documentIds,
                                      float[] query, ActiveModel model, Deadline deadline) {
        if (documentIds.isEmpty()) {
            return Map.of();
        }
        String marks = documentIds.stream().map(d -> "?").collect(Collectors.joining(","));
        // CROSS JOIN keeps the chunks (by document and ordinal) as the outer loop: with a long IN list SQLite's
        // planner otherwise walked every vector of the model by its model index, 2 s a query at a million chunks.
        String sql = "SELECT c.document_id, v.embedding FROM " + source.source().chunksTable() + " c CROSS JOIN "
                + source.source().vectorsTable() + " v ON v.chunk_id = c.chunk_id AND v.model_id = ? AND "
                + "v.model_version = ? WHERE c.ordinal = 0 AND c.document_id IN (" + marks + ")";
        Map<String, Double> out = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            ps.setString(1, model.modelId());
            ps.setString(2, model.modelVersion());
            int i = 3;
            for (String id : documentIds) {
                ps.setString(i++, id);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    float[] vector = VectorCodec.fromBytes(rs.getBytes(2));
                    if (vector.length == query.length) {
                        out.put(rs.getString(1), dot(query, vector));
                    }
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading opening vectors of " + source.name() + " failed: "
                    + e.getMessage(), e);
        }
        return out;
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
