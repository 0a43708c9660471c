package dev.josh.server.sources.federalregister;

import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.Depth;
import dev.josh.server.links.LinkSection;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.Filter;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/** The federal-register source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class FrDocuments extends RowSource<FrDocuments.Row> {

    private static final ResourceList LIST = ResourceList.of("federal-register",
                    Keyset.descending("r.publication_date", "r.id"))
            .columns("document_number", "document_type", "agency", "sub_agency", "action", "publication_date",
                    "fr_citation", "effective_date", "comment_date")
            .filters(contains("agency", "agency or sub-agency contains, ignoring case: agency=food and drug",
                            "r.agency", "r.sub_agency"),
                    text("agency_name", "r.agency", "the agency exactly as printed (any case): "
                            + "agency_name=DEPARTMENT OF COMMERCE"),
                    oneOf("type", "r.document_type", Map.of("rule", "rule", "proposed_rule", "proposed_rule",
                            "notice", "notice", "presidential_document", "presidential_document"),
                            "rule, proposed_rule, notice or presidential_document"),
                    text("presidential_document_type", "r.presidential_document_type",
                            "executive_order, proclamation, memorandum, …"),
                    new Filter("cfr_title", "EXISTS (SELECT 1 FROM federal_register_cfr_references c WHERE "
                            + "c.document_id = r.id AND c.cfr_title = ?)",
                            v -> List.of(Filter.parseInteger("cfr_title", v)), "names a CFR title: cfr_title=21"),
                    new Filter("docket", "EXISTS (SELECT 1 FROM json_each(r.docket_ids) d WHERE d.value LIKE '%' || ? || '%')",
                            v -> List.of(v.strip()), "a docket id it prints: docket=FDA-2014-D-0044"),
                    since("r.publication_date"), until("r.publication_date"))
            .dimensions(Dimension.of("agency", "r.agency", "agency_name"),
                    Dimension.of("sub_agency", "r.sub_agency", null),
                    Dimension.of("type", "r.document_type", "type"),
                    Dimension.of("presidential_document_type", "r.presidential_document_type",
                            "presidential_document_type"),
                    Dimension.of("publication_date", "r.publication_date", null),
                    Dimension.of("year", "substr(r.publication_date, 1, 4)", null),
                    Dimension.of("month", "substr(r.publication_date, 1, 7)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_fr_document", "Get a Federal Register document", "document_id", IdType.FR_DOCUMENT,
            "fr:2016-08717", "a Federal Register rule, proposed rule, notice or presidential document: agency, "
            + "action, summary, dates, RINs, dockets, CFR parts, FR citation, text", true);

    private static final Set<IdType> DOCUMENT = Set.of(IdType.FR_DOCUMENT);

    /** Its dossier after the record: its docket, the CFR sections it amends, its authority and what it cites. */
    private static final List<ContextSection> DOSSIER = List.of(
            LinkSection.in("dockets", "the Regulations.gov dockets it belongs to", DOCUMENT, Depth.MINIMAL,
                    List.of("includes"), List.of(IdType.DOCKET)),
            LinkSection.out("cfr_amended", "CFR sections it amends or proposes to amend", DOCUMENT,
                    Depth.STANDARD, List.of("amends", "proposes_to_amend"), List.of(IdType.CFR_SECTION)),
            LinkSection.out("authority", "the statutes it is issued under", DOCUMENT, Depth.STANDARD,
                    List.of("authority"), List.of()),
            LinkSection.out("statutes_cited", "U.S. Code sections and laws its text cites", DOCUMENT,
                    Depth.DEEP, List.of("cites"), List.of(IdType.US_CODE_SECTION, IdType.LAW)));

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.FR_DOCUMENT), FrDocumentRecord.class, LIST, GETTER, DOSSIER);


    public FrDocuments(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** A {@code federal_register_documents} row as stored ({@code rins}, {@code docket_ids} JSON arrays). */
    protected record Row(String documentNumber, String documentType, String presidentialDocumentType,
                         String designation, String title, String heading, String agency, String subAgency,
                         String action, String summary, String dates, String effectiveDate, String commentDate,
                         String rins, String docketIds, String frCitation, int volume, Integer issueNumber,
                         int startPage, int endPage, String publicationDate, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** A CFR reference line as stored. */
    private record ReferenceRow(int cfrTitle, String cfrPart, String reference) {

        FrDocumentRecord.CfrReference cfrReference() {
            return new FrDocumentRecord.CfrReference(cfrTitle, cfrPart, reference,
                    cfrPart == null ? null : "/v1/ecfr-and-cfr?title=" + cfrTitle + "&part=" + cfrPart);
        }
    }

    @Override
    protected FrDocumentRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        List<FrDocumentRecord.CfrReference> refs = sideRows(conn, """
                SELECT cfr_title, cfr_part, reference FROM federal_register_cfr_references
                WHERE document_id = ? ORDER BY ordinal""", id.value(), ReferenceRow.class)
                .stream().map(ReferenceRow::cfrReference).toList();
        return new FrDocumentRecord(RecordIds.typeName(IdType.FR_DOCUMENT), id.value(), r.documentNumber(),
                r.documentType(), r.presidentialDocumentType(), r.designation(), r.title(), r.heading(), r.agency(),
                r.subAgency(), r.action(), r.summary(), r.dates(), r.effectiveDate(), r.commentDate(),
                Rows.stringList(r.rins()), Rows.stringList(r.docketIds()), r.frCitation(), r.volume(),
                r.issueNumber(), r.startPage(), r.endPage(), r.publicationDate(), refs, body.text(), body.shown(),
                r.citation());
    }
}
