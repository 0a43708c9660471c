package dev.josh.server.sources.federalregister;

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
                                              LocalDate asOf, LocalDate until) {
        // Dates compare as text (ISO); documents published after as_of were not yet announced that day.
        String sql = "SELECT id, title, agency, publication_date, " + column + " AS date, citation_string, "
                + "source_url, published_at FROM federal_register WHERE " + column + " >= ? AND " + column + " <= ? "
                + "AND publication_date <= ? ORDER BY " + column + ", id";
        return ConnectionClient.on(conn).sql(sql).params(asOf.toString(), until.toString(), asOf.toString())
                .query(Rows.mapper(Row.class)).stream()
                .map(r -> new UpcomingEvent(r.date(), kind, actionable, r.id(), IdType.FR_DOCUMENT.resource(),
                        r.title(), r.agency(), r.publicationDate(),
                        ChronoUnit.DAYS.between(asOf, LocalDate.parse(r.date().substring(0, 10))), r.citation()))
                .toList();
    }

    /** A document with the date of the event ({@code date}: the comment or effective date). */
    private record Row(String id, String title, String agency, String publicationDate, String date,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }
}
