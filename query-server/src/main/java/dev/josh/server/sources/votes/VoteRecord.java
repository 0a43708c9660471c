package dev.josh.server.sources.votes;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import java.util.List;
import java.util.Map;

/**
 * A roll-call vote: the question, the result, the tallies, the measure voted on, and how each
 * member voted.
 *
 * @param category   passage, passage-suspension, cloture, amendment, nomination, …
 * @param requires   the majority required: 1/2, 2/3, 3/5
 * @param bill       the measure voted on (null for a nomination or procedural vote)
 * @param counts     members per position as the file lists them (a quorum call lists names as positions)
 * @param byParty    party → position → members
 * @param members    how each member voted (those the filter kept; none when members were not asked for)
 * @param membersShown which members {@code members} holds
 */
public record VoteRecord(
        String type,
        String id,
        int congress,
        String chamber,
        int session,
        int number,
        String title,
        String date,
        String votedAt,
        String question,
        String voteType,
        String category,
        String requires,
        String result,
        String resultText,
        String subject,
        Link bill,
        Object amendment,
        Nomination nomination,
        Tallies tallies,
        Map<String, Object> counts,
        Map<String, Map<String, Integer>> byParty,
        List<MemberPosition> members,
        MembersShown membersShown,
        Citation citation) implements PublicRecord {

    public record Tallies(int yea, int nay, int present, int notVoting) {
    }

    /** @param number e.g. "851-6" for PN 851-6 */
    public record Nomination(String number, String title) {
    }

    /**
     * @param voterId    the id the vote file uses: a bioguide id (House), a LIS id (Senate), VP
     * @param bioguideId the legislator's bioguide id, null when a Senate LIS id matches no legislator
     * @param name       the legislator's full name, else the name the vote file prints (a House file: the last name)
     * @param inDatabase the legislator's record is loaded ({@code /v1/legislators/{bioguide_id}})
     */
    public record MemberPosition(String bioguideId, String voterId, String name, String party, String state,
                                 String position, boolean inDatabase) {
    }

    /**
     * @param filter what was asked: position, party, state (null: all members)
     * @param count  members listed
     * @param total  members on the vote
     */
    public record MembersShown(Map<String, String> filter, int count, int total, String note) {
    }
}
