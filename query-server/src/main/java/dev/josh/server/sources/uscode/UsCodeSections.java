package dev.josh.server.sources.uscode;

import static dev.josh.server.lists.Filter.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.Depth;
import dev.josh.server.links.LinkSection;
import dev.josh.server.lists.Dimension;
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
import java.util.Set;
import org.springframework.stereotype.Component;

/** The U.S. Code (uscode.house.gov): a section by id with its heading path, status, text and notes. */
@Component
public class UsCodeSections extends RowSource<UsCodeSections.Row> {

    private static final ResourceList LIST = ResourceList.of("us-code", Keyset.ascending("r.id", "r.id"))
            .columns("title_number", "section_number", "heading", "status", "release_point")
            .filters(text("title", "r.title_number", "the title: title=17"),
                    text("status", "r.status", "repealed, transferred, …"))
            .dimensions(Dimension.of("title", "r.title_number", "title"), Dimension.of("status", "r.status", "status"))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_us_code_section", "Get a U.S. Code section", "section_id", IdType.US_CODE_SECTION,
            "usc:17:107", "a U.S. Code section: heading path, status, text, notes", true);

    private static final Set<IdType> SECTION = Set.of(IdType.US_CODE_SECTION);

    /**
     * Its dossier after the record: the laws in its source credit, what amends it, the regulations issued under
     * its authority, and the bills, rules and reports that cite it.
     */
    private static final List<ContextSection> DOSSIER = List.of(
            LinkSection.out("source_credit", "the laws its source credit lists (enacted and amended by)",
                    SECTION, Depth.MINIMAL, List.of("source_credit"), List.of()),
            LinkSection.in("amended_by", "bills, laws and rules whose text amends it", SECTION,
                    Depth.STANDARD, List.of("amends"), List.of()),
            LinkSection.in("regulations", "CFR sections and rules that name it as their authority", SECTION,
                    Depth.STANDARD, List.of("authority"), List.of()),
            LinkSection.in("cited_by_bills", "bills whose text cites it", SECTION, Depth.STANDARD,
                    List.of("cites"), List.of(IdType.BILL)),
            LinkSection.in("federal_register", "Federal Register documents that cite it", SECTION,
                    Depth.STANDARD, List.of("cites"), List.of(IdType.FR_DOCUMENT)),
            LinkSection.in("crs_reports", "CRS reports that cite it", SECTION, Depth.STANDARD, List.of(),
                    List.of(IdType.CRS_REPORT)),
            LinkSection.in("classified_from", "laws the Code's classification places here", SECTION,
                    Depth.DEEP, List.of("classified_to"), List.of()),
            LinkSection.in("cited_by_sections", "other U.S. Code sections that cite it", SECTION, Depth.DEEP,
                    List.of("cites"), List.of(IdType.US_CODE_SECTION)));

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.US_CODE_SECTION), UsCodeSectionRecord.class, LIST, GETTER, DOSSIER);

    public UsCodeSections(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** A {@code us_code_sections} row as stored ({@code heading_path} a JSON array). */
    protected record Row(String id, String title, String titleNumber, String sectionNumber, String heading,
                         String headingPath, String status, String bodyMarkdown, String notesMarkdown,
                         String releasePoint,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** The notes come with the body's first window only: a later window continues the text, not the notes. */
    @Override
    protected UsCodeSectionRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new UsCodeSectionRecord(RecordIds.typeName(IdType.US_CODE_SECTION), r.id(), r.title(), r.titleNumber(),
                r.sectionNumber(), r.heading(), Rows.stringList(r.headingPath()), r.status(), body.text(),
                body.shown(), window.offset() == 0 ? r.notesMarkdown() : null, r.releasePoint(), r.citation());
    }
}
