package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import dev.josh.ingest.core.RowBatch;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The {@code congressional_record} table (one row per granule) and its {@code congressional_record_turns}. */
public final class CongressionalRecordTable extends RecordRowTable<RecordGranule> {

    public CongressionalRecordTable() {
        super("congressional_record", CongressionalRecordCitations::cite, "issue_id", "granule_id", "title",
                "heading", "heading_path", "section", "granule_class", "sub_granule_class", "volume", "issue_number",
                "congress", "session", "date", "page_start", "page_end", "listed_in_mods", "speakers", "bills",
                "body_markdown", "source_file", "html_file");
    }

    @Override
    protected Object[] values(RecordGranule g, CitationColumns citation) {
        return new Object[] {g.issueId(), g.granuleId(), CongressionalRecordCitations.displayTitle(g), g.heading(),
                Json.write(g.headingPath()), g.section(), g.granuleClass(), g.subGranuleClass(), g.volume(),
                g.issueNumber(), g.congress(), g.session(), g.date(), g.pageStart(), g.pageEnd(),
                g.listedInMods() ? 1 : 0, Json.write(g.speakers()), Json.write(g.bills()), g.bodyMarkdown(),
                g.modsFile(), g.htmlFile()};
    }

    /** The speaker turns of the granule, replaced with its row. */
    @Override
    protected void afterUpsert(Connection c, RecordGranule g) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM congressional_record_turns WHERE document_id = ?")) {
            ps.setString(1, g.id().value());
            ps.executeUpdate();
        }
        RowBatch.write(c, """
                INSERT INTO congressional_record_turns (document_id, ordinal, speaker_label, bioguide_id, char_start, char_end)
                VALUES (?, ?, ?, ?, ?, ?)""", g.turns(),
                (t, index) -> new Object[] {g.id().value(), t.ordinal(), t.label(), t.bioguideId(), t.charStart(),
                        t.charEnd()});
    }

    /** The bills the issue's MODS lists for the granule. */
    @Override
    public List<RecordLink> links(RecordGranule granule) {
        return granule.bills().stream().map(b -> new RecordLink(b, "mentions", "MODS", RecordLink.METADATA)).toList();
    }
}
