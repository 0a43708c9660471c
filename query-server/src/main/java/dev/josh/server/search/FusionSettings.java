package dev.josh.server.search;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How hybrid search fuses its legs ({@code josh.search.*}): k is the one our evaluation chose
 * (docs/eval/summary.md).
 *
 * @param rrfK               reciprocal rank fusion constant: score = Σ weight / (k + rank); 60 (k = 30 and 100
 *                           score within 0.002 NDCG@10 of it over the four eval sets)
 * @param lexicalWeight      weight of the lexical ranking in hybrid fusion
 * @param semanticWeight     weight of the semantic ranking in hybrid fusion
 * @param partialMatchWeight what the lexical ranking's fusion weight is multiplied by for a query in plain language
 *                           (a {@link QueryShape#QUESTION} or {@link QueryShape#DESCRIPTIVE} one) when no document held
 *                           every word of it (its plan {@code any_word}): the words of a question are often not the
 *                           answer's, so a ranking of documents that each hold some of them is weaker evidence than
 *                           the semantic leg's, and at full weight it dragged the hybrid below the semantic leg alone
 *                           on natural questions (docs/eval/document-ranking.md); keywords and titles keep full weight
 */
@ConfigurationProperties("josh.search")
public record FusionSettings(@DefaultValue("60") int rrfK, @DefaultValue("1") double lexicalWeight,
                             @DefaultValue("1") double semanticWeight,
                             @DefaultValue("0.25") double partialMatchWeight) {

    public FusionSettings {
        if (partialMatchWeight < 0 || partialMatchWeight > 1) {
            throw new IllegalArgumentException("josh.search.partial-match-weight is between 0 and 1, got "
                    + partialMatchWeight);
        }
        if (lexicalWeight < 0 || semanticWeight < 0 || lexicalWeight + semanticWeight == 0) {
            throw new IllegalArgumentException("josh.search.lexical-weight and semantic-weight must not be negative "
                    + "and not both 0, got " + lexicalWeight + " and " + semanticWeight);
        }
    }

    /** This fusion with another constant and leg weights (what the evaluation's cells vary). */
    public FusionSettings withWeights(int k, double lexical, double semantic) {
        return new FusionSettings(k, lexical, semantic, partialMatchWeight);
    }

    /** This fusion with another weight for partial lexical matches. */
    public FusionSettings withPartialMatchWeight(double weight) {
        return new FusionSettings(rrfK, lexicalWeight, semanticWeight, weight);
    }
}
