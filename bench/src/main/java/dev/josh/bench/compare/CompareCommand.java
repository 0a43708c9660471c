package dev.josh.bench.compare;

import dev.josh.eval.lexical.LuceneIndex;
import dev.josh.bench.load.MixOption;
import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.LexicalIndexesServed;
import dev.josh.bench.report.Machine;
import dev.josh.bench.scale.Vec0Tables;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.VectorScanSettings;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.EncoderQueryEmbedderFactory;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SourceGraphs;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code josh bench compare}: the search mix's queries, in this one process on one connection,
 * through Josh's legs and through what a user would otherwise write: sqlite-vec KNN (float and
 * bit) for the semantic leg; for the lexical leg, the shipped leg on its Lucene indexes ({@code
 * DB.lexical/}, built by {@code josh lexical}) and without them, exact FTS5 BM25 (the words
 * OR-joined, every match scored) and a plain Lucene index over the same rows.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Side by side on the same queries: the semantic leg vs vec0 KNN (float, bit), the planned "
                + "lexical leg (on its Lucene indexes, DB.lexical/, and on FTS5 alone) vs exact FTS5 BM25 and Lucene 10 "
                + "(its index built once beside the database). The semantic comparison needs a database built with "
                + "'bench scale --vec0'; the lexical indexes come from 'josh lexical'.")
public final class CompareCommand implements Callable<Integer> {

    @Option(names = "--db", required = true, description = "a database built by 'josh bench scale --vec0'")
    Path db;

    @Mixin
    MixOption mix;

    @Option(names = "--rounds", defaultValue = "5", description = "timed runs per query after one warm-up; the "
            + "median is reported (default ${DEFAULT-VALUE})")
    int rounds;

    @Option(names = "--limit", defaultValue = "10", description = "results wanted, as a search's limit "
            + "(default ${DEFAULT-VALUE})")
    int limit;

    @Option(names = "--legs", defaultValue = "semantic,lexical", split = ",",
            description = "which comparisons to run: semantic, lexical, graph, cells (default ${DEFAULT-VALUE})")
    List<String> legs;

    @Option(names = "--graph-oversample", defaultValue = "16", split = ",", description = "with --legs graph: "
            + "the graph oversampling factors (josh.search.graph-oversample) to compare (default ${DEFAULT-VALUE})")
    List<Integer> graphOversamples;

    @Option(names = "--graph-min-vectors", defaultValue = "50000", description = "with --legs graph: the sources "
            + "searched in their graph have this many vectors or more (josh.search.graph-min-vectors, off in the "
            + "server by default; default ${DEFAULT-VALUE})")
    int graphMinVectors;

    @Option(names = "--cell-probes", defaultValue = "64", split = ",", description = "with --legs cells: the "
            + "probe counts (josh.search.cells.probes) to compare (default ${DEFAULT-VALUE})")
    List<Integer> cellProbes;

    @Option(names = "--cell-min-vectors", defaultValue = "100000", description = "with --legs cells: the sources "
            + "split into cells have this many vectors or more (josh.search.cells.min-vectors; default ${DEFAULT-VALUE})")
    int cellMinVectors;

    @Option(names = "--skip-exact", description = "leave out exact FTS5 BM25 and MATCH alone, which score every "
            + "match in SQLite (seconds to minutes per query at 5M chunks): the columns read –")
    boolean skipExact;

    @Option(names = "--lucene-dir", description = "where the Lucene index of the database's FTS rows is kept and "
            + "reused until the database changes (default: DB.lucene beside the database)")
    Path luceneDir;

    @Override
    public Integer call() throws Exception {
        QueryMix queries = mix.load();
        System.out.println(Machine.describe());
        System.out.println("start: " + Machine.load());
        JoshDatabase database = JoshDatabase.readOnly(db);
        SourceRegistry registry = new SourceRegistry(database);
        try (Connection conn = database.getConnection()) {
            if (legs.contains("semantic")) {
                semantic(database, registry, conn, queries);
                System.out.println("after semantic: " + Machine.load());
            }
            if (legs.contains("graph")) {
                graph(database, registry, conn, queries);
            }
            if (legs.contains("cells")) {
                cells(database, registry, queries, conn);
            }
            if (legs.contains("lexical")) {
                lexical(registry, conn, queries);
            }
            System.out.println("end: " + Machine.load());
        }
        return 0;
    }

    /** The leg on the vector graphs beside the database ('josh lexical' builds them) against the exact scan. */
    private void graph(JoshDatabase database, SourceRegistry registry, Connection conn, QueryMix queries)
            throws Exception {
        SemanticIndexes indexes = new SemanticIndexes(database, registry,
                new QueryEncoders(new EncoderQueryEmbedderFactory("")));
        ActiveModel model = indexes.activeModel().orElseThrow(() -> new IllegalStateException("no active model"));
        try (VectorGraphs graphs = new VectorGraphs(db);
             QueryEmbedder embedder = new EncoderQueryEmbedderFactory("").open(model)) {
            VectorScanSettings shipped = SearchProperties.defaults().vectorScan();
            SourceGraphs served = new SourceGraphs(graphs, new VectorScanSettings(shipped.oversample(),
                    shipped.minCandidates(), shipped.maxCandidates(), graphMinVectors, shipped.graphOversample()));
            new GraphComparison(conn, registry, indexes, served, embedder, rounds, limit, graphOversamples)
                    .run(queries, System.out);
        }
    }

    /** The leg probing the cells of the large sources' codes against the same leg scanning every code. */
    private void cells(JoshDatabase database, SourceRegistry registry, QueryMix queries, Connection conn)
            throws Exception {
        SemanticIndexes indexes = new SemanticIndexes(database, registry,
                new QueryEncoders(new EncoderQueryEmbedderFactory("")));
        ActiveModel model = indexes.activeModel().orElseThrow(() -> new IllegalStateException("no active model"));
        try (QueryEmbedder embedder = new EncoderQueryEmbedderFactory("").open(model)) {
            new CellComparison(conn, registry, indexes, embedder, rounds, limit, cellMinVectors, cellProbes)
                    .run(queries, System.out);
        }
    }

    private void semantic(JoshDatabase database, SourceRegistry registry, Connection conn, QueryMix queries)
            throws Exception {
        long t = System.nanoTime();
        SemanticIndexes indexes = new SemanticIndexes(database, registry,
                new QueryEncoders(new EncoderQueryEmbedderFactory("")));
        long vectors = indexes.state().bySource().values().stream().mapToLong(i -> i.size()).sum();
        System.out.printf("semantic index: %,d vectors loaded in %.1f s%n", vectors, (System.nanoTime() - t) / 1e9);
        ActiveModel model = indexes.activeModel().orElseThrow(() -> new IllegalStateException("no active model"));
        if (!Vec0Tables.exists(conn)) {
            throw new IllegalStateException(db + " has no " + Vec0Tables.TABLE + " table; build it with "
                    + "'josh bench scale --vec0', or compare the lexical leg only with '--legs lexical'");
        }
        try (QueryEmbedder embedder = new EncoderQueryEmbedderFactory("").open(model)) {
            new SemanticComparison(conn, registry, indexes, embedder, rounds, limit).run(queries, System.out);
        }
    }

    private void lexical(SourceRegistry registry, Connection conn, QueryMix queries) throws Exception {
        Path dir = luceneDir != null ? luceneDir : db.resolveSibling(db.getFileName() + ".lucene");
        List<SourceTables> sources = registry.all().stream().filter(SourceTables::lexicallySearchable).toList();
        try (LuceneIndex lucene = LuceneIndex.openOrBuild(conn, db, sources, dir, System.out);
             LexicalIndexes indexes = new LexicalIndexes(db)) {
            LuceneIndex.Provenance p = lucene.provenance();
            System.out.printf("lucene index: %s, %,d rows, %d segments, %s %.1f s%s%n", dir, p.rows(), p.segments(),
                    p.cached() ? "cached (its build took" : "built in", p.buildSeconds(), p.cached() ? ")" : "");
            System.out.println(LexicalIndexesServed.describe(indexes, conn, sources));
            System.out.println("after lucene index: " + Machine.load());
            new LexicalComparison(conn, registry, indexes, lucene, rounds, limit, !skipExact).run(queries, System.out);
        }
    }
}
