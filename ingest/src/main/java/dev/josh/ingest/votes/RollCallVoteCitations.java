package dev.josh.ingest.votes;

import dev.josh.contracts.id.Congresses;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The roll-call vote citation formatter:
 * {@code Roll Call Vote 362, 119th Congress, 1st Session (House), July 3, 2025}, with the House
 * Clerk's or the Senate's vote file as {@code source_url} and the vote's date as {@code published_at}.
 */
public final class RollCallVoteCitations {

    public static final String HOUSE_ORG = "Office of the Clerk, U.S. House of Representatives";
    public static final String SENATE_ORG = "U.S. Senate, Legislative Information System";

    private RollCallVoteCitations() {
    }

    public static CitationColumns cite(RollCallVote vote, Instant retrievedAt) throws RejectedRecordException {
        if (vote.sourceUrl() == null) {
            throw new RejectedRecordException(vote.id().value(), "no source_url in the file; a citation needs one");
        }
        return new CitationColumns(vote.sourceUrl(), vote.senate() ? SENATE_ORG : HOUSE_ORG, vote.date(),
                retrievedAt.toString(), vote.rawSha256(), citation(vote));
    }

    static String citation(RollCallVote vote) {
        return "Roll Call Vote " + vote.number() + ", " + Congresses.ordinal(vote.congress()) + " Congress, "
                + Congresses.ordinal(vote.session()) + " Session (" + (vote.senate() ? "Senate" : "House") + "), "
                + CitationFormats.full(LocalDate.parse(vote.date()));
    }
}
