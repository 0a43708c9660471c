package dev.josh.eval.run;

import java.util.List;

/**
 * A cell's scores on a set: per query (in the set's order), with the mean time per search and the
 * searches that failed (scored as empty rankings; a few of their errors kept to report).
 */
public record CellResult(Cell cell, List<Metrics.Scores> perQuery, double meanMillis, int failures,
                         List<String> sampleErrors) {

    public CellResult {
        perQuery = List.copyOf(perQuery);
        sampleErrors = List.copyOf(sampleErrors);
    }

    public double[] ndcg() {
        return perQuery.stream().mapToDouble(Metrics.Scores::ndcg).toArray();
    }

    public double[] recall() {
        return perQuery.stream().mapToDouble(Metrics.Scores::recall).toArray();
    }

    public double[] reciprocalRank() {
        return perQuery.stream().mapToDouble(Metrics.Scores::reciprocalRank).toArray();
    }

    public double meanNdcg() {
        return mean(ndcg());
    }

    public double meanRecall() {
        return mean(recall());
    }

    public double meanReciprocalRank() {
        return mean(reciprocalRank());
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }
}
