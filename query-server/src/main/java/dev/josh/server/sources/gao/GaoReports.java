package dev.josh.server.sources.gao;

import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import org.springframework.stereotype.Component;

/** The gao-reports source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class GaoReports extends RowSource<GaoReports.Row> {

    private static final ResourceList LIST = ResourceList.of("gao-reports", Keyset.descending("r.published_at", "r.id"))
            .columns("report_number", "page_count")
            .filters(since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("year", "substr(r.published_at, 1, 4)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_gao_report", "Get a GAO report", "report_id", IdType.GAO_REPORT, "gao:GAO-08-587T",
            "a GAO report or testimony: title, pages, text", true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.GAO_REPORT), GaoReportRecord.class, LIST, GETTER);


    public GaoReports(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** A {@code gao_reports} row as stored. */
    protected record Row(String reportNumber, String title, String heading, int pageCount, String dateSource,
                         String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected GaoReportRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new GaoReportRecord(RecordIds.typeName(IdType.GAO_REPORT), id.value(), r.reportNumber(), r.title(),
                r.heading(), r.pageCount(), r.dateSource(), body.text(), body.shown(), r.citation());
    }
}
