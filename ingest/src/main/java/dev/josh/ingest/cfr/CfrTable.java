package dev.josh.ingest.cfr;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The {@code ecfr_and_cfr} table: one row per CFR section, from whichever edition is kept. */
public final class CfrTable extends RecordRowTable<CfrRecord> {

    static final String TABLE = "ecfr_and_cfr";
    static final String AUTHORITY = "authority";

    public CfrTable() {
        super(TABLE, CfrCitations::cite, "cfr_title", "chapter", "subchapter", "part", "subpart", "section_number",
                "title", "heading", "heading_path", "reserved", "body_markdown", "edition", "edition_date",
                "source_file");
    }

    @Override
    protected int bind(PreparedStatement ps, CfrRecord record, CitationColumns citation) throws SQLException {
        CfrSection s = record.section();
        ps.setInt(2, Integer.parseInt(s.title()));
        ps.setString(3, s.chapter());
        ps.setString(4, s.subchapter());
        ps.setString(5, s.part());
        ps.setString(6, s.subpart());
        ps.setString(7, s.number());
        ps.setString(8, CfrCitations.displayTitle(citation, s.heading()));
        ps.setString(9, s.heading());
        ps.setString(10, Json.write(s.headingPath()));
        ps.setInt(11, s.reserved() ? 1 : 0);
        ps.setString(12, s.body().markdown());
        ps.setString(13, s.edition().column());
        ps.setString(14, s.editionDate().toString());
        ps.setString(15, s.sourceFile());
        return 16;
    }

    /**
     * The statutes its part's authority note names ({@code Authority: 31 U.S.C. 503; Pub. L. 109-282}),
     * read by the citation parser, as links of relation {@code authority}.
     */
    @Override
    public List<RecordLink> links(CfrRecord record) {
        String authority = record.section().authority();
        if (authority == null) {
            return List.of();
        }
        Set<RecordLink> links = new LinkedHashSet<>();
        for (FoundCitation c : new LegalCitations(LocalDate.now(ZoneOffset.UTC)).find(authority, null)) {
            if (c.id() != null && c.problem() == null) {
                links.add(new RecordLink(c.id().value(), AUTHORITY, "authority note", RecordLink.METADATA));
            }
        }
        return List.copyOf(links);
    }
}
