package dev.josh.ingest.committeereports;

import static dev.josh.ingest.core.SqlValues.setInteger;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code committee_reports} table: one row per report. */
public final class CommitteeReportTable extends RecordRowTable<CommitteeReportRecord> {

    public CommitteeReportTable() {
        super("committee_reports", CommitteeReportCitations::cite, "congress", "report_type", "report_number",
                "part", "title", "heading", "heading_path", "committee", "bill_id", "body_markdown", "body_format",
                "date_source", "source_file", "other_files");
    }

    @Override
    protected int bind(PreparedStatement ps, CommitteeReportRecord record, CitationColumns citation)
            throws SQLException {
        CommitteeReport.Report report = record.report();
        ReportNumber number = report.number();
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
        return 16;
    }

    /** The bill it accompanies, as its metadata ({@code <accompanies>}) or its cover ("[To accompany …]") names it. */
    @Override
    public List<RecordLink> links(CommitteeReportRecord record) {
        CommitteeReport.Report report = record.report();
        return report.bill() == null ? List.of() : List.of(new RecordLink(report.bill().value(), "accompanies",
                report.format().equals("uslm") ? "reportMeta" : "cover", RecordLink.METADATA));
    }
}
