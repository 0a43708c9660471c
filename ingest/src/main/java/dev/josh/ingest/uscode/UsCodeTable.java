package dev.josh.ingest.uscode;

import dev.josh.ingest.core.BodyRecordTable;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/** The {@code us_code} table: one row per section. */
public final class UsCodeTable implements BodyRecordTable<UsCodeRecord> {

    @Override
    public String table() {
        return "us_code";
    }

    @Override
    public CitationColumns cite(UsCodeRecord record, Instant retrievedAt) throws RejectedRecordException {
        return UsCodeCitations.cite(record, retrievedAt);
    }

    @Override
    public void upsert(Connection c, UsCodeRecord record, CitationColumns citation) throws SQLException {
        UsCodeSection section = record.section();
        NormalizedSection normalized = record.normalized();
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("us_code", "id", "id", "title_number",
                "section_number", "title", "heading", "heading_path", "status", "body_markdown",
                "notes_markdown", "release_point", "source_file", "source_url", "source_org", "published_at",
                "retrieved_at", "raw_sha256", "citation_string"))) {
            ps.setString(1, record.id().value());
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
            citation.bind(ps, 12);
            ps.executeUpdate();
        }
    }

    /** The laws in the section's source credit and the references its text and notes mark up. */
    @Override
    public List<RecordLink> links(UsCodeRecord record) {
        return UsCodeReferences.of(record.section());
    }
}
