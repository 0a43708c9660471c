package dev.josh.server.upcoming;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * What is due: {@code GET /v1/upcoming} and the MCP tool {@code upcoming}. Each source's package
 * gives its dated events ({@link UpcomingEvents}); a day in the past ({@code as_of}) answers as that
 * day would have, so a corpus that ends in 2024 still answers for its own time.
 */
@Service
public class UpcomingService {

    static final int DEFAULT_DAYS = 30;
    static final int MAX_DAYS = 366;
    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 200;

    private final DataSource dataSource;
    private final Coverage coverage;
    private final List<UpcomingEvents> sources;

    public UpcomingService(DataSource dataSource, Coverage coverage, List<UpcomingEvents> sources) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.sources = List.copyOf(sources);
    }

    public Upcoming upcoming(Integer days, String asOf, Boolean actionableOnly, Integer limit) {
        int d = bounded(days, DEFAULT_DAYS, 0, MAX_DAYS, "days");
        int n = bounded(limit, DEFAULT_LIMIT, 1, MAX_LIMIT, "limit");
        LocalDate day = day(asOf);
        LocalDate until = day.plusDays(d);
        boolean actionable = actionableOnly != null && actionableOnly;
        List<UpcomingEvent> events = new ArrayList<>();
        Map<String, Boolean> loaded = new LinkedHashMap<>();
        try (Connection conn = dataSource.getConnection()) {
            for (UpcomingEvents source : sources) {
                boolean held = coverage.holds(source.source());
                loaded.put(source.source(), held);
                if (held) {
                    events.addAll(source.between(conn, day, until, actionable));
                }
            }
        } catch (SQLException e) {
            throw Rows.failure("upcoming events", e);
        }
        events.sort(Comparator.comparing(UpcomingEvent::date).thenComparing(UpcomingEvent::kind)
                .thenComparing(UpcomingEvent::id));
        Map<String, Integer> byKind = new TreeMap<>();
        events.forEach(e -> byKind.merge(e.kind(), 1, Integer::sum));
        List<UpcomingEvent> shown = events.subList(0, Math.min(n, events.size()));
        return new Upcoming(day.toString(), d, until.toString(), actionable, events.size(), shown.size(), byKind, loaded,
                shown);
    }

    private LocalDate day(String asOf) {
        if (asOf == null || asOf.isBlank()) {
            return LocalDate.now(ZoneOffset.UTC);
        }
        try {
            return LocalDate.parse(asOf.strip());
        } catch (DateTimeParseException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "as_of must be a date (2024-02-12), got '" + asOf + "'",
                    ApiException.newHint().put("parameter", "as_of").put("example", "2024-02-12").build());
        }
    }

    private static int bounded(Integer value, int fallback, int min, int max, String name) {
        int v = value == null ? fallback : value;
        if (v < min || v > max) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be " + min + " to " + max + ", got " + v,
                    ApiException.newHint().put("parameter", name).put("min", min).put("max", max).build());
        }
        return v;
    }
}
