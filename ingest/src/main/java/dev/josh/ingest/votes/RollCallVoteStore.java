package dev.josh.ingest.votes;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.FileRetention;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.LinkTable;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.StoredHash;
import dev.josh.ingest.core.UpsertSql;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes {@code roll_call_votes} and their {@code roll_call_member_votes}. Member votes carry the
 * member's bioguide ID: House files name members by it; Senate files by LIS ID, looked up in
 * {@code legislators.lis_id} (the legislators job runs first). A Senate member vote whose LIS ID
 * resolves to no legislator is kept with its raw ID and a null bioguide ID, and the vote gets one
 * warning in {@code ingestion_logs} that counts and names them; {@link LisResolution} tries them
 * again after every run.
 */
public final class RollCallVoteStore implements RecordStore<RollCallVote> {

    @Override
    public WriteOutcome write(WriteContext context, RollCallVote vote) throws SQLException, RejectedRecordException {
        CitationColumns citation = RollCallVoteCitations.cite(vote, context.retrievedAt());
        Connection c = context.connection();
        String stored = StoredHash.of(c, "roll_call_votes", vote.id().value());
        LinkTable.replace(c, RollCallVotesJobConfiguration.SOURCE, vote.id().value(), vote.billId() == null ? List.of()
                : List.of(new RecordLink(vote.billId(), "votes_on", "metadata", RecordLink.METADATA)));
        if (citation.rawSha256().equals(stored)) {
            return WriteOutcome.UNCHANGED;
        }
        upsert(c, vote, citation);
        List<String> unresolved = replaceMembers(c, vote);
        if (!unresolved.isEmpty()) {
            context.warn(vote.id().value(), unresolved.size() + " of " + vote.members().size()
                    + " member votes name a Senate LIS ID no legislator carries (legislators.lis_id); kept with their"
                    + " LIS ID and bioguide_id NULL: " + String.join(", ", unresolved));
        }
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** A vote file holds one vote: a file that no longer holds it (a renumbered copy) drops it. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        return FileRetention.retainOnly(c, "roll_call_votes", file, keys);
    }

    private static void upsert(Connection c, RollCallVote v, CitationColumns citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("roll_call_votes", "id", "id", "congress",
                "chamber", "session", "number", "title", "voted_at", "date", "question", "vote_type",
                "category", "requires", "result", "result_text", "subject", "bill_id", "amendment",
                "nomination_number", "nomination_title", "yea_count", "nay_count", "present_count",
                "not_voting_count", "counts", "record_modified", "updated_at", "source_file", "source_url",
                "source_org", "published_at", "retrieved_at", "raw_sha256", "citation_string"))) {
            Map<String, Integer> counts = v.counts();
            Params.bind(ps, 1, v.id().value(), v.congress(), v.senate() ? "senate" : "house", v.session(),
                    v.number(),
                    RollCallVoteCitations.citation(v) + " — " + (v.question() == null ? v.type() : v.question()),
                    v.votedAt(), v.date(), v.question(), v.type(), v.category(), v.requires(), v.result(),
                    v.resultText(), v.subject(), v.billId(), v.amendment(), v.nominationNumber(),
                    v.nominationTitle(), counts.getOrDefault("Yea", 0) + counts.getOrDefault("Aye", 0),
                    counts.getOrDefault("Nay", 0) + counts.getOrDefault("No", 0), counts.getOrDefault("Present", 0),
                    counts.getOrDefault("Not Voting", 0), Json.write(counts), v.recordModified(), v.updatedAt(),
                    v.sourceFile());
            citation.bind(ps, 28);
            ps.executeUpdate();
        }
    }

    /**
     * Replaces the vote's member votes; returns the Senate LIS IDs (with names) that resolved to no
     * legislator. A House file names members by bioguide ID, which is theirs whether or not
     * {@code legislators} lists them (a legislators file older than the vote may not), so it is
     * stored as it is.
     */
    private static List<String> replaceMembers(Connection c, RollCallVote v) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM roll_call_member_votes WHERE vote_id = ?")) {
            ps.setString(1, v.id().value());
            ps.executeUpdate();
        }
        List<String> unresolved = new ArrayList<>();
        List<String> bioguides = new ArrayList<>();
        try (PreparedStatement lookup = c.prepareStatement("SELECT id FROM legislators WHERE lis_id = ?")) {
            for (MemberVote m : v.members()) {
                String bioguide;
                if (v.senate()) {
                    bioguide = lisToBioguide(lookup, m.voterId());
                    if (bioguide == null) {
                        unresolved.add(m.voterId() + (m.displayName() == null ? "" : " (" + m.displayName() + ")"));
                    }
                } else {
                    bioguide = m.voterId().matches("[A-Z][0-9]{6}") ? m.voterId() : null;
                }
                bioguides.add(bioguide);
            }
        }
        RowBatch.write(c, """
                INSERT INTO roll_call_member_votes (vote_id, voter_id, bioguide_id, position, display_name,
                                                    first_name, last_name, party, state)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""", v.members(),
                (m, index) -> new Object[] {v.id().value(), m.voterId(), bioguides.get(index), m.position(),
                        m.displayName(), m.firstName(), m.lastName(), m.party(), m.state()});
        return unresolved;
    }

    private static String lisToBioguide(PreparedStatement lookup, String lisId) throws SQLException {
        lookup.setString(1, lisId);
        try (ResultSet rs = lookup.executeQuery()) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}
