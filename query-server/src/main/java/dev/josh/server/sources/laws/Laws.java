package dev.josh.server.sources.laws;

import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.SectionContent;
import dev.josh.server.links.LinkSection;
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
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/** The public-laws source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class Laws extends RowSource<Laws.Row> {

    private static final ResourceList LIST = ResourceList.of("public-laws", Keyset.descending("r.published_at", "r.id"))
            .columns("kind", "congress", "law_number", "statutes_at_large", "approved_date", "bill_id",
                    "amended_through")
            .filters(oneOf("kind", "r.kind", Map.of("public-law", "public-law", "private-law", "private-law",
                            "statute-compilation", "statute-compilation"),
                            "public-law, private-law or statute-compilation"),
                    integer("congress", "r.congress", "congress=115"),
                    id("bill", IdType.BILL, "r.bill_id = ?", "the law a bill became: bill=hr:115:609"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("kind", "r.kind", "kind"), Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("year", "substr(r.published_at, 1, 4)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_public_law", "Get a public law or compilation", "law_id", IdType.LAW, "pl:115:9",
            "a public or private law (pl:, pvtl:) or a statute compilation (comp:): Statutes at Large, "
            + "approval date, bill, text", true);

    private static final Set<IdType> LAW = Set.of(IdType.LAW);

    /** Its dossier after the record: the bill it was, the U.S. Code sections it amends and credits it. */
    private static final List<ContextSection> DOSSIER = List.of(
            DeclaredSection.of("enacted_from", "the bill that became this law", LAW, Depth.MINIMAL, List.of("bills"),
                    r -> SectionContent.records(r, r.rows(String.class,
                            "SELECT bill_id FROM bill_laws WHERE law_id = ? ORDER BY bill_id", r.id().value()))),
            LinkSection.out("us_code_amended", "U.S. Code sections its text amends", LAW, Depth.STANDARD,
                    List.of("amends"), List.of(IdType.US_CODE_SECTION)),
            LinkSection.out("classified_to", "where the Code's classification tables place it", LAW,
                    Depth.STANDARD, List.of("classified_to"), List.of()),
            LinkSection.in("credited_in", "U.S. Code sections whose source credit lists it", LAW, Depth.DEEP,
                    List.of("source_credit"), List.of(IdType.US_CODE_SECTION)));

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.LAW, IdType.STATUTE_COMPILATION), LawRecord.class, LIST, GETTER, DOSSIER);

    private final Links links;

    public Laws(RecordReader reader, Links links) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A {@code laws} row as stored ({@code heading_path} a JSON array). */
    protected record Row(String kind, Integer congress, String lawNumber, String title, String heading,
                         String officialTitle, String shortTitle, String statutesAtLarge, String approvedDate,
                         String billId, String amendedThrough, String amendedThroughDate, String headingPath,
                         String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected LawRecord read(PublicId id, TextWindow window, Connection conn, Row r) throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        return new LawRecord(RecordIds.typeName(id.type()), id.value(), r.kind(), r.congress(), r.lawNumber(),
                r.title(), r.heading(), r.officialTitle(), r.shortTitle(), r.statutesAtLarge(), r.approvedDate(),
                links.link(conn, r.billId(), null), r.amendedThrough(), r.amendedThroughDate(),
                Rows.stringList(r.headingPath()), body.text(), body.shown(), r.citation());
    }
}
