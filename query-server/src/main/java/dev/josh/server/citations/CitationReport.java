package dev.josh.server.citations;

import java.util.List;
import java.util.Map;

/**
 * The citations of a text, in order, checked against the corpus.
 *
 * @param counts    how many citations have each status
 * @param truncated whether the text held more than {@link CitationVerifier#MAX_CITATIONS} citations
 */
public record CitationReport(List<CheckedCitation> citations, Map<String, Integer> counts, boolean truncated) {
}
