package dev.josh.server.sources.congressionalrecord;

import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.springframework.stereotype.Component;

/** The congressional-record source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CongressionalRecordGranules extends RowSource<CongressionalRecordGranules.Row> {

    private static final ResourceList LIST = ResourceList.of("congressional-record",
                    Keyset.descending("r.date", "r.id"))
            .columns("date", "section", "heading", "page_start", "page_end", "congress", "session")
            .filters(text("section", "r.section", "Senate, House, Extensions of Remarks or Daily Digest"),
                    integer("congress", "r.congress", "congress=105"),
                    id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM json_each(r.bills) b WHERE b.value = ?)",
                            "granules that list a bill: bill=s:105:204"),
                    id("speaker", IdType.LEGISLATOR, "EXISTS (SELECT 1 FROM congressional_record_turns t WHERE "
                            + "t.document_id = r.id AND t.bioguide_id = ?)", "granules a member speaks in: speaker=B001126"),
                    since("r.date"), until("r.date"))
            .dimensions(Dimension.of("section", "r.section", "section"),
                    Dimension.of("date", "r.date", null), Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("year", "substr(r.date, 1, 4)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_congressional_record", "Get a Congressional Record granule", "granule_id",
            IdType.CONGRESSIONAL_RECORD, "crec:CREC-1997-01-28-pt1-PgS693-4",
            "a Congressional Record granule: section, pages, speakers, bills, text", true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.CONGRESSIONAL_RECORD), CongressionalRecordDocument.class, LIST, GETTER);

    private final Links links;

    public CongressionalRecordGranules(RecordReader reader, Links links) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A granule row as stored ({@code speakers}, {@code bills} JSON arrays). */
    protected record Row(String issueId, String granuleId, String title, String heading, String section,
                         String granuleClass, Integer volume, Integer issueNumber, Integer congress, Integer session,
                         String date, String pageStart, String pageEnd, String speakers, String bills,
                         String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected CongressionalRecordDocument read(PublicId id, TextWindow window, Connection conn, Row r)
            throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new CongressionalRecordDocument(RecordIds.typeName(IdType.CONGRESSIONAL_RECORD), id.value(),
                r.issueId(), r.granuleId(), r.title(), r.heading(), r.section(), r.granuleClass(), r.volume(),
                r.issueNumber(), r.congress(), r.session(), r.date(), r.pageStart(), r.pageEnd(),
                Rows.list(r.speakers()), links.links(conn, Rows.stringList(r.bills())), body.text(), body.shown(),
                r.citation());
    }
}
