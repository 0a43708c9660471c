package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.lawtext.MarkedText;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.type.TypeReference;

/** The {@code bills} table: one row per measure; with a BILLSTATUS parse, its side tables too. */
public final class BillsTable extends RecordRowTable<BillRecord> {

    public BillsTable() {
        super("bills", (record, retrievedAt) -> BillCitations.cite(record.head(), record.rawSha256(), retrievedAt),
                "congress", "bill_type", "number", "title", "heading", "official_title", "origin_chamber",
                "introduced_date", "update_date", "sponsor_id", "sponsor_name", "policy_area", "latest_action_date",
                "latest_action_text", "committee_reports", "record_basis", "status_version", "status_file",
                "status_sha256", "latest_text_version", "overview_markdown", "overview_sections", "body_markdown",
                "heading_path", "source_file");
    }

    @Override
    protected Object[] values(BillRecord record, CitationColumns citation) {
        BillHead h = record.head();
        return new Object[] {h.congress(), h.type().code(), h.number(), BillCitations.displayTitle(h), h.heading(),
                h.officialTitle(), h.originChamber(), h.introducedDate(), h.updateDate(), h.sponsorId(),
                h.sponsorName(), h.policyArea(), h.latestActionDate(), h.latestActionText(),
                Json.write(h.committeeReports()), h.basis().column(), h.statusVersion(), h.statusFile(),
                h.statusSha256(), record.latestTextVersion(), h.overview().markdown(), h.overview().landmarksJson(),
                record.body().markdown(), Json.write(record.headingPath()), record.sourceFile()};
    }

    /** The BILLSTATUS tables (actions, cosponsors, …) of a bill whose status was read, replaced with its row. */
    @Override
    protected void afterUpsert(Connection c, BillRecord record) throws SQLException {
        if (record.status() != null) {
            BillStatusTables.replace(c, record.id().value(), record.status());
        }
    }

    /** A bill belongs to its BILLSTATUS file ({@code status_file}); {@code source_file} may name a text file. */
    /** The references the latest version's XML marks up ({@code <ref href>}, {@code <external-xref>}). */
    @Override
    public List<RecordLink> links(BillRecord record) {
        return record.body().references();
    }

    @Override
    public String sourceFileColumn() {
        return "status_file";
    }

    /** The stored head of a bill based on its BILLSTATUS file, to put its body together again with new text. */
    static Optional<BillHead> storedStatusHead(Connection c, PublicId id, BillType type) {
        return Rows.on(c).sql("""
                SELECT congress, number, heading, official_title, origin_chamber, introduced_date, update_date,
                       sponsor_id, sponsor_name, policy_area, latest_action_date, latest_action_text, committee_reports,
                       status_version, status_file, status_sha256, published_at, overview_markdown, overview_sections
                FROM bills WHERE id = ? AND record_basis = 'billstatus'""")
                .param(id.value()).query(Rows.of(StatusHeadRow.class)).optional().map(row -> row.head(id, type));
    }

    /** The columns of a BILLSTATUS-based row that make its head; committee reports as a JSON list. */
    private record StatusHeadRow(int congress, int number, String heading, String officialTitle, String originChamber,
                                 String introducedDate, String updateDate, String sponsorId, String sponsorName,
                                 String policyArea, String latestActionDate, String latestActionText,
                                 String committeeReports, String statusVersion, String statusFile, String statusSha256,
                                 String publishedAt, String overviewMarkdown, String overviewSections) {
        BillHead head(PublicId id, BillType type) {
            String cited = CitationColumns.NO_DATE.equals(publishedAt) ? null : publishedAt;
            return new BillHead(id, type, congress, number, heading, officialTitle, originChamber, introducedDate,
                    updateDate, sponsorId, sponsorName, policyArea, latestActionDate, latestActionText,
                    Json.read(committeeReports, new TypeReference<List<String>>() {
                    }), BillHead.Basis.BILLSTATUS, statusVersion, statusFile, statusSha256, cited, cited,
                    MarkedText.of(overviewMarkdown, overviewSections, null));
        }
    }
}
