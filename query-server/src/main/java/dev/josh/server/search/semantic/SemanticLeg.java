package dev.josh.server.search.semantic;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.lexical.graph.VectorGraphs;
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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Flow 3 for one source: the candidates come from the source's vector graph ({@link GraphSearch})
 * where one serves it, and from a binary scan of the in-memory codes of every row the graph does not
 * hold (all of them without a graph); their float vectors, read back by {@code seq} from the plain
 * vector table, are rescored exactly (dot product of unit vectors = cosine). Candidates whose chunk
 * was deleted since the index or graph was built drop out: a chunk's vector rows are deleted with it.
 * A candidate's document comes from the index rows the pre-filter read ({@link IndexRows#documentOf})
 * where they hold its row, else from a join with its chunk.
 */
public final class SemanticLeg {

    /**
     * One source's index, its pre-filter (null: every row, else {@link PreFilter#allowedRows}) and its
     * graph (null: the binary scan covers every row), for a search over several sources.
     */
    public record Scope(SourceTables source, BinaryVectorIndex index, BitSet allowed, VectorGraphs.Lease graph) {

        public Scope(SourceTables source, BinaryVectorIndex index, BitSet allowed) {
            this(source, index, allowed, null);
        }

        /**
         * The rows the binary scan covers: the allowed rows (null: all) without a graph; with one, the
         * allowed rows above its seq (vectors written since it was built), empty when there are none.
         */
        Optional<BitSet> scanned() {
            if (graph == null) {
                return Optional.ofNullable(allowed).or(() -> Optional.of(ALL));
            }
            int from = index.firstRowAfter(graph.seq());
            if (from >= index.size()) {
                return Optional.empty();
            }
            BitSet tail = new BitSet(index.size());
            tail.set(from, index.size());
            if (allowed != null) {
                tail.and(allowed);
            }
            return Optional.of(tail);
        }
    }

    /** Stands for "every row" in {@link Scope#scanned}: the scan's null pre-filter. */
    private static final BitSet ALL = new BitSet(0);

    private final GraphSearch graphs = new GraphSearch();
    /** Where the scanned candidates' documents are known without a join; null: always joined. */
    private final PreFilter rowsKnown;

    /** A leg that joins every candidate's chunk for its document. */
    public SemanticLeg() {
        this(null);
    }

    /**
     * @param rowsKnown the pre-filter whose index rows ({@link IndexRows#documentOf}) name the documents of
     *                  scanned candidates, so that the rescore reads only their vectors
     */
    SemanticLeg(PreFilter rowsKnown) {
        this.rowsKnown = rowsKnown;
    }

    /**
     * @param query      the unit query vector
     * @param candidates how many codes the binary scan keeps for rescoring
     * @param allowed    pre-filter over index rows, or null for all (see {@link BinaryVectorIndex#nearest})
     * @return chunk hits, best first
     */
    public List<ChunkHit> search(Connection conn, SourceTables source, BinaryVectorIndex index, float[] query,
                                 int candidates, BitSet allowed, Deadline deadline) {
        return search(conn, List.of(new Scope(source, index, allowed)), query, candidates, 0, deadline);
    }

    /**
     * Flow 3 over several sources with one candidate budget per kind: the {@code candidates} codes
     * nearest the query over every scanned row of every source, and the {@code graphCandidates} graph
     * hits scored best (on their float vectors, {@link GraphSearch}) over every graph, and only those
     * are rescored. The final ranking is global, so a per-source budget would only multiply the
     * rescore reads by the number of sources (nine at the time of writing) without changing the best hits.
     *
     * @param graphCandidates how many hits each graph search returns (also its beam), and the rescore keeps
     * @return chunk hits, best first
     */
    public List<ChunkHit> search(Connection conn, List<Scope> scopes, float[] query, int candidates,
                                 int graphCandidates, Deadline deadline) {
        long[] code = VectorCodec.quantizeToLongs(query);
        for (Scope scope : scopes) {
            if (query.length != scope.index().dimension()) {
                throw new IllegalStateException("query vector has " + query.length + " dimensions, the index "
                        + scope.index().dimension());
            }
        }
        // Each source's scan or graph search is CPU work over its own index (a binary scan: about 5 ms per
        // million on one core, JMH): on a machine with more than one core they run at once, in the common pool.
        List<Found> found = IntStream.range(0, scopes.size()).parallel()
                .mapToObj(i -> find(scopes.get(i), query, code, candidates, graphCandidates)).toList();
        List<Scanned> scanned = new ArrayList<>();
        List<Graphed> graphed = new ArrayList<>();
        for (int i = 0; i < scopes.size(); i++) {
            for (BinaryVectorIndex.Candidate c : found.get(i).scanned()) {
                scanned.add(new Scanned(i, c));
            }
            for (GraphSearch.Hit h : found.get(i).graphed()) {
                graphed.add(new Graphed(i, h));
            }
        }
        if (scanned.size() > candidates) {
            scanned.sort((a, b) -> Integer.compare(a.candidate().distance(), b.candidate().distance()));
            scanned = scanned.subList(0, candidates);
        }
        if (graphed.size() > graphCandidates) {
            graphed.sort((a, b) -> Float.compare(b.hit().score(), a.hit().score()));
            graphed = graphed.subList(0, graphCandidates);
        }
        List<ChunkHit> hits = new ArrayList<>(scanned.size() + graphed.size());
        for (int i = 0; i < scopes.size(); i++) {
            int scope = i;
            SourceTables source = scopes.get(i).source();
            IndexRows known = rowsKnown == null ? null : rowsKnown.known(scopes.get(i).index());
            Map<Long, Placed> placed = new HashMap<>();
            Set<Long> seqs = new LinkedHashSet<>();
            scanned.stream().filter(n -> n.scope() == scope).map(Scanned::candidate).forEach(c -> {
                String document = known == null ? null : known.documentOf(c.row());
                if (document != null) {
                    placed.put(c.seq(), new Placed(c.chunkId(), document));
                } else {
                    seqs.add(c.seq());
                }
            });
            graphed.stream().filter(n -> n.scope() == scope).forEach(n -> seqs.add(n.hit().seq()));
            if (!placed.isEmpty()) {
                hits.addAll(rescorePlaced(conn, source, placed, query, seqs, deadline));
            }
            if (!seqs.isEmpty()) {
                hits.addAll(rescore(conn, source, seqs, query, deadline));
            }
        }
        hits.sort((a, b) -> Double.compare(b.score(), a.score()));
        return hits;
    }

    /** One source's candidates: binary-scan ones and graph ones. */
    private record Found(List<BinaryVectorIndex.Candidate> scanned, List<GraphSearch.Hit> graphed) {
    }

    private record Scanned(int scope, BinaryVectorIndex.Candidate candidate) {
    }

    private record Graphed(int scope, GraphSearch.Hit hit) {
    }

    /** A scanned candidate's chunk and the document the index rows say it belongs to. */
    private record Placed(long chunkId, String document) {
    }

    private Found find(Scope scope, float[] query, long[] code, int candidates, int graphCandidates) {
        List<GraphSearch.Hit> graphed = scope.graph() == null ? List.of()
                : graphs.nearest(scope.graph(), scope.index(), query, graphCandidates, scope.allowed());
        List<BinaryVectorIndex.Candidate> scanned = scope.scanned()
                .map(rows -> scope.index().nearest(code, query, candidates, rows == ALL ? null : rows))
                .orElse(List.of());
        return new Found(scanned, graphed);
    }

    /**
     * Reads the float vectors of candidates whose documents are known by {@code seq} and scores them
     * exactly against the query: the vector table alone, no chunk read per candidate. A seq whose row now
     * holds another chunk than the index did is added to {@code joined}, for {@link #rescore} to place.
     */
    private static List<ChunkHit> rescorePlaced(Connection conn, SourceTables source, Map<Long, Placed> placed,
                                                float[] query, Set<Long> joined, Deadline deadline) {
        // seq values are longs from the index, never user text: safe to inline, and far faster to bind.
        String sql = "SELECT seq, chunk_id, embedding FROM " + source.source().vectorsTable() + " WHERE seq IN ("
                + placed.keySet().stream().map(String::valueOf).collect(Collectors.joining(",")) + ")";
        List<ChunkHit> hits = new ArrayList<>(placed.size());
        readVectors(conn, source, sql, deadline, rs -> {
            Placed p = placed.get(rs.getLong(1));
            if (p.chunkId() != rs.getLong(2)) {
                joined.add(rs.getLong(1));
                return;
            }
            float[] vector = VectorCodec.fromBytes(rs.getBytes(3));
            if (vector.length == query.length) {
                hits.add(new ChunkHit(new DocumentKey(source.name(), p.document()), p.chunkId(), dot(query, vector)));
            }
        });
        return hits;
    }

    /** Reads the candidates' float vectors by {@code seq} and scores them exactly against the query. */
    private static List<ChunkHit> rescore(Connection conn, SourceTables source, Collection<Long> kept,
                                          float[] query, Deadline deadline) {
        // seq values are longs from the index or graph, never user text: safe to inline, and far faster to bind.
        String seqs = kept.stream().map(String::valueOf).collect(Collectors.joining(","));
        String sql = "SELECT v.chunk_id, v.embedding, c.document_id FROM " + source.source().vectorsTable() + " v"
                + " JOIN " + source.source().chunksTable() + " c ON c.chunk_id = v.chunk_id"
                + " WHERE v.seq IN (" + seqs + ")";
        List<ChunkHit> hits = new ArrayList<>(kept.size());
        readVectors(conn, source, sql, deadline, rs -> {
            float[] vector = VectorCodec.fromBytes(rs.getBytes(2));
            if (vector.length == query.length) { // else written by another model configuration: not comparable
                hits.add(new ChunkHit(new DocumentKey(source.name(), rs.getString(3)), rs.getLong(1),
                        dot(query, vector)));
            }
        });
        return hits;
    }

    /** One row of a vector read. */
    @FunctionalInterface
    private interface VectorRow {
        void read(ResultSet rs) throws SQLException;
    }

    /** Runs a read of the vector table under the request's deadline, each row to {@code row}. */
    private static void readVectors(Connection conn, SourceTables source, String sql, Deadline deadline, VectorRow row) {
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                row.read(rs);
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading vectors of " + source.name() + " failed: " + e.getMessage(), e);
        }
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
