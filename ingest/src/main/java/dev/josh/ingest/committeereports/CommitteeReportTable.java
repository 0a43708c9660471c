package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.util.List;

/** The {@code committee_reports} table: one row per report. */
public final class CommitteeReportTable extends RecordRowTable<CommitteeReportRecord> {

    public CommitteeReportTable() {
        super("committee_reports", CommitteeReportCitations::cite, "congress", "report_type", "report_number",
                "part", "title", "heading", "heading_path", "committee", "bill_id", "body_markdown", "body_format",
                "date_source", "source_file", "other_files");
    }

    @Override
    protected Object[] values(CommitteeReportRecord record, CitationColumns citation) {
        CommitteeReport.Report report = record.report();
        ReportNumber number = report.number();
        return new Object[] {number.congress(), number.kind(), number.numberText(), number.part(), report.title(),
                report.heading(), Json.write(List.of(record.displayTitle())), report.committee(),
                report.bill() == null ? null : report.bill().value(), record.body().markdown(), report.format(),
                report.date().source(), report.sourceFile(),
                report.otherFiles().isEmpty() ? null : Json.write(report.otherFiles())};
    }

    /** The bill it accompanies, as its metadata ({@code <accompanies>}) or its cover ("[To accompany …]") names it. */
    @Override
    public List<RecordLink> links(CommitteeReportRecord record) {
        CommitteeReport.Report report = record.report();
        return report.bill() == null ? List.of() : List.of(new RecordLink(report.bill().value(), "accompanies",
                report.format().equals("uslm") ? "reportMeta" : "cover", RecordLink.METADATA));
    }
}
