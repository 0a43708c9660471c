package dev.josh.ingest.cbo;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
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
    protected Object[] values(CboEstimateRecord record, CitationColumns citation) {
        CboEstimate estimate = record.estimate();
        return new Object[] {estimate.report().publicId().value(), estimate.report().congress(),
                estimate.bill() == null ? null : estimate.bill().value(), record.title(),
                Json.write(List.of(record.title())), estimate.committee(), record.body().markdown(),
                Json.write(record.effects().stream().map(CboEstimateTable::effect).toList()), estimate.cboUrl(),
                estimate.format(), estimate.date().source(), estimate.sourceFile(),
                estimate.otherFiles().isEmpty() ? null : Json.write(estimate.otherFiles())};
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
