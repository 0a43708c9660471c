package dev.josh.server.alerts;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertsFile;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Cursor;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.Rows;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;

/**
 * An alert's matches ({@code GET /v1/alerts/{id}/matches} and the MCP resource {@code josh://alerts/{id}}):
 * what ingest recorded in the alerts file, in the order found, after a time, keyset-paged.
 */
@Service
public class AlertMatchesService {

    /** What {@code josh alerts create} makes: {@code al_} and twelve hex digits. */
    static final Pattern ID = Pattern.compile("al_[0-9a-f]{12}");
    static final String EXAMPLE_ID = "al_3f9c2a1b7d04";

    private final AlertsReader reader;

    public AlertMatchesService(AlertsReader reader) {
        this.reader = reader;
    }

    /** @param since an instant (2026-11-29T18:00:00Z: matches found after it) or a date (found on or after it) */
    public AlertMatchPage matches(String id, String since, PageParams paging) {
        requireWellFormed(id);
        String after = since(since);
        PageRequest page = paging.forScope("alerts/" + id + "/" + after);
        long afterSeq = afterSeq(page);
        record Read(Alert alert, List<AlertMatch> matches) {
        }
        Read read;
        try {
            read = reader.read(store -> store.find(id)
                    .map(a -> new Read(a, store.matches(id, after, afterSeq, page.limit() + 1))).orElse(null))
                    .orElseThrow(() -> notFound(id));
        } catch (SQLException e) {
            throw Rows.failure("matches of alert " + id, e);
        }
        boolean more = read.matches().size() > page.limit();
        List<AlertMatch> shown = read.matches().subList(0, Math.min(page.limit(), read.matches().size()));
        String next = more ? new Cursor(shown.getLast().matchedAt(), shown.getLast().seq()).encode(page.scope()) : null;
        Alert a = read.alert();
        return new AlertMatchPage(new AlertMatchPage.AlertSummary(a.id(), a.query(), a.sources(), a.congress(),
                a.delivery(), a.createdAt(), a.checkedThrough()), since == null || since.isBlank() ? null : after,
                shown.size(), shown.stream().map(m -> new AlertMatchPage.Match(m.seq(), m.recordId(), m.source(),
                m.title(), m.citation(), m.retrievedAt(), m.matchedAt())).toList(),
                shown.isEmpty() ? null : shown.getLast().matchedAt(), next, more);
    }

    /** The number of the match the cursor stopped at, 0 without a cursor. */
    private static long afterSeq(PageRequest page) {
        if (page.after() == null) {
            return 0;
        }
        if (!(page.after().tie() instanceof Number seq)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the cursor is not one this list handed out",
                    ApiException.newHint().put("parameter", "cursor").put("try", "leave cursor out to start over")
                            .build());
        }
        return seq.longValue();
    }

    /** Nothing when {@code id} names an alert of the alerts file; else the 400 or 404 a read of it gets. */
    public void requireAlert(String id) {
        requireWellFormed(id);
        try {
            if (reader.read(store -> store.find(id).orElse(null)).isEmpty()) {
                throw notFound(id);
            }
        } catch (SQLException e) {
            throw Rows.failure("alert " + id, e);
        }
    }

    private static void requireWellFormed(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new ApiException(ErrorCode.INVALID_ID, "'" + id + "' is not an alert id: they are al_ and 12 hex "
                    + "digits, as 'josh alerts create' prints and 'josh alerts list' shows",
                    ApiException.newHint().put("parameter", "id").put("example", EXAMPLE_ID).build());
        }
    }

    private static ApiException notFound(String id) {
        return new ApiException(ErrorCode.NOT_FOUND, "no alert " + id + " in this server's alerts file",
                ApiException.newHint().put("id", id).put("try", "josh alerts list (on the machine that ingests) shows "
                        + "the saved searches; josh alerts create saves one").build());
    }

    /** The stored form of {@code since} ({@link AlertsFile#time}): matches are those found after it. */
    private static String since(String since) {
        if (since == null || since.isBlank()) {
            return null;
        }
        String v = since.strip();
        try {
            // A date is the start of its day: a match found at that instant is found "on or after" the date.
            return v.length() == 10 ? AlertsFile.time(LocalDate.parse(v).atStartOfDay(ZoneOffset.UTC).toInstant()
                    .minusMillis(1)) : AlertsFile.time(Instant.parse(v));
        } catch (DateTimeParseException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "since must be a date (2026-11-29) or an instant "
                    + "(2026-11-29T18:00:00Z, the latest of the previous answer), got '" + since + "'",
                    ApiException.newHint().put("parameter", "since").put("example", "2026-11-29T18:00:00Z").build());
        }
    }
}
