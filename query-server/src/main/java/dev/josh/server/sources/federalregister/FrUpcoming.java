package dev.josh.server.sources.federalregister;

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

/**
 * The Federal Register's dated events: comment periods closing (the {@code comment_date} of
 * proposed rules, notices and reopened periods, open from their publication) and rules taking
 * effect ({@code effective_date}), each as the issue that announced it gives the date.
 */
@Component
public class FrUpcoming implements UpcomingEvents {

    static final String COMMENTS = "comment_period_closes";
    static final String EFFECTIVE = "takes_effect";

    @Override
    public String source() {
        return IdType.FR_DOCUMENT.resource();
    }

    @Override
    public List<String> kinds() {
        return List.of(COMMENTS, EFFECTIVE);
    }

    @Override
    public List<UpcomingEvent> between(Connection conn, LocalDate asOf, LocalDate until, boolean actionableOnly)
            throws SQLException {
        List<UpcomingEvent> out = new ArrayList<>(events(conn, "comment_date", COMMENTS, true, asOf, until));
        if (!actionableOnly) {
            out.addAll(events(conn, "effective_date", EFFECTIVE, false, asOf, until));
        }
        return out;
    }

    private static List<UpcomingEvent> events(Connection conn, String column, String kind, boolean actionable,
                                              LocalDate asOf, LocalDate until) throws SQLException {
        // Dates compare as text (ISO); documents published after as_of were not yet announced that day.
        String sql = "SELECT id, title, agency, publication_date, " + column + ", citation_string, source_url, "
                + "published_at FROM federal_register WHERE " + column + " >= ? AND " + column + " <= ? "
                + "AND publication_date <= ? ORDER BY " + column + ", id";
        List<UpcomingEvent> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, asOf.toString());
            ps.setString(2, until.toString());
            ps.setString(3, asOf.toString());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String date = rs.getString(5);
                    out.add(new UpcomingEvent(date, kind, actionable, rs.getString("id"), IdType.FR_DOCUMENT.resource(),
                            rs.getString("title"), rs.getString("agency"), rs.getString("publication_date"),
                            ChronoUnit.DAYS.between(asOf, LocalDate.parse(date.substring(0, 10))),
                            new Citation(rs.getString("citation_string"), rs.getString("source_url"),
                                    rs.getString("published_at"))));
                }
            }
        }
        return out;
    }
}
