package dev.josh.server.sources.bills;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Link;
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;

/**
 * A bill's typed record, in plain SQL over the BILLSTATUS tables: status, sponsor, cosponsor counts,
 * subjects, the laws it became, committees and text versions. Its joins are {@link BillJoins}',
 * its text {@link BillTexts}' and what links to it {@link BillRelations}'.
 */
@Service
public class BillRecords {

    private static final Pattern SYSTEM_CODE = Pattern.compile("([a-z]{4})(\\d{2})");

    private final Links links;
    private final RecordReader reader;

    public BillRecords(Links links, RecordReader reader) {
        this.links = links;
        this.reader = reader;
    }

    // ---- the record -------------------------------------------------------------------------

    public BillRecord bill(String billId, TextWindow window) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        return reader.one(id, Row.class, (conn, r) -> {
            TextWindow.Cut body = window.apply(r.bodyMarkdown());
            return new BillRecord(RecordIds.typeName(IdType.BILL), id.value(), r.congress(), r.billType(), r.number(),
                    r.title(), r.heading(), r.officialTitle(), r.originChamber(), r.introducedDate(), r.updateDate(),
                    r.recordBasis(), links.link(conn, r.sponsorId(), r.sponsorName()),
                    cosponsorCounts(conn, id.value()), r.policyArea(), subjects(conn, id.value()),
                    r.latestActionDate() == null && r.latestActionText() == null ? null
                            : new BillRecord.LatestAction(r.latestActionDate(), r.latestActionText()),
                    laws(conn, id.value()), committees(conn, id.value()), Rows.stringList(r.committeeReports()),
                    versions(conn, id.value()), paths(id.value()), body.text(), body.shown(), r.citation());
        });
    }

    /** A {@code bills} row as stored. */
    private record Row(int congress, String billType, int number, String title, String heading, String officialTitle,
                       String originChamber, String introducedDate, String updateDate, String recordBasis,
                       String sponsorId, String sponsorName, String policyArea, String latestActionDate,
                       String latestActionText, String committeeReports, String bodyMarkdown,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    private static BillRecord.Paths paths(String id) {
        String base = "/v1/bills/" + id;
        return new BillRecord.Paths(base + "/cosponsors", base + "/actions", base + "/text", base + "/related");
    }

    private static BillRecord.CosponsorCounts cosponsorCounts(Connection conn, String billId) {
        return ConnectionClient.on(conn).sql("""
                SELECT count(*) AS total, count(*) FILTER (WHERE withdrawn_date IS NULL) AS current,
                       count(*) FILTER (WHERE is_original = 1) AS original,
                       count(*) FILTER (WHERE withdrawn_date IS NOT NULL) AS withdrawn
                FROM bill_cosponsors WHERE bill_id = ?""").param(billId)
                .query(Rows.mapper(BillRecord.CosponsorCounts.class)).single();
    }

    private static List<String> subjects(Connection conn, String billId) {
        return ConnectionClient.on(conn).sql(
                "SELECT subject FROM bill_subjects WHERE bill_id = ? AND is_policy_area = 0 ORDER BY subject")
                .param(billId).query(String.class).list();
    }

    /** A law the bill became, as stored. */
    private record LawRow(String lawId, String lawType, String lawNumber) {
    }

    List<BillRecord.LawLink> laws(Connection conn, String billId) throws SQLException {
        List<LawRow> rows = ConnectionClient.on(conn).sql(
                "SELECT law_id, law_type, law_number FROM bill_laws WHERE bill_id = ? ORDER BY law_number")
                .param(billId).query(Rows.mapper(LawRow.class)).list();
        Map<String, Link> loaded = new LinkedHashMap<>();
        for (Link l : links.links(conn, rows.stream().map(LawRow::lawId).filter(java.util.Objects::nonNull).toList())) {
            loaded.put(l.id(), l);
        }
        return rows.stream().map(r -> new BillRecord.LawLink(r.lawId(), r.lawType(), r.lawNumber(),
                r.lawId() != null && loaded.containsKey(r.lawId()) && loaded.get(r.lawId()).inDatabase())).toList();
    }

    /** A committee that acted on the bill, as stored ({@code activities} a JSON array). */
    private record CommitteeRow(String systemCode, String name, String chamber, String activities) {

        String id() {
            return thomasId(systemCode);
        }
    }

    private List<BillRecord.CommitteeLink> committees(Connection conn, String billId) throws SQLException {
        List<CommitteeRow> rows = ConnectionClient.on(conn).sql("""
                SELECT system_code, name, chamber, activities FROM bill_committees WHERE bill_id = ? ORDER BY ordinal""")
                .param(billId).query(Rows.mapper(CommitteeRow.class)).list();
        Set<String> loaded = new java.util.HashSet<>();
        for (Link l : links.links(conn, rows.stream().map(CommitteeRow::id).filter(java.util.Objects::nonNull).toList())) {
            if (l.inDatabase()) {
                loaded.add(l.id());
            }
        }
        return rows.stream().map(r -> new BillRecord.CommitteeLink(r.id(), r.name(), r.chamber(), r.systemCode(),
                loaded.contains(r.id()), Rows.list(r.activities()))).toList();
    }

    /** BILLSTATUS committee codes are Thomas ids in lower case with a subcommittee number: hspw00 is HSPW, hspw12 HSPW12. */
    static String thomasId(String systemCode) {
        if (systemCode == null) {
            return null;
        }
        Matcher m = SYSTEM_CODE.matcher(systemCode.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        String id = m.group(1).toUpperCase(Locale.ROOT) + (m.group(2).equals("00") ? "" : m.group(2));
        return PublicId.tryParse(id).filter(p -> p.type() == IdType.COMMITTEE).map(PublicId::value).orElse(null);
    }

    static List<BillText.Version> versions(Connection conn, String billId) {
        return ConnectionClient.on(conn).sql("""
                SELECT version_code, stage, coalesce(version_date, listed_date, processed_date) AS date,
                       markdown IS NOT NULL AS text_loaded, format, length(markdown) AS chars,
                       coalesce(listed_url, source_url) AS url
                FROM bill_text_versions WHERE bill_id = ?
                ORDER BY coalesce(version_date, listed_date, processed_date, '') DESC, rowid""")
                .param(billId).query(Rows.mapper(BillText.Version.class)).list();
    }
}
