package dev.josh.eval.run;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The three measures at a cutoff, computed as trec_eval and BEIR do: NDCG with linear gain
 * (the grade) and a log2(rank + 1) discount, normalized by the ideal ordering of the judged
 * documents; recall as the share of relevant documents (grade >= 1) in the cutoff; reciprocal
 * rank of the first relevant document within the cutoff, else 0.
 */
public final class Metrics {

    public static final int CUTOFF = 10;

    /** One query's measures. */
    public record Scores(double ndcg, double recall, double reciprocalRank) {
    }

    private Metrics() {
    }

    public static Scores score(List<String> ranking, Map<String, Integer> grades) {
        if (grades.isEmpty()) {
            throw new IllegalArgumentException("a query without relevant documents cannot be scored");
        }
        double dcg = 0;
        int found = 0;
        double reciprocalRank = 0;
        Set<String> seen = new HashSet<>();
        int rank = 0;
        for (String doc : ranking) {
            if (rank == CUTOFF) {
                break;
            }
            if (!seen.add(doc)) {
                continue; // a document counts once, at its best rank
            }
            rank++;
            int grade = grades.getOrDefault(doc, 0);
            if (grade > 0) {
                dcg += grade / log2(rank + 1);
                found++;
                if (reciprocalRank == 0) {
                    reciprocalRank = 1.0 / rank;
                }
            }
        }
        List<Integer> ideal = grades.values().stream().sorted((a, b) -> b - a).limit(CUTOFF).toList();
        double idcg = 0;
        for (int i = 0; i < ideal.size(); i++) {
            idcg += ideal.get(i) / log2(i + 2);
        }
        return new Scores(dcg / idcg, (double) found / grades.size(), reciprocalRank);
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
