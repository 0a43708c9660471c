package dev.josh.server.search;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The semantic leg's binary scan and vector graphs ({@code josh.search.*}): how many candidates they
 * shortlist for the float rescore.
 *
 * @param oversample    binary-scan candidates per wanted chunk before the float rescore: 16, the
 *                      smallest factor reaching chunk recall@10 of 0.95 against exact search on the
 *                      pooled real embeddings of every eval set (docs/eval/summary.md; 10 reached 0.933)
 * @param minCandidates lower bound of the binary-scan candidates
 * @param maxCandidates upper bound of the binary-scan candidates (rescore reads each one)
 * @param graphMinVectors a source's vector graph serves it from this many vectors up; a smaller source
 *                      is scanned, and so are sources without a graph. Off by default (the int
 *                      maximum): at 1M chunks on two loaded cores the graphs reached exact recall but
 *                      raised the semantic p95 1.4–2.6× (docs/benchmarks.md, "Vector graph"); 50000 turns
 *                      them on for the large sources
 * @param graphOversample graph candidates per wanted chunk: each graph search's beam, and how many of
 *                      their hits the float rescore reads; chosen by measured chunk recall@10 against
 *                      exact KNN (docs/benchmarks.md, "Vector graph")
 */
@ConfigurationProperties("josh.search")
public record VectorScanSettings(@DefaultValue("16") int oversample, @DefaultValue("100") int minCandidates,
                                 @DefaultValue("4000") int maxCandidates,
                                 @DefaultValue("2147483647") int graphMinVectors,
                                 @DefaultValue("16") int graphOversample) {

    /**
     * Binary-scan candidates for {@code wanted} documents: twice as many chunks, since a document's best
     * chunks compete with one another, times the oversampling factor, within the bounds.
     */
    public int candidates(int wanted) {
        return Math.clamp((long) wanted * 2 * oversample, minCandidates, maxCandidates);
    }

    /**
     * Candidates each vector graph returns for {@code wanted} documents, and the rescore keeps of all of
     * theirs: twice as many chunks times the graph oversampling factor, at least {@code wanted} and at
     * most {@code maxCandidates}. Not raised to {@code minCandidates}: the graph hits come scored on
     * their float vectors, so fewer suffice than of the binary scan's.
     */
    public int graphCandidates(int wanted) {
        return Math.clamp((long) wanted * 2 * graphOversample, wanted, Math.max(wanted, maxCandidates));
    }
}
