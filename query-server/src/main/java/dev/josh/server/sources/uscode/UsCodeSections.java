package dev.josh.server.sources.uscode;

import static dev.josh.server.lists.Filter.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
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

/** The U.S. Code (uscode.house.gov): a section by id with its heading path, status, text and notes. */
@Component
public class UsCodeSections extends RowSource {

    private static final ResourceList LIST = ResourceList.of("us-code", Keyset.ascending("r.id", "r.id"))
            .columns("title_number", "section_number", "heading", "status", "release_point")
            .filters(text("title", "r.title_number", "the title: title=17"),
                    text("status", "r.status", "repealed, transferred, …"))
            .dimensions(Dimension.of("title", "r.title_number", "title"), Dimension.of("status", "r.status", "status"))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_us_code_section", "Get a U.S. Code section", "section_id", IdType.US_CODE_SECTION,
            "usc:17:107", "a U.S. Code section: heading path, status, text, notes", true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.US_CODE_SECTION), UsCodeSectionRecord.class, LIST, GETTER);

    public UsCodeSections(RecordReader reader) {
        super(reader, DEFINITION);
    }

    @Override
    protected UsCodeSectionRecord read(PublicId id, TextWindow window, Connection conn, ResultSet rs)
            throws SQLException {
        TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
        return new UsCodeSectionRecord(RecordIds.typeName(IdType.US_CODE_SECTION), rs.getString("id"),
                rs.getString("title"), rs.getString("title_number"), rs.getString("section_number"),
                rs.getString("heading"), Rows.stringList(rs.getString("heading_path")), rs.getString("status"),
                body.text(), body.shown(), rs.getString("notes_markdown"), rs.getString("release_point"),
                Rows.citation(rs));
    }
}
