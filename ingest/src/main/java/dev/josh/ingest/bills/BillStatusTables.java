package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.SqlValues;
import dev.josh.ingest.lawtext.HtmlMarkdown;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The side tables of a bill that come from its BILLSTATUS file, replaced whole with every new copy of the file. */
final class BillStatusTables {

    private static final List<String> TABLES = List.of("bill_titles", "bill_cosponsors", "bill_actions",
            "bill_committees", "bill_subjects", "bill_summaries", "bill_related", "bill_laws");

    private BillStatusTables() {
    }

    static void replace(Connection c, String billId, BillStatus status) throws SQLException {
        for (String table : TABLES) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE bill_id = ?")) {
                ps.setString(1, billId);
                ps.executeUpdate();
            }
        }
        titles(c, billId, status.titles());
        cosponsors(c, billId, status.cosponsors());
        actions(c, billId, status.actions());
        committees(c, billId, status.committees());
        subjects(c, billId, status);
        summaries(c, billId, status.summaries());
        related(c, billId, status.related());
        laws(c, billId, status.laws());
        BillTextVersions.replaceListed(c, billId, status.textVersions());
    }

    /** {@code display}, {@code official}, {@code short}, {@code popular} or {@code other}, from the upstream title type. */
    static String kind(String titleType) {
        String t = titleType == null ? "" : titleType.toLowerCase(Locale.ROOT);
        if (t.contains("display title")) {
            return "display";
        }
        if (t.contains("official title")) {
            return "official";
        }
        if (t.contains("short title")) {
            return "short";
        }
        return t.contains("popular title") ? "popular" : "other";
    }

    private static void titles(Connection c, String billId, List<BillStatus.Title> titles) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_titles (bill_id, ordinal, kind, title_type, title, chamber, version_code)
                VALUES (?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.Title t : titles) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, kind(t.titleType()));
                ps.setString(4, t.titleType() == null ? "" : t.titleType());
                ps.setString(5, t.title());
                ps.setString(6, t.chamber());
                ps.setString(7, t.versionCode());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void cosponsors(Connection c, String billId, List<BillStatus.Cosponsor> cosponsors) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_cosponsors (bill_id, ordinal, legislator_id, full_name, party, state, district,
                                             sponsorship_date, withdrawn_date, is_original)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.Cosponsor co : cosponsors) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, co.bioguideId());
                ps.setString(4, co.fullName());
                ps.setString(5, co.party());
                ps.setString(6, co.state());
                SqlValues.setInteger(ps, 7, co.district());
                ps.setString(8, co.sponsorshipDate());
                ps.setString(9, co.withdrawnDate());
                ps.setInt(10, co.original() ? 1 : 0);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void actions(Connection c, String billId, List<BillStatus.Action> actions) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_actions (bill_id, ordinal, action_date, action_time, text, action_type, action_code,
                                          source_system_code, source_system_name, committees, recorded_votes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.Action a : actions) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, a.date());
                ps.setString(4, a.time());
                ps.setString(5, a.text());
                ps.setString(6, a.type());
                ps.setString(7, a.actionCode());
                ps.setString(8, a.sourceSystemCode());
                ps.setString(9, a.sourceSystemName());
                ps.setString(10, Json.write(a.committees()));
                ps.setString(11, Json.write(a.recordedVotes()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void committees(Connection c, String billId, List<BillStatus.Committee> committees) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_committees (bill_id, ordinal, system_code, parent_system_code, name, chamber,
                                             committee_type, activities)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.Committee co : committees) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, co.systemCode());
                ps.setString(4, co.parentSystemCode());
                ps.setString(5, co.name());
                ps.setString(6, co.chamber());
                ps.setString(7, co.type());
                ps.setString(8, Json.write(co.activities()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void subjects(Connection c, String billId, BillStatus status) throws SQLException {
        Map<String, Boolean> subjects = new LinkedHashMap<>();
        if (status.policyArea() != null) {
            subjects.put(status.policyArea(), true);
        }
        for (String subject : status.subjects()) {
            subjects.putIfAbsent(subject, false);
        }
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO bill_subjects (bill_id, subject, is_policy_area) VALUES (?, ?, ?)")) {
            for (Map.Entry<String, Boolean> s : subjects.entrySet()) {
                ps.setString(1, billId);
                ps.setString(2, s.getKey());
                ps.setInt(3, s.getValue() ? 1 : 0);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void summaries(Connection c, String billId, List<BillStatus.Summary> summaries) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_summaries (bill_id, ordinal, version_code, action_date, action_desc, update_date, markdown)
                VALUES (?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.Summary s : summaries) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, s.versionCode());
                ps.setString(4, s.actionDate());
                ps.setString(5, s.actionDesc());
                ps.setString(6, s.updateDate());
                ps.setString(7, HtmlMarkdown.render(s.html()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void related(Connection c, String billId, List<BillStatus.RelatedBill> related) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_related (bill_id, ordinal, related_id, related_type, congress, number, title,
                                          latest_action_date, latest_action_text, relationships)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (BillStatus.RelatedBill r : related) {
                ps.setString(1, billId);
                ps.setInt(2, ordinal++);
                ps.setString(3, BillIds.of(r.typeCode(), r.congress(), r.number()).map(PublicId::value).orElse(null));
                ps.setString(4, r.typeCode());
                SqlValues.setInteger(ps, 5, r.congress());
                SqlValues.setInteger(ps, 6, r.number());
                ps.setString(7, r.title());
                ps.setString(8, r.latestActionDate());
                ps.setString(9, r.latestActionText());
                ps.setString(10, Json.write(r.relationships()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void laws(Connection c, String billId, List<BillStatus.Law> laws) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT OR IGNORE INTO bill_laws (bill_id, law_type, law_number, law_id) VALUES (?, ?, ?, ?)""")) {
            for (BillStatus.Law law : laws) {
                ps.setString(1, billId);
                ps.setString(2, law.type() == null ? "" : law.type());
                ps.setString(3, law.number());
                ps.setString(4, BillIds.law(law.type(), law.number()).map(PublicId::value).orElse(null));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}
