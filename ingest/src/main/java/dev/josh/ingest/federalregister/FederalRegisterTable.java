package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import dev.josh.ingest.core.RowBatch;
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
    protected Object[] values(FederalRegisterRecord record, CitationColumns citation) {
        FrDocument d = record.document();
        return new Object[] {d.documentNumber(), d.type().column(), d.presidentialType(), d.designation(), d.title(),
                d.subject(), Json.write(d.headingPath()), d.agency(), d.subAgency(), d.action(), d.summary(),
                d.dates(), d.effectiveDate(), d.commentDate(), Json.write(d.rins()), Json.write(d.dockets()),
                d.volume(), d.issueNumber(), d.startPage(), d.endPage(),
                FederalRegisterCitations.frCitation(d.volume(), d.startPage()), d.issueDate().toString(),
                d.body().markdown(), d.format(), d.sourceFile()};
    }

    /** The CFR references the document's metadata lists, replaced with the row. */
    @Override
    protected void afterUpsert(Connection c, FederalRegisterRecord record) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "DELETE FROM federal_register_cfr_references WHERE document_id = ?")) {
            ps.setString(1, record.id().value());
            ps.executeUpdate();
        }
        RowBatch.write(c, """
                INSERT INTO federal_register_cfr_references (document_id, ordinal, cfr_title, cfr_part, reference)
                VALUES (?, ?, ?, ?, ?)""", record.document().cfrReferences(),
                (ref, ordinal) -> new Object[] {record.id().value(), ordinal, Integer.parseInt(ref.title()),
                        ref.part(), ref.reference()});
    }

    /** The CFR sections the document's regulatory text amends and the authority it cites. */
    @Override
    public List<RecordLink> links(FederalRegisterRecord record) {
        return record.document().regulatoryText();
    }
}
