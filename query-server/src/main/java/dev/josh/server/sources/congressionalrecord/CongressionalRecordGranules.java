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
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.springframework.stereotype.Component;

/** The congressional-record source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CongressionalRecordGranules extends RowSource {

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
        super(reader, DEFINITION);
        this.links = links;
    }

    @Override
    protected CongressionalRecordDocument read(PublicId id, TextWindow window, Connection conn, ResultSet rs)
            throws SQLException {
        TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
        return new CongressionalRecordDocument(RecordIds.typeName(IdType.CONGRESSIONAL_RECORD), id.value(),
                rs.getString("issue_id"), rs.getString("granule_id"), rs.getString("title"), rs.getString("heading"),
                rs.getString("section"), rs.getString("granule_class"), Rows.integer(rs, "volume"),
                Rows.integer(rs, "issue_number"), Rows.integer(rs, "congress"), Rows.integer(rs, "session"),
                rs.getString("date"), rs.getString("page_start"), rs.getString("page_end"),
                Rows.list(rs.getString("speakers")), links.links(conn, Rows.stringList(rs.getString("bills"))),
                body.text(), body.shown(), Rows.citation(rs));
    }
}
