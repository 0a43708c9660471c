package dev.josh.ingest.crs;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordRowTable;
import java.util.List;

/** The {@code crs_reports} table: one row per product PDF. */
public final class CrsTable extends RecordRowTable<CrsRecord> {

    public CrsTable() {
        super("crs_reports", CrsCitations::cite, "product_number", "version", "product_type", "title", "heading",
                "heading_path", "authors", "topics", "body_markdown", "page_count", "date_source", "metadata_file",
                "source_file");
    }

    @Override
    protected Object[] values(CrsRecord record, CitationColumns citation) {
        CrsProduct product = record.product();
        CrsListing listing = product.listing();
        return new Object[] {product.number(), product.version(), CrsFiles.productType(product.number()),
                record.title(), record.printedTitle(), Json.write(List.of(record.title())),
                listing == null ? null : Json.write(listing.authors()),
                listing == null ? null : Json.write(listing.topics()), record.body().markdown(),
                product.text().pages(), record.date().source(), listing == null ? null : listing.file(),
                product.sourceFile()};
    }
}
