package dev.josh.server.sources.lda;

import dev.josh.contracts.api.Citation;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * Lobbying registrants or clients whose names match a noisy query, best first. Registrants and
 * clients have no public id of their own: each match carries the Senate's id, the filings that
 * name it (their {@code lda:} ids round-trip), and the path that lists them all.
 *
 * @param kind registrant or client
 */
public record LobbyingEntities(String query, String kind, int count, List<Match> results) {

    /**
     * @param senateId      the Senate LDA's registrant or client id
     * @param name          the name as its latest filing gives it
     * @param score         how well the name matches, 0 to 1
     * @param latestFiling  the newest filing naming it
     * @param filingsPath   every filing naming it: {@code /v1/lda-filings?registrant_id=…}
     * @param citation      the latest filing's citation
     */
    @Schema(name = "LobbyingEntity")
    public record Match(String senateId, String name, double score, int filings, Integer firstYear, Integer lastYear,
                        String description, String state, String country, String latestFiling, String filingsPath,
                        Citation citation) {
    }
}
