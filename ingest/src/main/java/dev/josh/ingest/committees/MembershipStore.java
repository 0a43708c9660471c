package dev.josh.ingest.committees;

import dev.josh.contracts.id.Congresses;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * Writes {@code committee_memberships}. The committee must already be loaded (the committees
 * step runs first); a member missing from {@code legislators} is still written, with a warning,
 * because the membership file is the authority on who sits where.
 */
public final class MembershipStore implements RecordStore<Membership> {

    @Override
    public WriteOutcome write(WriteContext context, Membership m) throws SQLException, RejectedRecordException {
        Connection c = context.connection();
        String key = Membership.key(m.committeeId(), m.legislatorId());
        Names names = Rows.on(c).sql("""
                SELECT c.name AS committee, p.name AS parent
                FROM committees c LEFT JOIN committees p ON p.id = c.parent_id WHERE c.id = ?""")
                .param(m.committeeId()).query(Rows.of(Names.class)).optional().orElse(Names.NONE);
        String committeeName = names.committee();
        String parentName = names.parent();
        if (committeeName == null) {
            throw new RejectedRecordException(key, "committee " + m.committeeId() + " is not in committees "
                    + "(not listed in " + CommitteeCitations.COMMITTEES_FILE + ")");
        }
        CitationColumns citation = CommitteeCitations.cite(m, committeeName, parentName, context.retrievedAt());
        String stored = Rows.on(c).sql("""
                SELECT raw_sha256 FROM committee_memberships WHERE committee_id = ? AND legislator_id = ? AND congress = ?""")
                .params(m.committeeId(), m.legislatorId(), m.congress()).query(String.class).optional().orElse(null);
        if (citation.rawSha256().equals(stored)) {
            return WriteOutcome.UNCHANGED;
        }
        if (!legislatorExists(c, m.legislatorId())) {
            context.warn(key, "bioguide " + m.legislatorId() + " is not in legislators; the membership is kept "
                    + "and joins to no name");
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO committee_memberships (committee_id, legislator_id, congress, party, member_rank, role,
                                                   listed_name, source_url, source_org, published_at, retrieved_at,
                                                   raw_sha256, citation_string)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (committee_id, legislator_id, congress) DO UPDATE SET
                    party = excluded.party, member_rank = excluded.member_rank, role = excluded.role,
                    listed_name = excluded.listed_name, source_url = excluded.source_url,
                    source_org = excluded.source_org, published_at = excluded.published_at,
                    retrieved_at = excluded.retrieved_at, raw_sha256 = excluded.raw_sha256,
                    citation_string = excluded.citation_string""")) {
            Params.bind(ps, 1, m.committeeId(), m.legislatorId(), m.congress(), m.party(), m.rank(), m.role(),
                    m.listedName());
            citation.bind(ps, 8);
            ps.executeUpdate();
        }
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** The file is the whole roster of its Congress: seats it no longer lists are removed. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        int congress = Congresses.at(LocalDate.parse(file.lastModifiedDate()));
        List<Seat> gone = Rows.on(c).sql(
                "SELECT committee_id, legislator_id FROM committee_memberships WHERE congress = ?")
                .param(congress).query(Rows.of(Seat.class)).stream()
                .filter(seat -> !keys.contains(Membership.key(seat.committeeId(), seat.legislatorId()))).toList();
        try (PreparedStatement ps = c.prepareStatement(
                "DELETE FROM committee_memberships WHERE committee_id = ? AND legislator_id = ? AND congress = ?")) {
            for (Seat seat : gone) {
                ps.setString(1, seat.committeeId());
                ps.setString(2, seat.legislatorId());
                ps.setInt(3, congress);
                ps.executeUpdate();
            }
        }
        return gone.size();
    }

    /** A committee's name and its parent's (null for a full committee). */
    private record Names(String committee, String parent) {
        static final Names NONE = new Names(null, null);
    }

    /** A seat on a committee in the file's Congress. */
    private record Seat(String committeeId, String legislatorId) {
    }

    private static boolean legislatorExists(Connection c, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM legislators WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }
}
