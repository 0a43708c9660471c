package dev.josh.ingest.committeereports;

import static dev.josh.ingest.core.SqlValues.setInteger;

import dev.josh.ingest.core.BodyRecordTable;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/** The {@code committee_reports} table: one row per report. */
public final class CommitteeReportTable implements BodyRecordTable<CommitteeReportRecord> {

    @Override
    public String table() {
        return "committee_reports";
    }

    @Override
    public CitationColumns cite(CommitteeReportRecord record, Instant retrievedAt) {
        return CommitteeReportCitations.cite(record, retrievedAt);
    }

    @Override
    public void upsert(Connection c, CommitteeReportRecord record, CitationColumns citation) throws SQLException {
        CommitteeReport.Report report = record.report();
        ReportNumber number = report.number();
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("committee_reports", "id", "id", "congress",
                "report_type", "report_number", "part", "title", "heading", "heading_path", "committee",
                "bill_id", "body_markdown", "body_format", "date_source", "source_file", "other_files",
                "source_url", "source_org", "published_at", "retrieved_at", "raw_sha256", "citation_string"))) {
            ps.setString(1, record.id().value());
            ps.setInt(2, number.congress());
            ps.setString(3, number.kind());
            ps.setString(4, number.numberText());
            setInteger(ps, 5, number.part());
            ps.setString(6, report.title());
            ps.setString(7, report.heading());
            ps.setString(8, Json.write(List.of(record.displayTitle())));
            ps.setString(9, report.committee());
            ps.setString(10, report.bill() == null ? null : report.bill().value());
            ps.setString(11, record.body().markdown());
            ps.setString(12, report.format());
            ps.setString(13, report.date().source());
            ps.setString(14, report.sourceFile());
            ps.setString(15, report.otherFiles().isEmpty() ? null : Json.write(report.otherFiles()));
            citation.bind(ps, 16);
            ps.executeUpdate();
        }
    }

    /** The bill it accompanies, as its metadata ({@code <accompanies>}) or its cover ("[To accompany …]") names it. */
    @Override
    public List<RecordLink> links(CommitteeReportRecord record) {
        CommitteeReport.Report report = record.report();
        return report.bill() == null ? List.of() : List.of(new RecordLink(report.bill().value(), "accompanies",
                report.format().equals("uslm") ? "reportMeta" : "cover", RecordLink.METADATA));
    }
}
