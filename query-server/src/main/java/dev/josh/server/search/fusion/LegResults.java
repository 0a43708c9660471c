package dev.josh.server.search.fusion;

import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.SearchResponse.Degraded;
import dev.josh.server.search.lexical.LexicalSearch;
import java.util.List;

/**
 * What the legs of one search found.
 *
 * @param lexical  the lexical leg's outcome; null when it did not run or failed
 * @param semantic the semantic leg's documents, best first; null when it did not run or failed
 * @param degraded what the answer gave up of what the mode promised; null when nothing
 */
public record LegResults(LexicalSearch.Outcome lexical, List<DocumentHit> semantic, Degraded degraded) {
}
