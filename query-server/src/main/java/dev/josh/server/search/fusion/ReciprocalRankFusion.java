package dev.josh.server.search.fusion;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal Rank Fusion: score(d) = Σ over the lists that hold d of 1 / (k + rank(d)). It needs
 * ranks only, so BM25 and cosine never have to be made comparable. Ties go to the document with
 * the better single rank, then to the earlier list, so the order is deterministic.
 */
final class ReciprocalRankFusion {

    private final int k;

    ReciprocalRankFusion(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("k must be >= 0, got " + k);
        }
        this.k = k;
    }

    /** A fused document with its 1-based rank in each list (absent where the list lacks it). */
    record Fused<T>(T item, double score, Map<String, Integer> ranks) {
        int bestRank() {
            return ranks.values().stream().mapToInt(Integer::intValue).min().orElse(Integer.MAX_VALUE);
        }
    }

    /** @param rankings list name → items best first; each item appears at most once per list */
    <T> List<Fused<T>> fuse(Map<String, List<T>> rankings) {
        return fuse(rankings, Map.of());
    }

    /**
     * Weighted fusion: score(d) = Σ weight(list) / (k + rank(d)); a list not named weighs 1. A weight
     * of 2 counts a list as if it were entered twice.
     */
    <T> List<Fused<T>> fuse(Map<String, List<T>> rankings, Map<String, Double> weights) {
        Map<T, Map<String, Integer>> ranks = new LinkedHashMap<>();
        Map<T, Double> scores = new HashMap<>();
        rankings.forEach((name, items) -> {
            for (int i = 0; i < items.size(); i++) {
                T item = items.get(i);
                int rank = i + 1;
                if (ranks.computeIfAbsent(item, x -> new LinkedHashMap<>()).putIfAbsent(name, rank) == null) {
                    scores.merge(item, weights.getOrDefault(name, 1.0) / (k + rank), Double::sum);
                }
            }
        });
        List<Fused<T>> out = new ArrayList<>(ranks.size());
        ranks.forEach((item, r) -> out.add(new Fused<>(item, scores.get(item), Map.copyOf(r))));
        // Stable sort: equal scores and equal best ranks keep first-seen order (earlier list first).
        out.sort(Comparator.<Fused<T>>comparingDouble(Fused::score).reversed()
                .thenComparingInt(Fused::bestRank));
        return out;
    }
}
