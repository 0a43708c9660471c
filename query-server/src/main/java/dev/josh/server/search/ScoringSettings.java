package dev.josh.server.search;

import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How each leg scores a document ({@code josh.search.*}), chosen by our evaluation
 * (docs/eval/document-ranking.md, docs/eval/summary.md).
 *
 * @param rankDocuments the lexical leg ranks a source's documents by its document-level index
 *                      (BM25 over the record's fields, migration V70) where it has one; false (the
 *                      default) ranks them by their best chunk: on the committed eval sets neither
 *                      beats the other by the decision rule's margin, and the bills set, whose labels
 *                      judge omnibus bills relevant to most topics, loses with documents ranked as
 *                      wholes (docs/eval/document-ranking.md)
 * @param fieldWeights  BM25 weight of each field of the document-level index, by column name
 *                      ({@code josh.search.field-weights.title=10}); a field not named weighs 1
 * @param openingWeight share of a document's semantic score that comes from its opening (its first
 *                      chunk: title and opening) rather than its best chunk: score = w · cos(opening) +
 *                      (1 - w) · cos(best chunk); 0 (the default, by the same evaluation) ranks by the
 *                      best chunk alone
 * @param descriptive   how descriptive queries are told from targeted ones and scored
 *                      ({@code josh.search.descriptive.*}; {@link QueryShape}): {@code rankDocuments} and
 *                      {@code openingWeight} above score targeted queries
 */
@ConfigurationProperties("josh.search")
public record ScoringSettings(@DefaultValue("false") boolean rankDocuments, Map<String, Double> fieldWeights,
                              @DefaultValue("0") double openingWeight, @DefaultValue Descriptive descriptive) {

    /**
     * Field weights of the document-level index: the seed's title 10, summary 4, actions 2, body 1,
     * with the other name fields as the title and the heading path as actions (the evaluation found
     * no better: docs/eval/document-ranking.md). What names a document outweighs what it says at length.
     */
    public static final Map<String, Double> DEFAULT_FIELD_WEIGHTS = Map.of(
            "title", 10.0, "heading", 10.0, "official_title", 10.0, "summary", 4.0,
            "latest_action_text", 2.0, "heading_path", 2.0, "body_markdown", 1.0);

    public ScoringSettings {
        fieldWeights = fieldWeights == null || fieldWeights.isEmpty() ? DEFAULT_FIELD_WEIGHTS : Map.copyOf(fieldWeights);
        descriptive = descriptive == null ? Descriptive.DEFAULT : descriptive;
        if (openingWeight < 0 || openingWeight > 1) {
            throw new IllegalArgumentException("josh.search.opening-weight is between 0 and 1, got " + openingWeight);
        }
    }

    /**
     * Document scoring for descriptive queries, chosen by the evaluation over both kinds of question
     * (docs/eval/summary.md).
     *
     * @param minWords      words carrying meaning that make a query in prose descriptive, twice as many for a
     *                      question (stopwords and question words not counted; a title is never descriptive:
     *                      {@link QueryShape}); 0: no query is
     * @param rankDocuments the lexical leg ranks their documents by the document-level index
     * @param openingWeight the share of their semantic score from the document's opening
     */
    public record Descriptive(@DefaultValue("10") int minWords, @DefaultValue("false") boolean rankDocuments,
                              @DefaultValue("0.75") double openingWeight) {

        public static final Descriptive DEFAULT = new Descriptive(10, false, 0.75);
        /** No query is descriptive: every one scored as the targeted settings say. */
        public static final Descriptive NONE = new Descriptive(0, false, 0);

        public Descriptive {
            if (minWords < 0) {
                throw new IllegalArgumentException("josh.search.descriptive.min-words must not be negative, got "
                        + minWords);
            }
            if (openingWeight < 0 || openingWeight > 1) {
                throw new IllegalArgumentException("josh.search.descriptive.opening-weight is between 0 and 1, got "
                        + openingWeight);
            }
        }
    }

    /** How {@code query}'s documents are scored, by its {@link QueryShape}. */
    public DocumentScoring forQuery(String query) {
        QueryShape shape = QueryShape.of(query, descriptive.minWords());
        return shape == QueryShape.DESCRIPTIVE
                ? new DocumentScoring(shape, descriptive.rankDocuments(), descriptive.openingWeight())
                : new DocumentScoring(shape, rankDocuments, openingWeight);
    }

    /** This scoring with another document grain and opening weight for targeted queries. */
    public ScoringSettings withTargeted(boolean documents, Map<String, Double> weights, double opening) {
        return new ScoringSettings(documents, weights, opening, descriptive);
    }

    /** This scoring with another scoring of descriptive queries. */
    public ScoringSettings withDescriptive(Descriptive scoring) {
        return new ScoringSettings(rankDocuments, fieldWeights, openingWeight, scoring);
    }
}
