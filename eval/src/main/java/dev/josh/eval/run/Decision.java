package dev.josh.eval.run;

import dev.josh.eval.vectors.OversamplingStudy;
import java.util.Comparator;
import java.util.List;

/**
 * What one set's results decide ({@code decision.json}): the best cell against the BM25 baseline
 * and against the shipped default, and the oversampling the binary scan needs.
 *
 * @param threshold          the NDCG@10 margin a cell needs over the baseline to count as a win
 *                           (the spec's noise floor), with at most the same Recall@10 regression
 * @param baseline           BM25 on the shipped chunker
 * @param chosen             the non-BM25 cell with the best mean NDCG@10 (ties: Recall@10, then MRR@10)
 * @param marginNdcg         chosen minus baseline, NDCG@10, paired over the same bootstrap resamples
 * @param recallDelta        chosen minus baseline, Recall@10
 * @param clearsThreshold    margin >= threshold and recall delta >= -threshold
 * @param shipped            the configuration the server ships (hybrid, k = 60, equal weights, the
 *                           default model, max/50), or null when it was not among the cells
 * @param chosenOverShipped  chosen minus shipped, NDCG@10, paired; null without the shipped cell
 * @param bestConfigurable   the best cell the server can run by its settings alone (any model, chunker,
 *                           k and leg weights, since {@code josh.search.lexical-weight} and
 *                           {@code semantic-weight} made weighted fusion a setting), with its margin over
 *                           the baseline; the same as {@code chosen}, null when no such cell ran
 * @param configurableMargin bestConfigurable minus baseline, NDCG@10, paired
 * @param adopted            what the server should run: bestConfigurable when it beats the shipped
 *                           default by the threshold with at most the same Recall@10 regression (the
 *                           spec's rule for a replacement), else the shipped default itself
 * @param replacesShipped    whether {@code adopted} is a replacement for the shipped default
 * @param adoptedOverShipped adopted minus shipped, NDCG@10, paired; null without the shipped cell
 * @param oversampling       the binary scan's needs for the adopted cell's model, or null
 */
public record Decision(String set, int queries, double threshold, Summary baseline, Summary chosen,
                       Bootstrap.Interval marginNdcg, double recallDelta, boolean clearsThreshold, Summary shipped,
                       Bootstrap.Interval chosenOverShipped, Summary bestConfigurable,
                       Bootstrap.Interval configurableMargin, Summary adopted, boolean replacesShipped,
                       Bootstrap.Interval adoptedOverShipped, Oversampling oversampling) {

    public static final double THRESHOLD = 0.02;

    /** One cell's configuration and scores. */
    public record Summary(String cell, String mode, String model, String chunker, Integer k, String weights,
                          Bootstrap.Interval ndcgAt10, Bootstrap.Interval recallAt10, Bootstrap.Interval mrrAt10) {

        static Summary of(CellResult r, Bootstrap bootstrap) {
            Cell c = r.cell();
            return new Summary(c.id(), c.mode(), c.model(), c.chunker(), c.k(), c.weights(),
                    bootstrap.interval(r.ndcg()), bootstrap.interval(r.recall()),
                    bootstrap.interval(r.reciprocalRank()));
        }
    }

    /**
     * @param chosen          the smallest factor whose mean chunk recall of the exact top ten is at least
     *                        {@link OversamplingStudy#REQUIRED_RECALL}, or null when none is
     * @param shippedFactor   the server's default ({@code josh.search.oversample})
     */
    public record Oversampling(String model, String chunker, long vectors, Integer chosen, Double recallAtChosen,
                               int shippedFactor, double recallAtShipped, double requiredRecall) {
    }

    /** The decision over a set's results; null when the cells hold no BM25 baseline or nothing to compare. */
    public static Decision of(SetEvaluation.Outcome outcome, int shippedOversample, Cell shippedCell) {
        List<CellResult> results = outcome.results();
        Bootstrap bootstrap = Bootstrap.forQueries(outcome.set().queries().size());
        CellResult baseline = results.stream()
                .filter(r -> r.cell().mode().equals(Cell.BM25) && r.cell().chunker().equals(shippedCell.chunker()))
                .findFirst().orElse(null);
        CellResult chosen = best(results, false);
        CellResult configurable = best(results, true);
        if (baseline == null || chosen == null) {
            return null;
        }
        Bootstrap.Interval margin = bootstrap.difference(chosen.ndcg(), baseline.ndcg());
        double recallDelta = chosen.meanRecall() - baseline.meanRecall();
        CellResult shipped = results.stream().filter(r -> r.cell().equals(shippedCell)).findFirst().orElse(null);
        boolean replaces = configurable != null && (shipped == null
                || wins(bootstrap.difference(configurable.ndcg(), shipped.ndcg()).mean(),
                configurable.meanRecall() - shipped.meanRecall()));
        CellResult adopted = replaces ? configurable : shipped;
        Oversampling oversampling = null;
        if (adopted != null) {
            OversamplingStudy.Curve curve = outcome.curves().stream()
                    .filter(c -> c.model().equals(adopted.cell().model())).findFirst().orElse(null);
            if (curve != null) {
                Integer smallest = curve.smallestSufficient();
                oversampling = new Oversampling(curve.model(), curve.chunker(), curve.vectors(), smallest,
                        smallest == null ? null : recallAt(curve, smallest), shippedOversample,
                        recallAt(curve, shippedOversample), OversamplingStudy.REQUIRED_RECALL);
            }
        }
        return new Decision(outcome.set().name(), outcome.set().queries().size(), THRESHOLD,
                Summary.of(baseline, bootstrap), Summary.of(chosen, bootstrap), margin, recallDelta,
                wins(margin.mean(), recallDelta),
                shipped == null ? null : Summary.of(shipped, bootstrap),
                shipped == null ? null : bootstrap.difference(chosen.ndcg(), shipped.ndcg()),
                configurable == null ? null : Summary.of(configurable, bootstrap),
                configurable == null ? null : bootstrap.difference(configurable.ndcg(), baseline.ndcg()),
                adopted == null ? null : Summary.of(adopted, bootstrap), replaces && shipped != null,
                adopted == null || shipped == null ? null : bootstrap.difference(adopted.ndcg(), shipped.ndcg()),
                oversampling);
    }

    /**
     * The spec's rule, for a win over the baseline as for replacing the shipped default: a mean
     * NDCG@10 gain of at least the threshold, with at most the same Recall@10 loss.
     */
    static boolean wins(double ndcgGain, double recallDelta) {
        return ndcgGain >= THRESHOLD && recallDelta >= -THRESHOLD;
    }

    /**
     * The non-BM25 cell with the best mean NDCG@10 (ties: Recall@10, then MRR@10). Date-filtered cells
     * answer another question and never compete, nor do the Lucene cells, which the server cannot run;
     * every other cell is a setting of the server.
     */
    static CellResult best(List<CellResult> results, boolean configurableOnly) {
        return results.stream().filter(r -> !r.cell().mode().equals(Cell.BM25))
                .filter(r -> r.cell().since() == null && r.cell().serverSetting())
                .max(Comparator.comparingDouble(CellResult::meanNdcg).thenComparingDouble(CellResult::meanRecall)
                        .thenComparingDouble(CellResult::meanReciprocalRank)).orElse(null);
    }

    private static double recallAt(OversamplingStudy.Curve curve, int factor) {
        return curve.points().stream().filter(p -> p.oversample() == factor).findFirst()
                .map(OversamplingStudy.Point::chunkRecall).orElse(Double.NaN);
    }
}
