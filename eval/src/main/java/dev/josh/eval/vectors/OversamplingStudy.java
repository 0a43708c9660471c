package dev.josh.eval.vectors;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.eval.run.SearchStack;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.ingest.core.Rows;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.SemanticLeg;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How much the semantic leg loses to its binary scan: for each eval query, the top ten of the
 * shipped path (the in-memory {@link BinaryVectorIndex} picks {@code 10 × 2 × oversample} candidates,
 * {@link SemanticLeg} rescores them with their float vectors) against the exact top ten by cosine
 * over every float vector of the index. Recall is measured on chunks (what the scan returns) and
 * on documents (what a result page shows). The candidates here are {@code 20 × oversample} without
 * the server's floor of {@code min-candidates} (100), so small factors show what they really lose.
 */
public final class OversamplingStudy {

    public static final List<Integer> FACTORS = List.of(1, 2, 4, 8, 10, 16, 32);
    /** Recall of the exact top ten the default oversampling must reach (issue 7). */
    public static final double REQUIRED_RECALL = 0.95;
    private static final int TOP = 10;

    /**
     * One oversampling factor's recall over the set's queries.
     *
     * @param candidates     codes the binary scan kept for rescoring
     * @param chunkRecall    mean share of the exact top-10 chunks found
     * @param minChunkRecall the worst query's share
     * @param documentRecall mean share of the exact top-10 documents found; null where not measured
     */
    public record Point(int oversample, int candidates, double chunkRecall, double minChunkRecall,
                        Double documentRecall) {
    }

    /** The curve for one index. */
    public record Curve(String model, String chunker, long vectors, int queries, List<Point> points) {
        public Curve {
            points = List.copyOf(points);
        }

        /** The smallest factor whose mean chunk recall reaches {@link #REQUIRED_RECALL}, or null. */
        public Integer smallestSufficient() {
            return points.stream().filter(p -> p.chunkRecall() >= REQUIRED_RECALL).map(Point::oversample)
                    .findFirst().orElse(null);
        }
    }

    private record Vector(long chunkId, DocumentKey document, float[] values) {
    }

    private OversamplingStudy() {
    }

    public static Curve measure(EvalSet set, SearchStack stack, String model, String chunker) throws SQLException {
        // A set of several sources is searched as one, as the server searches them: one candidate budget over all.
        List<SemanticLeg.Scope> scopes = new ArrayList<>();
        for (String name : set.definition().sources()) {
            SourceTables source = stack.registry().find(name)
                    .orElseThrow(() -> new IllegalStateException("the eval index has no source " + name));
            BinaryVectorIndex index = stack.indexes().index(name)
                    .orElseThrow(() -> new IllegalStateException("the eval index has no vectors for " + name));
            scopes.add(new SemanticLeg.Scope(source, index, null));
        }
        SemanticLeg leg = new SemanticLeg();
        List<Point> points = new ArrayList<>();
        try (Connection conn = stack.dataSource().getConnection()) {
            List<Vector> all = new ArrayList<>();
            for (SemanticLeg.Scope scope : scopes) {
                all.addAll(vectors(conn, scope.source()));
            }
            List<float[]> queries = set.queries().stream().map(EvalQuery::text).map(stack::embedQuery).toList();
            List<List<ChunkHit>> exact = queries.stream().map(q -> exactTop(all, q)).toList();
            for (int factor : FACTORS) {
                int candidates = TOP * 2 * factor;
                double chunkSum = 0;
                double documentSum = 0;
                double worst = 1;
                for (int i = 0; i < queries.size(); i++) {
                    List<ChunkHit> found = leg.search(conn, scopes, queries.get(i), candidates, 0,
                            Deadline.after(Duration.ofMinutes(1)));
                    double chunks = overlap(chunkIds(exact.get(i), TOP), chunkIds(found, TOP));
                    chunkSum += chunks;
                    worst = Math.min(worst, chunks);
                    documentSum += overlap(documents(exact.get(i)), documents(found));
                }
                int n = queries.size();
                points.add(new Point(factor, candidates, chunkSum / n, worst, documentSum / n));
            }
            return new Curve(model, chunker, all.size(), queries.size(), points);
        }
    }

    private static List<Vector> vectors(Connection conn, SourceTables source) {
        return Rows.on(conn).sql("SELECT v.chunk_id, c.document_id, v.embedding FROM " + source.source().vectorsTable()
                        + " v JOIN " + source.source().chunksTable() + " c ON c.chunk_id = v.chunk_id")
                .query(Rows.of(StoredVector.class)).stream()
                .map(v -> new Vector(v.chunkId(), new DocumentKey(source.name(), v.documentId()),
                        VectorCodec.fromBytes(v.embedding())))
                .toList();
    }

    /** A chunk's vector as stored: the embedding as its little-endian bytes. */
    private record StoredVector(long chunkId, String documentId, byte[] embedding) {
    }

    /** Every chunk by exact cosine (unit vectors: the dot product), best first; enough for ten documents. */
    private static List<ChunkHit> exactTop(List<Vector> all, float[] query) {
        List<ChunkHit> hits = new ArrayList<>(all.size());
        for (Vector v : all) {
            hits.add(new ChunkHit(v.document(), v.chunkId(), UnitVectors.dot(query, v.values())));
        }
        hits.sort(Comparator.comparingDouble(ChunkHit::score).reversed());
        return hits;
    }

    private static Set<Long> chunkIds(List<ChunkHit> hits, int top) {
        Set<Long> out = new HashSet<>();
        for (int i = 0; i < Math.min(top, hits.size()); i++) {
            out.add(hits.get(i).chunkId());
        }
        return out;
    }

    private static Set<String> documents(List<ChunkHit> hits) {
        Set<String> out = new HashSet<>();
        for (DocumentHit d : DocumentHit.group(hits, 1)) {
            if (out.size() == TOP) {
                break;
            }
            out.add(d.document().documentId());
        }
        return out;
    }

    private static double overlap(Set<?> exact, Set<?> found) {
        if (exact.isEmpty()) {
            return 1;
        }
        long hit = found.stream().filter(exact::contains).count();
        return (double) hit / exact.size();
    }
}
