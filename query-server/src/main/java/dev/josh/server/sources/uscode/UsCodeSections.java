package dev.josh.server.sources.uscode;

import static dev.josh.server.lists.Filter.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.SourceTables;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.stereotype.Component;

/** The U.S. Code (uscode.house.gov): a section by id with its heading path, status, text and notes. */
@Component
public class UsCodeSections implements RecordSource {

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

    private final DataSource dataSource;
    private final Coverage coverage;

    public UsCodeSections(DataSource dataSource, Coverage coverage) {
        this.dataSource = dataSource;
        this.coverage = coverage;
    }

    @Override
    public SourceDefinition definition() {
        return DEFINITION;
    }

    @Override
    public UsCodeSectionRecord fetch(PublicId id, TextWindow window) {
        SourceTables source = coverage.covered(id);
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement("""
                     SELECT id, title, title_number, section_number, heading, heading_path, status, body_markdown,
                            notes_markdown, release_point, source_url, published_at, citation_string
                     FROM """ + " " + source.table() + " WHERE id = ?")) {
            ps.setString(1, id.value());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw coverage.missing(conn, id);
                }
                TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
                return new UsCodeSectionRecord(RecordIds.typeName(IdType.US_CODE_SECTION), rs.getString("id"),
                        rs.getString("title"), rs.getString("title_number"), rs.getString("section_number"),
                        rs.getString("heading"), Rows.stringList(rs.getString("heading_path")), rs.getString("status"),
                        body.text(), body.shown(), rs.getString("notes_markdown"), rs.getString("release_point"),
                        Rows.citation(rs));
            }
        } catch (SQLException e) {
            throw Rows.failure("section " + id.value(), e);
        }
    }
}
