package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Conditions on the documents a search may return, applied before any scoring (DESIGN.md
 * invariant 4): as a SQL condition joined into the FTS5 query, and as the allowed-row bitmap of
 * the binary scan, so a filtered query is never a global top-K cut down afterwards.
 *
 * @param since    earliest {@code published_at} (inclusive), or null
 * @param until    latest {@code published_at} (inclusive), or null
 * @param document one document's public id, or null
 * @param fields   per-document fields and their normalized values; a source that lacks one of
 *                 them cannot hold a matching document
 */
public record SearchFilter(LocalDate since, LocalDate until, PublicId document, Map<DocumentField, String> fields) {

    public static final SearchFilter NONE = new SearchFilter(null, null, null, Map.of());

    public SearchFilter {
        fields = fields.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(fields));
    }

    /** Dates and a document, without per-document fields. */
    public static SearchFilter parse(String since, String until, String document) {
        return parse(since, until, document, Map.of());
    }

    /**
     * Reads the request parameters: dates as {@code YYYY-MM-DD}, {@code YYYY-MM} or {@code YYYY}
     * ({@code since} takes the first day of a month or year, {@code until} the last).
     */
    public static SearchFilter parse(String since, String until, String document, Map<DocumentField, String> fields) {
        LocalDate from = date("since", since, false);
        LocalDate to = date("until", until, true);
        if (from != null && to != null && from.isAfter(to)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "since (" + from + ") is after until (" + to + ")",
                    ApiException.newHint().put("parameter", "since").put("example", "since=2021-01-01&until=2021-12-31")
                            .build());
        }
        PublicId id = null;
        if (document != null && !document.isBlank()) {
            id = PublicId.tryParse(document).orElseThrow(() -> new ApiException(ErrorCode.INVALID_ID,
                    "document '" + document + "' is not a public id",
                    ApiException.newHint().put("parameter", "document").put("example", "document=usc:17:102").build()));
        }
        Map<DocumentField, String> normalized = new EnumMap<>(DocumentField.class);
        fields.forEach((field, value) -> {
            if (value != null && !value.isBlank()) {
                normalized.put(field, field.normalize(value));
            }
        });
        return new SearchFilter(from, to, id, normalized);
    }

    public boolean isEmpty() {
        return since == null && until == null && document == null && fields.isEmpty();
    }

    /** The fields the source's records lack: when any, no document of the source can match. */
    public List<DocumentField> unsupportedBy(SourceTables source) {
        return fields.keySet().stream().filter(f -> !f.supportedBy(source)).toList();
    }

    /**
     * The condition on the source's record table aliased {@code alias}, with {@code ?} for
     * {@link #bind}; "1" when empty. Only for sources that support every field.
     */
    public String condition(SourceTables source, String alias) {
        List<String> parts = new ArrayList<>();
        // published_at is an ISO date or date-time; its first ten characters are the day.
        if (since != null) {
            // An undated record ("n.d.") sorts after every date as text, yet is not known to be recent.
            parts.add("substr(" + alias + ".published_at, 1, 10) >= ? AND " + alias + ".published_at GLOB '[0-9]*'");
        }
        if (until != null) {
            parts.add("substr(" + alias + ".published_at, 1, 10) <= ?");
        }
        if (document != null) {
            parts.add(alias + ".id = ?");
        }
        fields.keySet().forEach(f -> parts.add(f.condition(source, alias).orElseThrow(
                () -> new IllegalStateException(source.name() + " has no " + f.parameter()))));
        return parts.isEmpty() ? "1" : String.join(" AND ", parts);
    }

    /** The values of {@link #condition}, in its order. */
    public List<String> params() {
        List<String> params = new ArrayList<>();
        if (since != null) {
            params.add(since.toString());
        }
        if (until != null) {
            params.add(until.toString());
        }
        if (document != null) {
            params.add(document.value());
        }
        for (Map.Entry<DocumentField, String> field : fields.entrySet()) {
            params.addAll(field.getKey().values(field.getValue()));
        }
        return params;
    }

    /** Binds the values of {@link #condition} from parameter {@code index}; returns the next free index. */
    public int bind(PreparedStatement ps, int index) throws SQLException {
        for (String value : params()) {
            ps.setString(index++, value);
        }
        return index;
    }

    /** What was applied, for the response, so an agent can tell a filtered empty answer from a global one. */
    public Map<String, String> describe() {
        Map<String, String> out = new LinkedHashMap<>();
        if (since != null) {
            out.put("since", since.toString());
        }
        if (until != null) {
            out.put("until", until.toString());
        }
        if (document != null) {
            out.put("document", document.value());
        }
        fields.forEach((field, value) -> out.put(field.parameter(), value));
        return out;
    }

    private static LocalDate date(String parameter, String text, boolean endOfPeriod) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = text.strip();
        try {
            if (t.matches("\\d{4}")) {
                int year = Integer.parseInt(t);
                return endOfPeriod ? LocalDate.of(year, 12, 31) : LocalDate.of(year, 1, 1);
            }
            if (t.matches("\\d{4}-\\d{2}")) {
                LocalDate first = LocalDate.parse(t + "-01");
                return endOfPeriod ? first.withDayOfMonth(first.lengthOfMonth()) : first;
            }
            return LocalDate.parse(t);
        } catch (DateTimeParseException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " '" + text + "' is not a date",
                    ApiException.newHint().put("parameter", parameter)
                            .put("formats", List.of("YYYY-MM-DD", "YYYY-MM", "YYYY")).put("example", "2021-04-01").build());
        }
    }
}
