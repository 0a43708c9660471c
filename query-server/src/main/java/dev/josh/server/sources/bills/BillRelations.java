package dev.josh.server.sources.bills;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.records.Coverage;
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
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * What the data links to a bill: the laws it became, statements of administration policy, votes,
 * related bills, committee reports, meetings and Congressional Record granules that list it, and
 * the U.S. Code sections its loaded text cites.
 */
@Service
public class BillRelations {

    /** Citations a related list shows at most (a long bill cites hundreds of sections). */
    static final int MAX_CITED_SECTIONS = 200;
    static final int MAX_RELATED = 200;

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Links links;
    private final Refs refs;
    private final BillRecords records;

    public BillRelations(DataSource dataSource, Coverage coverage, Links links, Refs refs, BillRecords records) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.links = links;
        this.refs = refs;
        this.records = records;
    }

    // ---- related ----------------------------------------------------------------------------

    public BillRelated related(String billId) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            String b = id.value();
            Map<String, String> votes = new LinkedHashMap<>();
            if (coverage.holds(IdType.VOTE.resource())) {
                for (VoteTitle vote : ConnectionClient.on(conn).sql("SELECT id, title FROM roll_call_votes WHERE bill_id = ? "
                        + "ORDER BY date, id").param(b).query(Rows.mapper(VoteTitle.class)).list()) {
                    votes.put(vote.id(), vote.title());
                }
            }
            for (RecordedVotes action : ConnectionClient.on(conn).sql("SELECT recorded_votes, text FROM bill_actions "
                    + "WHERE bill_id = ? AND recorded_votes <> '[]' ORDER BY action_date, ordinal DESC").param(b)
                    .query(Rows.mapper(RecordedVotes.class)).list()) {
                for (String vote : BillJoins.voteIds(action.recordedVotes())) {
                    votes.putIfAbsent(vote, action.text());
                }
            }
            Cited cited = citedSections(conn, b);
            return new BillRelated(bill, records.laws(conn, b),
                    linked(conn, IdType.SAP, "SELECT sap_id FROM sap_bills WHERE bill_id = ? ORDER BY sap_id", b),
                    links.links(conn, votes), relatedBills(conn, b),
                    linked(conn, IdType.COMMITTEE_REPORT,
                            "SELECT id FROM committee_reports WHERE bill_id = ? ORDER BY id", b),
                    mentions(conn, IdType.MEETING, b), mentions(conn, IdType.CONGRESSIONAL_RECORD, b),
                    links.links(conn, cited.sections()), cited.version());
        } catch (SQLException e) {
            throw Rows.failure("records related to " + id.value(), e);
        }
    }

    /** Ids one query returns, as links; an empty list when the type's source is not held. */
    private List<Link> linked(Connection conn, IdType type, String sql, String billId) throws SQLException {
        if (!coverage.holds(type.resource())) {
            return List.of();
        }
        return links.links(conn, ConnectionClient.on(conn).sql(sql).param(billId).query(String.class).list());
    }

    /** Records of a source that list the bill among theirs ({@code bill_mentions}, kept by triggers of V50). */
    private List<Link> mentions(Connection conn, IdType type, String billId) throws SQLException {
        if (!coverage.holds(type.resource()) || !Queries.tableExists(conn, "bill_mentions")) {
            return List.of();
        }
        return links.links(conn, ConnectionClient.on(conn).sql("SELECT record_id FROM bill_mentions WHERE bill_id = ? "
                + "AND source = ? ORDER BY record_id LIMIT " + MAX_RELATED).params(billId, type.resource())
                .query(String.class).list());
    }

    private List<BillRelated.RelatedBill> relatedBills(Connection conn, String billId) throws SQLException {
        List<RelatedRow> rows = ConnectionClient.on(conn).sql("""
                SELECT r.related_id, coalesce(b.title, r.title) AS title, r.relationships, r.latest_action_date,
                       r.latest_action_text, b.id IS NOT NULL AS loaded
                FROM bill_related r LEFT JOIN bills b ON b.id = r.related_id
                WHERE r.bill_id = ? AND r.related_id IS NOT NULL ORDER BY r.ordinal LIMIT""" + " " + MAX_RELATED)
                .param(billId).query(Rows.mapper(RelatedRow.class)).list();
        List<BillRelated.RelatedBill> out = new ArrayList<>();
        for (RelatedRow r : rows) {
            List<String> relationships = new ArrayList<>();
            for (Object o : Rows.list(r.relationships())) {
                if (o instanceof Map<?, ?> m) {
                    relationships.add(m.get("type") + (m.get("identifiedBy") == null ? "" : " (" + m.get("identifiedBy") + ")"));
                }
            }
            out.add(new BillRelated.RelatedBill(r.relatedId(), r.title(), relationships, r.latestActionDate(),
                    r.latestActionText(), r.loaded()));
        }
        return out;
    }

    private record Cited(String version, List<String> sections) {
    }

    /** A roll call on the bill and its title. */
    private record VoteTitle(String id, String title) {
    }

    /** An action's recorded votes (a JSON list) and its text, which names a vote the roll calls do not hold. */
    private record RecordedVotes(String recordedVotes, String text) {
    }

    /** A related bill as BILLSTATUS lists it, its title the loaded bill's where it is loaded. */
    private record RelatedRow(String relatedId, String title, String relationships, String latestActionDate,
                              String latestActionText, boolean loaded) {
    }

    /**
     * U.S. Code sections the bill's loaded text cites ("42 U.S.C. 1301", "section 102 of title 17, United
     * States Code"), in order of first citation: the links the ingest read from its body (docs/links.md).
     */
    private static Cited citedSections(Connection conn, String billId) throws SQLException {
        List<String> version = ConnectionClient.on(conn).sql("""
                SELECT b.latest_text_version FROM bills b JOIN bill_text_versions v ON v.bill_id = b.id
                AND v.version_code = b.latest_text_version WHERE b.id = ? AND v.markdown IS NOT NULL""").param(billId)
                .query(String.class).list();
        if (version.isEmpty() || !Queries.tableExists(conn, "links")) {
            return new Cited(null, List.of());
        }
        List<String> sections = ConnectionClient.on(conn).sql("""
                SELECT to_id FROM links WHERE from_id = ? AND relation = 'cites' AND to_id LIKE 'usc:%'
                GROUP BY to_id ORDER BY min(rowid) LIMIT ?""").params(billId, MAX_CITED_SECTIONS).query(String.class)
                .list();
        return new Cited(version.getFirst(), sections);
    }
}
