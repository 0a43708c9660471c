package dev.josh.server.upcoming;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.ConnectionClient;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What was due on the day of the test database's Federal Register issue, checked against its columns. */
class UpcomingServiceTest {

    static Flow1Services services;
    static UpcomingService upcoming;
    static String issueDay;

    @BeforeAll
    static void open() throws SQLException {
        services = new Flow1Services(Flow1Database.path());
        upcoming = services.bean(UpcomingService.class);
        try (Connection conn = services.pool.getConnection()) {
            issueDay = ConnectionClient.on(conn).sql("SELECT max(publication_date) FROM federal_register "
                    + "WHERE comment_date IS NOT NULL").query(String.class).single();
        }
        assertThat(issueDay).as("an FR document with a comment period in the test database").isNotNull();
    }

    @AfterAll
    static void close() {
        services.close();
    }

    @Test
    void theCommentPeriodsOpenOnADayAreListedWithTheirClosingDates() throws SQLException {
        Upcoming open = upcoming.upcoming(366, issueDay, true, 200);
        List<String> expected;
        try (Connection conn = services.pool.getConnection()) {
            expected = ConnectionClient.on(conn).sql("SELECT id || ' ' || comment_date FROM federal_register WHERE "
                    + "publication_date <= ? AND comment_date >= ? AND comment_date <= ? ORDER BY comment_date, id")
                    .params(issueDay, issueDay, LocalDate.parse(issueDay).plusDays(366).toString()).query(String.class)
                    .list();
        }
        assertThat(expected).isNotEmpty();
        assertThat(open.results()).extracting(e -> e.id() + " " + e.date())
                .containsExactlyElementsOf(expected);
        assertThat(open.results()).allSatisfy(e -> {
            assertThat(e.kind()).isEqualTo("comment_period_closes");
            assertThat(e.actionable()).isTrue();
            assertThat(e.opened()).isLessThanOrEqualTo(issueDay);
            assertThat(e.daysLeft()).isEqualTo(ChronoUnit.DAYS.between(LocalDate.parse(issueDay), LocalDate.parse(e.date())));
            assertThat(e.citation().citationString()).contains("FR");
        });
        assertThat(open.byKind()).containsOnlyKeys("comment_period_closes");
        assertThat(open.total()).isEqualTo(expected.size());
    }

    @Test
    void allKindsComeSoonestFirstAndNothingAnnouncedLaterCounts() {
        Upcoming all = upcoming.upcoming(120, issueDay, false, 200);
        assertThat(all.results()).isSortedAccordingTo((a, b) -> a.date().compareTo(b.date()));
        assertThat(all.results()).allSatisfy(e -> assertThat(e.date()).isBetween(issueDay,
                LocalDate.parse(issueDay).plusDays(120).toString()));
        assertThat(all.total()).isGreaterThanOrEqualTo(upcoming.upcoming(120, issueDay, true, 200).total());
        Upcoming dayBefore = upcoming.upcoming(120, LocalDate.parse(issueDay).minusDays(1).toString(), false, 200);
        assertThat(dayBefore.results()).allSatisfy(e -> assertThat(e.opened() == null
                || e.opened().compareTo(issueDay) < 0).isTrue());
        assertThat(all.sources()).containsEntry("federal-register", true).containsKey("hearings");
        assertThat(upcoming.upcoming(120, issueDay, false, 1).results()).hasSize(1);
    }

    @Test
    void badParametersAreClearErrors() {
        assertThat(error(() -> upcoming.upcoming(400, null, null, null)).hint()).containsEntry("parameter", "days")
                .containsEntry("max", 366);
        assertThat(error(() -> upcoming.upcoming(null, "12/02/2024", null, null)).hint())
                .containsEntry("parameter", "as_of");
        assertThat(error(() -> upcoming.upcoming(null, null, null, 0)).hint()).containsEntry("parameter", "limit");
    }
}
