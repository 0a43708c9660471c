package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A request to a list endpoint, as REST query parameters or MCP arguments give it: the filters,
 * the page, and optionally an aggregation instead of rows.
 *
 * @param filters   filter name → value, checked against the resource's whitelist by {@link ListService}
 * @param aggregate {@code count} or {@code sum}; null lists rows
 * @param groupBy   comma-separated dimensions, at most two
 * @param top       groups to return
 * @param sumField  what {@code aggregate=sum} adds up
 * @param bucket    {@code month} or {@code year}: groups by period of a date column too (a trend); null: no periods
 * @param dateField the date column periods are read from, with {@code bucket}; null: {@code published_at}
 */
public record ListQuery(String resource, Map<String, String> filters, Integer limit, String cursor, String aggregate,
                        String groupBy, Integer top, String sumField, String bucket, String dateField) {

    /** Parameters that are not filters. */
    static final List<String> CONTROLS = List.of("limit", "cursor", "aggregate", "group_by", "top", "sum_field",
            "bucket", "date_field");

    public ListQuery {
        filters = Map.copyOf(new TreeMap<>(filters));
    }

    /** A query without periods. */
    public ListQuery(String resource, Map<String, String> filters, Integer limit, String cursor, String aggregate,
                     String groupBy, Integer top, String sumField) {
        this(resource, filters, limit, cursor, aggregate, groupBy, top, sumField, null, null);
    }

    /** From query parameters: each given once, numbers as integers (a 400 otherwise). */
    public static ListQuery fromParameters(String resource, Map<String, List<String>> parameters) {
        Map<String, String> filters = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : parameters.entrySet()) {
            if (e.getValue().size() != 1) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "give " + e.getKey() + " once, got "
                        + e.getValue().size() + " values", ApiException.newHint().put("parameter", e.getKey())
                        .put("try", "one value per filter; filters combine with AND").build());
            }
            if (!CONTROLS.contains(e.getKey())) {
                filters.put(e.getKey(), e.getValue().getFirst());
            }
        }
        return new ListQuery(resource, filters, integer(parameters, "limit"), single(parameters, "cursor"),
                single(parameters, "aggregate"), single(parameters, "group_by"), integer(parameters, "top"),
                single(parameters, "sum_field"), single(parameters, "bucket"), single(parameters, "date_field"));
    }

    private static String single(Map<String, List<String>> parameters, String name) {
        List<String> values = parameters.get(name);
        return values == null ? null : values.getFirst();
    }

    private static Integer integer(Map<String, List<String>> parameters, String name) {
        String value = single(parameters, name);
        return value == null ? null : Filter.parseInteger(name, value);
    }
}
