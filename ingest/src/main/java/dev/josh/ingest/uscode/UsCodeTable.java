package dev.josh.ingest.uscode;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code us_code} table: one row per section. */
public final class UsCodeTable extends RecordRowTable<UsCodeRecord> {

    public UsCodeTable() {
        super("us_code", UsCodeCitations::cite, "title_number", "section_number", "title", "heading",
                "heading_path", "status", "body_markdown", "notes_markdown", "release_point", "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, UsCodeRecord record, CitationColumns citation) throws SQLException {
        UsCodeSection section = record.section();
        NormalizedSection normalized = record.normalized();
        ps.setString(2, section.titleNumber());
        ps.setString(3, section.number());
        ps.setString(4, UsCodeCitations.displayTitle(citation, section.heading()));
        ps.setString(5, section.heading());
        ps.setString(6, Json.write(normalized.headingPath()));
        ps.setString(7, section.status());
        ps.setString(8, normalized.bodyMarkdown());
        ps.setString(9, normalized.notesMarkdown());
        ps.setString(10, section.releasePoint());
        ps.setString(11, section.sourceFile());
        return 12;
    }

    /** The laws in the section's source credit and the references its text and notes mark up. */
    @Override
    public List<RecordLink> links(UsCodeRecord record) {
        return UsCodeReferences.of(record.section());
    }
}
