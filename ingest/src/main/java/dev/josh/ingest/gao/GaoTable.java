package dev.josh.ingest.gao;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordRowTable;
import java.util.List;

/** The {@code gao_reports} table: one row per report or testimony PDF. */
public final class GaoTable extends RecordRowTable<GaoRecord> {

    public GaoTable() {
        super("gao_reports", GaoCitations::cite, "report_number", "title", "heading", "heading_path",
                "body_markdown", "page_count", "date_source", "catalog_file", "source_file");
    }

    @Override
    protected Object[] values(GaoRecord record, CitationColumns citation) {
        GaoProduct product = record.product();
        return new Object[] {product.number(), record.title(), record.printedTitle(),
                Json.write(List.of(record.title())), record.body().markdown(), product.text().pages(),
                record.date().source(), product.catalog() == null ? null : GaoCatalog.FILE, product.sourceFile()};
    }
}
