package dev.josh.bench.compare;

import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.Table;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.PreFilter;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticLeg;
import java.io.PrintStream;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The semantic leg probing the cells of each large source's binary codes against the same leg
 * scanning every code: the median time and process CPU per query of each, and the chunk recall@limit
 * of the cells' top against the scan's top (counted over original passages, as
 * {@link SemanticComparison} counts recall), for each probe count asked. The numbers
 * {@code josh.search.cells.probes} and {@code josh.search.cells.min-vectors} are chosen by.
 */
final class CellComparison {

    private final Connection conn;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEmbedder embedder;
    private final int rounds;
    private final int limit;
    private final int minVectors;
    private final List<Integer> probes;
    private final SemanticLeg leg = new SemanticLeg();
    private final PreFilter preFilter = new PreFilter();

    CellComparison(Connection conn, SourceRegistry registry, SemanticIndexes indexes, QueryEmbedder embedder,
                   int rounds, int limit, int minVectors, List<Integer> probes) {
        this.conn = conn;
        this.registry = registry;
        this.indexes = indexes;
        this.embedder = embedder;
        this.rounds = rounds;
        this.limit = limit;
        this.minVectors = minVectors;
        this.probes = List.copyOf(probes);
    }

    void run(QueryMix mix, PrintStream out) throws Exception {
        List<SemanticComparison.Case> cases = SemanticComparison.cases(mix);
        int candidates = SearchProperties.defaults().vectorScan().candidates(limit);
        List<float[]> vectors = new ArrayList<>();
        List<Timing.Timed<List<Long>>> scans = new ArrayList<>();
        for (SemanticComparison.Case c : cases) {
            vectors.add(embedder.embed(c.query()));
            scans.add(Timing.median(rounds, () -> top(vectors.getLast(), c, candidates)));
        }
        out.printf("%n## Semantic leg: cells against the scan (%d queries, median of %d runs, limit %d, %d candidates)%n%n",
                cases.size(), rounds, limit, candidates);
        for (Map.Entry<String, BinaryVectorIndex> e : indexes.state().bySource().entrySet()) {
            BinaryVectorIndex index = e.getValue();
            if (index.size() >= minVectors) {
                long started = System.nanoTime();
                index.buildCells(probes.getFirst(), indexes.storedVectors(e.getKey()));
                out.printf("%s: %,d vectors in %,d cells, built in %.1f s%n", e.getKey(), index.rowsInCells(),
                        index.cellCount(), (System.nanoTime() - started) / 1e9);
            }
        }
        List<String> columns = new ArrayList<>(List.of("query", "filter", ">scan ms"));
        for (int p : probes) {
            columns.add(">" + p + " cells ms");
            columns.add(">recall");
        }
        Table table = new Table(columns.toArray(String[]::new));
        // Per flow: scan ms and CPU ms, then per probe count ms, CPU ms and recall against the scan.
        Map<String, double[]> byFlow = new LinkedHashMap<>();
        Map<String, Integer> counted = new LinkedHashMap<>();
        List<List<Object>> rows = new ArrayList<>();
        for (int q = 0; q < cases.size(); q++) {
            SemanticComparison.Case c = cases.get(q);
            double[] sums = byFlow.computeIfAbsent(c.flow(), f -> new double[2 + 3 * probes.size()]);
            counted.merge(c.flow(), 1, Integer::sum);
            sums[0] += scans.get(q).medianMicros() / 1000.0;
            sums[1] += scans.get(q).cpuMicros() / 1000.0;
            rows.add(new ArrayList<>(List.of(SemanticComparison.shorten(c.query()), SemanticComparison.describe(c),
                    Table.millis(scans.get(q).medianMicros()))));
        }
        for (int i = 0; i < probes.size(); i++) {
            int p = probes.get(i);
            indexes.state().bySource().values().forEach(index -> index.probeCells(p));
            for (int q = 0; q < cases.size(); q++) {
                SemanticComparison.Case c = cases.get(q);
                float[] vector = vectors.get(q);
                Timing.Timed<List<Long>> probed = Timing.median(rounds, () -> top(vector, c, candidates));
                double recall = GraphComparison.recall(conn, registry, probed.result(), scans.get(q).result());
                double[] sums = byFlow.get(c.flow());
                sums[2 + 3 * i] += probed.medianMicros() / 1000.0;
                sums[3 + 3 * i] += probed.cpuMicros() / 1000.0;
                sums[4 + 3 * i] += recall;
                rows.get(q).add(Table.millis(probed.medianMicros()));
                rows.get(q).add(String.format("%.2f", recall));
            }
        }
        rows.forEach(r -> table.row(r.toArray()));
        out.print(table);
        out.println();
        for (Map.Entry<String, double[]> e : byFlow.entrySet()) {
            int n = counted.get(e.getKey());
            double[] v = e.getValue();
            StringBuilder line = new StringBuilder(String.format("%s (%d queries): scan %.1f ms (CPU %.1f ms)",
                    e.getKey(), n, v[0] / n, v[1] / n));
            for (int i = 0; i < probes.size(); i++) {
                line.append(String.format("; %d cells %.1f ms (CPU %.1f ms), recall@%d against the scan %.3f",
                        probes.get(i), v[2 + 3 * i] / n, v[3 + 3 * i] / n, limit, v[4 + 3 * i] / n));
            }
            out.println(line);
        }
    }

    private List<Long> top(float[] vector, SemanticComparison.Case c, int candidates) {
        List<SourceTables> sources = registry.all().stream().filter(SourceTables::semanticallySearchable)
                .filter(s -> c.source() == null || s.name().equals(c.source())).toList();
        return GraphComparison.top(conn, indexes, preFilter, leg, vector, SearchFilter.parse(c.since(), c.until(), null),
                sources, null, candidates, 0, limit);
    }
}
