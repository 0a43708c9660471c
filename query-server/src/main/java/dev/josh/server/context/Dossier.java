package dev.josh.server.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.contracts.api.Citation;
import java.util.List;
import java.util.Map;

/**
 * Everything that matters about one record, in one bounded answer: {@code GET /v1/context/{id}}
 * and the MCP tool {@code context}.
 *
 * @param type            the record's resource, e.g. {@code bills}
 * @param inDatabase      whether the record itself is loaded (a cited record that is not can still have a dossier of
 *                        what cites it)
 * @param citation        the record's own citation (null when it is not loaded)
 * @param sizeBoundChars  the most characters this depth's answer takes; sections past it are cut and say so
 * @param statuses        how many sections ended in each status, so a partial answer is seen at a glance
 * @param sections        in a fixed order per type; each with its own status and citations
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Dossier(String id, String type, String title, boolean inDatabase, Citation citation, Depth depth,
                      int sizeBoundChars, Map<String, Integer> statuses, List<DossierSection> sections,
                      long elapsedMs) {
}
