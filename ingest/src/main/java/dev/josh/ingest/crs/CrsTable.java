package dev.josh.ingest.crs;

import static dev.josh.ingest.core.SqlValues.setInteger;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code crs_reports} table: one row per product PDF. */
public final class CrsTable extends RecordRowTable<CrsRecord> {

    public CrsTable() {
        super("crs_reports", CrsCitations::cite, "product_number", "version", "product_type", "title", "heading",
                "heading_path", "authors", "topics", "body_markdown", "page_count", "date_source", "metadata_file",
                "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, CrsRecord record, CitationColumns citation) throws SQLException {
        CrsProduct product = record.product();
        CrsListing listing = product.listing();
        ps.setString(2, product.number());
        setInteger(ps, 3, product.version());
        ps.setString(4, CrsFiles.productType(product.number()));
        ps.setString(5, record.title());
        ps.setString(6, record.printedTitle());
        ps.setString(7, Json.write(List.of(record.title())));
        ps.setString(8, listing == null ? null : Json.write(listing.authors()));
        ps.setString(9, listing == null ? null : Json.write(listing.topics()));
        ps.setString(10, record.body().markdown());
        ps.setInt(11, product.text().pages());
        ps.setString(12, record.date().source());
        ps.setString(13, listing == null ? null : listing.file());
        ps.setString(14, product.sourceFile());
        return 15;
    }
}
