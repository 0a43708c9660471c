package dev.josh.server.sources.votes;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Keyset;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.JoinPage;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.RecordRef;
import dev.josh.server.records.Refs;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/** Roll-call votes with their member positions, and a legislator's votes, in plain SQL. */
@Service
public class VoteRecords {

    /** Which members of a vote to list: each field narrows, null keeps all. */
    public record MemberFilter(String position, String party, String state) {

        public static final MemberFilter ALL = new MemberFilter(null, null, null);

        public static MemberFilter of(String position, String party, String state) {
            return new MemberFilter(blankToNull(position), blankToNull(party), blankToNull(state));
        }

        public boolean isAll() {
            return position == null && party == null && state == null;
        }

        Map<String, String> asMap() {
            Map<String, String> m = new LinkedHashMap<>();
            if (position != null) {
                m.put("position", position);
            }
            if (party != null) {
                m.put("party", party);
            }
            if (state != null) {
                m.put("state", state);
            }
            return m;
        }
    }

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Links links;
    private final Refs refs;
    private final RecordReader reader;

    public VoteRecords(DataSource dataSource, Coverage coverage, Links links, Refs refs, RecordReader reader) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.links = links;
        this.refs = refs;
        this.reader = reader;
    }

    /**
     * A vote with the members the filter keeps.
     *
     * @param withMembers false lists no member (tallies only), whatever the filter
     */
    public VoteRecord vote(String voteId, MemberFilter filter, boolean withMembers) {
        PublicId id = RecordIds.expect(voteId, IdType.VOTE);
        return reader.one(id, Row.class, (conn, r) -> {
            int total = (int) Queries.count(conn, "SELECT count(*) FROM roll_call_member_votes WHERE vote_id = ?",
                    id.value());
            List<VoteRecord.MemberPosition> members = withMembers ? members(conn, id.value(), filter) : List.of();
            String note = withMembers ? null
                    : "members are not listed here; ask for them with position, party or state (e.g. position=Nay)";
            return new VoteRecord(RecordIds.typeName(IdType.VOTE), id.value(), r.congress(), r.chamber(), r.session(),
                    r.number(), r.title(), r.date(), r.votedAt(), r.question(), r.voteType(), r.category(),
                    r.requires(), r.result(), r.resultText(), r.subject(), links.link(conn, r.billId(), r.subject()),
                    Rows.json(r.amendment()),
                    r.nominationNumber() == null ? null
                            : new VoteRecord.Nomination(r.nominationNumber(), r.nominationTitle()),
                    new VoteRecord.Tallies(r.yeaCount(), r.nayCount(), r.presentCount(), r.notVotingCount()),
                    Rows.object(r.counts()), byParty(conn, id.value()), members,
                    new VoteRecord.MembersShown(filter.asMap(), members.size(), total, note), r.citation());
        });
    }

    /** A {@code roll_call_votes} row as stored. */
    private record Row(int congress, String chamber, int session, int number, String title, String date,
                       String votedAt, String question, String voteType, String category, String requires,
                       String result, String resultText, String subject, String billId, String amendment,
                       String nominationNumber, String nominationTitle, int yeaCount, int nayCount,
                       int presentCount, int notVotingCount, String counts,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** Members per position of one party. */
    private record PartyCount(String party, String position, int members) {
    }

    private static List<VoteRecord.MemberPosition> members(Connection conn, String voteId, MemberFilter filter) {
        StringBuilder sql = new StringBuilder("""
                SELECT m.bioguide_id, m.voter_id, coalesce(l.official_full_name, m.display_name) AS name, m.party,
                       m.state, m.position, l.id IS NOT NULL AS in_database
                FROM roll_call_member_votes m LEFT JOIN legislators l ON l.id = m.bioguide_id
                WHERE m.vote_id = ?""");
        List<String> params = new ArrayList<>(List.of(voteId));
        if (filter.position() != null) {
            sql.append(" AND m.position = ? COLLATE NOCASE");
            params.add(filter.position());
        }
        if (filter.party() != null) {
            sql.append(" AND m.party = ? COLLATE NOCASE");
            params.add(filter.party());
        }
        if (filter.state() != null) {
            sql.append(" AND m.state = ? COLLATE NOCASE");
            params.add(filter.state());
        }
        sql.append(" ORDER BY m.position, m.state, m.display_name, m.voter_id");
        return ConnectionClient.on(conn).sql(sql.toString()).params(params)
                .query(Rows.mapper(VoteRecord.MemberPosition.class)).list();
    }

    private static Map<String, Map<String, Integer>> byParty(Connection conn, String voteId) {
        Map<String, Map<String, Integer>> out = new TreeMap<>();
        ConnectionClient.on(conn).sql("""
                SELECT coalesce(party, 'unknown') AS party, position, count(*) AS members FROM roll_call_member_votes
                WHERE vote_id = ? GROUP BY 1, 2 ORDER BY 1, 2""").param(voteId)
                .query(Rows.mapper(PartyCount.class)).list()
                .forEach(c -> out.computeIfAbsent(c.party(), p -> new TreeMap<>()).put(c.position(), c.members()));
        return out;
    }

    /**
     * How a legislator voted, newest vote first.
     *
     * @param congress only this Congress, or null
     * @param chamber  house or senate (h, s accepted), or null
     * @param position only this position (Yea, Nay, …), or null
     */
    public JoinPage<MemberVote> legislatorVotes(String bioguideId, Integer congress, String chamber, String position,
                                                PageParams paging) {
        PublicId id = RecordIds.expect(bioguideId, IdType.LEGISLATOR);
        String c = chamber(chamber);
        String p = blankToNull(position);
        PageRequest page = paging.forScope("legislators/" + id.value() + "/votes?congress=" + congress + "&chamber=" + c
                + "&position=" + p);
        StringBuilder where = new StringBuilder("m.bioguide_id = ?");
        List<Object> params = new ArrayList<>(List.of(id.value()));
        if (congress != null) {
            where.append(" AND v.congress = ?");
            params.add(congress);
        }
        if (c != null) {
            where.append(" AND v.chamber = ?");
            params.add(c);
        }
        if (p != null) {
            where.append(" AND m.position = ? COLLATE NOCASE");
            params.add(p);
        }
        try (Connection conn = dataSource.getConnection()) {
            RecordRef legislator = refs.of(conn, id);
            coverage.covered(IdType.VOTE.resource());
            String from = "roll_call_member_votes m JOIN roll_call_votes v ON v.id = m.vote_id "
                    + "LEFT JOIN bills b ON b.id = v.bill_id";
            long total = Queries.count(conn, "SELECT count(*) FROM " + from + " WHERE " + where, params.toArray());
            return JoinPage.of(legislator, total, Keyset.descending("v.date", "v.id").page(ConnectionClient.on(conn), """
                    v.id AS vote_id, v.date, v.chamber, v.congress, v.question, v.category, v.result, v.bill_id,
                    b.id IS NOT NULL AS bill_in_database, m.position, v.source_url, v.published_at,
                    v.citation_string""", from, where.toString(), params, page, Rows.mapper(VoteRow.class))
                    .map(VoteRow::vote));
        } catch (SQLException e) {
            throw Rows.failure("votes of " + id.value(), e);
        }
    }

    /** A legislator's vote as the page reads it. */
    private record VoteRow(String voteId, String date, String chamber, int congress, String question, String category,
                           String result, String billId, boolean billInDatabase, String position,
                           String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        MemberVote vote() {
            return new MemberVote(voteId, date, chamber, congress, question, category, result, billId,
                    billInDatabase, position, citation());
        }
    }

    /** house or senate; h and s too. */
    static String chamber(String chamber) {
        String c = blankToNull(chamber);
        if (c == null) {
            return null;
        }
        return switch (c.toLowerCase(Locale.ROOT)) {
            case "house", "h" -> "house";
            case "senate", "s" -> "senate";
            default -> throw new ApiException(ErrorCode.INVALID_PARAMETER, "chamber must be house or senate, got '"
                    + chamber + "'", ApiException.newHint().put("parameter", "chamber")
                    .put("valid_values", List.of("house", "senate")).build());
        };
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
