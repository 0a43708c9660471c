package dev.josh.server.search.fusion;

import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.FusionSettings;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchResponse.LegRank;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The final order of a search's documents: RRF of both legs' when both ran (the lexical ranking weighing less for a
 * question or description no document held every word of: {@link FusionSettings#partialMatchWeight}), else the
 * one leg's own.
 */
public final class Ranking {

    private static final String LEXICAL = SearchMode.LEXICAL.wire();
    private static final String SEMANTIC = SearchMode.SEMANTIC.wire();

    /**
     * A document's place in the final order, with each leg's rank and score (null where absent).
     *
     * @param score the fused score, or the one leg's own, to the six decimals the answer shows
     */
    public record Ranked(DocumentKey key, double score, LegRank lexical, LegRank semantic) {
    }

    /**
     * The lexical plan under which no document held every word: for a query in plain language its ranking weighs
     * {@code partialMatchWeight}.
     */
    private static final String ANY_WORD = "any_word";

    private final ReciprocalRankFusion fusion;
    private final Map<String, Double> weights;
    private final Map<String, Double> partialMatchWeights;

    public Ranking(SearchProperties properties) {
        FusionSettings settings = properties.fusion();
        this.fusion = new ReciprocalRankFusion(settings.rrfK());
        this.weights = Map.of(LEXICAL, settings.lexicalWeight(), SEMANTIC, settings.semanticWeight());
        this.partialMatchWeights = Map.of(LEXICAL, settings.lexicalWeight() * settings.partialMatchWeight(),
                SEMANTIC, settings.semanticWeight());
    }

    /** Every document the legs found, best first. */
    public List<Ranked> rank(LegResults legs) {
        List<DocumentHit> lexical = legs.lexical() == null ? null : legs.lexical().documents();
        List<DocumentHit> semantic = legs.semantic();
        Map<DocumentKey, LegRank> lexicalRanks = ranks(lexical);
        Map<DocumentKey, LegRank> semanticRanks = ranks(semantic);
        List<Ranked> out = new ArrayList<>();
        if (lexical != null && semantic != null) {
            Map<String, List<DocumentKey>> lists = new LinkedHashMap<>();
            lists.put(LEXICAL, lexical.stream().map(DocumentHit::document).toList());
            lists.put(SEMANTIC, semantic.stream().map(DocumentHit::document).toList());
            boolean partial = ANY_WORD.equals(legs.lexical().plan())
                    && legs.lexical().scoring().shape().naturalLanguage();
            for (ReciprocalRankFusion.Fused<DocumentKey> f : fusion.fuse(lists, partial ? partialMatchWeights : weights)) {
                out.add(new Ranked(f.item(), round(f.score()), lexicalRanks.get(f.item()),
                        semanticRanks.get(f.item())));
            }
        } else {
            List<DocumentHit> only = lexical != null ? lexical : semantic == null ? List.of() : semantic;
            for (DocumentHit d : only) {
                out.add(new Ranked(d.document(), round(d.score()), lexicalRanks.get(d.document()),
                        semanticRanks.get(d.document())));
            }
        }
        return out;
    }

    private static Map<DocumentKey, LegRank> ranks(List<DocumentHit> docs) {
        Map<DocumentKey, LegRank> out = new HashMap<>();
        if (docs != null) {
            for (int i = 0; i < docs.size(); i++) {
                out.put(docs.get(i).document(), new LegRank(i + 1, round(docs.get(i).score())));
            }
        }
        return out;
    }

    private static double round(double score) {
        return Math.round(score * 1e6) / 1e6;
    }
}
