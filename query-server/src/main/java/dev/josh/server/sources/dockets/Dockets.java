package dev.josh.server.sources.dockets;

import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.Link;
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

/**
 * The regulations-dot-gov-dockets source as the server serves it: a docket by id with its Federal
 * Register documents ({@code /v1/dockets/{id}} too), the list endpoint and the MCP getter.
 */
@Component
public class Dockets extends RowSource {

    private static final ResourceList LIST = ResourceList.of("regulations-dot-gov-dockets",
                    Keyset.descending("r.last_published", "r.id"))
            .columns("docket_number", "agency_code", "agency", "documents", "first_published", "last_published",
                    "comments_close")
            .filters(text("agency", "r.agency_code", "the agency segment of the docket ID: agency=EPA"),
                    contains("agency_name", "the agency as printed contains: agency_name=food and drug", "r.agency",
                            "r.sub_agency"),
                    contains("rin", "a Regulation Identifier Number its documents name: rin=0910-AH09", "r.rins"),
                    id("document", IdType.FR_DOCUMENT, "EXISTS (SELECT 1 FROM regulations_dot_gov_docket_documents d"
                            + " WHERE d.docket_id = r.id AND d.document_id = ?)",
                            "the docket of one Federal Register document: document=fr:2016-08792"),
                    since("r.last_published"), until("r.last_published"))
            .dimensions(Dimension.of("agency", "r.agency_code", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_docket", "Get a Regulations.gov docket", "docket_id", IdType.DOCKET, "docket:EPA-HQ-OAR-2015-0111",
            "a Regulations.gov docket named in the Federal Register: its agency, RINs, comment deadline and the "
                    + "Federal Register documents filed in it", false);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.DOCKET), DocketRecord.class, LIST, GETTER);

    public Dockets(RecordReader reader) {
        super(reader, DEFINITION);
    }

    @Override
    protected DocketRecord read(PublicId id, TextWindow window, Connection conn, ResultSet rs) throws SQLException {
        List<DocketRecord.Document> documents = sideRows(conn, """
                SELECT d.document_id, coalesce(f.title, d.title) AS title, f.id IS NOT NULL AS loaded, d.document_type,
                       d.action, d.publication_date, d.comment_date, d.fr_citation, d.printed_as
                FROM regulations_dot_gov_docket_documents d LEFT JOIN federal_register f ON f.id = d.document_id
                WHERE d.docket_id = ? ORDER BY d.publication_date, d.document_id""", id.value(), r ->
                new DocketRecord.Document(new Link(r.getString("document_id"), r.getString("title"),
                        r.getBoolean("loaded")), r.getString("document_type"), r.getString("action"),
                        r.getString("publication_date"), r.getString("comment_date"), r.getString("fr_citation"),
                        r.getString("printed_as")));
        return new DocketRecord(RecordIds.typeName(IdType.DOCKET), id.value(), rs.getString("title"),
                rs.getString("docket_number"), rs.getString("agency_code"), rs.getString("agency"),
                rs.getString("sub_agency"), Rows.stringList(rs.getString("rins")), rs.getInt("documents"),
                rs.getString("first_published"), rs.getString("last_published"), rs.getString("comments_close"),
                documents, Rows.citation(rs));
    }
}
