package dev.josh.ingest.bills;

import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.lawtext.MarkedText;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code bill_text_versions} table: one row per bill and version code, carrying what
 * BILLSTATUS lists about the version (written with the bill's status) and, when a file of the
 * version is read, its text (written by the text step). Each side only touches its own columns.
 */
final class BillTextVersions {

    private static final Pattern PACKAGE = Pattern.compile("BILLS-[0-9]+[a-z]+[0-9]+([a-z]+)\\b");

    private BillTextVersions() {
    }

    /** A loaded version's columns as stored: its text's landmarks and references as JSON. */
    private record LoadedRow(String versionCode, String stage, String date, String format, String officialTitle,
                             String sponsorId, String sponsorName, String processedDate, String sourceFile,
                             String rawSha256, String markdown, String sections, String referenceLinks) {
        TextVersion version() {
            return new TextVersion(versionCode, stage, date, format, officialTitle, sponsorId, sponsorName,
                    processedDate, sourceFile, rawSha256, MarkedText.of(markdown, sections, referenceLinks));
        }
    }

    /** The versions of a bill whose text is loaded. */
    static List<TextVersion> loaded(Connection c, String billId) {
        return Rows.on(c).sql("""
                SELECT version_code, stage, coalesce(version_date, listed_date) AS date, format, official_title,
                       sponsor_id, sponsor_name, processed_date, source_file, raw_sha256, markdown, sections,
                       reference_links
                FROM bill_text_versions WHERE bill_id = ? AND markdown IS NOT NULL ORDER BY version_code""")
                .param(billId).query(Rows.of(LoadedRow.class)).stream().map(LoadedRow::version).toList();
    }

    /** The stored hash of a version's text, or null when its text is not loaded. */
    static String storedHash(Connection c, String billId, String versionCode) {
        return Rows.on(c).sql(
                "SELECT raw_sha256 FROM bill_text_versions WHERE bill_id = ? AND version_code = ? AND markdown IS NOT NULL")
                .params(billId, versionCode).query(String.class).optional().orElse(null);
    }

    /** Writes the text columns of a version, leaving what BILLSTATUS lists about it. */
    static void writeText(Connection c, String billId, TextVersion v, String sourceUrl, String sourceOrg,
                          String publishedAt, String retrievedAt, String citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_text_versions (bill_id, version_code, stage, version_date, format, official_title,
                       sponsor_id, sponsor_name, processed_date, markdown, sections, source_file, source_url, source_org,
                       published_at, retrieved_at, raw_sha256, version_citation, reference_links)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (bill_id, version_code) DO UPDATE SET
                    stage = coalesce(excluded.stage, stage), version_date = excluded.version_date,
                    format = excluded.format, official_title = excluded.official_title,
                    sponsor_id = excluded.sponsor_id, sponsor_name = excluded.sponsor_name,
                    processed_date = excluded.processed_date, markdown = excluded.markdown,
                    sections = excluded.sections, source_file = excluded.source_file,
                    source_url = excluded.source_url, source_org = excluded.source_org,
                    published_at = excluded.published_at, retrieved_at = excluded.retrieved_at,
                    raw_sha256 = excluded.raw_sha256, version_citation = excluded.version_citation,
                    reference_links = excluded.reference_links""")) {
            Params.bind(ps, 1, billId, v.versionCode(), v.stage(), v.date(), v.format(), v.officialTitle(),
                    v.sponsorId(), v.sponsorName(), v.processedDate(), v.text().markdown(), v.text().landmarksJson(),
                    v.sourceFile(), sourceUrl, sourceOrg, publishedAt, retrievedAt, v.rawSha256(), citation,
                    v.text().referencesJson());
            ps.executeUpdate();
        }
    }

    /** Versions whose text came from {@code sourceFile}, as keys {@code billId versionCode} ({@link BillTextPreparer.Identity#key}). */
    static List<String> keysFromFile(Connection c, String sourceFile) {
        return Rows.on(c).sql(
                "SELECT bill_id, version_code FROM bill_text_versions WHERE source_file = ? AND markdown IS NOT NULL")
                .param(sourceFile).query(Rows.of(Version.class)).stream()
                .map(v -> BillTextPreparer.Identity.key(v.billId(), v.versionCode())).toList();
    }

    /** A bill's version, by its key columns. */
    private record Version(String billId, String versionCode) {
    }

    /** Drops a version's text: the row goes unless BILLSTATUS lists the version, then only its text columns. */
    static void removeText(Connection c, String billId, String versionCode) throws SQLException {
        try (PreparedStatement delete = c.prepareStatement(
                "DELETE FROM bill_text_versions WHERE bill_id = ? AND version_code = ? AND listed = 0");
             PreparedStatement clear = c.prepareStatement("""
                     UPDATE bill_text_versions SET version_date = NULL, format = NULL, official_title = NULL,
                            sponsor_id = NULL, sponsor_name = NULL, processed_date = NULL, markdown = NULL,
                            sections = NULL, source_file = NULL, source_url = NULL, source_org = NULL,
                            published_at = NULL, retrieved_at = NULL, raw_sha256 = NULL, version_citation = NULL,
                            reference_links = NULL
                     WHERE bill_id = ? AND version_code = ?""")) {
            delete.setString(1, billId);
            delete.setString(2, versionCode);
            delete.executeUpdate();
            clear.setString(1, billId);
            clear.setString(2, versionCode);
            clear.executeUpdate();
        }
    }

    /** Replaces what BILLSTATUS lists about the bill's versions, keeping any loaded text. */
    static void replaceListed(Connection c, String billId, List<BillStatus.ListedVersion> listed) throws SQLException {
        try (PreparedStatement unlist = c.prepareStatement("""
                     UPDATE bill_text_versions SET listed = 0, listed_date = NULL, listed_url = NULL WHERE bill_id = ?""");
             PreparedStatement drop = c.prepareStatement(
                     "DELETE FROM bill_text_versions WHERE bill_id = ? AND markdown IS NULL")) {
            unlist.setString(1, billId);
            unlist.executeUpdate();
            drop.setString(1, billId);
            drop.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO bill_text_versions (bill_id, version_code, stage, listed, listed_date, listed_url)
                VALUES (?, ?, ?, 1, ?, ?)
                ON CONFLICT (bill_id, version_code) DO UPDATE SET
                    stage = coalesce(stage, excluded.stage), listed = 1, listed_date = excluded.listed_date,
                    listed_url = excluded.listed_url""")) {
            for (BillStatus.ListedVersion v : listed) {
                Params.bind(ps, 1, billId, versionCode(v), v.stage(), v.date(), v.url());
                ps.executeUpdate();
            }
        }
    }

    /** The version code of a listed version: from its govinfo package ({@code BILLS-117hr3684enr}), else from its stage name. */
    static String versionCode(BillStatus.ListedVersion v) {
        if (v.url() != null) {
            Matcher m = PACKAGE.matcher(v.url());
            if (m.find()) {
                return m.group(1).toUpperCase(Locale.ROOT);
            }
        }
        return BillVersions.codeOf(v.stage()).orElse(null);
    }
}
