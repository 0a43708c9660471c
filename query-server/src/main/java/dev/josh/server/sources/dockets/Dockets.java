package dev.josh.server.sources.dockets;

import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.Depth;
import dev.josh.server.links.LinkSection;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Link;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The regulations-dot-gov-dockets source as the server serves it: a docket by id with its Federal
 * Register documents ({@code /v1/dockets/{id}} too), the list endpoint and the MCP getter.
 */
@Component
public class Dockets extends RowSource<Dockets.Row> {

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

    /** Its dossier after the record: the Federal Register documents filed in it. */
    private static final List<ContextSection> DOSSIER = List.of(LinkSection.out("documents",
            "the Federal Register documents in the docket", Set.of(IdType.DOCKET), Depth.MINIMAL, List.of("includes"),
            List.of(IdType.FR_DOCUMENT)));

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.DOCKET), DocketRecord.class, LIST, GETTER, DOSSIER);

    public Dockets(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** A {@code regulations_dot_gov_dockets} row as stored ({@code rins} a JSON array). */
    protected record Row(String title, String docketNumber, String agencyCode, String agency, String subAgency,
                         String rins, int documents, String firstPublished, String lastPublished,
                         String commentsClose,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** A document of the docket, {@code loaded} when its Federal Register record is. */
    private record DocumentRow(String documentId, String title, boolean loaded, String documentType, String action,
                               String publicationDate, String commentDate, String frCitation, String printedAs) {

        DocketRecord.Document document() {
            return new DocketRecord.Document(new Link(documentId, title, loaded), documentType, action,
                    publicationDate, commentDate, frCitation, printedAs);
        }
    }

    @Override
    protected DocketRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        List<DocketRecord.Document> documents = sideRows(conn, """
                SELECT d.document_id, coalesce(f.title, d.title) AS title, f.id IS NOT NULL AS loaded, d.document_type,
                       d.action, d.publication_date, d.comment_date, d.fr_citation, d.printed_as
                FROM regulations_dot_gov_docket_documents d LEFT JOIN federal_register f ON f.id = d.document_id
                WHERE d.docket_id = ? ORDER BY d.publication_date, d.document_id""", id.value(), DocumentRow.class)
                .stream().map(DocumentRow::document).toList();
        return new DocketRecord(RecordIds.typeName(IdType.DOCKET), id.value(), r.title(), r.docketNumber(),
                r.agencyCode(), r.agency(), r.subAgency(), Rows.stringList(r.rins()), r.documents(),
                r.firstPublished(), r.lastPublished(), r.commentsClose(), documents, r.citation());
    }
}
