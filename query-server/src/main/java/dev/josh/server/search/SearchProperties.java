package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalLeg;
import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The knobs of flows 2-4 ({@code josh.search.*}). k and the oversampling factor are the ones our
 * evaluation chose (docs/eval/summary.md); the others are measured or community defaults.
 *
 * @param rrfK                reciprocal rank fusion constant: score = Σ 1 / (k + rank); 60 (k = 30 and 100
 *                          score within 0.002 NDCG@10 of it over the four eval sets)
 * @param oversample          binary-scan candidates per wanted chunk before the float rescore: 16, the
 *                          smallest factor reaching chunk recall@10 of 0.95 against exact search on the
 *                          pooled real embeddings of every eval set (docs/eval/summary.md; 10 reached 0.933)
 * @param minCandidates       lower bound of the binary-scan candidates
 * @param maxCandidates       upper bound of the binary-scan candidates (rescore reads each one)
 * @param scoredRows          matching rows one FTS5 query may score per source (chunks; five times as
 *                          many documents where documents are ranked as wholes): see {@link LexicalLeg}
 * @param lexicalCandidates   chunk rows one FTS5 query may return at least
 * @param maxLexicalCandidates chunk rows one FTS5 query may return at most
 * @param lexicalLanes      connections one lexical leg may query its sources on at once (one per core:
 *                          FTS5 runs a query on one thread)
 * @param concurrentSearches searches that run at once, the others waiting their turn in arrival order
 *                          (see {@link SearchService#search}); 0: one per core
 * @param defaultLimit        results per page when the caller does not say
 * @param maxLimit            results per page at most
 * @param maxOffset           deepest page start; deeper pages would need unbounded candidate sets
 * @param maxQueryChars       longest query accepted
 * @param passagesPerResult   best chunks shown under each document
 * @param timeBudget          wall time one search may take before it is cut off
 * @param rankDocuments       the lexical leg ranks a source's documents by its document-level index
 *                          (BM25 over the record's fields, migration V70) where it has one; false (the
 *                          default) ranks them by their best chunk: on the committed eval sets neither
 *                          beats the other by the decision rule's margin, and the bills set, whose labels
 *                          judge omnibus bills relevant to most topics, loses with documents ranked as
 *                          wholes (docs/eval/document-ranking.md)
 * @param fieldWeights        BM25 weight of each field of the document-level index, by column name
 *                          ({@code josh.search.field-weights.title=10}); a field not named weighs 1
 * @param openingWeight       share of a document's semantic score that comes from its opening (its first
 *                          chunk: title and opening) rather than its best chunk: score = w · cos(opening) +
 *                          (1 - w) · cos(best chunk); 0 (the default, by the same evaluation) ranks by the
 *                          best chunk alone
 * @param lexicalWeight       weight of the lexical ranking in hybrid fusion: score = Σ weight / (k + rank)
 * @param semanticWeight      weight of the semantic ranking in hybrid fusion
 * @param partialMatchWeight  what the lexical ranking's fusion weight is multiplied by for a query in plain language
 *                          (a {@link QueryShape#QUESTION} or {@link QueryShape#DESCRIPTIVE} one) when no document held
 *                          every word of it (its plan {@code any_word}): the words of a question are often not the
 *                          answer's, so a ranking of documents that each hold some of them is weaker evidence than
 *                          the semantic leg's, and at full weight it dragged the hybrid below the semantic leg alone
 *                          on natural questions (docs/eval/document-ranking.md); keywords and titles keep full weight
 * @param descriptive         how descriptive queries are told from targeted ones and scored
 *                          ({@code josh.search.descriptive.*}; {@link QueryShape}): {@code rankDocuments} and
 *                          {@code openingWeight} above score targeted queries
 */
@ConfigurationProperties("josh.search")
public record SearchProperties(
        @DefaultValue("60") int rrfK,
        @DefaultValue("16") int oversample,
        @DefaultValue("100") int minCandidates,
        @DefaultValue("4000") int maxCandidates,
        @DefaultValue("2000") int scoredRows,
        @DefaultValue("200") int lexicalCandidates,
        @DefaultValue("5000") int maxLexicalCandidates,
        @DefaultValue("2") int lexicalLanes,
        @DefaultValue("0") int concurrentSearches,
        @DefaultValue("10") int defaultLimit,
        @DefaultValue("200") int maxLimit,
        @DefaultValue("1000") int maxOffset,
        @DefaultValue("1000") int maxQueryChars,
        @DefaultValue("3") int passagesPerResult,
        @DefaultValue("5s") Duration timeBudget,
        @DefaultValue("false") boolean rankDocuments,
        Map<String, Double> fieldWeights,
        @DefaultValue("0") double openingWeight,
        @DefaultValue("1") double lexicalWeight,
        @DefaultValue("1") double semanticWeight,
        @DefaultValue("0.25") double partialMatchWeight,
        @DefaultValue Descriptive descriptive) {

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

    /**
     * Field weights of the document-level index: the seed's title 10, summary 4, actions 2, body 1,
     * with the other name fields as the title and the heading path as actions (the evaluation found
     * no better: docs/eval/document-ranking.md). What names a document outweighs what it says at length.
     */
    public static final Map<String, Double> DEFAULT_FIELD_WEIGHTS = Map.of(
            "title", 10.0, "heading", 10.0, "official_title", 10.0, "summary", 4.0,
            "latest_action_text", 2.0, "heading_path", 2.0, "body_markdown", 1.0);

    public SearchProperties {
        fieldWeights = fieldWeights == null || fieldWeights.isEmpty() ? DEFAULT_FIELD_WEIGHTS : Map.copyOf(fieldWeights);
        descriptive = descriptive == null ? Descriptive.DEFAULT : descriptive;
        if (partialMatchWeight < 0 || partialMatchWeight > 1) {
            throw new IllegalArgumentException("josh.search.partial-match-weight is between 0 and 1, got "
                    + partialMatchWeight);
        }
        if (openingWeight < 0 || openingWeight > 1) {
            throw new IllegalArgumentException("josh.search.opening-weight is between 0 and 1, got " + openingWeight);
        }
        if (lexicalWeight < 0 || semanticWeight < 0 || lexicalWeight + semanticWeight == 0) {
            throw new IllegalArgumentException("josh.search.lexical-weight and semantic-weight must not be negative "
                    + "and not both 0, got " + lexicalWeight + " and " + semanticWeight);
        }
    }

    /** How {@code query}'s documents are scored, by its {@link QueryShape}. */
    public DocumentScoring scoringFor(String query) {
        QueryShape shape = QueryShape.of(query, descriptive.minWords());
        return shape == QueryShape.DESCRIPTIVE
                ? new DocumentScoring(shape, descriptive.rankDocuments(), descriptive.openingWeight())
                : new DocumentScoring(shape, rankDocuments, openingWeight);
    }

    /**
     * Chunk rows one lexical query returns for a page reaching {@code needed} documents: four per
     * document, since a document's chunks share its words, within the candidate bounds.
     */
    public int lexicalWindow(int needed) {
        return Math.clamp(needed * 4L, lexicalCandidates, maxLexicalCandidates);
    }

    public static SearchProperties defaults() {
        return new SearchProperties(60, 16, 100, 4000, LexicalLeg.DEFAULT_SCORED_ROWS, 200, 5000, 2, 0, 10, 200, 1000, 1000, 3, Duration.ofSeconds(5),
                false, DEFAULT_FIELD_WEIGHTS, 0, 1, 1, 0.25, Descriptive.DEFAULT);
    }

    /** These settings with another fusion constant and fusion weights (what the evaluation's cells vary). */
    public SearchProperties withFusion(int k, double lexical, double semantic, Duration budget) {
        return new SearchProperties(k, oversample, minCandidates, maxCandidates, scoredRows, lexicalCandidates,
                maxLexicalCandidates, lexicalLanes, concurrentSearches, defaultLimit, maxLimit, maxOffset,
                maxQueryChars, passagesPerResult, budget, rankDocuments, fieldWeights, openingWeight, lexical, semantic,
                partialMatchWeight, descriptive);
    }

    /** These settings with another lexical cap and binary-scan shortlist (an eval set's own, or a deliberate break). */
    public SearchProperties withScanBounds(int scored, int oversampleFactor, int minimum, int maximum) {
        return new SearchProperties(rrfK, oversampleFactor, minimum, maximum, scored, lexicalCandidates,
                maxLexicalCandidates, lexicalLanes, concurrentSearches, defaultLimit, maxLimit, maxOffset,
                maxQueryChars, passagesPerResult, timeBudget, rankDocuments, fieldWeights, openingWeight, lexicalWeight,
                semanticWeight, partialMatchWeight, descriptive);
    }

    /** These settings with another document scoring in each leg (what an evaluation run may vary). */
    public SearchProperties withDocumentScoring(boolean documents, Map<String, Double> weights, double opening) {
        return new SearchProperties(rrfK, oversample, minCandidates, maxCandidates, scoredRows, lexicalCandidates,
                maxLexicalCandidates, lexicalLanes, concurrentSearches, defaultLimit, maxLimit, maxOffset,
                maxQueryChars, passagesPerResult, timeBudget, documents, weights, opening, lexicalWeight,
                semanticWeight, partialMatchWeight, descriptive);
    }

    /** These settings with another scoring of descriptive queries (what an evaluation run may vary). */
    public SearchProperties withDescriptive(Descriptive scoring) {
        return new SearchProperties(rrfK, oversample, minCandidates, maxCandidates, scoredRows, lexicalCandidates,
                maxLexicalCandidates, lexicalLanes, concurrentSearches, defaultLimit, maxLimit, maxOffset,
                maxQueryChars, passagesPerResult, timeBudget, rankDocuments, fieldWeights, openingWeight, lexicalWeight,
                semanticWeight, partialMatchWeight, scoring);
    }

    /** These settings with another weight for partial lexical matches (what an evaluation run may vary). */
    public SearchProperties withPartialMatchWeight(double weight) {
        return new SearchProperties(rrfK, oversample, minCandidates, maxCandidates, scoredRows, lexicalCandidates,
                maxLexicalCandidates, lexicalLanes, concurrentSearches, defaultLimit, maxLimit, maxOffset,
                maxQueryChars, passagesPerResult, timeBudget, rankDocuments, fieldWeights, openingWeight, lexicalWeight,
                semanticWeight, weight, descriptive);
    }

    /** {@link #concurrentSearches()} with 0 resolved to this machine's core count. */
    public int searchPlaces() {
        return concurrentSearches > 0 ? concurrentSearches : Runtime.getRuntime().availableProcessors();
    }
}
