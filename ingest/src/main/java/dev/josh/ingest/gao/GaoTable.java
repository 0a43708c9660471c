package dev.josh.ingest.gao;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code gao_reports} table: one row per report or testimony PDF. */
public final class GaoTable extends RecordRowTable<GaoRecord> {

    public GaoTable() {
        super("gao_reports", GaoCitations::cite, "report_number", "title", "heading", "heading_path",
                "body_markdown", "page_count", "date_source", "catalog_file", "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, GaoRecord record, CitationColumns citation) throws SQLException {
        GaoProduct product = record.product();
        ps.setString(2, product.number());
        ps.setString(3, record.title());
        ps.setString(4, record.printedTitle());
        ps.setString(5, Json.write(List.of(record.title())));
        ps.setString(6, record.body().markdown());
        ps.setInt(7, product.text().pages());
        ps.setString(8, record.date().source());
        ps.setString(9, product.catalog() == null ? null : GaoCatalog.FILE);
        ps.setString(10, product.sourceFile());
        return 11;
    }
}
