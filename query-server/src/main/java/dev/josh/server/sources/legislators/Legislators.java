package dev.josh.server.sources.legislators;

import static dev.josh.server.lists.Filter.chamber;
import static dev.josh.server.lists.Filter.flag;
import static dev.josh.server.lists.Filter.text;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
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
import dev.josh.server.sources.committees.CommitteeMembers;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * Members of Congress (congress-legislators): a legislator by bioguide id with terms and committee
 * seats, the list endpoint, and resolution of a noisy name to bioguide ids.
 */
@Component
public class Legislators implements RecordSource {

    private static final ResourceList LIST = ResourceList.of("legislators", Keyset.ascending("r.id", "r.id"))
            .column("title", "coalesce(r.official_full_name, trim(coalesce(r.first_name, '') || ' ' || r.last_name))")
            .columns("party", "state", "district", "chamber", "is_current")
            .filters(text("state", "r.state", "two-letter state: state=MA"),
                    text("party", "r.party", "party=Democrat"),
                    chamber("chamber", "r.chamber", "house or senate (of the latest term)"),
                    flag("current", "r.is_current = ?", "true for sitting members"),
                    text("gender", "r.gender", "M or F"))
            .dimensions(Dimension.of("party", "r.party", "party"), Dimension.of("state", "r.state", "state"),
                    Dimension.of("chamber", "r.chamber", "chamber"), Dimension.of("current", "r.is_current", "current"),
                    Dimension.of("gender", "r.gender", "gender"))
            .build();

    /** {@code get_legislator} takes no window: a legislator has no body. */
    private static final GetterTool GETTER = GetterTool.own("get_legislator", IdType.LEGISLATOR);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.LEGISLATOR), LegislatorRecord.class, LIST, GETTER);

    private final RecordReader reader;
    private final NameResolver names;

    public Legislators(RecordReader reader, NameResolver names) {
        this.reader = reader;
        this.names = names;
    }

    @Override
    public SourceDefinition definition() {
        return DEFINITION;
    }

    @Override
    public LegislatorRecord fetch(PublicId id, TextWindow window) {
        return legislator(id.value());
    }

    public LegislatorRecord legislator(String bioguideId) {
        PublicId id = RecordIds.expect(bioguideId, IdType.LEGISLATOR);
        return reader.one(id, """
                SELECT id, first_name, middle_name, last_name, suffix, nickname, official_full_name, birthday,
                       gender, is_current, chamber, party, state, district, other_ids,
                       source_url, published_at, citation_string
                FROM legislators WHERE id = ?""", Row.class, (conn, r) -> new LegislatorRecord(
                RecordIds.typeName(IdType.LEGISLATOR), r.id(), r.name(), r.firstName(), r.middleName(), r.lastName(),
                r.suffix(), r.nickname(), r.birthday(), r.gender(), r.isCurrent(), r.chamber(), r.party(), r.state(),
                r.district(), Rows.object(r.otherIds()), terms(conn, id.value()), seats(conn, id.value()),
                r.citation()));
    }

    /** A {@code legislators} row as stored (also a candidate of {@link #legislatorsNamed}). */
    private record Row(String id, String firstName, String middleName, String lastName, String suffix,
                       String nickname, String officialFullName, String birthday, String gender, boolean isCurrent,
                       String chamber, String party, String state, Integer district, String otherIds,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        String name() {
            return Rows.displayName(officialFullName, firstName, lastName);
        }
    }

    /** A seat as stored; the role is "member" where none is recorded. */
    private record SeatRow(String committeeId, String committeeName, int congress, String role, Integer memberRank,
                           String party) {

        LegislatorRecord.CommitteeSeat seat() {
            return new LegislatorRecord.CommitteeSeat(committeeId, committeeName, congress,
                    CommitteeMembers.roleOrMember(role), memberRank, party);
        }
    }

    private List<LegislatorRecord.Term> terms(Connection conn, String id) {
        return reader.sideRows(conn, """
                SELECT type, start_date, end_date, state, district, party, senate_class, state_rank, url
                FROM legislator_terms WHERE legislator_id = ? ORDER BY ordinal""", id, LegislatorRecord.Term.class);
    }

    private List<LegislatorRecord.CommitteeSeat> seats(Connection conn, String id) {
        return reader.sideRows(conn, """
                SELECT m.committee_id, c.name AS committee_name, m.congress, m.role, m.member_rank, m.party
                FROM committee_memberships m LEFT JOIN committees c ON c.id = m.committee_id
                WHERE m.legislator_id = ? ORDER BY m.congress DESC, m.committee_id""", id, SeatRow.class)
                .stream().map(SeatRow::seat).toList();
    }

    /**
     * Legislators ranked by how well their names match the query (typos tolerated), current members
     * first among equals; {@code state} (two letters) and {@code current} narrow the candidates.
     */
    public NameMatches legislatorsNamed(String query, String state, Boolean current, int limit) {
        List<String> words = NameResolver.nameWords(query);
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
        String sql = "SELECT id, first_name, middle_name, last_name, suffix, nickname, official_full_name, birthday, "
                + "gender, is_current, chamber, party, state, district, other_ids, source_url, published_at, "
                + "citation_string FROM legislators WHERE " + where;
        RowMapper<Row> row = Rows.mapper(Row.class);
        return names.resolve("legislators", query, words, sql, params, limit, (rs, n) -> {
            Row r = row.mapRow(rs, n);
            List<String> name = new ArrayList<>(NameScorer.words(String.join(" ", NameResolver.nonNull(
                    r.officialFullName(), r.firstName(), r.middleName(), r.nickname(), r.lastName(), r.suffix()))));
            name.add(r.id().toLowerCase(Locale.ROOT));
            double score = NameScorer.score(words, name);
            return score == 0 ? null : new NameMatches.Match(r.id(), r.name(),
                    Rows.joinNonNull(r.party(), r.state(), r.chamber()), r.isCurrent(), score, r.citation());
        });
    }
}
