package dev.josh.eval.run;

import dev.josh.eval.set.EvalJson;
import dev.josh.eval.set.SetDefinition;
import dev.josh.eval.vectors.OversamplingStudy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The decision over several sets ({@code docs/eval/summary.md} and {@code docs/eval/decision.json}):
 * each cell that ran on every set is scored by its macro average (the mean of its per-set means,
 * so every set weighs the same), with intervals from resampling each set's queries on its own
 * (stratified bootstrap); the oversampling is the smallest factor that is enough on every set.
 */
public final class CrossSetSummary {

    public static final String FILE = "summary.md";
    public static final String DECISION = "decision.json";

    /** A cell's macro averages and, per set, its mean NDCG@10. */
    public record MacroCell(Cell cell, Bootstrap.Interval ndcgAt10, Bootstrap.Interval recallAt10,
                            Bootstrap.Interval mrrAt10, Map<String, Double> ndcgBySet) {
    }

    /**
     * @param oversamplingBySet per set, the smallest factor reaching the required recall for the adopted model
     *                          ("pooled": on the pooled index)
     * @param oversampling      the largest of those: enough on every set and on the pooled index (null when
     *                          one has none)
     * @param recallAtShipped   the lowest chunk recall over the sets and the pooled index at the shipped factor
     * @param bestConfigurable  the best cell the server can run by its settings (equal weights)
     * @param adopted           what the server should run over all the sets, by {@link Decision}'s rule:
     *                          bestConfigurable when it beats the shipped default by the threshold on the
     *                          macro average, else the shipped default
     * @param pooled            the adopted model's binary-scan curve on one index pooling the sets' vectors
     *                          (and those of other databases), or null
     */
    public record Overall(List<String> sets, double threshold, MacroCell baseline, MacroCell chosen,
                          Bootstrap.Interval marginNdcg, double recallDelta, boolean clearsThreshold,
                          MacroCell shipped, Bootstrap.Interval chosenOverShipped,
                          Map<String, Integer> oversamplingBySet, Integer oversampling, int shippedOversample,
                          double recallAtShipped, MacroCell bestConfigurable, Bootstrap.Interval configurableMargin,
                          MacroCell adopted, boolean replacesShipped, Bootstrap.Interval adoptedOverShipped,
                          OversamplingStudy.Curve pooled) {
    }

    private CrossSetSummary() {
    }

    /** Measures the binary scan of a model on a pooled index; null when it has no vectors to pool. */
    @FunctionalInterface
    public interface PooledCurve {
        OversamplingStudy.Curve measure(String model) throws SQLException;
    }

    /** @param pooledCurve measures the chosen model's pooled curve; null to skip it */
    public static Overall write(Path evalDir, List<SetEvaluation.Outcome> outcomes, Cell shippedCell,
                                int shippedOversample, PooledCurve pooledCurve, String command)
            throws IOException, SQLException {
        Map<Cell, List<CellResult>> byCell = new LinkedHashMap<>();
        for (SetEvaluation.Outcome o : outcomes) {
            for (CellResult r : o.results()) {
                byCell.computeIfAbsent(r.cell(), c -> new ArrayList<>()).add(r);
            }
        }
        List<MacroCell> cells = new ArrayList<>();
        byCell.forEach((cell, results) -> {
            if (results.size() == outcomes.size()) {
                cells.add(macro(cell, results, outcomes));
            }
        });
        cells.sort(Comparator.comparingDouble((MacroCell m) -> m.ndcgAt10().mean()).reversed());
        MacroCell baseline = cells.stream().filter(m -> m.cell().mode().equals(Cell.BM25)
                && m.cell().chunker().equals(shippedCell.chunker())).findFirst().orElse(null);
        MacroCell chosen = cells.stream().filter(m -> !m.cell().mode().equals(Cell.BM25) && m.cell().since() == null
                        && m.cell().serverSetting()).findFirst().orElse(null);
        MacroCell shipped = cells.stream().filter(m -> m.cell().equals(shippedCell)).findFirst().orElse(null);
        MacroCell configurable = chosen; // every unfiltered cell but the Lucene ones is a setting of the server
        Overall overall = null;
        OversamplingStudy.Curve pooled = null;
        if (baseline != null && chosen != null) {
            Bootstrap.Interval margin = difference(byCell.get(chosen.cell()), byCell.get(baseline.cell()), outcomes);
            double recallDelta = chosen.recallAt10().mean() - baseline.recallAt10().mean();
            Bootstrap.Interval configurableOverShipped = configurable == null || shipped == null ? null
                    : difference(byCell.get(configurable.cell()), byCell.get(shipped.cell()), outcomes);
            boolean replaces = configurable != null && (shipped == null
                    || Decision.wins(configurableOverShipped.mean(),
                    configurable.recallAt10().mean() - shipped.recallAt10().mean()));
            MacroCell adopted = replaces ? configurable : shipped;
            String model = (adopted != null ? adopted : chosen).cell().model();
            Map<String, Integer> factors = new LinkedHashMap<>();
            double recallAtShipped = 1;
            for (SetEvaluation.Outcome o : outcomes) {
                for (OversamplingStudy.Curve c : o.curves()) {
                    if (c.model().equals(model)) {
                        factors.put(o.set().name(), c.smallestSufficient());
                        recallAtShipped = Math.min(recallAtShipped, c.points().stream()
                                .filter(p -> p.oversample() == shippedOversample)
                                .mapToDouble(OversamplingStudy.Point::chunkRecall).findFirst().orElse(Double.NaN));
                    }
                }
            }
            pooled = pooledCurve == null ? null : pooledCurve.measure(model);
            if (pooled != null) {
                factors.put("pooled", pooled.smallestSufficient());
                recallAtShipped = Math.min(recallAtShipped, pooled.points().stream()
                        .filter(p -> p.oversample() == shippedOversample)
                        .mapToDouble(OversamplingStudy.Point::chunkRecall).findFirst().orElse(Double.NaN));
            }
            Integer oversampling = factors.isEmpty() || factors.containsValue(null) ? null
                    : factors.values().stream().filter(Objects::nonNull).max(Integer::compare).orElse(null);
            overall = new Overall(outcomes.stream().map(o -> o.set().name()).toList(), Decision.THRESHOLD, baseline,
                    chosen, margin, recallDelta, Decision.wins(margin.mean(), recallDelta),
                    shipped, shipped == null ? null : difference(byCell.get(chosen.cell()), byCell.get(shipped.cell()),
                    outcomes), factors, oversampling, shippedOversample, recallAtShipped, configurable,
                    configurable == null ? null
                            : difference(byCell.get(configurable.cell()), byCell.get(baseline.cell()), outcomes),
                    adopted, replaces && shipped != null,
                    adopted == null || shipped == null ? null
                            : difference(byCell.get(adopted.cell()), byCell.get(shipped.cell()), outcomes),
                    pooled);
            EvalJson.write(evalDir.resolve(DECISION), overall);
        }
        Files.writeString(evalDir.resolve(FILE), markdown(outcomes, cells, overall, pooled, command)
                + byKind(outcomes, byCell, shippedCell));
        return overall;
    }

    /**
     * The two kinds of question side by side (issue 31): each kind's macro and the macro over both kinds
     * (each kind weighs the same) for the shipped cells and their copies scored by best chunk, and per set
     * the shipped hybrid against that copy, paired, and against the better of its two legs. The decision
     * rule reads these: the shipped scoring must beat best-chunk scoring on the descriptive sets, lose no
     * more than {@value #TARGETED_LOSS} on any targeted set, and stay at or above the better single leg.
     */
    static String byKind(List<SetEvaluation.Outcome> outcomes, Map<Cell, List<CellResult>> byCell, Cell shippedCell) {
        Cell bm25 = Cell.bm25(shippedCell.model(), shippedCell.chunkerSpec());
        Cell dense = Cell.dense(shippedCell.model(), shippedCell.chunkerSpec());
        List<Cell> rows = new ArrayList<>();
        for (Cell c : List.of(shippedCell, bm25, dense)) {
            rows.add(c);
            rows.add(c.byBestChunk());
        }
        rows.removeIf(c -> !byCell.containsKey(c) || byCell.get(c).size() != outcomes.size());
        if (rows.isEmpty()) {
            return "";
        }
        List<String> kinds = List.of(SetDefinition.TARGETED, SetDefinition.DESCRIPTIVE, SetDefinition.REPORTED);
        Map<String, List<Integer>> setsOf = new LinkedHashMap<>();
        for (int i = 0; i < outcomes.size(); i++) {
            setsOf.computeIfAbsent(outcomes.get(i).set().definition().kind(), k -> new ArrayList<>()).add(i);
        }
        StringBuilder md = new StringBuilder("\n## By kind of question\n\n");
        md.append("Targeted sets want a passage, descriptive sets the documents about a topic; reported sets' labels ")
                .append("do not say what a reader wants and never decide. NDCG@10 macro per kind, and over both kinds ")
                .append("(the mean of the targeted and descriptive macros); `scoring=best-chunk` is the same cell with ")
                .append("every document scored by its best chunk whatever the query (the server before issue 31).\n\n");
        md.append("| cell |");
        kinds.stream().filter(setsOf::containsKey).forEach(k -> md.append(" ").append(k).append(" (")
                .append(setsOf.get(k).size()).append(") |"));
        md.append(" both kinds |\n|---|");
        kinds.stream().filter(setsOf::containsKey).forEach(k -> md.append("---|"));
        md.append("---|\n");
        for (Cell c : rows) {
            md.append("| `").append(c.id()).append("` |");
            double both = 0;
            for (String k : kinds) {
                if (!setsOf.containsKey(k)) {
                    continue;
                }
                List<SetEvaluation.Outcome> subset = setsOf.get(k).stream().map(outcomes::get).toList();
                List<CellResult> results = setsOf.get(k).stream().map(i -> byCell.get(c).get(i)).toList();
                Bootstrap.Interval macro = combine(results, subset, CellResult::ndcg);
                md.append(" ").append(interval(macro)).append(" |");
                both += k.equals(SetDefinition.REPORTED) ? 0 : macro.mean() / 2;
            }
            md.append(String.format(Locale.ROOT, " %.3f |%n", both));
        }
        Cell shippedByChunk = shippedCell.byBestChunk();
        if (!rows.contains(shippedCell) || !rows.contains(shippedByChunk)) {
            return md.toString();
        }
        md.append("\nPer set: the shipped cell, its copy scored by best chunk, the paired difference (95% interval), ")
                .append("and the better of the shipped cell's two legs.\n\n")
                .append("| set | kind | shipped | best chunk | shipped − best chunk | better leg | check |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (int i = 0; i < outcomes.size(); i++) {
            SetEvaluation.Outcome o = outcomes.get(i);
            CellResult shipped = byCell.get(shippedCell).get(i);
            CellResult byChunk = byCell.get(shippedByChunk).get(i);
            Bootstrap.Interval diff = Bootstrap.forQueries(o.set().queries().size())
                    .difference(shipped.ndcg(), byChunk.ndcg());
            double leg = Math.max(byCell.containsKey(bm25) ? byCell.get(bm25).get(i).meanNdcg() : 0,
                    byCell.containsKey(dense) ? byCell.get(dense).get(i).meanNdcg() : 0);
            String kind = o.set().definition().kind();
            List<String> misses = new ArrayList<>();
            if (shipped.meanNdcg() < leg) {
                misses.add("below a leg");
            }
            if (kind.equals(SetDefinition.TARGETED) && diff.mean() < -TARGETED_LOSS) {
                misses.add("loses more than " + TARGETED_LOSS);
            }
            md.append(String.format(Locale.ROOT, "| `%s` | %s | %.3f | %.3f | %s | %.3f | %s |%n", o.set().name(), kind,
                    shipped.meanNdcg(), byChunk.meanNdcg(), signed(diff), leg,
                    misses.isEmpty() ? "holds" : String.join(", ", misses)));
        }
        return md.toString();
    }

    /** What the shipped scoring may lose on a targeted set against scoring by best chunk (issue 31). */
    static final double TARGETED_LOSS = 0.02;

    private static MacroCell macro(Cell cell, List<CellResult> results, List<SetEvaluation.Outcome> outcomes) {
        Map<String, Double> bySet = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            bySet.put(outcomes.get(i).set().name(), results.get(i).meanNdcg());
        }
        return new MacroCell(cell, combine(results, outcomes, CellResult::ndcg),
                combine(results, outcomes, CellResult::recall), combine(results, outcomes, CellResult::reciprocalRank),
                bySet);
    }

    private static Bootstrap.Interval combine(List<CellResult> results, List<SetEvaluation.Outcome> outcomes,
                                              java.util.function.Function<CellResult, double[]> metric) {
        List<double[]> zeros = results.stream().map(r -> new double[metric.apply(r).length]).toList();
        return stratified(results.stream().map(metric).toList(), zeros, outcomes);
    }

    private static Bootstrap.Interval difference(List<CellResult> a, List<CellResult> b,
                                                 List<SetEvaluation.Outcome> outcomes) {
        return stratified(a.stream().map(CellResult::ndcg).toList(), b.stream().map(CellResult::ndcg).toList(), outcomes);
    }

    /** Macro mean of a − b over the sets, resampled set by set with each set's own resamples. */
    private static Bootstrap.Interval stratified(List<double[]> a, List<double[]> b, List<SetEvaluation.Outcome> outcomes) {
        double[] macro = new double[Bootstrap.RESAMPLES];
        double mean = 0;
        for (int s = 0; s < outcomes.size(); s++) {
            Bootstrap bootstrap = Bootstrap.forQueries(outcomes.get(s).set().queries().size());
            double[] resampled = bootstrap.resampledMeans(a.get(s), b.get(s));
            for (int i = 0; i < macro.length; i++) {
                macro[i] += resampled[i] / outcomes.size();
            }
            mean += bootstrap.difference(a.get(s), b.get(s)).mean() / outcomes.size();
        }
        return Bootstrap.interval(mean, macro);
    }

    private static String markdown(List<SetEvaluation.Outcome> outcomes, List<MacroCell> cells, Overall overall,
                                   OversamplingStudy.Curve pooled, String command) {
        StringBuilder md = new StringBuilder("# Retrieval evaluation across sets\n\n");
        md.append("Macro averages over ").append(outcomes.size()).append(" sets (").append(String.join(", ",
                        outcomes.stream().map(o -> "`" + o.set().name() + "`").toList()))
                .append("): each set weighs the same. Brackets are 95% intervals from resampling each set's queries ")
                .append("(").append(Bootstrap.RESAMPLES).append(" resamples, seed ").append(Bootstrap.SEED)
                .append("). Per-set tables with per-set intervals are in each set's `results.md`. Produced by:\n\n```\n")
                .append(command).append("\n```\n\n");
        if (overall != null) {
            md.append("## Decision\n\n");
            md.append("- Baseline `").append(overall.baseline().cell().id()).append("`: NDCG@10 ")
                    .append(interval(overall.baseline().ndcgAt10())).append(".\n");
            md.append("- Best cell `").append(overall.chosen().cell().id()).append("`: NDCG@10 ")
                    .append(interval(overall.chosen().ndcgAt10())).append(", margin ").append(signed(overall.marginNdcg()))
                    .append(", Recall@10 change ").append(String.format(Locale.ROOT, "%+.3f", overall.recallDelta()))
                    .append(": ").append(overall.clearsThreshold() ? "clears" : "does not clear").append(" the ")
                    .append(String.format(Locale.ROOT, "%.2f", overall.threshold())).append(" threshold.\n");
            if (overall.shipped() != null) {
                md.append("- Shipped `").append(overall.shipped().cell().id()).append("`: NDCG@10 ")
                        .append(interval(overall.shipped().ndcgAt10())).append("; best minus shipped ")
                        .append(signed(overall.chosenOverShipped())).append(".\n");
            }
            if (overall.bestConfigurable() != null && !overall.bestConfigurable().cell().equals(overall.chosen().cell())) {
                md.append("- Best cell the server can run by its settings (equal weights) `")
                        .append(overall.bestConfigurable().cell().id()).append("`: NDCG@10 ")
                        .append(interval(overall.bestConfigurable().ndcgAt10())).append(", margin ")
                        .append(signed(overall.configurableMargin())).append(".\n");
            }
            if (overall.adopted() != null) {
                md.append("- Adopted `").append(overall.adopted().cell().id()).append("`: ")
                        .append(overall.replacesShipped()
                                ? "a replacement for the shipped default, better by " + signed(overall.adoptedOverShipped())
                                : "the shipped default; no cell the server can run beats it by the threshold")
                        .append(".\n");
            }
            md.append("- Oversampling for ").append(overall.adopted() != null ? overall.adopted().cell().model()
                            : overall.chosen().cell().model()).append(": smallest factor with ")
                    .append("chunk recall@10 ≥ ").append(OversamplingStudy.REQUIRED_RECALL).append(" per set ")
                    .append(overall.oversamplingBySet()).append(", so ").append(overall.oversampling())
                    .append(" everywhere; the shipped ").append(overall.shippedOversample()).append(" reaches at least ")
                    .append(String.format(Locale.ROOT, "%.3f", overall.recallAtShipped())).append(".\n\n");
        }
        if (pooled != null) {
            md.append("## Binary scan recall on a larger index\n\n");
            md.append("The ").append(pooled.vectors()).append(" vectors of ").append(pooled.model())
                    .append(" from the sets' eval indexes and the other databases named, in one binary index, searched ")
                    .append("with all ").append(pooled.queries()).append(" queries: chunk recall@10 of the exact top ")
                    .append("ten (worst query) per oversampling factor. Each set's own curve is in its results.md.\n\n")
                    .append("| oversample | candidates | share of the index | chunk recall@10 (worst query) |\n")
                    .append("|---|---|---|---|\n");
            for (OversamplingStudy.Point p : pooled.points()) {
                md.append(String.format(Locale.ROOT, "| %d | %d | %.1f%% | %.3f (%.2f) |%n", p.oversample(),
                        p.candidates(), 100.0 * p.candidates() / pooled.vectors(), p.chunkRecall(), p.minChunkRecall()));
            }
            md.append("\n");
        }
        md.append("## Cells that ran on every set, best macro NDCG@10 first\n\n| cell | NDCG@10 | Recall@10 | MRR@10 |");
        outcomes.forEach(o -> md.append(" ").append(o.set().name()).append(" |"));
        md.append("\n|---|---|---|---|");
        outcomes.forEach(o -> md.append("---|"));
        md.append("\n");
        for (MacroCell m : cells) {
            md.append("| `").append(m.cell().id()).append("` | ").append(interval(m.ndcgAt10())).append(" | ")
                    .append(interval(m.recallAt10())).append(" | ").append(interval(m.mrrAt10())).append(" |");
            m.ndcgBySet().values().forEach(v -> md.append(String.format(Locale.ROOT, " %.3f |", v)));
            md.append("\n");
        }
        return md.toString();
    }

    private static String interval(Bootstrap.Interval i) {
        return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", i.mean(), i.low(), i.high());
    }

    private static String signed(Bootstrap.Interval i) {
        return String.format(Locale.ROOT, "%+.3f [%+.3f, %+.3f]", i.mean(), i.low(), i.high());
    }
}
