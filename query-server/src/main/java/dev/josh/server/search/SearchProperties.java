package dev.josh.server.search;

import java.time.Duration;
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
 */
@ConfigurationProperties("josh.search")
public record SearchProperties(
        @DefaultValue("60") int rrfK,
        @DefaultValue("16") int oversample,
        @DefaultValue("100") int minCandidates,
        @DefaultValue("4000") int maxCandidates,
        @DefaultValue("200") int lexicalCandidates,
        @DefaultValue("5000") int maxLexicalCandidates,
        @DefaultValue("2") int lexicalLanes,
        @DefaultValue("0") int concurrentSearches,
        @DefaultValue("10") int defaultLimit,
        @DefaultValue("200") int maxLimit,
        @DefaultValue("1000") int maxOffset,
        @DefaultValue("1000") int maxQueryChars,
        @DefaultValue("3") int passagesPerResult,
        @DefaultValue("5s") Duration timeBudget) {

    public static SearchProperties defaults() {
        return new SearchProperties(60, 16, 100, 4000, 200, 5000, 2, 0, 10, 200, 1000, 1000, 3, Duration.ofSeconds(5));
    }

    /** {@link #concurrentSearches()} with 0 resolved to this machine's core count. */
    public int searchPlaces() {
        return concurrentSearches > 0 ? concurrentSearches : Runtime.getRuntime().availableProcessors();
    }
}
