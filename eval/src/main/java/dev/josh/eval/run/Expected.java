package dev.josh.eval.run;

import dev.josh.eval.index.EvalIndex;
import dev.josh.eval.set.EvalJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The regression baseline next to a set ({@code expected.json}), as Anserini keeps one per
 * collection: for each cell, the mean NDCG@10, Recall@10 and MRR@10 a run must reproduce within
 * {@code tolerance}, the model versions they were measured with, and the statistics of each index
 * searched (records, chunks, vectors), which a run must reproduce exactly: an ingest or chunker
 * change that drops or splits documents shows there even when the metrics hold.
 */
public record Expected(String set, double tolerance, Map<String, String> models, List<ExpectedCell> cells,
                       List<IndexStatistics> indexes) {

    public static final String FILE = "expected.json";
    /** Runs are deterministic on one machine; this absorbs float differences between CPUs and batchings. */
    public static final double DEFAULT_TOLERANCE = 0.01;

    public record ExpectedCell(Cell cell, double ndcgAt10, double recallAt10, double mrrAt10) {
    }

    /** What one eval index holds: deterministic for a corpus, an ingest and a chunker. */
    public record IndexStatistics(String model, String chunker, long records, long chunks, long vectors) {

        static IndexStatistics of(EvalIndex index) {
            EvalIndex.BuildStats s = index.stats();
            return new IndexStatistics(s.modelId(), s.chunker(), s.records(), s.chunks(), s.vectors());
        }
    }

    public Expected {
        models = Map.copyOf(models);
        cells = List.copyOf(cells);
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
    }

    public static Expected of(SetEvaluation.Outcome outcome, double tolerance) {
        List<ExpectedCell> cells = outcome.results().stream()
                .map(r -> new ExpectedCell(r.cell(), round(r.meanNdcg()), round(r.meanRecall()),
                        round(r.meanReciprocalRank())))
                .toList();
        return new Expected(outcome.set().name(), tolerance, new LinkedHashMap<>(outcome.versions()), cells,
                outcome.indexes().stream().map(IndexStatistics::of).toList());
    }

    public static Expected read(Path setDirectory) throws IOException {
        Path file = setDirectory.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IOException("no " + FILE + " in " + setDirectory + "; write one with --write-expected");
        }
        return EvalJson.read(file, Expected.class);
    }

    public void write(Path setDirectory) throws IOException {
        EvalJson.write(setDirectory.resolve(FILE), this);
    }

    public List<Cell> cellList() {
        return cells.stream().map(ExpectedCell::cell).toList();
    }

    /** What moved outside the tolerance, one line each; empty when the run reproduces the baseline. */
    public List<String> verify(SetEvaluation.Outcome outcome) {
        List<String> problems = new ArrayList<>();
        models.forEach((model, version) -> {
            String ran = outcome.versions().get(model);
            if (ran != null && !ran.equals(version)) {
                problems.add(set + ": model " + model + " is version " + ran + ", the expected metrics were measured "
                        + "with " + version + " (other weights: re-baseline deliberately)");
            }
        });
        List<IndexStatistics> built = outcome.indexes().stream().map(IndexStatistics::of).toList();
        for (IndexStatistics e : indexes) {
            IndexStatistics b = built.stream().filter(i -> i.model().equals(e.model()) && i.chunker().equals(e.chunker()))
                    .findFirst().orElse(null);
            if (b == null) {
                problems.add(set + ": the index of " + e.model() + " " + e.chunker() + " was not searched");
            } else if (!b.equals(e)) {
                problems.add(set + ": the index of " + e.model() + " " + e.chunker() + " holds " + b.records()
                        + " records, " + b.chunks() + " chunks, " + b.vectors() + " vectors; expected " + e.records()
                        + ", " + e.chunks() + ", " + e.vectors());
            }
        }
        Map<Cell, CellResult> byCell = new LinkedHashMap<>();
        outcome.results().forEach(r -> byCell.put(r.cell(), r));
        for (ExpectedCell e : cells) {
            CellResult r = byCell.get(e.cell());
            if (r == null) {
                problems.add(set + ": cell " + e.cell().id() + " did not run");
                continue;
            }
            check(problems, e.cell(), "NDCG@10", e.ndcgAt10(), r.meanNdcg());
            check(problems, e.cell(), "Recall@10", e.recallAt10(), r.meanRecall());
            check(problems, e.cell(), "MRR@10", e.mrrAt10(), r.meanReciprocalRank());
        }
        return problems;
    }

    private void check(List<String> problems, Cell cell, String metric, double expected, double actual) {
        if (Math.abs(actual - expected) > tolerance) {
            problems.add(String.format(java.util.Locale.ROOT, "%s: %s %s is %.4f, expected %.4f ± %.4f", set, cell.id(),
                    metric, actual, expected, tolerance));
        }
    }

    private static double round(double v) {
        return Math.round(v * 1e4) / 1e4;
    }
}
