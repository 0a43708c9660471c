package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * {@code bucket=month|year}: time periods of one of a record table's date columns, for trends over
 * list aggregations and search. Which columns are dates is read from the live schema, as every
 * other eligibility: {@code published_at} (every record's citation date, the default), {@code date},
 * and columns named {@code *_date} or {@code *_at}, except {@code retrieved_at} (when the file was
 * loaded, not a date of the document). A period is the column's first four ({@code year}:
 * {@code 2021}) or seven ({@code month}: {@code 2021-06}) characters; a value that does not begin
 * with one (null, empty, {@code n.d.}, a year without its month for {@code month}) has no period
 * and is counted as undated.
 */
public enum DateBucket {
    MONTH("[0-9][0-9][0-9][0-9]-[0-9][0-9]*", 7),
    YEAR("[0-9][0-9][0-9][0-9]*", 4);

    /** The primary date of every record table: its citation's date. */
    public static final String DEFAULT_DATE_FIELD = "published_at";
    /** Periods one trend returns at most (the newest are kept): 20 years of months. */
    public static final int MAX_BUCKETS = 240;

    private final String glob;
    private final int length;

    DateBucket(String glob, int length) {
        this.glob = glob;
        this.length = length;
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code month} or {@code year}; null stays null; anything else is a 400 on {@code bucket}. */
    public static DateBucket parse(String bucket) {
        if (bucket == null) {
            return null;
        }
        return switch (bucket.strip().toLowerCase(Locale.ROOT)) {
            case "month" -> MONTH;
            case "year" -> YEAR;
            default -> throw new ApiException(ErrorCode.INVALID_PARAMETER, "bucket must be month or year, got '"
                    + bucket + "'", ApiException.newHint().put("parameter", "bucket")
                    .put("valid_values", List.of("month", "year")).build());
        };
    }

    /** The period of {@code alias.column} as SQL: text like {@code 2021} or {@code 2021-06}, or NULL when undated. */
    public String period(String alias, String column) {
        String c = alias + "." + column;
        return "CASE WHEN " + c + " GLOB '" + glob + "' THEN substr(" + c + ", 1, " + length + ") END";
    }

    /** Whether a column of a record table holds a date a trend may bucket by. */
    public static boolean isDateColumn(String column) {
        return column.equals(DEFAULT_DATE_FIELD) || column.equals("date") || column.endsWith("_date")
                || (column.endsWith("_at") && !column.equals("retrieved_at"));
    }

    /** The date columns among a record table's columns, sorted, the default first. */
    public static List<String> dateColumns(Collection<String> columns) {
        return columns.stream().filter(DateBucket::isDateColumn)
                .sorted((a, b) -> a.equals(DEFAULT_DATE_FIELD) ? -1 : b.equals(DEFAULT_DATE_FIELD) ? 1 : a.compareTo(b))
                .toList();
    }

    /**
     * The date column to bucket by: {@code dateField}, checked against the table's date columns (a
     * 400 on {@code date_field} listing them), or the default when null.
     */
    public static String dateField(String dateField, Collection<String> columns, String owner) {
        List<String> valid = dateColumns(columns);
        String field = dateField == null ? DEFAULT_DATE_FIELD : dateField.strip().toLowerCase(Locale.ROOT);
        if (!valid.contains(field)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "'" + field + "' is not a date column of " + owner,
                    ApiException.newHint().put("parameter", "date_field").put("valid_date_fields", valid).build());
        }
        return field;
    }
}
