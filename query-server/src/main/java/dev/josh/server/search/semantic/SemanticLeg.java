package dev.josh.server.search.semantic;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Flow 3 for one source: a binary scan of the in-memory codes picks the candidates, and their
 * float vectors, read back by {@code seq} from the plain vector table, are rescored exactly
 * (dot product of unit vectors = cosine). Candidates whose chunk was deleted since the index
 * loaded drop out at the join.
 */
public final class SemanticLeg {

    private static final Logger log = LoggerFactory.getLogger(SemanticLeg.class);
    /** Rows appended since the last read that a request looks up itself, rather than waiting for a rebuild. */
    private static final int EXTEND_IN_REQUEST = 20_000;
    /** A record's date can change without its vectors changing: rows are read again this often. */
    private static final Duration REREAD_AFTER = Duration.ofMinutes(10);

    private final DataSource dataSource;
    /** Per index (weakly: a reloaded index replaces its predecessor), what is known of its rows. */
    private final Map<BinaryVectorIndex, IndexRows> rows = Collections.synchronizedMap(new WeakHashMap<>());
    private final Set<BinaryVectorIndex> building = Collections.newSetFromMap(
            Collections.synchronizedMap(new WeakHashMap<>()));
    private final Executor builder = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("index-rows").factory());

    /** Reads index rows in the caller's request when first needed. */
    public SemanticLeg() {
        this(null);
    }

    /**
     * @param dataSource where index rows are read in the background (null: in the caller's request), so
     *                   that no search waits seconds for a new index's rows
     */
    public SemanticLeg(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** One source's index and its pre-filter (null: every row), for a search over several sources. */
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
    public Map<String, Double> openingScores(Connection conn, SourceTables source, Collection<String> documentIds,
                                             float[] query, ActiveModel model, Deadline deadline) {
        if (documentIds.isEmpty()) {
            return Map.of();
        }
        String marks = documentIds.stream().map(d -> "?").collect(Collectors.joining(","));
        String sql = "SELECT c.document_id, v.embedding FROM " + source.source().chunksTable() + " c JOIN "
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

    /**
     * The index rows whose chunks belong to documents the filter admits: the pre-filter bitmap of
     * {@link BinaryVectorIndex#nearest}. A date window alone is answered from {@link IndexRows} in
     * memory; other conditions select chunk ids in SQL, which are then looked up by id. While the
     * rows of a new index are still being read (in the background, when this leg has a data
     * source), every filter goes through SQL.
     */
    public BitSet allowedRows(Connection conn, SourceTables source, BinaryVectorIndex index, SearchFilter filter,
                              Deadline deadline) {
        if (index.size() == 0) {
            return new BitSet();
        }
        IndexRows known = indexRows(conn, source, index);
        boolean datesOnly = filter.document() == null && filter.fields().isEmpty();
        if (known != null && datesOnly) {
            return known.dated(filter.since(), filter.until());
        }
        String sql = "SELECT c.chunk_id FROM " + source.source().chunksTable() + " c JOIN " + source.table()
                + " r ON r.id = c.document_id WHERE " + filter.condition(source, "r");
        BitSet allowed = new BitSet(index.size());
        Set<Long> unplaced = new HashSet<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            filter.bind(ps, 1);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int row = known == null ? -1 : known.rowOf(rs.getLong(1));
                    if (row >= 0) {
                        allowed.set(row);
                    } else if (known == null) {
                        unplaced.add(rs.getLong(1));
                    }
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("filtering " + source.name() + " failed: " + e.getMessage(), e);
        }
        if (!unplaced.isEmpty()) {
            for (int row = 0, n = index.size(); row < n; row++) {
                if (unplaced.contains(index.chunkId(row))) {
                    allowed.set(row);
                }
            }
        }
        return allowed;
    }

    /** Starts reading the rows of a source's index in the background, so the first filtered search finds them. */
    public void prepare(SourceTables source, BinaryVectorIndex index) {
        if (dataSource != null && index.size() > 0 && !rows.containsKey(index)) {
            startBuild(source, index);
        }
    }

    /**
     * The rows of {@code index} as far as known: extended in this request by the few rows appended
     * since, rebuilt whole (in the background when possible) when many were, or when the dates may
     * have changed since they were read. Null while a background build runs.
     */
    private IndexRows indexRows(Connection conn, SourceTables source, BinaryVectorIndex index) {
        IndexRows known = rows.get(index);
        try {
            if (known == null || index.size() - known.rows() > EXTEND_IN_REQUEST) {
                if (dataSource != null) {
                    startBuild(source, index);
                    return null;
                }
                known = IndexRows.build(conn, source, index);
            } else if (known.rows() < index.size()) {
                known = known.extend(conn, source, index);
            } else {
                if (known.ageNanos() > REREAD_AFTER.toNanos() && dataSource != null) {
                    startBuild(source, index); // keep answering from the rows known meanwhile
                }
                return known;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading the rows of " + source.name() + " failed: " + e.getMessage(), e);
        }
        rows.put(index, known);
        return known;
    }

    private void startBuild(SourceTables source, BinaryVectorIndex index) {
        if (!building.add(index)) {
            return;
        }
        // One build at a time: each holds a pooled connection for seconds, and requests need the others.
        builder.execute(() -> {
            long started = System.nanoTime();
            try (Connection conn = dataSource.getConnection()) {
                IndexRows built = IndexRows.build(conn, source, index);
                rows.put(index, built);
                log.info("{}: dates of {} index rows read in {} ms", source.name(), built.rows(),
                        (System.nanoTime() - started) / 1_000_000);
            } catch (SQLException | RuntimeException e) {
                log.warn("{}: could not read the dates of the index rows ({}); date filters use SQL", source.name(),
                        e.getMessage());
            } finally {
                building.remove(index);
            }
        });
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
