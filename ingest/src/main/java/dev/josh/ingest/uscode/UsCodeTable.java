package dev.josh.ingest.uscode;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.util.List;

/** The {@code us_code} table: one row per section. */
public final class UsCodeTable extends RecordRowTable<UsCodeRecord> {

    public UsCodeTable() {
        super("us_code", UsCodeCitations::cite, "title_number", "section_number", "title", "heading",
                "heading_path", "status", "body_markdown", "notes_markdown", "release_point", "source_file");
    }

    @Override
    protected Object[] values(UsCodeRecord record, CitationColumns citation) {
        UsCodeSection section = record.section();
        NormalizedSection normalized = record.normalized();
        return new Object[] {section.titleNumber(), section.number(), UsCodeCitations.displayTitle(citation,
                section.heading()), section.heading(), Json.write(normalized.headingPath()), section.status(),
                normalized.bodyMarkdown(), normalized.notesMarkdown(), section.releasePoint(), section.sourceFile()};
    }

    /** The laws in the section's source credit and the references its text and notes mark up. */
    @Override
    public List<RecordLink> links(UsCodeRecord record) {
        return UsCodeReferences.of(record.section());
    }
}
