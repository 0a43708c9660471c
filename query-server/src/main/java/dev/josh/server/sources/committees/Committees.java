package dev.josh.server.sources.committees;

import static dev.josh.server.lists.Filter.flag;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.oneOf;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.NameMatches;
import dev.josh.server.records.NameResolver;
import dev.josh.server.records.NameScorer;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.SourceDefinition;
import dev.josh.server.sources.committees.CommitteeRecord.CommitteeRef;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Congressional committees and subcommittees (congress-legislators): a committee by Thomas id with
 * its subcommittees, its roster joined to the legislators, the list endpoint, and resolution of a
 * noisy name to Thomas ids.
 */
@Component
public class Committees implements RecordSource {

    /** Rosters are a few dozen rows; the bound only guards against a malformed upstream file. */
    private static final int MAX_MEMBERS = 500;

    private static final ResourceList LIST = ResourceList.of("committees", Keyset.ascending("r.id", "r.id"))
            .column("title", "r.name")
            .columns("chamber", "committee_type", "parent_id", "is_current")
            .filters(oneOf("chamber", "r.chamber", Map.of("house", "house", "senate", "senate", "joint", "joint"),
                            "house, senate or joint"),
                    id("parent", IdType.COMMITTEE, "r.parent_id = ?", "the subcommittees of: parent=HSWM"),
                    flag("subcommittee", "(r.parent_id IS NOT NULL) = ?", "true for subcommittees only"),
                    flag("current", "r.is_current = ?", "true for current committees"))
            .dimensions(Dimension.of("chamber", "r.chamber", "chamber"),
                    Dimension.of("committee_type", "r.committee_type", null))
            .build();

    /** {@code get_committee} takes no window: a committee has no body. */
    private static final GetterTool GETTER = GetterTool.own("get_committee", IdType.COMMITTEE);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.COMMITTEE), CommitteeRecord.class, LIST, GETTER);

    private final DataSource dataSource;
    private final RecordReader reader;
    private final NameResolver names;

    public Committees(DataSource dataSource, RecordReader reader, NameResolver names) {
        this.dataSource = dataSource;
        this.reader = reader;
        this.names = names;
    }

    @Override
    public SourceDefinition definition() {
        return DEFINITION;
    }

    @Override
    public CommitteeRecord fetch(PublicId id, TextWindow window) {
        return committee(id.value());
    }

    public CommitteeRecord committee(String thomasId) {
        PublicId id = RecordIds.expect(thomasId, IdType.COMMITTEE);
        return reader.one(id, """
                SELECT c.id, c.name, c.chamber, c.committee_type, c.url, c.jurisdiction, c.address, c.phone,
                       c.is_current, c.parent_id, p.name AS parent_name,
                       c.source_url, c.published_at, c.citation_string
                FROM committees c LEFT JOIN committees p ON p.id = c.parent_id WHERE c.id = ?""", Row.class,
                (conn, r) -> new CommitteeRecord(RecordIds.typeName(IdType.COMMITTEE), r.id(), r.name(), r.chamber(),
                        r.committeeType(), r.url(), r.jurisdiction(), r.address(), r.phone(), r.isCurrent(),
                        r.parentId() == null ? null : new CommitteeRef(r.parentId(), r.parentName()),
                        reader.sideRows(conn, "SELECT id, name FROM committees WHERE parent_id = ? ORDER BY id",
                                id.value(), CommitteeRef.class),
                        "/v1/committees/" + id.value() + "/members", r.citation()));
    }

    /** A {@code committees} row with its parent's name. */
    private record Row(String id, String name, String chamber, String committeeType, String url, String jurisdiction,
                       String address, String phone, boolean isCurrent, String parentId, String parentName,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** A roster row joined to its legislator ({@code found}: the legislator's record is loaded). */
    private record MemberRow(String legislatorId, String officialFullName, String firstName, String lastName,
                             String listedName, boolean found, String legislatorParty, String state, Integer district,
                             String role, Integer memberRank, String side,
                             String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        CommitteeMembers.Member member() {
            String name = found ? Rows.displayName(officialFullName, firstName, lastName) : listedName;
            return new CommitteeMembers.Member(legislatorId, name, found, legislatorParty, state, district,
                    CommitteeMembers.roleOrMember(role), memberRank, side, citation());
        }
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
            JdbcClient sql = ConnectionClient.on(conn);
            List<Integer> onFile = sql.sql("SELECT DISTINCT congress FROM committee_memberships ORDER BY congress DESC")
                    .query(Integer.class).list();
            Integer listed = congress != null ? congress
                    : sql.sql("SELECT max(congress) FROM committee_memberships WHERE committee_id = ?")
                    .param(committee.id()).query(Integer.class).optional().orElse(null);
            List<CommitteeMembers.Member> members = listed == null ? List.of() : sql.sql("""
                    SELECT m.legislator_id, l.official_full_name, l.first_name, l.last_name, m.listed_name,
                           l.id IS NOT NULL AS found, l.party AS legislator_party, l.state, l.district,
                           m.role, m.member_rank, m.party AS side,
                           m.source_url, m.published_at, m.citation_string
                    FROM committee_memberships m LEFT JOIN legislators l ON l.id = m.legislator_id
                    WHERE m.committee_id = ? AND m.congress = ?
                    ORDER BY CASE m.party WHEN 'majority' THEN 0 WHEN 'minority' THEN 1 ELSE 2 END,
                             m.member_rank IS NULL, m.member_rank, m.legislator_id
                    LIMIT ?""").params(committee.id(), listed, MAX_MEMBERS)
                    .query(Rows.mapper(MemberRow.class)).stream().map(MemberRow::member).toList();
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

    /** Committees ranked by how well their names (or Thomas ids) match the query; full committees first among equals. */
    public NameMatches committeesNamed(String query, int limit) {
        List<String> words = NameResolver.nameWords(query);
        String sql = "SELECT c.id, c.name, c.chamber, c.committee_type, c.url, c.jurisdiction, c.address, c.phone, "
                + "c.is_current, c.parent_id, NULL AS parent_name, c.source_url, c.published_at, c.citation_string "
                + "FROM committees c";
        RowMapper<Row> row = Rows.mapper(Row.class);
        return names.resolve("committees", query, words, sql, List.of(), limit, (rs, n) -> {
            Row r = row.mapRow(rs, n);
            List<String> name = new ArrayList<>(NameScorer.words(r.name()));
            name.add(r.id().toLowerCase(Locale.ROOT));
            double score = NameScorer.score(words, name);
            return score == 0 ? null : new NameMatches.Match(r.id(), r.name(),
                    Rows.joinNonNull(r.chamber(), r.parentId() == null ? "committee" : "subcommittee of " + r.parentId()),
                    r.isCurrent(), score, r.citation());
        });
    }
}
