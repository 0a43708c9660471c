package dev.josh.eval.run;

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
 * {@code tolerance}, and the model versions they were measured with.
 */
public record Expected(String set, double tolerance, Map<String, String> models, List<ExpectedCell> cells) {

    public static final String FILE = "expected.json";
    /** Runs are deterministic on one machine; this absorbs float differences between CPUs and batchings. */
    public static final double DEFAULT_TOLERANCE = 0.01;

    public record ExpectedCell(Cell cell, double ndcgAt10, double recallAt10, double mrrAt10) {
    }

    public Expected {
        models = Map.copyOf(models);
        cells = List.copyOf(cells);
    }

    public static Expected of(SetEvaluation.Outcome outcome, double tolerance) {
        List<ExpectedCell> cells = outcome.results().stream()
                .map(r -> new ExpectedCell(r.cell(), round(r.meanNdcg()), round(r.meanRecall()),
                        round(r.meanReciprocalRank())))
                .toList();
        return new Expected(outcome.set().name(), tolerance, new LinkedHashMap<>(outcome.versions()), cells);
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
