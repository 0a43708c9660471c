package dev.josh.server.records;

import dev.josh.contracts.api.Citation;
import java.util.List;

/** Registry records whose names contain every word of a query (entity resolution, flow 1b). */
public record NameMatches(String query, String source, int count, List<Match> results) {

    /** @param detail what tells namesakes apart: party and state, or chamber */
    public record Match(String id, String name, String detail, boolean isCurrent, Citation citation) {
    }
}
