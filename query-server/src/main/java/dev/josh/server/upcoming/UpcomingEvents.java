package dev.josh.server.upcoming;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;

/**
 * The dated events one source knows of, contributed by the source's package: the Federal Register
 * its comment periods and effective dates, hearings their meetings.
 */
public interface UpcomingEvents {

    /** The source (resource name) whose records the events come from. */
    String source();

    /** The kinds of event it gives, e.g. {@code comment_period_closes}. */
    List<String> kinds();

    /**
     * Events dated {@code asOf} through {@code until} (inclusive), as known on {@code asOf}: nothing
     * announced after it.
     */
    List<UpcomingEvent> between(Connection conn, LocalDate asOf, LocalDate until, boolean actionableOnly)
            throws SQLException;
}
