package dev.josh.server.sources.crs;

import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import org.springframework.stereotype.Component;

/** The crs-reports source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CrsReports extends RowSource<CrsReports.Row> {

    private static final ResourceList LIST = ResourceList.of("crs-reports", Keyset.descending("r.published_at", "r.id"))
            .columns("product_number", "product_type", "version", "page_count")
            .filters(text("product_type", "r.product_type", "In Focus, Insight, Report or Legal Sidebar"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("product_type", "r.product_type", "product_type"),
                    Dimension.of("year", "substr(r.published_at, 1, 4)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_crs_report", "Get a CRS report", "report_id", IdType.CRS_REPORT, "crs:IF11043",
            "a Congressional Research Service product: type, authors, topics, text", true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.CRS_REPORT), CrsReportRecord.class, LIST, GETTER);


    public CrsReports(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** A {@code crs_reports} row as stored ({@code authors}, {@code topics} JSON arrays). */
    protected record Row(String productNumber, Integer version, String productType, String title, String heading,
                         String authors, String topics, int pageCount, String dateSource, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected CrsReportRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new CrsReportRecord(RecordIds.typeName(IdType.CRS_REPORT), id.value(), r.productNumber(), r.version(),
                r.productType(), r.title(), r.heading(), Rows.stringList(r.authors()), Rows.stringList(r.topics()),
                r.pageCount(), r.dateSource(), body.text(), body.shown(), r.citation());
    }
}
