package dev.josh.server.search;

import dev.josh.server.db.SourceTables;
import java.util.List;
import java.util.Map;

/**
 * Which sources each leg of one search searches, and what the plan had to give up.
 *
 * @param searched    every source the answer reports as searched
 * @param lexical     the sources the lexical leg searches (none in semantic mode)
 * @param semantic    the sources the semantic leg searches (none in lexical mode)
 * @param lexicalOnly in hybrid mode, the sources searched by their words only, with the reason
 * @param excluded    in semantic mode, the sources left out for having no vectors
 */
public record SourcePlan(List<SourceTables> searched, List<SourceTables> lexical, List<SourceTables> semantic,
                         Map<String, String> lexicalOnly, List<String> excluded) {
}
