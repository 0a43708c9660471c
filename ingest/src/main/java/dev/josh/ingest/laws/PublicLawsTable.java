package dev.josh.ingest.laws;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import dev.josh.ingest.core.SqlValues;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The {@code public_laws} table: one row per law or statute compilation. */
public final class PublicLawsTable extends RecordRowTable<PublicLawRecord> {

    public PublicLawsTable() {
        super("public_laws", PublicLawCitations::cite, "kind", "congress", "law_number", "title", "heading",
                "official_title", "short_title", "statutes_at_large", "approved_date", "bill_id", "amended_through",
                "amended_through_date", "body_markdown", "heading_path", "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, PublicLawRecord record, CitationColumns citation) throws SQLException {
        LawDocument d = record.document();
        ps.setString(2, d.kind().column());
        SqlValues.setInteger(ps, 3, d.congress());
        ps.setString(4, PublicLawCitations.number(d.lawNumber()));
        ps.setString(5, record.title());
        ps.setString(6, record.heading());
        ps.setString(7, d.officialTitle());
        ps.setString(8, d.shortTitle());
        ps.setString(9, d.statutesAtLarge());
        ps.setString(10, d.approvedDate());
        ps.setString(11, record.billId() == null ? null : record.billId().value());
        ps.setString(12, PublicLawCitations.number(d.amendedThrough()));
        ps.setString(13, d.amendedThroughDate());
        ps.setString(14, record.body().markdown());
        ps.setString(15, Json.write(record.headingPath()));
        ps.setString(16, d.sourceFile());
        return 17;
    }

    /** The bill the law enacted, as the law names it, and the references its XML marks up. */
    @Override
    public List<RecordLink> links(PublicLawRecord record) {
        List<RecordLink> links = new ArrayList<>(record.body().references());
        if (record.billId() != null) {
            links.add(new RecordLink(record.billId().value(), "enacts", "metadata", RecordLink.METADATA));
        }
        return links;
    }
}
