package dev.josh.server.sources.cfr;

import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.Depth;
import dev.josh.server.links.LinkSection;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Link;
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
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/** The ecfr-and-cfr source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class CfrSections extends RowSource<CfrSections.Row> {

    /** Federal Register documents a CFR section lists as naming its part. */
    static final int MAX_FR_DOCUMENTS = 20;

    /** A Federal Register document citing a part, with the date it is ordered by. */
    private record FrDocument(String id, String publicationDate) {
    }

    private static final ResourceList LIST = ResourceList.of("ecfr-and-cfr", Keyset.ascending("r.id", "r.id"))
            .columns("cfr_title", "part", "section_number", "heading", "edition", "edition_date", "reserved")
            .filters(integer("title", "r.cfr_title", "the CFR title: title=3"),
                    text("part", "r.part", "the part: part=101"),
                    text("chapter", "r.chapter", "the chapter: chapter=I"),
                    oneOf("edition", "r.edition", Map.of("ecfr-bulk", "ecfr-bulk", "ecfr-api", "ecfr-api",
                            "cfr-annual", "cfr-annual"), "ecfr-bulk, ecfr-api or cfr-annual"))
            .dimensions(Dimension.of("title", "r.cfr_title", "title"), Dimension.of("part", "r.part", null),
                    Dimension.of("edition", "r.edition", "edition"))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_cfr_section", "Get a CFR section", "section_id", IdType.CFR_SECTION, "cfr:3:101.1",
            "a Code of Federal Regulations section: part, edition, text, Federal Register documents on its part",
            true);

    private static final Set<IdType> SECTION = Set.of(IdType.CFR_SECTION);

    /** Its dossier after the record: the statutes it is issued under, the Federal Register rules amending it. */
    private static final List<ContextSection> DOSSIER = List.of(
            LinkSection.out("authority", "the statutes (and parts) its part names as authority", SECTION,
                    Depth.MINIMAL, List.of("authority"), List.of()),
            LinkSection.in("rules", "Federal Register rules that amend it or propose to", SECTION,
                    Depth.STANDARD, List.of("amends", "proposes_to_amend"), List.of(IdType.FR_DOCUMENT)),
            LinkSection.in("cited_by", "records that cite it", SECTION, Depth.DEEP, List.of("cites"),
                    List.of()));

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.CFR_SECTION), CfrSectionRecord.class, LIST, GETTER, DOSSIER);

    private final Links links;
    private final Coverage coverage;

    public CfrSections(RecordReader reader, Links links, Coverage coverage) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
        this.coverage = coverage;
    }

    /** A {@code cfr_sections} row as stored ({@code heading_path} a JSON array). */
    protected record Row(int cfrTitle, String chapter, String subchapter, String part, String subpart,
                         String sectionNumber, String title, String heading, String headingPath, boolean reserved,
                         String edition, String editionDate, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected CfrSectionRecord read(PublicId id, TextWindow window, Connection conn, Row r) throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        List<Link> fr = List.of();
        if (r.part() != null && coverage.holds(IdType.FR_DOCUMENT.resource())) {
            fr = links.links(conn, ConnectionClient.on(conn).sql("""
                    SELECT DISTINCT f.id, f.publication_date FROM federal_register_cfr_references c
                    JOIN federal_register f ON f.id = c.document_id
                    WHERE c.cfr_title = ? AND c.cfr_part = ? ORDER BY f.publication_date DESC, f.id LIMIT ?""")
                    .params(r.cfrTitle(), r.part(), MAX_FR_DOCUMENTS).query(Rows.mapper(FrDocument.class)).list()
                    .stream().map(FrDocument::id).toList());
        }
        return new CfrSectionRecord(RecordIds.typeName(IdType.CFR_SECTION), id.value(), r.cfrTitle(), r.chapter(),
                r.subchapter(), r.part(), r.subpart(), r.sectionNumber(), r.title(), r.heading(),
                Rows.stringList(r.headingPath()), r.reserved(), r.edition(), r.editionDate(), fr, body.text(),
                body.shown(), r.citation());
    }
}
