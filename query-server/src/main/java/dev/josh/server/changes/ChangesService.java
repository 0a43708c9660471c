package dev.josh.server.changes;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Cursor;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * What is new since a time, across sources: {@code GET /v1/changes} and the MCP tool
 * {@code whats_new}. Every record table carries when it was loaded ({@code retrieved_at}, rewritten
 * when a re-ingest changes the record) and when upstream published it ({@code published_at}); the
 * answer is ordered by that time, then source, then id, and paged by a cursor on all three, so
 * records loaded while an agent pages are not skipped.
 */
@Service
public class ChangesService {

    private final DataSource dataSource;
    private final SourceRegistry registry;

    public ChangesService(DataSource dataSource, SourceRegistry registry) {
        this.dataSource = dataSource;
        this.registry = registry;
    }

    /** Which time a change is ordered by. */
    enum Basis {
        LOADED("retrieved_at"), PUBLISHED("published_at");

        final String column;

        Basis(String column) {
            this.column = column;
        }

        String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * @param since   a date (2024-02-12) or an instant (2026-11-26T22:14:57Z); required
     * @param until   the same forms, exclusive; null for now
     * @param sources comma-separated source names, or null for all
     * @param basis   loaded (default) or published
     */
    public ChangePage changes(String since, String until, String sources, String basis, PageParams paging) {
        Basis b = basis(basis);
        String from = time(since, "since", b);
        String to = until == null || until.isBlank() ? null : time(until, "until", b);
        List<SourceTables> chosen = sources(sources, b);
        List<String> names = chosen.stream().map(SourceTables::name).toList();
        PageRequest page = paging.forScope("changes/" + from + "/" + to + "/" + names + "/" + b);
        String afterTime = page.after() == null ? null : (String) page.after().key();
        String afterTie = page.after() == null ? null : (String) page.after().tie();
        List<Row> rows = new ArrayList<>();
        try (Connection conn = dataSource.getConnection()) {
            for (int i = 0; i < chosen.size(); i++) {
                rows.addAll(read(conn, chosen.get(i), i, b, from, to, afterTime, afterTie, page.limit() + 1));
            }
        } catch (SQLException e) {
            throw Rows.failure("changes since " + from, e);
        }
        rows.sort(Comparator.comparing(Row::time).thenComparingInt(Row::order).thenComparing(r -> r.change().id()));
        boolean more = rows.size() > page.limit();
        List<Row> shown = rows.subList(0, Math.min(rows.size(), page.limit()));
        String next = null;
        if (more) {
            Row last = shown.getLast();
            next = new Cursor(last.time(), last.order() + "/" + last.change().id()).encode(page.scope());
        }
        List<Change> results = shown.stream().map(Row::change).toList();
        return new ChangePage(from, to, b.wire(), names, results.size(), results,
                shown.isEmpty() ? null : shown.getLast().time(), next, more);
    }

    private record Row(String time, int order, Change change) {
    }

    /**
     * One source's next rows after the cursor: for an earlier source in the order, strictly later
     * times; for the cursor's own source, the same time with a greater id too; for a later one, the
     * same time too.
     */
    private static List<Row> read(Connection conn, SourceTables source, int order, Basis basis, String from, String to,
                                  String afterTime, String afterTie, int limit) throws SQLException {
        String title = source.recordColumns().contains("title") ? "title"
                : source.recordColumns().contains("name") ? "name" : "id";
        String column = basis.column;
        StringBuilder where = new StringBuilder(column + " >= ?");
        List<Object> params = new ArrayList<>(List.of(from));
        if (to != null) {
            where.append(" AND ").append(column).append(" < ?");
            params.add(to);
        }
        if (afterTime != null) {
            int cursorOrder = Integer.parseInt(afterTie.substring(0, afterTie.indexOf('/')));
            String cursorId = afterTie.substring(afterTie.indexOf('/') + 1);
            if (order < cursorOrder) {
                where.append(" AND ").append(column).append(" > ?");
                params.add(afterTime);
            } else if (order == cursorOrder) {
                where.append(" AND (").append(column).append(" > ? OR (").append(column).append(" = ? AND id > ?))");
                params.addAll(List.of(afterTime, afterTime, cursorId));
            } else {
                where.append(" AND ").append(column).append(" >= ?");
                params.add(afterTime);
            }
        }
        String sql = "SELECT id, " + title + " AS title, retrieved_at, published_at, citation_string, source_url FROM "
                + source.table() + " WHERE " + where + " ORDER BY " + column + ", id LIMIT " + limit;
        return ConnectionClient.on(conn).sql(sql).params(params).query(Rows.mapper(ChangeRow.class)).stream()
                .map(r -> new Row(column.equals(Basis.LOADED.column) ? r.retrievedAt() : r.publishedAt(), order,
                        new Change(r.id(), source.name(), r.title(), r.retrievedAt(), r.publishedAt(), r.citation())))
                .toList();
    }

    /** A record as the change feed reads it: loaded at {@code retrieved_at}, published at {@code published_at}. */
    private record ChangeRow(String id, String title, String retrievedAt, String publishedAt, String sourceUrl,
                             String citationString) implements CitedRow {
    }

    private List<SourceTables> sources(String sources, Basis basis) {
        List<SourceTables> all = registry.all().stream()
                .filter(s -> s.recordColumns().containsAll(Set.of("id", basis.column, "citation_string")))
                .toList();
        if (sources == null || sources.isBlank()) {
            return all;
        }
        Set<String> asked = new LinkedHashSet<>(Arrays.stream(sources.split(",")).map(String::strip)
                .filter(s -> !s.isEmpty()).toList());
        List<String> known = all.stream().map(SourceTables::name).toList();
        for (String name : asked) {
            if (!known.contains(name)) {
                throw new ApiException(ErrorCode.UNKNOWN_SOURCE, "no source '" + name + "' in this database",
                        ApiException.newHint().put("parameter", "source").put("valid_values", known).build());
            }
        }
        return all.stream().filter(s -> asked.contains(s.name())).toList();
    }

    private static Basis basis(String basis) {
        if (basis == null || basis.isBlank()) {
            return Basis.LOADED;
        }
        return Arrays.stream(Basis.values()).filter(b -> b.wire().equals(basis.strip().toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new ApiException(ErrorCode.INVALID_PARAMETER,
                        "basis must be loaded (when this database took the record in) or published (upstream's date), "
                                + "got '" + basis + "'",
                        ApiException.newHint().put("parameter", "basis").put("valid_values",
                                List.of("loaded", "published")).build()));
    }

    /**
     * A time as the column holds it: loaded times are UTC instants ({@code 2026-11-26T22:14:57Z}), published
     * ones dates; a date compares as the start of its day in either.
     */
    private static String time(String value, String parameter, Basis basis) {
        if (value == null || value.isBlank()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " is required: the time of the last check, "
                    + "a date (2024-02-12) or an instant (2026-11-26T22:14:57Z)",
                    ApiException.newHint().put("parameter", parameter).put("example", "2024-02-12").build());
        }
        String v = value.strip();
        try {
            if (v.length() == 10) {
                LocalDate date = LocalDate.parse(v);
                return basis == Basis.PUBLISHED ? date.toString() : date + "T00:00:00Z";
            }
            Instant instant = Instant.parse(v);
            return basis == Basis.PUBLISHED ? instant.toString().substring(0, 10) : instant.toString();
        } catch (DateTimeParseException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " must be a date (2024-02-12) or an "
                    + "instant (2026-11-26T22:14:57Z), got '" + value + "'",
                    ApiException.newHint().put("parameter", parameter).put("example", "2024-02-12").build());
        }
    }
}
