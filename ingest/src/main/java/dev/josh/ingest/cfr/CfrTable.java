package dev.josh.ingest.cfr;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
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
    protected Object[] values(CfrRecord record, CitationColumns citation) {
        CfrSection s = record.section();
        return new Object[] {Integer.parseInt(s.title()), s.chapter(), s.subchapter(), s.part(), s.subpart(),
                s.number(), CfrCitations.displayTitle(citation, s.heading()), s.heading(),
                Json.write(s.headingPath()), s.reserved() ? 1 : 0, s.body().markdown(), s.edition().column(),
                s.editionDate().toString(), s.sourceFile()};
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
