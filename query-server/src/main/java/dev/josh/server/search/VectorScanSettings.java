package dev.josh.server.search;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The semantic leg's binary scan ({@code josh.search.*}): how many candidates it shortlists for the
 * float rescore.
 *
 * @param oversample    binary-scan candidates per wanted chunk before the float rescore: 16, the
 *                      smallest factor reaching chunk recall@10 of 0.95 against exact search on the
 *                      pooled real embeddings of every eval set (docs/eval/summary.md; 10 reached 0.933)
 * @param minCandidates lower bound of the binary-scan candidates
 * @param maxCandidates upper bound of the binary-scan candidates (rescore reads each one)
 */
@ConfigurationProperties("josh.search")
public record VectorScanSettings(@DefaultValue("16") int oversample, @DefaultValue("100") int minCandidates,
                                 @DefaultValue("4000") int maxCandidates) {

    /**
     * Binary-scan candidates for {@code wanted} documents: twice as many chunks, since a document's best
     * chunks compete with one another, times the oversampling factor, within the bounds.
     */
    public int candidates(int wanted) {
        return Math.clamp((long) wanted * 2 * oversample, minCandidates, maxCandidates);
    }
}
