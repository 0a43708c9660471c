package dev.josh.eval.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.josh.eval.index.ChunkerSpec;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.eval.set.Qrels;
import dev.josh.eval.set.SetDefinition;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DecisionTest {

    private static final String MODEL = "bge-small-en-v1.5";
    private static final Cell BM25 = Cell.bm25(MODEL, ChunkerSpec.SHIPPED);
    private static final Cell DENSE = Cell.dense(MODEL, ChunkerSpec.SHIPPED);
    private static final Cell SHIPPED = Cell.hybrid(MODEL, ChunkerSpec.SHIPPED, 60, "1:1");

    @TempDir
    Path dir;

    /** Twenty queries, each with one relevant document "dN"; a cell finds it at the given rank (0: not at all). */
    private SetEvaluation.Outcome outcome(Map<Cell, int[]> ranksByCell) {
        List<EvalQuery> queries = new ArrayList<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        for (int q = 0; q < 20; q++) {
            queries.add(new EvalQuery("q" + q, "query " + q));
            qrels.put("q" + q, Map.of("d" + q, 1));
        }
        EvalSet set = new EvalSet(dir, new SetDefinition("t/v1", "us-code", "section-heading", List.of(), 1, "test", null),
                queries, new Qrels(qrels));
        List<Run> runs = new ArrayList<>();
        List<CellResult> results = new ArrayList<>();
        ranksByCell.forEach((cell, ranks) -> {
            Map<String, Ranking> byQuery = new LinkedHashMap<>();
            for (int q = 0; q < 20; q++) {
                List<String> docs = new ArrayList<>(List.of("x1", "x2", "x3", "x4", "x5"));
                if (ranks[q] > 0) {
                    docs.add(ranks[q] - 1, "d" + q);
                }
                byQuery.put("q" + q, new Ranking(docs, 1, null));
            }
            Run run = new Run(cell, byQuery);
            runs.add(run);
            results.add(run.score(set));
        });
        return new SetEvaluation.Outcome(set, runs, results, List.of(), List.of(), Map.of(MODEL, "v"));
    }

    private static int[] all(int rank) {
        int[] r = new int[20];
        java.util.Arrays.fill(r, rank);
        return r;
    }

    @Test
    void theBestNonBm25CellIsChosenAndAClearWinClearsTheThreshold() {
        Map<Cell, int[]> ranks = new LinkedHashMap<>();
        ranks.put(BM25, all(3));
        ranks.put(DENSE, all(2));
        // As good as the best and first to be seen, but the server cannot run it: never the chosen cell.
        ranks.put(Cell.lucene(Cell.LUCENE_FLAT, MODEL, ChunkerSpec.SHIPPED), all(1));
        ranks.put(SHIPPED, all(1));
        Decision d = Decision.of(outcome(ranks), 10, SHIPPED);
        assertThat(d.baseline().cell()).isEqualTo(BM25.id());
        assertThat(d.chosen().cell()).isEqualTo(SHIPPED.id());
        assertThat(d.marginNdcg().mean()).isCloseTo(1 - 1 / (Math.log(4) / Math.log(2)), within(1e-9));
        assertThat(d.clearsThreshold()).isTrue();
        assertThat(d.chosenOverShipped().mean()).isZero();
    }

    @Test
    void aWinBoughtWithLostRecallDoesNotClearTheThreshold() {
        int[] lossy = all(1);
        for (int q = 0; q < 6; q++) {
            lossy[q] = 0; // six queries lose their document entirely
        }
        Map<Cell, int[]> ranks = new LinkedHashMap<>();
        ranks.put(BM25, all(4));
        ranks.put(DENSE, lossy);
        Decision d = Decision.of(outcome(ranks), 10, SHIPPED);
        assertThat(d.chosen().cell()).isEqualTo(DENSE.id());
        assertThat(d.marginNdcg().mean()).isGreaterThan(Decision.THRESHOLD);
        assertThat(d.recallDelta()).isCloseTo(-0.3, within(1e-9));
        assertThat(d.clearsThreshold()).isFalse();
        assertThat(d.shipped()).isNull();
    }

    @Test
    void theShippedDefaultStaysUnlessARunnableCellBeatsItByTheThreshold() {
        Cell weighted = Cell.hybrid(MODEL, ChunkerSpec.SHIPPED, 60, "1:2");
        Cell k10 = Cell.hybrid(MODEL, ChunkerSpec.SHIPPED, 10, "1:1");
        Cell filtered = Cell.hybrid(MODEL, ChunkerSpec.SHIPPED, 60, "1:1").since("2021");
        int[] slightlyBetter = all(2);
        slightlyBetter[0] = 1; // one query of twenty moves from rank 2 to 1: +0.0185 NDCG@10, under 0.02
        int[] clearlyBetter = all(2);
        for (int q = 0; q < 4; q++) {
            clearlyBetter[q] = 1; // four queries: +0.074
        }
        Map<Cell, int[]> ranks = new LinkedHashMap<>();
        ranks.put(BM25, all(3));
        ranks.put(SHIPPED, all(2));
        ranks.put(k10, slightlyBetter);
        ranks.put(filtered, all(1)); // best of all, but a filtered search answers another question
        Decision kept = Decision.of(outcome(ranks), 10, SHIPPED);
        assertThat(kept.chosen().cell()).isEqualTo(k10.id());
        assertThat(kept.bestConfigurable().cell()).isEqualTo(k10.id());
        assertThat(kept.adopted().cell()).isEqualTo(SHIPPED.id());
        assertThat(kept.replacesShipped()).isFalse();
        assertThat(kept.adoptedOverShipped().mean()).isZero();

        // Leg weights are a server setting (josh.search.lexical-weight, semantic-weight): a weighted cell can replace it.
        ranks.put(weighted, clearlyBetter);
        Decision replaced = Decision.of(outcome(ranks), 10, SHIPPED);
        assertThat(replaced.adopted().cell()).isEqualTo(weighted.id());
        assertThat(replaced.replacesShipped()).isTrue();
        assertThat(replaced.adoptedOverShipped().mean()).isGreaterThanOrEqualTo(Decision.THRESHOLD);
    }
}
