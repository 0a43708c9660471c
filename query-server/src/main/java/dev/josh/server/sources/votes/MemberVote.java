package dev.josh.server.sources.votes;

import dev.josh.contracts.api.Citation;

/**
 * How one legislator voted on one roll call.
 *
 * @param billId          the measure voted on, null for nominations and procedural votes
 * @param billInDatabase  whether that bill's record is loaded
 * @param position        Yea, Nay, Aye, No, Present, Not Voting
 */
public record MemberVote(String voteId, String date, String chamber, int congress, String question, String category,
                         String result, String billId, boolean billInDatabase, String position, Citation citation) {
}
