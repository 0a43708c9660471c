package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import dev.josh.ingest.core.SqlValues;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code federal_register} table (one row per document) and its CFR references. */
public final class FederalRegisterTable extends RecordRowTable<FederalRegisterRecord> {

    public FederalRegisterTable() {
        super("federal_register", FederalRegisterCitations::cite, "document_number", "document_type",
                "presidential_document_type", "designation", "title", "heading", "heading_path", "agency",
                "sub_agency", "action", "summary", "dates", "effective_date", "comment_date", "rins", "docket_ids",
                "volume", "issue_number", "start_page", "end_page", "fr_citation", "publication_date",
                "body_markdown", "source_format", "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, FederalRegisterRecord record, CitationColumns citation)
            throws SQLException {
        FrDocument d = record.document();
        int i = 2;
        ps.setString(i++, d.documentNumber());
        ps.setString(i++, d.type().column());
        ps.setString(i++, d.presidentialType());
        ps.setString(i++, d.designation());
        ps.setString(i++, d.title());
        ps.setString(i++, d.subject());
        ps.setString(i++, Json.write(d.headingPath()));
        ps.setString(i++, d.agency());
        ps.setString(i++, d.subAgency());
        ps.setString(i++, d.action());
        ps.setString(i++, d.summary());
        ps.setString(i++, d.dates());
        ps.setString(i++, d.effectiveDate());
        ps.setString(i++, d.commentDate());
        ps.setString(i++, Json.write(d.rins()));
        ps.setString(i++, Json.write(d.dockets()));
        ps.setInt(i++, d.volume());
        SqlValues.setInteger(ps, i++, d.issueNumber());
        ps.setInt(i++, d.startPage());
        ps.setInt(i++, d.endPage());
        ps.setString(i++, FederalRegisterCitations.frCitation(d.volume(), d.startPage()));
        ps.setString(i++, d.issueDate().toString());
        ps.setString(i++, d.body().markdown());
        ps.setString(i++, d.format());
        ps.setString(i++, d.sourceFile());
        return i;
    }

    /** The CFR references the document's metadata lists, replaced with the row. */
    @Override
    protected void afterUpsert(Connection c, FederalRegisterRecord record) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "DELETE FROM federal_register_cfr_references WHERE document_id = ?")) {
            ps.setString(1, record.id().value());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO federal_register_cfr_references (document_id, ordinal, cfr_title, cfr_part, reference)
                VALUES (?, ?, ?, ?, ?)""")) {
            int ordinal = 0;
            for (CfrReference ref : record.document().cfrReferences()) {
                ps.setString(1, record.id().value());
                ps.setInt(2, ordinal++);
                ps.setInt(3, Integer.parseInt(ref.title()));
                ps.setString(4, ref.part());
                ps.setString(5, ref.reference());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** The CFR sections the document's regulatory text amends and the authority it cites. */
    @Override
    public List<RecordLink> links(FederalRegisterRecord record) {
        return record.document().regulatoryText();
    }
}
