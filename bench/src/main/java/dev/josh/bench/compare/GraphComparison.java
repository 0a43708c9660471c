package dev.josh.bench.compare;

import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.Table;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.VectorScanSettings;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.PreFilter;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticLeg;
import dev.josh.server.search.semantic.SourceGraphs;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The semantic leg on the vector graphs against the same leg scanning every binary code: the
 * median time of each, and the chunk recall@limit of each against the exact nearest chunks by
 * float cosine over every vector ({@link ExactNeighbours}; counted over original passages, as
 * {@link SemanticComparison} counts recall), and of the
 * graph leg against the scan's top, per query and per flow, for each graph oversampling factor
 * asked, with the process's CPU time per query beside each median (the leg spreads its sources over
 * the common pool). The numbers {@code josh.search.graph-oversample} is chosen by.
 */
final class GraphComparison {

    private final Connection conn;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final SourceGraphs graphs;
    private final QueryEmbedder embedder;
    private final int rounds;
    private final int limit;
    private final List<Integer> oversamples;
    private final SemanticLeg leg = new SemanticLeg();
    private final PreFilter preFilter = new PreFilter();

    GraphComparison(Connection conn, SourceRegistry registry, SemanticIndexes indexes, SourceGraphs graphs,
                    QueryEmbedder embedder, int rounds, int limit, List<Integer> oversamples) {
        this.conn = conn;
        this.registry = registry;
        this.indexes = indexes;
        this.graphs = graphs;
        this.embedder = embedder;
        this.rounds = rounds;
        this.limit = limit;
        this.oversamples = List.copyOf(oversamples);
    }

    void run(QueryMix mix, PrintStream out) throws Exception {
        List<SemanticComparison.Case> cases = SemanticComparison.cases(mix);
        VectorScanSettings shipped = SearchProperties.defaults().vectorScan();
        int candidates = shipped.candidates(limit);
        out.printf("%n## Semantic leg: vector graphs against the exact scan (%d queries, median of %d runs, limit %d,"
                + " %d scan candidates)%n%n", cases.size(), rounds, limit, candidates);
        List<String> columns = new ArrayList<>(List.of("query", "filter", ">scan ms", ">scan recall"));
        for (int o : oversamples) {
            columns.add(">graph ×" + o + " ms");
            columns.add(">recall ×" + o);
            columns.add(">vs scan ×" + o);
        }
        Table table = new Table(columns.toArray(String[]::new));
        List<float[]> vectors = new ArrayList<>();
        List<ExactNeighbours.Query> asked = new ArrayList<>();
        for (SemanticComparison.Case c : cases) {
            vectors.add(embedder.embed(c.query()));
            asked.add(new ExactNeighbours.Query(vectors.getLast(), SearchFilter.parse(c.since(), c.until(), null),
                    sources(c)));
        }
        long started = System.nanoTime();
        List<List<Long>> exact = ExactNeighbours.top(conn, indexes, asked, limit);
        out.printf("exact nearest chunks of %d queries in %.1f s%n%n", cases.size(),
                (System.nanoTime() - started) / 1e9);
        // Per flow: scan ms, recall and CPU ms, then per factor ms, recall, recall against the scan and CPU ms.
        Map<String, double[]> byFlow = new LinkedHashMap<>();
        Map<String, Integer> counted = new LinkedHashMap<>();
        for (int q = 0; q < cases.size(); q++) {
            SemanticComparison.Case c = cases.get(q);
            float[] vector = vectors.get(q);
            SearchFilter filter = asked.get(q).filter();
            List<SourceTables> sources = asked.get(q).sources();
            Timing.Timed<List<Long>> scan = Timing.median(rounds,
                    () -> top(vector, filter, sources, null, candidates, 0));
            List<Long> truth = exact.get(q);
            double scanRecall = recall(scan.result(), truth);
            double[] sums = byFlow.computeIfAbsent(c.flow(), f -> new double[3 + 4 * oversamples.size()]);
            counted.merge(c.flow(), 1, Integer::sum);
            sums[0] += scan.medianMicros() / 1000.0;
            sums[1] += scanRecall;
            sums[2] += scan.cpuMicros() / 1000.0;
            List<Object> row = new ArrayList<>(List.of(SemanticComparison.shorten(c.query()),
                    SemanticComparison.describe(c), Table.millis(scan.medianMicros()),
                    String.format("%.2f", scanRecall)));
            for (int i = 0; i < oversamples.size(); i++) {
                int graphCandidates = new VectorScanSettings(shipped.oversample(), shipped.minCandidates(),
                        shipped.maxCandidates(), shipped.graphMinVectors(), oversamples.get(i)).graphCandidates(limit);
                Timing.Timed<List<Long>> graphed = Timing.median(rounds,
                        () -> top(vector, filter, sources, graphs, candidates, graphCandidates));
                double recall = recall(graphed.result(), truth);
                double againstScan = recall(graphed.result(), scan.result());
                sums[3 + 4 * i] += graphed.medianMicros() / 1000.0;
                sums[4 + 4 * i] += recall;
                sums[5 + 4 * i] += againstScan;
                sums[6 + 4 * i] += graphed.cpuMicros() / 1000.0;
                row.add(Table.millis(graphed.medianMicros()));
                row.add(String.format("%.2f", recall));
                row.add(String.format("%.2f", againstScan));
            }
            table.row(row.toArray());
        }
        out.print(table);
        out.println();
        for (Map.Entry<String, double[]> e : byFlow.entrySet()) {
            int n = counted.get(e.getKey());
            double[] v = e.getValue();
            StringBuilder line = new StringBuilder(String.format(
                    "%s (%d queries): scan %.1f ms (CPU %.1f ms), recall@%d %.3f", e.getKey(), n, v[0] / n, v[2] / n,
                    limit, v[1] / n));
            for (int i = 0; i < oversamples.size(); i++) {
                line.append(String.format("; graph ×%d %.1f ms (CPU %.1f ms), recall@%d %.3f (%.3f against the scan)",
                        oversamples.get(i), v[3 + 4 * i] / n, v[6 + 4 * i] / n, limit, v[4 + 4 * i] / n,
                        v[5 + 4 * i] / n));
            }
            out.println(line);
        }
    }

    private List<SourceTables> sources(SemanticComparison.Case c) {
        return registry.all().stream().filter(SourceTables::semanticallySearchable)
                .filter(s -> c.source() == null || s.name().equals(c.source())).toList();
    }

    /**
     * The leg's top {@code limit} chunk ids, as SearchService runs it, over the graphs where
     * {@code graphs} is given (the sources they serve) and scanning every code otherwise.
     */
    private List<Long> top(float[] vector, SearchFilter filter, List<SourceTables> sources, SourceGraphs graphs,
                           int candidates, int graphCandidates) {
        return top(conn, indexes, preFilter, leg, vector, filter, sources, graphs, candidates, graphCandidates, limit);
    }

    /** {@link #top} for any caller's leg and pre-filter (their caches stay warm across its queries). */
    static List<Long> top(Connection conn, SemanticIndexes indexes, PreFilter preFilter, SemanticLeg leg,
                          float[] vector, SearchFilter filter, List<SourceTables> sources, SourceGraphs graphs,
                          int candidates, int graphCandidates, int limit) {
        Deadline deadline = Deadline.after(Duration.ofMinutes(1));
        ActiveModel model = indexes.activeModel().orElseThrow();
        List<SemanticLeg.Scope> scopes = new ArrayList<>();
        try {
            for (SourceTables s : sources) {
                BinaryVectorIndex index = indexes.index(s.name()).orElse(null);
                if (index != null) {
                    BitSet allowed = filter.isEmpty() ? null : preFilter.allowedRows(conn, s, index, filter, deadline);
                    scopes.add(new SemanticLeg.Scope(s, index, allowed,
                            graphs == null ? null : graphs.lease(conn, s, index, allowed, model).orElse(null)));
                }
            }
            return leg.search(conn, scopes, vector, candidates, graphCandidates, deadline).stream().limit(limit)
                    .map(ChunkHit::chunkId).toList();
        } finally {
            scopes.stream().map(SemanticLeg.Scope::graph).filter(Objects::nonNull).forEach(l -> l.close());
        }
    }

    /**
     * Recall of a leg's top against a reference top, over original passages as {@link SemanticComparison}
     * counts it: the bench database's copies of a passage carry near-identical vectors, and which copy
     * ranks first among them is not a difference.
     */
    private double recall(List<Long> found, List<Long> reference) throws SQLException {
        return recall(conn, registry, found, reference);
    }

    /** {@link #recall(List, List)} for any caller's connection (the cells' comparison counts it so too). */
    static double recall(Connection conn, SourceRegistry registry, List<Long> found, List<Long> reference)
            throws SQLException {
        Set<String> truth = SemanticComparison.originals(conn, registry, reference);
        if (truth.isEmpty()) {
            return 1;
        }
        Set<String> got = SemanticComparison.originals(conn, registry, found);
        return truth.stream().filter(got::contains).count() / (double) truth.size();
    }
}
