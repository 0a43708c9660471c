package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalLeg;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What one lexical leg may read ({@code josh.search.*}).
 *
 * @param scoredRows           matching rows one FTS5 query may score per source (chunks; five times as
 *                             many documents where documents are ranked as wholes): see {@link LexicalLeg}
 * @param lexicalCandidates    chunk rows one FTS5 query may return at least
 * @param maxLexicalCandidates chunk rows one FTS5 query may return at most
 * @param lexicalLanes         connections one lexical leg may query its sources on at once (one per core:
 *                             FTS5 runs a query on one thread)
 */
@ConfigurationProperties("josh.search")
public record LexicalSettings(@DefaultValue("2000") int scoredRows, @DefaultValue("200") int lexicalCandidates,
                              @DefaultValue("5000") int maxLexicalCandidates, @DefaultValue("2") int lexicalLanes) {

    /**
     * Chunk rows one lexical query returns for a page reaching {@code needed} documents: four per
     * document, since a document's chunks share its words, within the candidate bounds.
     */
    public int window(int needed) {
        return Math.clamp(needed * 4L, lexicalCandidates, maxLexicalCandidates);
    }

    /** These bounds with another cap on scored rows (an eval set's own, or a deliberate break). */
    public LexicalSettings withScoredRows(int rows) {
        return new LexicalSettings(rows, lexicalCandidates, maxLexicalCandidates, lexicalLanes);
    }
}
