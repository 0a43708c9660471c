package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.RecordIds;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A filter a list endpoint accepts: the query parameter, the SQL condition on the list's rows
 * (the record table is aliased {@code r}), and how a value is checked and bound. A value that
 * does not fit is a 400 on that parameter, never a query that silently matches nothing.
 *
 * @param condition SQL with one {@code ?} per bound value
 * @param bind      checks the raw value and turns it into the bound values
 * @param help      what the filter does, with an example: listed in the 400 for an unknown filter
 */
public record Filter(String name, String condition, Function<String, List<Object>> bind, String help) {

    /** Equal to the column, ignoring case. */
    public static Filter text(String name, String column, String help) {
        return new Filter(name, column + " = ? COLLATE NOCASE", v -> List.of(v.strip()), help);
    }

    /** House or Senate, as {@code house}/{@code h} or {@code senate}/{@code s}; stored lower case. */
    public static Filter chamber(String name, String column, String help) {
        return oneOf(name, column, java.util.Map.of("house", "house", "h", "house", "senate", "senate", "s", "senate"),
                help);
    }

    /** Any of the columns contains the value, ignoring case ({@code %} and {@code _} are literal). */
    public static Filter contains(String name, String help, String... columns) {
        String condition = "(" + String.join(" OR ", java.util.Arrays.stream(columns)
                .map(c -> c + " LIKE ? ESCAPE '\\'").toList()) + ")";
        return new Filter(name, condition, v -> Collections.nCopies(columns.length,
                "%" + v.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"), help);
    }

    public static Filter integer(String name, String column, String help) {
        return new Filter(name, column + " = ?", v -> List.of(parseInteger(name, v)), help);
    }

    /** One of a few values (case-insensitive); {@code stored} maps each accepted spelling to the column's value. */
    public static Filter oneOf(String name, String column, java.util.Map<String, String> stored, String help) {
        return new Filter(name, column + " = ?", v -> {
            String value = stored.get(v.strip().toLowerCase(Locale.ROOT));
            if (value == null) {
                throw invalid(name, "must be one of " + stored.keySet().stream().sorted().toList() + ", got '" + v + "'");
            }
            return List.of(value);
        }, help);
    }

    /** A public id of one type; {@code condition} has one {@code ?} for it. */
    public static Filter id(String name, IdType type, String condition, String help) {
        return new Filter(name, condition, v -> List.of(RecordIds.parameter(name, v.strip(), type).value()), help);
    }

    /** true or false; {@code condition} compares a 0/1 expression with {@code ?}. */
    public static Filter flag(String name, String condition, String help) {
        return new Filter(name, condition, v -> switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes" -> List.of(1);
            case "false", "0", "no" -> List.of(0);
            default -> throw invalid(name, "must be true or false, got '" + v + "'");
        }, help);
    }

    /** On or after a date (YYYY, YYYY-MM or YYYY-MM-DD) in an ISO date column. */
    public static Filter since(String column) {
        return new Filter("since", column + " >= ?", v -> List.of(date("since", v)),
                "on or after a date: since=2021, since=2021-06, since=2021-06-04");
    }

    /** On or before a date (YYYY, YYYY-MM or YYYY-MM-DD, the whole period included). */
    public static Filter until(String column) {
        return new Filter("until", "substr(" + column + ", 1, length(?)) <= ?", v -> {
            String d = date("until", v);
            return List.of(d, d);
        }, "on or before a date, the whole period included: until=2022, until=2022-12-31");
    }

    private static String date(String name, String v) {
        String d = v.strip();
        if (!d.matches("\\d{4}(-\\d{2}(-\\d{2})?)?")) {
            throw invalid(name, "must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got '" + v + "'");
        }
        return d;
    }

    public static int parseInteger(String name, String v) {
        String s = v.strip();
        if (!s.matches("-?\\d{1,9}")) {
            throw invalid(name, "must be an integer, got '" + v + "'");
        }
        return Integer.parseInt(s);
    }

    static ApiException invalid(String parameter, String problem) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " " + problem,
                ApiException.newHint().put("parameter", parameter).build());
    }
}
