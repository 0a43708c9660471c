package dev.josh.ingest.congressionalrecord;

import static dev.josh.ingest.core.SqlValues.setInteger;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
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
    protected int bind(PreparedStatement ps, RecordGranule g, CitationColumns citation) throws SQLException {
        ps.setString(2, g.issueId());
        ps.setString(3, g.granuleId());
        ps.setString(4, CongressionalRecordCitations.displayTitle(g));
        ps.setString(5, g.heading());
        ps.setString(6, Json.write(g.headingPath()));
        ps.setString(7, g.section());
        ps.setString(8, g.granuleClass());
        ps.setString(9, g.subGranuleClass());
        setInteger(ps, 10, g.volume());
        setInteger(ps, 11, g.issueNumber());
        setInteger(ps, 12, g.congress());
        setInteger(ps, 13, g.session());
        ps.setString(14, g.date());
        ps.setString(15, g.pageStart());
        ps.setString(16, g.pageEnd());
        ps.setInt(17, g.listedInMods() ? 1 : 0);
        ps.setString(18, Json.write(g.speakers()));
        ps.setString(19, Json.write(g.bills()));
        ps.setString(20, g.bodyMarkdown());
        ps.setString(21, g.modsFile());
        ps.setString(22, g.htmlFile());
        return 23;
    }

    /** The speaker turns of the granule, replaced with its row. */
    @Override
    protected void afterUpsert(Connection c, RecordGranule g) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM congressional_record_turns WHERE document_id = ?")) {
            ps.setString(1, g.id().value());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO congressional_record_turns (document_id, ordinal, speaker_label, bioguide_id, char_start, char_end)
                VALUES (?, ?, ?, ?, ?, ?)""")) {
            for (SpeakerTurn t : g.turns()) {
                ps.setString(1, g.id().value());
                ps.setInt(2, t.ordinal());
                ps.setString(3, t.label());
                ps.setString(4, t.bioguideId());
                ps.setInt(5, t.charStart());
                ps.setInt(6, t.charEnd());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** The bills the issue's MODS lists for the granule. */
    @Override
    public List<RecordLink> links(RecordGranule granule) {
        return granule.bills().stream().map(b -> new RecordLink(b, "mentions", "MODS", RecordLink.METADATA)).toList();
    }
}
