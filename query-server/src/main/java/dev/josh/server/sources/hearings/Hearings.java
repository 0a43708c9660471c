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
import org.springframework.stereotype.Component;

/** The hearings source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class Hearings extends RowSource<Hearings.Row> {

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
        super(reader, DEFINITION, Row.class);
        this.links = links;
    }

    /** A {@code hearings} row as stored ({@code committees}, {@code bills}, {@code documents} JSON arrays). */
    protected record Row(String chamber, String eventId, String title, Integer congress, Integer session,
                         String meetingType, String status, String committeeId, String committeeName,
                         String committees, String date, String startTime, String location, String meetingTitle,
                         String bills, String documents,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** A witness as stored: the name in parts, the documents a JSON array. */
    private record WitnessRow(String panel, String honorific, String firstName, String middleName, String lastName,
                              String position, String organization, String testified, String witnessType,
                              String documents) {

        MeetingRecord.Witness witness() {
            String name = String.join(" ", java.util.stream.Stream.of(honorific, firstName, middleName, lastName)
                    .filter(s -> s != null && !s.isBlank()).toList());
            return new MeetingRecord.Witness(panel, name, position, organization, testified, witnessType,
                    Rows.list(documents));
        }
    }

    @Override
    protected MeetingRecord read(PublicId id, TextWindow window, Connection conn, Row r) throws SQLException {
        List<MeetingRecord.Witness> witnesses = sideRows(conn, """
                SELECT panel, honorific, first_name, middle_name, last_name, position, organization, testified,
                       witness_type, documents
                FROM hearing_witnesses WHERE meeting_id = ? ORDER BY ordinal""", id.value(), WitnessRow.class)
                .stream().map(WitnessRow::witness).toList();
        return new MeetingRecord(RecordIds.typeName(IdType.MEETING), id.value(), r.chamber(), r.eventId(), r.title(),
                r.congress(), r.session(), r.meetingType(), r.status(),
                links.link(conn, r.committeeId(), r.committeeName()), Rows.list(r.committees()), r.date(),
                r.startTime(), r.location(), r.meetingTitle(), links.links(conn, Rows.stringList(r.bills())),
                Rows.list(r.documents()), witnesses, r.citation());
    }
}
