package dev.josh.ingest.votes;

import dev.josh.contracts.id.PublicId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A roll-call vote ready to write.
 *
 * @param chamber     {@code h} or {@code s}
 * @param votedAt     the vote's time as the file gives it, e.g. {@code 2025-07-03T14:41:00-04:00}
 * @param date        the local date of the vote, ISO
 * @param billId      the measure voted on as a bill public ID ({@code hr:117:3684}), or null
 * @param amendment   the file's {@code amendment} object as JSON, or null
 * @param counts      members per position, in the file's order
 * @param sourceUrl   the Clerk's or the Senate's own vote file, as the file's {@code source_url} names it
 */
public record RollCallVote(PublicId id, int congress, String chamber, int session, int number, String votedAt,
                           String date, String question, String type, String category, String requires,
                           String result, String resultText, String subject, String billId, String amendment,
                           String nominationNumber, String nominationTitle, Map<String, Integer> counts,
                           List<MemberVote> members, String recordModified, String updatedAt, String sourceUrl,
                           String sourceFile, String rawSha256) {
    public RollCallVote {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        members = List.copyOf(members);
    }

    public boolean senate() {
        return "s".equals(chamber);
    }
}
