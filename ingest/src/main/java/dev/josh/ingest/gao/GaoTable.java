package dev.josh.ingest.gao;

import dev.josh.ingest.core.BodyRecordTable;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/** The {@code gao_reports} table: one row per report or testimony PDF. */
public final class GaoTable implements BodyRecordTable<GaoRecord> {

    @Override
    public String table() {
        return "gao_reports";
    }

    @Override
    public CitationColumns cite(GaoRecord record, Instant retrievedAt) {
        return GaoCitations.cite(record, retrievedAt);
    }

    @Override
    public void upsert(Connection c, GaoRecord record, CitationColumns citation) throws SQLException {
        GaoProduct product = record.product();
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("gao_reports", "id", "id", "report_number",
                "title", "heading", "heading_path", "body_markdown", "page_count", "date_source",
                "catalog_file", "source_file", "source_url", "source_org", "published_at", "retrieved_at",
                "raw_sha256", "citation_string"))) {
            ps.setString(1, record.id().value());
            ps.setString(2, product.number());
            ps.setString(3, record.title());
            ps.setString(4, record.printedTitle());
            ps.setString(5, Json.write(List.of(record.title())));
            ps.setString(6, record.body().markdown());
            ps.setInt(7, product.text().pages());
            ps.setString(8, record.date().source());
            ps.setString(9, product.catalog() == null ? null : GaoCatalog.FILE);
            ps.setString(10, product.sourceFile());
            citation.bind(ps, 11);
            ps.executeUpdate();
        }
    }
}
