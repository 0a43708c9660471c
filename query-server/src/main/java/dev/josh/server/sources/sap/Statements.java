package dev.josh.server.sources.sap;

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
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.stereotype.Component;

/**
 * The statements-of-administration-policy source as the server serves it: records by id, the list endpoint and the MCP getter.
 */
@Component
public class Statements extends RowSource<Statements.Row> {

    private static final ResourceList LIST = ResourceList.of("statements-of-administration-policy",
                    Keyset.descending("r.date_issued", "r.id"))
            .columns("date_issued", "congress", "bill_id", "administration", "rescinded")
            .filters(integer("congress", "r.congress", "congress=117"),
                    id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM sap_bills b WHERE b.sap_id = r.id AND "
                            + "b.bill_id = ?)", "statements on one bill: bill=hr:117:3684"),
                    text("administration", "r.administration", "administration=46-Biden"),
                    since("r.date_issued"), until("r.date_issued"))
            .dimensions(Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("administration", "r.administration", "administration"),
                    Dimension.of("year", "substr(r.date_issued, 1, 4)", null))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_statement_of_administration_policy", "Get a statement of administration policy",
            "statement_id", IdType.SAP, "sap:2021-06-28:hr:117:3684",
            "a Statement of Administration Policy: date, administration, the bills it addresses, text", true);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.SAP), SapRecord.class, LIST, GETTER);

    private final Links links;

    public Statements(RecordReader reader, Links links) {
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A {@code statements_of_administration_policy} row as stored. */
    protected record Row(String title, String heading, String dateIssued, int congress, String administration,
                         boolean rescinded, String bodyMarkdown,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected SapRecord read(PublicId id, TextWindow window, Connection conn, Row r) throws SQLException {
        TextWindow.Cut body = window.apply(r.bodyMarkdown());
        List<String> bills = sideRows(conn, "SELECT bill_id FROM sap_bills WHERE sap_id = ? ORDER BY ordinal",
                id.value(), new SingleColumnRowMapper<>(String.class));
        return new SapRecord(RecordIds.typeName(IdType.SAP), id.value(), r.title(), r.heading(), r.dateIssued(),
                r.congress(), r.administration(), r.rescinded(), links.links(conn, bills), body.text(), body.shown(),
                r.citation());
    }
}
