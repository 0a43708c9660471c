package dev.josh.server.search;

import dev.josh.server.search.SearchResponse.Diversity;
import dev.josh.server.search.fusion.Ranking.Ranked;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code max_per_source}: diversity across sources, applied to the fused order. Walking it best
 * first, a document is kept while its source has fewer than the cap kept before it, and held back
 * otherwise; the order of what is kept does not change, so the next best documents of other sources
 * move up into the places held-back ones would have taken. Every page is a slice of the kept order,
 * so no page holds more than the cap from one source.
 */
final class PerSourceCap {

    /** The kept documents, best first, and what the cap held back. */
    record Capped(List<Ranked> kept, Diversity diversity) {
    }

    private PerSourceCap() {
    }

    static Capped apply(List<Ranked> ranked, int cap) {
        Map<String, Integer> kept = new HashMap<>();
        Map<String, Integer> heldBack = new TreeMap<>();
        List<Ranked> out = new ArrayList<>(Math.min(ranked.size(), 1024));
        for (Ranked r : ranked) {
            String source = r.key().source();
            int n = kept.getOrDefault(source, 0);
            if (n < cap) {
                kept.put(source, n + 1);
                out.add(r);
            } else {
                heldBack.merge(source, 1, Integer::sum);
            }
        }
        int total = heldBack.values().stream().mapToInt(Integer::intValue).sum();
        return new Capped(out, new Diversity(cap, total, heldBack));
    }
}
