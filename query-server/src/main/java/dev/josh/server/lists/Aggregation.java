package dev.josh.server.lists;

import java.util.List;
import java.util.Map;

/**
 * Counts or sums over the rows a list's filters select, grouped and ranked.
 *
 * @param totalCount rows the filters select, all groups together
 * @param totalSum   the sum over them ({@code aggregate=sum} only)
 * @param groupCount how many groups there are; {@code truncated} when more than {@code top}
 * @param groups     each group's values (a labelled dimension adds {@code <name>_name}), {@code count},
 *                   {@code sum} for a sum, and {@code results_path}: the list of the group's rows
 */
public record Aggregation(String resource, String aggregate, String sumField, List<String> groupBy,
                          Map<String, String> filters, long totalCount, Double totalSum, int top, long groupCount,
                          boolean truncated, List<Map<String, Object>> groups, long tookMs) {
}
