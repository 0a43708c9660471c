package dev.josh.server.sources.hearings;

import dev.josh.contracts.id.IdType;
import dev.josh.db.ConnectionClient;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Rows;
import dev.josh.server.upcoming.UpcomingEvent;
import dev.josh.server.upcoming.UpcomingEvents;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.springframework.stereotype.Component;

/** Committee meetings and hearings on the days ahead, as the committees' meeting files schedule them. */
@Component
public class MeetingsUpcoming implements UpcomingEvents {

    @Override
    public String source() {
        return IdType.MEETING.resource();
    }

    @Override
    public List<String> kinds() {
        return List.of("meeting");
    }

    @Override
    public List<UpcomingEvent> between(Connection conn, LocalDate asOf, LocalDate until, boolean actionableOnly)
            throws SQLException {
        if (actionableOnly) {
            return List.of(); // a meeting is attended or watched, not acted on by the public
        }
        return ConnectionClient.on(conn).sql("SELECT id, title, committee_name, date, status, "
                + "citation_string, source_url, published_at FROM hearings WHERE date >= ? AND date <= ? "
                + "ORDER BY date, id").params(asOf.toString(), until.toString())
                .query(Rows.mapper(Row.class)).stream()
                .map(r -> new UpcomingEvent(r.date(), "meeting", false, r.id(), IdType.MEETING.resource(), r.title(),
                        r.committeeName(), null,
                        ChronoUnit.DAYS.between(asOf, LocalDate.parse(r.date().substring(0, 10))), r.citation()))
                .toList();
    }

    /** A meeting as the calendar lists it. */
    private record Row(String id, String title, String committeeName, String date,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }
}
