package dev.josh.server.sources.committeereports;

import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** The committee-reports source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CommitteeReports extends RowSource<CommitteeReports.Row> {

    private static final ResourceList LIST = ResourceList.of("committee-reports",
                    Keyset.descending("r.published_at", "r.id"))
            .columns("congress", "report_type", "report_number", "part", "heading", "committee", "bill_id")
            .filters(integer("congress", "r.congress", "congress=118"),
                    oneOf("report_type", "r.report_type", Map.of("hrpt", "hrpt", "srpt", "srpt", "erpt", "erpt"),
                            "hrpt, srpt or erpt"),
                    contains("committee", "the committee's name contains: committee=financial services",
                            "r.committee"),
                    id("bill", IdType.BILL, "r.bill_id = ?", "reports on one bill: bill=hr:118:7437"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("report_type", "r.report_type", "report_type"),
                    Dimension.of("committee", "r.committee", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_committee_report", "Get a committee report", "report_id", IdType.COMMITTEE_REPORT,
            "crpt:113:srpt:310", "a House or Senate committee report: committee, the bill it accompanies, text",
            true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.COMMITTEE_REPORT), CommitteeReportRecord.class, LIST, GETTER);

    private final Links links;

    public CommitteeReports(RecordReader reader, Links links) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A {@code committee_reports} row as stored. */
    protected record Row(int congress, String reportType, String reportNumber, Integer part, String title,
                         String heading, String committee, String billId, String bodyFormat, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected CommitteeReportRecord read(PublicId id, TextWindow window, Connection conn, Row r) throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new CommitteeReportRecord(RecordIds.typeName(IdType.COMMITTEE_REPORT), id.value(), r.congress(),
                r.reportType(), r.reportNumber(), r.part(), r.title(), r.heading(), r.committee(),
                links.link(conn, r.billId(), null), r.bodyFormat(), body.text(), body.shown(), r.citation());
    }
}
