package dev.josh.server.sources.votes;

import dev.josh.contracts.api.Citation;
import java.util.Map;

/** A roll-call vote as a dossier lists it: the question, the result, the tallies and each party's positions. */
public record VoteSummary(String id, String title, String date, String question, String result,
                          VoteRecord.Tallies tallies, Map<String, Map<String, Integer>> byParty, Citation citation) {

    public static VoteSummary of(VoteRecord vote) {
        return new VoteSummary(vote.id(), vote.title(), vote.date(), vote.question(), vote.result(), vote.tallies(),
                vote.byParty(), vote.citation());
    }
}
