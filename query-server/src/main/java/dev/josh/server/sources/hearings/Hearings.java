package dev.josh.server.sources.hearings;

import static dev.josh.server.lists.Dimension.labelled;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
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
import java.util.Map;
import org.springframework.stereotype.Component;

/** The hearings source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class Hearings extends RowSource {

    private static final ResourceList LIST = ResourceList.of("hearings", Keyset.descending("r.published_at", "r.id"))
            .columns("chamber", "congress", "meeting_type", "committee_id", "committee_name", "date", "location")
            .filters(id("committee", IdType.COMMITTEE, "r.committee_id = ?", "the committee: committee=HSRU"),
                    integer("congress", "r.congress", "congress=113"),
                    oneOf("chamber", "r.chamber", Map.of("house", "house", "h", "house", "senate", "senate",
                            "s", "senate", "joint", "joint", "j", "joint"), "house, senate or joint"),
                    text("meeting_type", "r.meeting_type", "HHRG (hearing), HMKP (markup), HMTG (meeting)"),
                    id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM json_each(r.bills) b WHERE b.value = ?)",
                            "meetings on a bill: bill=hr:113:4435"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(labelled("committee", "r.committee_id", "r.committee_name", "committee"),
                    Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("meeting_type", "r.meeting_type", "meeting_type"),
                    Dimension.of("chamber", "r.chamber", "chamber"))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_hearing", "Get a committee meeting or hearing", "meeting_id", IdType.MEETING,
            "meeting:h:102252", "a committee meeting or hearing: committee, date, location, bills, documents, "
            + "witnesses", false);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.MEETING), MeetingRecord.class, LIST, GETTER);

    private final Links links;

    public Hearings(RecordReader reader, Links links) {
        super(reader, DEFINITION);
        this.links = links;
    }

    @Override
    protected MeetingRecord read(PublicId id, TextWindow window, Connection conn, ResultSet rs) throws SQLException {
        List<MeetingRecord.Witness> witnesses = sideRows(conn, """
                SELECT panel, honorific, first_name, middle_name, last_name, position, organization, testified,
                       witness_type, documents
                FROM hearing_witnesses WHERE meeting_id = ? ORDER BY ordinal""", id.value(),
                r -> new MeetingRecord.Witness(r.getString("panel"), String.join(" ", java.util.stream.Stream.of(
                                r.getString("honorific"), r.getString("first_name"), r.getString("middle_name"),
                                r.getString("last_name")).filter(s -> s != null && !s.isBlank()).toList()),
                        r.getString("position"), r.getString("organization"), r.getString("testified"),
                        r.getString("witness_type"), Rows.list(r.getString("documents"))));
        return new MeetingRecord(RecordIds.typeName(IdType.MEETING), id.value(), rs.getString("chamber"),
                rs.getString("event_id"), rs.getString("title"), Rows.integer(rs, "congress"),
                Rows.integer(rs, "session"), rs.getString("meeting_type"), rs.getString("status"),
                links.link(conn, rs.getString("committee_id"), rs.getString("committee_name")),
                Rows.list(rs.getString("committees")), rs.getString("date"), rs.getString("start_time"),
                rs.getString("location"), rs.getString("meeting_title"),
                links.links(conn, Rows.stringList(rs.getString("bills"))), Rows.list(rs.getString("documents")),
                witnesses, Rows.citation(rs));
    }
}
