package dev.josh.server.sources.bills;

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
import dev.josh.server.records.Link;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import dev.josh.server.records.RecordIds;
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
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * A bill's structured joins, keyset-paged: its cosponsors and actions, and the other way round, the
 * bills a legislator sponsored or cosponsored.
 */
@Service
public record BillJoins(DataSource dataSource, Coverage coverage, Links links, Refs refs) {

    // ---- cosponsors and actions ---------------------------------------------------------------

    /** The bill's cosponsors in BILLSTATUS order (original cosponsors first, then by date joined). */
    public JoinPage<Cosponsor> cosponsors(String billId, PageParams paging) {
        return billJoin(billId, paging, "cosponsors", "bill_cosponsors", (conn, id, bill, total, page) -> {
            return JoinPage.of(bill, total, Keyset.ascending("c.ordinal", "c.ordinal").page(ConnectionClient.on(conn), """
                    c.legislator_id AS bioguide_id, c.full_name AS name, c.party, c.state, c.district,
                    c.sponsorship_date, c.withdrawn_date, c.is_original AS original, l.id IS NOT NULL AS in_database""",
                    "bill_cosponsors c LEFT JOIN legislators l ON l.id = c.legislator_id", "c.bill_id = ?",
                    List.of(id), page, Rows.mapper(Cosponsor.class)));
        });
    }

    /** The bill's actions in BILLSTATUS order: newest first. */
    public JoinPage<BillAction> actions(String billId, PageParams paging) {
        return billJoin(billId, paging, "actions", "bill_actions", (conn, id, bill, total, page) -> {
            var rows = Keyset.ascending("ordinal", "ordinal").page(ConnectionClient.on(conn),
                    "ordinal, action_date, action_time, text, action_type, action_code, source_system_name, "
                            + "committees, recorded_votes",
                    "bill_actions", "bill_id = ?", List.of(id), page, Rows.mapper(ActionRow.class));
            Map<String, Link> votes = new LinkedHashMap<>();
            for (Link l : links.links(conn, rows.results().stream().flatMap(r -> r.votes().stream()).distinct().toList())) {
                votes.put(l.id(), l);
            }
            List<BillAction> actions = new ArrayList<>();
            for (ActionRow r : rows.results()) {
                actions.add(new BillAction(r.ordinal(), r.actionDate(), r.actionTime(), r.text(), r.actionType(),
                        r.actionCode(), r.sourceSystemName(), r.committeeIds(),
                        r.votes().stream().map(votes::get).toList()));
            }
            return new JoinPage<>(bill, total, actions.size(), actions, rows.nextCursor(), rows.hasMore());
        });
    }

    /** One page of a bill's join: the bill checked, the page scoped to it, the join's rows in {@code table} counted. */
    private <T> JoinPage<T> billJoin(String billId, PageParams paging, String join, String table, JoinRead<T> read) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        PageRequest page = paging.forScope("bills/" + id.value() + "/" + join);
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            long total = Queries.count(conn, "SELECT count(*) FROM " + table + " WHERE bill_id = ?", id.value());
            return read.page(conn, id.value(), bill, total, page);
        } catch (SQLException e) {
            throw Rows.failure(join + " of " + id.value(), e);
        }
    }

    /** Reads the page of a bill's join, given the bill and its count. */
    private interface JoinRead<T> {
        JoinPage<T> page(Connection conn, String billId, RecordRef bill, long total, PageRequest page)
                throws SQLException;
    }

    /** A {@code bill_actions} row as stored ({@code committees}, {@code recorded_votes} JSON arrays). */
    private record ActionRow(int ordinal, String actionDate, String actionTime, String text, String actionType,
                             String actionCode, String sourceSystemName, String committees, String recordedVotes) {

        List<String> committeeIds() {
            return Rows.stringList(committees).stream().map(BillRecords::thomasId)
                    .filter(java.util.Objects::nonNull).toList();
        }

        List<String> votes() {
            return voteIds(recordedVotes);
        }
    }

    /** A bill the legislator sponsored or cosponsored, as the page reads it. */
    private record BillRow(String id, String title, int congress, String role, String joined, String introducedDate,
                           String policyArea, String latestActionDate, String latestActionText,
                           String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        LegislatorBill bill() {
            return new LegislatorBill(id, title, congress, role, joined, introducedDate, policyArea, latestActionDate,
                    latestActionText, citation());
        }
    }

    /** The vote ids of BILLSTATUS {@code <recordedVotes>}: chamber, congress, session, roll number. */
    static List<String> voteIds(String recordedVotesJson) {
        List<String> ids = new ArrayList<>();
        for (Object o : Rows.list(recordedVotesJson)) {
            if (o instanceof Map<?, ?> vote && vote.get("chamber") instanceof String chamber
                    && vote.get("congress") != null && vote.get("session") != null && vote.get("rollNumber") != null) {
                String c = chamber.toLowerCase(Locale.ROOT).startsWith("h") ? "h" : "s";
                PublicId.tryParse("vote:" + vote.get("congress") + ":" + c + ":" + vote.get("session") + ":"
                        + vote.get("rollNumber")).ifPresent(v -> ids.add(v.value()));
            }
        }
        return ids;
    }

    // ---- a legislator's bills -----------------------------------------------------------------

    /**
     * Bills a legislator sponsored or cosponsored, newest first.
     *
     * @param role     {@code sponsor}, {@code cosponsor} or null for both
     * @param congress only this Congress, or null for all
     */
    public JoinPage<LegislatorBill> legislatorBills(String bioguideId, String role, Integer congress,
                                                    PageParams paging) {
        PublicId id = RecordIds.expect(bioguideId, IdType.LEGISLATOR);
        String r = role == null || role.isBlank() ? "all" : role.strip().toLowerCase(Locale.ROOT);
        if (!List.of("all", "sponsor", "cosponsor").contains(r)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "role must be sponsor, cosponsor or all, got '" + role + "'",
                    ApiException.newHint().put("parameter", "role")
                            .put("valid_values", List.of("sponsor", "cosponsor", "all")).build());
        }
        PageRequest page = paging.forScope("legislators/" + id.value() + "/bills?role=" + r + "&congress=" + congress);
        String sponsored = """
                SELECT b.id, b.title, b.congress, 'sponsor' AS role, NULL AS joined, b.introduced_date, b.policy_area,
                       b.latest_action_date, b.latest_action_text, b.published_at, b.source_url, b.citation_string,
                       's:' || b.id AS tie
                FROM bills b WHERE b.sponsor_id = ?""";
        String cosponsored = """
                SELECT b.id, b.title, b.congress, 'cosponsor' AS role, c.sponsorship_date AS joined, b.introduced_date,
                       b.policy_area, b.latest_action_date, b.latest_action_text, b.published_at, b.source_url,
                       b.citation_string, 'c:' || b.id || ':' || c.ordinal AS tie
                FROM bill_cosponsors c JOIN bills b ON b.id = c.bill_id WHERE c.legislator_id = ?""";
        String union = switch (r) {
            case "sponsor" -> sponsored;
            case "cosponsor" -> cosponsored;
            default -> sponsored + " UNION ALL " + cosponsored;
        };
        List<Object> params = new ArrayList<>(r.equals("all") ? List.of(id.value(), id.value()) : List.of(id.value()));
        String where = "1";
        if (congress != null) {
            where = "r.congress = ?";
            params.add(congress);
        }
        try (Connection conn = dataSource.getConnection()) {
            RecordRef legislator = refs.of(conn, id);
            coverage.covered(IdType.BILL.resource());
            long total = Queries.count(conn, "SELECT count(*) FROM (" + union + ") r WHERE " + where, params.toArray());
            return JoinPage.of(legislator, total, Keyset.descending("r.published_at", "r.tie").page(ConnectionClient.on(conn),
                    "r.*", "(" + union + ") r", where, params, page, Rows.mapper(BillRow.class))
                    .map(BillRow::bill));
        } catch (SQLException e) {
            throw Rows.failure("bills of " + id.value(), e);
        }
    }
}
