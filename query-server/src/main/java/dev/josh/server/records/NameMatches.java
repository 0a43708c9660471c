package dev.josh.server.records;

import dev.josh.contracts.api.Citation;
import java.util.List;

/**
 * Registry records whose names match a noisy query, best first (entity resolution, flow 1b):
 * typos, accents, initials and word order are tolerated ({@link NameScorer}).
 */
public record NameMatches(String query, String source, int count, List<Match> results) {

    /**
     * @param detail what tells namesakes apart: party and state, or chamber
     * @param score  how well the name matches, 0 to 1 (1: every word exactly)
     */
    public record Match(String id, String name, String detail, boolean isCurrent, double score, Citation citation) {
    }
}
