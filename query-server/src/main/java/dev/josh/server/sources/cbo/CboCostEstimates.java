package dev.josh.server.sources.cbo;

import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
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
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.springframework.stereotype.Component;

/** The cbo-cost-estimates source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CboCostEstimates extends RowSource<CboCostEstimates.Row> {

    private static final ResourceList LIST = ResourceList.of("cbo-cost-estimates",
                    Keyset.descending("r.published_at", "r.id"))
            .columns("congress", "report_id", "bill_id", "committee", "cbo_url")
            .filters(integer("congress", "r.congress", "congress=118"),
                    id("bill", IdType.BILL, "r.bill_id = ?", "the estimate of one bill: bill=hr:118:7437"),
                    id("report", IdType.COMMITTEE_REPORT, "r.report_id = ?",
                            "the estimate a report prints: report=crpt:118:hrpt:728"),
                    contains("committee", "the reporting committee's name contains: committee=small business",
                            "r.committee"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("committee", "r.committee", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_cbo_cost_estimate", "Get a CBO cost estimate", "estimate_id", IdType.CBO_COST_ESTIMATE,
            "cbo:118:hrpt:728", "a Congressional Budget Office cost estimate printed in a committee report: the bill, "
                    + "the report, the totals it states (direct spending, revenues, spending subject to appropriation), text",
            true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.CBO_COST_ESTIMATE), CboCostEstimateRecord.class, LIST, GETTER);

    private final Links links;

    public CboCostEstimates(RecordReader reader, Links links) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A {@code cbo_cost_estimates} row as stored ({@code budget_effects} a JSON array). */
    protected record Row(int congress, String title, String committee, String reportId, String billId,
                         String budgetEffects, String cboUrl, String bodyFormat, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected CboCostEstimateRecord read(PublicId id, TextWindow window, Connection conn, Row r)
            throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new CboCostEstimateRecord(RecordIds.typeName(IdType.CBO_COST_ESTIMATE), id.value(), r.congress(),
                r.title(), r.committee(), links.link(conn, r.reportId(), null), links.link(conn, r.billId(), null),
                Rows.records(r.budgetEffects(), CboCostEstimateRecord.BudgetEffect.class), r.cboUrl(), r.bodyFormat(),
                body.text(), body.shown(), r.citation());
    }
}
