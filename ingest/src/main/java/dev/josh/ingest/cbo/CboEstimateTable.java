package dev.josh.ingest.cbo;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@code cbo_cost_estimates} table: one row per estimate, its stated totals as JSON. */
final class CboEstimateTable extends RecordRowTable<CboEstimateRecord> {

    CboEstimateTable() {
        super("cbo_cost_estimates", CboCitations::cite, "report_id", "congress", "bill_id", "title",
                "heading_path", "committee", "body_markdown", "budget_effects", "cbo_url", "body_format",
                "date_source", "source_file", "other_files");
    }

    @Override
    protected int bind(PreparedStatement ps, CboEstimateRecord record, CitationColumns citation) throws SQLException {
        CboEstimate estimate = record.estimate();
        ps.setString(2, estimate.report().publicId().value());
        ps.setInt(3, estimate.report().congress());
        ps.setString(4, estimate.bill() == null ? null : estimate.bill().value());
        ps.setString(5, record.title());
        ps.setString(6, Json.write(List.of(record.title())));
        ps.setString(7, estimate.committee());
        ps.setString(8, record.body().markdown());
        ps.setString(9, Json.write(record.effects().stream().map(CboEstimateTable::effect).toList()));
        ps.setString(10, estimate.cboUrl());
        ps.setString(11, estimate.format());
        ps.setString(12, estimate.date().source());
        ps.setString(13, estimate.sourceFile());
        ps.setString(14, estimate.otherFiles().isEmpty() ? null : Json.write(estimate.otherFiles()));
        return 15;
    }

    /** The bill it estimates and the report that prints it, as the report's metadata or cover names them. */
    @Override
    public List<RecordLink> links(CboEstimateRecord record) {
        CboEstimate estimate = record.estimate();
        List<RecordLink> links = new java.util.ArrayList<>();
        String where = estimate.format().equals("uslm") ? "reportMeta" : "cover";
        if (estimate.bill() != null) {
            links.add(new RecordLink(estimate.bill().value(), "estimates", where, RecordLink.METADATA));
        }
        links.add(new RecordLink(estimate.report().publicId().value(), "printed_in", where, RecordLink.METADATA));
        return links;
    }

    /** One effect as the column stores it, in snake case as the API writes it. */
    private static Map<String, Object> effect(BudgetEffect e) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("measure", e.measure());
        json.put("change", e.change());
        json.put("amount_usd", e.amountUsd());
        json.put("qualifier", e.qualifier());
        json.put("period", e.period());
        json.put("statement", e.statement());
        return json;
    }
}
