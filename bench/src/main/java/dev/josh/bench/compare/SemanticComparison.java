package dev.josh.bench.compare;

import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.Table;
import dev.josh.bench.scale.Vec0Tables;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.ingest.core.Rows;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.PreFilter;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticLeg;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The semantic leg (pre-filter bitmap, in-memory binary scan, float rescore from the plain vector
 * table) against sqlite-vec KNN over the same vectors in {@link Vec0Tables#TABLE}: exact float KNN
 * with k = limit, and bit KNN with k = the leg's candidate count. The same query vector goes to all
 * three; its embedding is timed apart. Recall@limit is against the exact float KNN.
 */
final class SemanticComparison {

    /** One distinct semantic query of the mix: text, filter and sources. */
    record Case(String flow, String query, String since, String until, String source) {
    }

    private final Connection conn;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEmbedder embedder;
    private final int rounds;
    private final int limit;
    private final int candidates;
    private final SemanticLeg leg = new SemanticLeg();
    private final PreFilter preFilter = new PreFilter();

    SemanticComparison(Connection conn, SourceRegistry registry, SemanticIndexes indexes, QueryEmbedder embedder,
                       int rounds, int limit) {
        this.conn = conn;
        this.registry = registry;
        this.indexes = indexes;
        this.embedder = embedder;
        this.rounds = rounds;
        this.limit = limit;
        // As SearchService sizes the scan for a first page of `limit` results.
        this.candidates = SearchProperties.defaults().vectorScan().candidates(limit);
    }

    static List<Case> cases(QueryMix mix) {
        Map<String, Case> out = new LinkedHashMap<>();
        for (QueryMix.Request r : mix.requests()) {
            String mode = r.parameter("mode");
            if (r.parameter("q") != null && ("semantic".equals(mode) || "hybrid".equals(mode))) {
                Case c = new Case(r.flow().contains("filtered") ? "semantic-filtered" : "semantic", r.parameter("q"),
                        r.parameter("since"), r.parameter("until"), r.parameter("source"));
                out.putIfAbsent(c.query() + "|" + c.since() + "|" + c.until() + "|" + c.source(), c);
            }
        }
        return List.copyOf(out.values());
    }

    void run(QueryMix mix, PrintStream out) throws Exception {
        List<Case> cases = cases(mix);
        out.printf("%n## Semantic leg vs sqlite-vec KNN (%d queries, median of %d runs, limit %d, %d scan candidates)%n%n",
                cases.size(), rounds, limit, candidates);
        Table table = new Table("query", "filter", ">embed ms", ">Josh leg ms", ">vec0 float ms", ">vec0 bit ms",
                ">float / leg", ">bit / leg", ">leg recall", ">bit KNN recall");
        List<Double> floatRatios = new ArrayList<>();
        List<Double> bitRatios = new ArrayList<>();
        for (Case c : cases) {
            long t = System.nanoTime();
            float[] vector = embedder.embed(c.query());
            long embedMicros = (System.nanoTime() - t) / 1000;
            SearchFilter filter = SearchFilter.parse(c.since(), c.until(), null);
            List<SourceTables> sources = registry.all().stream().filter(SourceTables::semanticallySearchable)
                    .filter(s -> c.source() == null || s.name().equals(c.source())).toList();
            Timing.Timed<List<Long>> ours = Timing.median(rounds, () -> leg(vector, filter, sources));
            Timing.Timed<List<Long>> exact = Timing.median(rounds, () -> vec0(c, filter, vector, false, limit));
            Timing.Timed<List<Long>> bits = Timing.median(rounds, () -> vec0(c, filter, vector, true, candidates));
            double floatRatio = exact.medianMicros() / (double) ours.medianMicros();
            double bitRatio = bits.medianMicros() / (double) ours.medianMicros();
            floatRatios.add(floatRatio);
            System.err.printf("semantic %s [%s]: leg %s ms, vec0 float %s ms, bit %s ms%n", shorten(c.query()),
                    describe(c), Table.millis(ours.medianMicros()), Table.millis(exact.medianMicros()),
                    Table.millis(bits.medianMicros()));
            bitRatios.add(bitRatio);
            table.row(shorten(c.query()), describe(c), Table.millis(embedMicros), Table.millis(ours.medianMicros()),
                    Table.millis(exact.medianMicros()), Table.millis(bits.medianMicros()),
                    String.format("%.1f×", floatRatio), String.format("%.1f×", bitRatio),
                    recall(ours.result(), exact.result()), recall(bits.result().subList(0,
                            Math.min(limit, bits.result().size())), exact.result()));
        }
        out.print(table);
        out.printf("%ngeometric mean: vec0 float KNN takes %.1f× the leg's time, vec0 bit KNN %.1f×%n",
                Timing.geometricMean(floatRatios.stream().mapToDouble(Double::doubleValue).toArray()),
                Timing.geometricMean(bitRatios.stream().mapToDouble(Double::doubleValue).toArray()));
    }

    /** The server's semantic leg for these sources, as SearchService runs it: top {@code limit} chunks by cosine. */
    private List<Long> leg(float[] vector, SearchFilter filter, List<SourceTables> sources) {
        return GraphComparison.top(conn, indexes, preFilter, leg, vector, filter, sources, null, candidates, 0, limit);
    }

    /** vec0 KNN, float (exact, L2 on unit vectors = cosine order) or bit (Hamming), with the same filters. */
    private List<Long> vec0(Case c, SearchFilter filter, float[] vector, boolean bits, int k) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT chunk_id FROM " + Vec0Tables.TABLE + " WHERE ")
                .append(bits ? "embedding_bq MATCH vec_bit(?)" : "embedding MATCH ?").append(" AND k = ?");
        if (c.source() != null) {
            sql.append(" AND source = ?");
        }
        if (filter.since() != null) {
            sql.append(" AND published >= ?");
        }
        if (filter.until() != null) {
            sql.append(" AND published <= ?");
        }
        List<Long> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(sql.toString())) {
            int i = 1;
            ps.setBytes(i++, bits ? VectorCodec.quantize(vector) : VectorCodec.toBytes(vector));
            ps.setInt(i++, k);
            if (c.source() != null) {
                ps.setString(i++, c.source());
            }
            if (filter.since() != null) {
                ps.setInt(i++, day(filter.since()));
            }
            if (filter.until() != null) {
                ps.setInt(i++, day(filter.until()));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getLong(1));
                }
            }
        }
        return out;
    }

    /** A passage of a (copied) document. */
    private record Passage(String documentId, int ordinal) {
    }

    private static int day(java.time.LocalDate d) {
        return d.getYear() * 10000 + d.getMonthValue() * 100 + d.getDayOfMonth();
    }

    /**
     * Recall of the passages found against the exact top: counted over original passages (document id
     * without its copy suffix, and ordinal), because the copies of one passage are near-duplicates whose
     * order among themselves is the noise the replication added.
     */
    private String recall(List<Long> found, List<Long> exact) throws SQLException {
        Set<String> truth = originals(conn, registry, exact);
        if (truth.isEmpty()) {
            return "n/a";
        }
        Set<String> got = originals(conn, registry, found);
        return String.format("%.2f", truth.stream().filter(got::contains).count() / (double) truth.size());
    }

    /** The original passages ({@code source document#ordinal}, the copy suffix dropped) of the chunks. */
    static Set<String> originals(Connection conn, SourceRegistry registry, List<Long> chunkIds) throws SQLException {
        Set<String> out = new HashSet<>();
        if (chunkIds.isEmpty()) {
            return out;
        }
        String ids = String.join(",", chunkIds.stream().map(String::valueOf).toList());
        for (SourceTables s : registry.all()) {
            if (!s.semanticallySearchable()) {
                continue;
            }
            Rows.on(conn).sql("SELECT document_id, ordinal FROM " + s.source().chunksTable()
                            + " WHERE chunk_id IN (" + ids + ")").query(Rows.of(Passage.class)).list()
                    .forEach(p -> out.add(s.name() + " " + p.documentId().replaceFirst("~\\d+$", "") + "#" + p.ordinal()));
        }
        return out;
    }

    static String describe(Case c) {
        List<String> parts = new ArrayList<>();
        if (c.source() != null) {
            parts.add("source=" + c.source());
        }
        if (c.since() != null) {
            parts.add("since=" + c.since());
        }
        if (c.until() != null) {
            parts.add("until=" + c.until());
        }
        return parts.isEmpty() ? "none" : String.join(" ", parts);
    }

    static String shorten(String q) {
        return q.length() <= 44 ? q : q.substring(0, 43) + "…";
    }
}
