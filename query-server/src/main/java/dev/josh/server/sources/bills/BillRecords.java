package dev.josh.server.sources.bills;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.records.Link;
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
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
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new BillRecord(RecordIds.typeName(IdType.BILL), id.value(), rs.getInt("congress"),
                    rs.getString("bill_type"), rs.getInt("number"), rs.getString("title"), rs.getString("heading"),
                    rs.getString("official_title"), rs.getString("origin_chamber"), rs.getString("introduced_date"),
                    rs.getString("update_date"), rs.getString("record_basis"),
                    links.link(conn, rs.getString("sponsor_id"), rs.getString("sponsor_name")),
                    cosponsorCounts(conn, id.value()), rs.getString("policy_area"), subjects(conn, id.value()),
                    rs.getString("latest_action_date") == null && rs.getString("latest_action_text") == null ? null
                            : new BillRecord.LatestAction(rs.getString("latest_action_date"),
                            rs.getString("latest_action_text")),
                    laws(conn, id.value()), committees(conn, id.value()),
                    Rows.stringList(rs.getString("committee_reports")), versions(conn, id.value()),
                    paths(id.value()), body.text(), body.shown(), Rows.citation(rs));
        });
    }

    private static BillRecord.Paths paths(String id) {
        String base = "/v1/bills/" + id;
        return new BillRecord.Paths(base + "/cosponsors", base + "/actions", base + "/text", base + "/related");
    }

    private static BillRecord.CosponsorCounts cosponsorCounts(Connection conn, String billId) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT count(*), count(*) FILTER (WHERE withdrawn_date IS NULL),
                       count(*) FILTER (WHERE is_original = 1), count(*) FILTER (WHERE withdrawn_date IS NOT NULL)
                FROM bill_cosponsors WHERE bill_id = ?""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new BillRecord.CosponsorCounts(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4));
            }
        }
    }

    private static List<String> subjects(Connection conn, String billId) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(
                "SELECT subject FROM bill_subjects WHERE bill_id = ? AND is_policy_area = 0 ORDER BY subject")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    List<BillRecord.LawLink> laws(Connection conn, String billId) throws SQLException {
        List<String[]> rows = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(
                "SELECT law_id, law_type, law_number FROM bill_laws WHERE bill_id = ? ORDER BY law_number")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
                }
            }
        }
        Map<String, Link> loaded = new LinkedHashMap<>();
        for (Link l : links.links(conn, rows.stream().map(r -> r[0]).filter(java.util.Objects::nonNull).toList())) {
            loaded.put(l.id(), l);
        }
        return rows.stream().map(r -> new BillRecord.LawLink(r[0], r[1], r[2],
                r[0] != null && loaded.containsKey(r[0]) && loaded.get(r[0]).inDatabase())).toList();
    }

    private List<BillRecord.CommitteeLink> committees(Connection conn, String billId) throws SQLException {
        record Row(String id, String name, String chamber, String code, List<Object> activities) {
        }
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT system_code, name, chamber, activities FROM bill_committees WHERE bill_id = ? ORDER BY ordinal""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Row(thomasId(rs.getString(1)), rs.getString(2), rs.getString(3), rs.getString(1),
                            Rows.list(rs.getString(4))));
                }
            }
        }
        Set<String> loaded = new java.util.HashSet<>();
        for (Link l : links.links(conn, rows.stream().map(Row::id).filter(java.util.Objects::nonNull).toList())) {
            if (l.inDatabase()) {
                loaded.add(l.id());
            }
        }
        return rows.stream().map(r -> new BillRecord.CommitteeLink(r.id(), r.name(), r.chamber(), r.code(),
                loaded.contains(r.id()), r.activities())).toList();
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

    static List<BillText.Version> versions(Connection conn, String billId) throws SQLException {
        List<BillText.Version> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT version_code, stage, coalesce(version_date, listed_date, processed_date) AS date,
                       markdown IS NOT NULL AS loaded, format, length(markdown) AS chars,
                       coalesce(listed_url, source_url) AS url
                FROM bill_text_versions WHERE bill_id = ?
                ORDER BY coalesce(version_date, listed_date, processed_date, '') DESC, rowid""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new BillText.Version(rs.getString("version_code"), rs.getString("stage"), rs.getString("date"),
                            Rows.flag(rs, "loaded"), rs.getString("format"), Rows.integer(rs, "chars"),
                            rs.getString("url")));
                }
            }
        }
        return out;
    }
}
