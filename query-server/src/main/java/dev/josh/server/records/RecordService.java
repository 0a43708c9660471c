package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.RowMapper;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.CommitteeRecord.CommitteeRef;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * Flow 1: records by public id and structured joins, in plain SQL, never through search. The id's
 * grammar picks the table ({@link PublicId#parse}); REST routes and the MCP {@code fetch} tool
 * both land here, so a search result's id resolves the same way everywhere. Each type with
 * structure of its own comes back as its typed record ({@link BillRecord}, {@link VoteRecord}, …).
 */
@Service
public class RecordService {

    /** Rosters are a few dozen rows; the bound only guards against a malformed upstream file. */
    private static final int MAX_MEMBERS = 500;
    public static final int MAX_NAME_MATCHES = 50;

    private final DataSource dataSource;
    private final Coverage coverage;
    private final BillRecords bills;
    private final VoteRecords votes;
    private final DocumentRecords documents;

    public RecordService(DataSource dataSource, Coverage coverage, BillRecords bills, VoteRecords votes,
                         DocumentRecords documents) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.bills = bills;
        this.votes = votes;
        this.documents = documents;
    }

    // ---- dispatch ---------------------------------------------------------------------------

    /** Any public id, dispatched by its grammar (the universal fetch). */
    public PublicRecord fetch(String id, TextWindow window) {
        PublicId parsed = RecordIds.parse(id, null);
        return switch (parsed.type()) {
            case LEGISLATOR -> legislator(parsed.value());
            case COMMITTEE -> committee(parsed.value());
            case US_CODE_SECTION -> usCodeSection(parsed.value(), window);
            case BILL -> bills.bill(parsed.value(), window);
            case VOTE -> votes.vote(parsed.value(), VoteRecords.MemberFilter.ALL, true);
            case LAW, STATUTE_COMPILATION -> documents.law(parsed, window);
            case CFR_SECTION -> documents.cfrSection(parsed, window);
            case FR_DOCUMENT -> documents.frDocument(parsed, window);
            case CRS_REPORT -> documents.crsReport(parsed, window);
            case GAO_REPORT -> documents.gaoReport(parsed, window);
            case COMMITTEE_REPORT -> documents.committeeReport(parsed, window);
            case CONGRESSIONAL_RECORD -> documents.congressionalRecord(parsed, window);
            case SAP -> documents.statement(parsed, window);
            case MEETING -> documents.meeting(parsed);
            case LDA_FILING -> documents.ldaFiling(parsed);
        };
    }

    /**
     * An id under the resource path that serves its type (a resource may serve several: public laws and
     * statute compilations); another type's id is a 404 naming the right path.
     */
    public PublicRecord fetch(String resource, String id, TextWindow window) {
        String canonical = RecordIds.resource(resource);
        PublicId parsed = RecordIds.parse(id, RecordIds.typeOf(canonical));
        if (!parsed.type().resource().equals(canonical)) {
            throw RecordIds.wrongResource(canonical, parsed);
        }
        return fetch(parsed.value(), window);
    }

    // ---- legislators ------------------------------------------------------------------------

    public LegislatorRecord legislator(String bioguideId) {
        PublicId id = RecordIds.expect(bioguideId, IdType.LEGISLATOR);
        coverage.covered(id);
        try (Connection conn = dataSource.getConnection()) {
            LegislatorRecord head;
            try (PreparedStatement ps = conn.prepareStatement("""
                    SELECT id, first_name, middle_name, last_name, suffix, nickname, official_full_name, birthday,
                           gender, is_current, chamber, party, state, district, other_ids,
                           source_url, published_at, citation_string
                    FROM legislators WHERE id = ?""")) {
                ps.setString(1, id.value());
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        throw coverage.missing(conn, id);
                    }
                    head = new LegislatorRecord(RecordIds.typeName(IdType.LEGISLATOR), rs.getString("id"),
                            Rows.displayName(rs.getString("official_full_name"), rs.getString("first_name"),
                                    rs.getString("last_name")),
                            rs.getString("first_name"), rs.getString("middle_name"), rs.getString("last_name"),
                            rs.getString("suffix"), rs.getString("nickname"), rs.getString("birthday"),
                            rs.getString("gender"), rs.getInt("is_current") == 1, rs.getString("chamber"),
                            rs.getString("party"), rs.getString("state"), Rows.integer(rs, "district"),
                            Rows.object(rs.getString("other_ids")), List.of(), List.of(), Rows.citation(rs));
                }
            }
            List<LegislatorRecord.Term> terms = new ArrayList<>();
            try (PreparedStatement ps = conn.prepareStatement("""
                    SELECT type, start_date, end_date, state, district, party, senate_class, state_rank, url
                    FROM legislator_terms WHERE legislator_id = ? ORDER BY ordinal""")) {
                ps.setString(1, id.value());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        terms.add(new LegislatorRecord.Term(rs.getString("type"), rs.getString("start_date"),
                                rs.getString("end_date"), rs.getString("state"), Rows.integer(rs, "district"),
                                rs.getString("party"), Rows.integer(rs, "senate_class"), rs.getString("state_rank"),
                                rs.getString("url")));
                    }
                }
            }
            List<LegislatorRecord.CommitteeSeat> seats = new ArrayList<>();
            try (PreparedStatement ps = conn.prepareStatement("""
                    SELECT m.committee_id, c.name, m.congress, m.role, m.member_rank, m.party
                    FROM committee_memberships m LEFT JOIN committees c ON c.id = m.committee_id
                    WHERE m.legislator_id = ? ORDER BY m.congress DESC, m.committee_id""")) {
                ps.setString(1, id.value());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        seats.add(new LegislatorRecord.CommitteeSeat(rs.getString(1), rs.getString(2), rs.getInt(3),
                                roleOrMember(rs.getString(4)), Rows.integer(rs, "member_rank"), rs.getString(6)));
                    }
                }
            }
            return new LegislatorRecord(head.type(), head.id(), head.name(), head.firstName(), head.middleName(),
                    head.lastName(), head.suffix(), head.nickname(), head.birthday(), head.gender(), head.isCurrent(),
                    head.chamber(), head.party(), head.state(), head.district(), head.otherIds(), terms, seats,
                    head.citation());
        } catch (SQLException e) {
            throw Rows.failure("legislator " + id.value(), e);
        }
    }

    // ---- committees -------------------------------------------------------------------------

    public CommitteeRecord committee(String thomasId) {
        PublicId id = RecordIds.expect(thomasId, IdType.COMMITTEE);
        coverage.covered(id);
        try (Connection conn = dataSource.getConnection()) {
            try (PreparedStatement ps = conn.prepareStatement("""
                    SELECT c.id, c.name, c.chamber, c.committee_type, c.url, c.jurisdiction, c.address, c.phone,
                           c.is_current, c.parent_id, p.name AS parent_name,
                           c.source_url, c.published_at, c.citation_string
                    FROM committees c LEFT JOIN committees p ON p.id = c.parent_id WHERE c.id = ?""")) {
                ps.setString(1, id.value());
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        throw coverage.missing(conn, id);
                    }
                    String parentId = rs.getString("parent_id");
                    return new CommitteeRecord(RecordIds.typeName(IdType.COMMITTEE), rs.getString("id"), rs.getString("name"),
                            rs.getString("chamber"), rs.getString("committee_type"), rs.getString("url"),
                            rs.getString("jurisdiction"), rs.getString("address"), rs.getString("phone"),
                            rs.getInt("is_current") == 1,
                            parentId == null ? null : new CommitteeRef(parentId, rs.getString("parent_name")),
                            subcommittees(conn, id.value()), "/v1/committees/" + id.value() + "/members",
                            Rows.citation(rs));
                }
            }
        } catch (SQLException e) {
            throw Rows.failure("committee " + id.value(), e);
        }
    }

    private static List<CommitteeRef> subcommittees(Connection conn, String parentId) throws SQLException {
        List<CommitteeRef> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(
                "SELECT id, name FROM committees WHERE parent_id = ? ORDER BY id")) {
            ps.setString(1, parentId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new CommitteeRef(rs.getString(1), rs.getString(2)));
                }
            }
        }
        return out;
    }

    /**
     * The committee's members joined to the legislators, majority first, each side by rank.
     *
     * @param congress the Congress to list, or null for the latest one on file
     */
    public CommitteeMembers members(String thomasId, Integer congress) {
        CommitteeRecord committee = committee(thomasId);
        if (congress != null && congress < 1) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "congress must be 1 or more, got " + congress,
                    ApiException.newHint().put("parameter", "congress").build());
        }
        try (Connection conn = dataSource.getConnection()) {
            List<Integer> onFile = new ArrayList<>();
            try (PreparedStatement ps = conn.prepareStatement(
                    "SELECT DISTINCT congress FROM committee_memberships ORDER BY congress DESC")) {
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        onFile.add(rs.getInt(1));
                    }
                }
            }
            Integer listed = congress;
            if (listed == null) {
                try (PreparedStatement ps = conn.prepareStatement(
                        "SELECT max(congress) FROM committee_memberships WHERE committee_id = ?")) {
                    ps.setString(1, committee.id());
                    try (ResultSet rs = ps.executeQuery()) {
                        listed = rs.next() ? Rows.integer(rs, 1) : null;
                    }
                }
            }
            List<CommitteeMembers.Member> members = new ArrayList<>();
            if (listed != null) {
                try (PreparedStatement ps = conn.prepareStatement("""
                        SELECT m.legislator_id, l.official_full_name, l.first_name, l.last_name, m.listed_name,
                               l.id IS NOT NULL AS found, l.party AS legislator_party, l.state, l.district,
                               m.role, m.member_rank, m.party AS side,
                               m.source_url, m.published_at, m.citation_string
                        FROM committee_memberships m LEFT JOIN legislators l ON l.id = m.legislator_id
                        WHERE m.committee_id = ? AND m.congress = ?
                        ORDER BY CASE m.party WHEN 'majority' THEN 0 WHEN 'minority' THEN 1 ELSE 2 END,
                                 m.member_rank IS NULL, m.member_rank, m.legislator_id
                        LIMIT ?""")) {
                    ps.setString(1, committee.id());
                    ps.setInt(2, listed);
                    ps.setInt(3, MAX_MEMBERS);
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            boolean found = rs.getInt("found") == 1;
                            String name = found ? Rows.displayName(rs.getString("official_full_name"),
                                    rs.getString("first_name"), rs.getString("last_name")) : rs.getString("listed_name");
                            members.add(new CommitteeMembers.Member(rs.getString("legislator_id"), name, found,
                                    rs.getString("legislator_party"), rs.getString("state"), Rows.integer(rs, "district"),
                                    roleOrMember(rs.getString("role")), Rows.integer(rs, "member_rank"),
                                    rs.getString("side"), Rows.citation(rs)));
                        }
                    }
                }
            }
            return new CommitteeMembers(new CommitteeRef(committee.id(), committee.name()), listed, members.size(),
                    members, onFile, membersNote(congress, listed, members.isEmpty(), onFile));
        } catch (SQLException e) {
            throw Rows.failure("members of " + committee.id(), e);
        }
    }

    /** Keeps "not covered" apart from "nobody": upstream publishes only the current roster. */
    private static String membersNote(Integer asked, Integer listed, boolean empty, List<Integer> onFile) {
        if (onFile.isEmpty()) {
            return "not covered: this database holds no committee rosters";
        }
        if (asked != null && !onFile.contains(asked)) {
            return "not covered: this database holds committee rosters for congress " + onFile
                    + " only (congress-legislators publishes the current rosters); no roster of congress " + asked
                    + " is loaded, so the empty list does not mean the committee had no members";
        }
        if (empty) {
            return listed == null ? "no roster on file lists this committee"
                    : "the congress " + listed + " roster lists no members for this committee";
        }
        return null;
    }

    // ---- name lookup (registry sources) -----------------------------------------------------

    /**
     * Legislators ranked by how well their names match the query (typos tolerated), current members
     * first among equals; {@code state} (two letters) and {@code current} narrow the candidates.
     */
    public NameMatches legislatorsNamed(String query, String state, Boolean current, int limit) {
        List<String> words = nameWords(query);
        List<Object> params = new ArrayList<>();
        StringBuilder where = new StringBuilder("1");
        if (state != null && !state.isBlank()) {
            if (!state.strip().matches("[A-Za-z]{2}")) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "state must be a two-letter code, got '" + state + "'",
                        ApiException.newHint().put("parameter", "state").put("example", "MA").build());
            }
            where.append(" AND state = ?");
            params.add(state.strip().toUpperCase(Locale.ROOT));
        }
        if (current != null) {
            where.append(" AND is_current = ?");
            params.add(current ? 1 : 0);
        }
        String sql = "SELECT id, official_full_name, first_name, middle_name, nickname, last_name, suffix, party, state, "
                + "chamber, is_current, source_url, published_at, citation_string FROM legislators WHERE " + where;
        return resolve("legislators", query, words, sql, params, limit, rs -> {
            List<String> name = new ArrayList<>(NameScorer.words(String.join(" ", nonNull(
                    rs.getString("official_full_name"), rs.getString("first_name"), rs.getString("middle_name"),
                    rs.getString("nickname"), rs.getString("last_name"), rs.getString("suffix")))));
            name.add(rs.getString("id").toLowerCase(Locale.ROOT));
            double score = NameScorer.score(words, name);
            return score == 0 ? null : new NameMatches.Match(rs.getString("id"),
                    Rows.displayName(rs.getString("official_full_name"), rs.getString("first_name"), rs.getString("last_name")),
                    Rows.joinNonNull(rs.getString("party"), rs.getString("state"), rs.getString("chamber")),
                    rs.getInt("is_current") == 1, score, Rows.citation(rs));
        });
    }

    /** Committees ranked by how well their names (or Thomas ids) match the query; full committees first among equals. */
    public NameMatches committeesNamed(String query, int limit) {
        List<String> words = nameWords(query);
        String sql = "SELECT id, name, chamber, parent_id, is_current, source_url, published_at, citation_string "
                + "FROM committees";
        return resolve("committees", query, words, sql, List.of(), limit, rs -> {
            List<String> name = new ArrayList<>(NameScorer.words(rs.getString("name")));
            name.add(rs.getString("id").toLowerCase(Locale.ROOT));
            double score = NameScorer.score(words, name);
            return score == 0 ? null : new NameMatches.Match(rs.getString("id"), rs.getString("name"),
                    Rows.joinNonNull(rs.getString("chamber"), rs.getString("parent_id") == null ? "committee"
                            : "subcommittee of " + rs.getString("parent_id")),
                    rs.getInt("is_current") == 1, score, Rows.citation(rs));
        });
    }

    /**
     * Scores every candidate row (registry tables are thousands of rows, not millions) and keeps the
     * best {@code limit}: score, then current before former, then full committee before subcommittee
     * (shorter id), then name.
     */
    private NameMatches resolve(String source, String query, List<String> words, String sql, List<Object> params,
                                int limit, RowMapper<NameMatches.Match> scorer) {
        checkNameLimit(limit);
        List<NameMatches.Match> matches = new ArrayList<>();
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            for (int i = 0; i < params.size(); i++) {
                ps.setObject(i + 1, params.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    NameMatches.Match m = scorer.map(rs);
                    if (m != null) {
                        matches.add(m);
                    }
                }
            }
        } catch (SQLException e) {
            throw Rows.failure(source + " named " + query, e);
        }
        matches.sort(java.util.Comparator.comparingDouble(NameMatches.Match::score).reversed()
                .thenComparing(NameMatches.Match::isCurrent, java.util.Comparator.reverseOrder())
                .thenComparingInt(m -> m.id().length())
                .thenComparing(NameMatches.Match::name));
        List<NameMatches.Match> top = List.copyOf(matches.subList(0, Math.min(limit, matches.size())));
        return new NameMatches(query, source, top.size(), top);
    }

    private static List<String> nonNull(String... values) {
        return Arrays.stream(values).filter(java.util.Objects::nonNull).toList();
    }

    static void checkNameLimit(int limit) {
        if (limit < 1 || limit > MAX_NAME_MATCHES) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be between 1 and " + MAX_NAME_MATCHES
                    + ", got " + limit, ApiException.newHint().put("parameter", "limit").build());
        }
    }

    /** The query's words as {@link NameScorer} compares them (folded), at most eight. */
    static List<String> nameWords(String query) {
        List<String> words = NameScorer.queryWords(query).stream().limit(8).toList();
        if (words.isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the name to look up is missing or empty",
                    ApiException.newHint().put("parameter", "q").put("example", "/v1/legislators?q=markey").build());
        }
        return words;
    }

    // ---- documents --------------------------------------------------------------------------

    public UsCodeSectionRecord usCodeSection(String sectionId, TextWindow window) {
        PublicId id = RecordIds.expect(sectionId, IdType.US_CODE_SECTION);
        SourceTables source = coverage.covered(id);
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement("""
                     SELECT id, title, title_number, section_number, heading, heading_path, status, body_markdown,
                            notes_markdown, release_point, source_url, published_at, citation_string
                     FROM """ + " " + source.table() + " WHERE id = ?")) {
            ps.setString(1, id.value());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw coverage.missing(conn, id);
                }
                TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
                return new UsCodeSectionRecord(RecordIds.typeName(IdType.US_CODE_SECTION), rs.getString("id"),
                        rs.getString("title"), rs.getString("title_number"), rs.getString("section_number"),
                        rs.getString("heading"), Rows.stringList(rs.getString("heading_path")), rs.getString("status"),
                        body.text(), body.shown(), rs.getString("notes_markdown"), rs.getString("release_point"),
                        Rows.citation(rs));
            }
        } catch (SQLException e) {
            throw Rows.failure("section " + id.value(), e);
        }
    }

    private static String roleOrMember(String role) {
        return role == null || role.isBlank() ? "Member" : role;
    }
}
