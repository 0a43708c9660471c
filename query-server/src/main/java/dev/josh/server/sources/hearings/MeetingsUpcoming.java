package dev.josh.server.sources.hearings;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.IdType;
import dev.josh.server.upcoming.UpcomingEvent;
import dev.josh.server.upcoming.UpcomingEvents;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
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
        List<UpcomingEvent> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("SELECT id, title, committee_name, date, status, "
                + "citation_string, source_url, published_at FROM hearings WHERE date >= ? AND date <= ? "
                + "ORDER BY date, id")) {
            ps.setString(1, asOf.toString());
            ps.setString(2, until.toString());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String date = rs.getString("date");
                    out.add(new UpcomingEvent(date, "meeting", false, rs.getString("id"), IdType.MEETING.resource(),
                            rs.getString("title"), rs.getString("committee_name"), null,
                            ChronoUnit.DAYS.between(asOf, LocalDate.parse(date.substring(0, 10))),
                            new Citation(rs.getString("citation_string"), rs.getString("source_url"),
                                    rs.getString("published_at"))));
                }
            }
        }
        return out;
    }
}
