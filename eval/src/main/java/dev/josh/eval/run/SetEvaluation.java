package dev.josh.eval.run;

import dev.josh.eval.index.ChunkerSpec;
import dev.josh.eval.index.CorpusView;
import dev.josh.eval.index.EvalIndex;
import dev.josh.eval.set.EvalSet;
import dev.josh.eval.vectors.OversamplingStudy;
import dev.josh.server.search.SearchProperties;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs cells on one eval set: builds (or reuses) the eval index of each model and chunker the cells
 * name, runs that index's cells through the shipped search, and scores them.
 */
public final class SetEvaluation {

    private static final Logger log = LoggerFactory.getLogger(SetEvaluation.class);

    /**
     * Everything one set's run produced.
     *
     * @param runs     the cells' rankings, in the order they were asked for
     * @param results  the cells' scores, in the same order
     * @param indexes  the eval indexes searched, with their build counts and timings
     * @param curves   the binary-scan recall curves, one per model on the shipped chunker (when asked)
     * @param versions model id → the version (weights hash) of the model that ran
     */
    public record Outcome(EvalSet set, List<Run> runs, List<CellResult> results, List<EvalIndex> indexes,
                          List<OversamplingStudy.Curve> curves, Map<String, String> versions) {
    }

    /**
     * Where the corpus and the cache of built indexes are, the search settings every cell starts
     * from (the cells vary the fusion), and whether the lexical leg reads the Lucene indexes beside
     * each eval index, as the server does (false: FTS5 alone, the comparison for that path).
     */
    public record Environment(Path corpus, Path cache, SearchProperties ranking, boolean lexicalIndexes) {

        /** With the shipped search settings. */
        public Environment(Path corpus, Path cache) {
            this(corpus, cache, SearchProperties.defaults());
        }

        /** With the shipped lexical path: the Lucene indexes. */
        public Environment(Path corpus, Path cache, SearchProperties ranking) {
            this(corpus, cache, ranking, true);
        }
    }

    private SetEvaluation() {
    }

    /**
     * @param oversampling also measure the binary scan's recall on each model's shipped-chunker index
     */
    public static Outcome evaluate(EvalSet set, List<Cell> cells, Environment environment, boolean oversampling)
            throws IOException, SQLException {
        CorpusView view = CorpusView.of(environment.corpus(), set.definition().corpusFiles(),
                environment.cache().resolve("corpus-views"));
        Map<String, Map<String, List<Cell>>> byModel = new LinkedHashMap<>();
        for (Cell cell : cells) {
            byModel.computeIfAbsent(cell.model(), m -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.chunker(), c -> new ArrayList<>()).add(cell);
        }
        if (oversampling) {
            byModel.values().forEach(chunkers -> chunkers.putIfAbsent(ChunkerSpec.SHIPPED.toString(), new ArrayList<>()));
        }
        Map<Cell, Run> runs = new LinkedHashMap<>();
        Map<Cell, CellResult> results = new LinkedHashMap<>();
        List<EvalIndex> indexes = new ArrayList<>();
        List<OversamplingStudy.Curve> curves = new ArrayList<>();
        Map<String, String> versions = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, List<Cell>>> model : byModel.entrySet()) {
            for (Map.Entry<String, List<Cell>> chunker : model.getValue().entrySet()) {
                ChunkerSpec spec = ChunkerSpec.parse(chunker.getKey());
                EvalIndex index = EvalIndex.open(set.definition(), view, model.getKey(), spec, environment.cache());
                indexes.add(index);
                versions.put(model.getKey(), index.stats().modelVersion());
                try (SearchStack stack = new SearchStack(index.database(), ranking(set, environment),
                        environment.lexicalIndexes());
                     IndexRunner runner = new IndexRunner(set, stack, luceneDir(index))) {
                    for (Cell cell : chunker.getValue()) {
                        Run run = runner.run(cell);
                        CellResult result = run.score(set);
                        log.info("{} {}: NDCG@10 {}, Recall@10 {}, MRR@10 {} ({} ms/query{})", set.name(),
                                cell.id(), f3(result.meanNdcg()), f3(result.meanRecall()),
                                f3(result.meanReciprocalRank()), f1(result.meanMillis()),
                                result.failures() == 0 ? "" : ", " + result.failures() + " failed");
                        runs.put(cell, run);
                        results.put(cell, result);
                    }
                    if (oversampling && spec.equals(ChunkerSpec.SHIPPED)) {
                        curves.add(OversamplingStudy.measure(set, stack, model.getKey(), index.stats().chunker()));
                    }
                }
            }
        }
        return new Outcome(set, cells.stream().map(runs::get).toList(), cells.stream().map(results::get).toList(),
                indexes, curves, versions);
    }

    /** The Lucene copy of an eval index's FTS rows, kept beside its database (rebuilt when the database changes). */
    private static Path luceneDir(EvalIndex index) {
        return index.database().resolveSibling(index.database().getFileName() + ".lucene");
    }

    /** The run's search settings with the set's own lexical cap, where it has one. */
    private static SearchProperties ranking(EvalSet set, Environment environment) {
        SearchProperties r = environment.ranking();
        Integer scoredRows = set.definition().scoredRows();
        return scoredRows == null ? r : r.toBuilder().lexical(r.lexical().withScoredRows(scoredRows)).build();
    }

    static String f3(double v) {
        return String.format(java.util.Locale.ROOT, "%.3f", v);
    }

    static String f1(double v) {
        return String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
