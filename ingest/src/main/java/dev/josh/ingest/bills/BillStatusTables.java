package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RowBatch;
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
        RowBatch.write(c, """
                INSERT INTO bill_titles (bill_id, ordinal, kind, title_type, title, chamber, version_code)
                VALUES (?, ?, ?, ?, ?, ?, ?)""", titles,
                (t, ordinal) -> new Object[] {billId, ordinal, kind(t.titleType()),
                        t.titleType() == null ? "" : t.titleType(), t.title(), t.chamber(), t.versionCode()});
    }

    private static void cosponsors(Connection c, String billId, List<BillStatus.Cosponsor> cosponsors) throws SQLException {
        RowBatch.write(c, """
                INSERT INTO bill_cosponsors (bill_id, ordinal, legislator_id, full_name, party, state, district,
                                             sponsorship_date, withdrawn_date, is_original)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", cosponsors,
                (co, ordinal) -> new Object[] {billId, ordinal, co.bioguideId(), co.fullName(), co.party(),
                        co.state(), co.district(), co.sponsorshipDate(), co.withdrawnDate(), co.original() ? 1 : 0});
    }

    private static void actions(Connection c, String billId, List<BillStatus.Action> actions) throws SQLException {
        RowBatch.write(c, """
                INSERT INTO bill_actions (bill_id, ordinal, action_date, action_time, text, action_type, action_code,
                                          source_system_code, source_system_name, committees, recorded_votes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", actions,
                (a, ordinal) -> new Object[] {billId, ordinal, a.date(), a.time(), a.text(), a.type(),
                        a.actionCode(), a.sourceSystemCode(), a.sourceSystemName(), Json.write(a.committees()),
                        Json.write(a.recordedVotes())});
    }

    private static void committees(Connection c, String billId, List<BillStatus.Committee> committees) throws SQLException {
        RowBatch.write(c, """
                INSERT INTO bill_committees (bill_id, ordinal, system_code, parent_system_code, name, chamber,
                                             committee_type, activities)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""", committees,
                (co, ordinal) -> new Object[] {billId, ordinal, co.systemCode(), co.parentSystemCode(), co.name(),
                        co.chamber(), co.type(), Json.write(co.activities())});
    }

    private static void subjects(Connection c, String billId, BillStatus status) throws SQLException {
        Map<String, Boolean> subjects = new LinkedHashMap<>();
        if (status.policyArea() != null) {
            subjects.put(status.policyArea(), true);
        }
        for (String subject : status.subjects()) {
            subjects.putIfAbsent(subject, false);
        }
        RowBatch.write(c, 
                "INSERT INTO bill_subjects (bill_id, subject, is_policy_area) VALUES (?, ?, ?)", subjects.entrySet(),
                (s, index) -> new Object[] {billId, s.getKey(), s.getValue() ? 1 : 0});
    }

    private static void summaries(Connection c, String billId, List<BillStatus.Summary> summaries) throws SQLException {
        RowBatch.write(c, """
                INSERT INTO bill_summaries (bill_id, ordinal, version_code, action_date, action_desc, update_date, markdown)
                VALUES (?, ?, ?, ?, ?, ?, ?)""", summaries,
                (s, ordinal) -> new Object[] {billId, ordinal, s.versionCode(), s.actionDate(), s.actionDesc(),
                        s.updateDate(), HtmlMarkdown.render(s.html())});
    }

    private static void related(Connection c, String billId, List<BillStatus.RelatedBill> related) throws SQLException {
        RowBatch.write(c, """
                INSERT INTO bill_related (bill_id, ordinal, related_id, related_type, congress, number, title,
                                          latest_action_date, latest_action_text, relationships)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", related,
                (r, ordinal) -> new Object[] {billId, ordinal, BillIds.of(r.typeCode(), r.congress(),
                        r.number()).map(PublicId::value).orElse(null), r.typeCode(), r.congress(), r.number(),
                        r.title(), r.latestActionDate(), r.latestActionText(), Json.write(r.relationships())});
    }

    private static void laws(Connection c, String billId, List<BillStatus.Law> laws) throws SQLException {
        RowBatch.write(c, """
                INSERT OR IGNORE INTO bill_laws (bill_id, law_type, law_number, law_id) VALUES (?, ?, ?, ?)""", laws,
                (law, index) -> new Object[] {billId, law.type() == null ? "" : law.type(), law.number(),
                        BillIds.law(law.type(), law.number()).map(PublicId::value).orElse(null)});
    }
}
