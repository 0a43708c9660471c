package dev.josh.server.citations;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The citations of a text, in order, checked against the corpus.
 *
 * @param counts    how many citations have each status
 * @param truncated whether the text held more than {@link CitationVerifier#MAX_CITATIONS} citations
 * @param quote     when a quote was given, whether the first citation's provision holds it
 */
public record CitationReport(List<CheckedCitation> citations, Map<String, Integer> counts, boolean truncated,
                             @JsonInclude(JsonInclude.Include.NON_NULL) QuoteCheck quote) {
}
