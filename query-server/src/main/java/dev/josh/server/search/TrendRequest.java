package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.DateBucket;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code aggregate=count&bucket=month|year[&date_field=]} on a search: counts instead of results
 * ({@link SearchTrend}). REST and MCP both read it with {@link #of}, so both refuse the same input.
 *
 * @param dateField the record column periods come from; null: {@code published_at}
 */
public record TrendRequest(DateBucket bucket, String dateField) {

    /**
     * The trend asked for, or null when {@code aggregate} is absent (a plain search; then
     * {@code bucket} and {@code date_field} are refused). With {@code aggregate}, the options that
     * shape a page of results ({@code limit}, {@code offset}, {@code expand}, {@code max_per_source})
     * are refused: a trend has no page.
     *
     * @param pageOptions parameter name → value given (null when not given)
     */
    public static TrendRequest of(String aggregate, String bucket, String dateField, Map<String, ?> pageOptions) {
        if (aggregate == null) {
            String stray = bucket != null ? "bucket" : dateField != null ? "date_field" : null;
            if (stray != null) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, stray + " only applies with aggregate=count",
                        ApiException.newHint().put("parameter", stray)
                                .put("example", "/v1/search?q=broadband&aggregate=count&bucket=year").build());
            }
            return null;
        }
        if (!aggregate.strip().toLowerCase(Locale.ROOT).equals(SearchTrends.COUNT)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "aggregate must be count on a search, got '"
                    + aggregate + "'", ApiException.newHint().put("parameter", "aggregate")
                    .put("valid_values", List.of(SearchTrends.COUNT)).build());
        }
        DateBucket b = DateBucket.parse(bucket);
        if (b == null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "aggregate=count needs bucket=month or bucket=year",
                    ApiException.newHint().put("parameter", "bucket").put("valid_values", List.of("month", "year"))
                            .build());
        }
        Map<String, Object> given = new LinkedHashMap<>();
        pageOptions.forEach((name, value) -> {
            if (value != null) {
                given.put(name, value);
            }
        });
        if (!given.isEmpty()) {
            String first = given.keySet().iterator().next();
            throw new ApiException(ErrorCode.INVALID_PARAMETER, first + " does not apply with aggregate=count: a trend "
                    + "counts every matching document and has no page", ApiException.newHint().put("parameter", first)
                    .put("try", "leave " + String.join(", ", given.keySet()) + " out, or aggregate out for results")
                    .build());
        }
        if (dateField != null && dateField.isBlank()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "date_field is empty",
                    ApiException.newHint().put("parameter", "date_field").put("default", DateBucket.DEFAULT_DATE_FIELD)
                            .build());
        }
        return new TrendRequest(b, dateField);
    }
}
