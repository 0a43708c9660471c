package dev.josh.server.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * Counts or sums over the rows a list's filters select, grouped and ranked.
 *
 * @param totalCount rows the filters select, all groups together
 * @param totalSum   the sum over them ({@code aggregate=sum} only)
 * @param groupCount how many groups there are; {@code truncated} when more than {@code top}
 * @param groups     each group's values (a labelled dimension adds {@code <name>_name}), {@code count},
 *                   {@code sum} for a sum, and {@code results_path}: the list of the group's rows; with
 *                   {@code bucket}, each also has its {@code period} ({@code 2021} or {@code 2021-06}) and
 *                   the groups run oldest period first
 * @param bucket     {@code month} or {@code year} when periods were asked for; absent otherwise
 * @param dateField  the date column the periods were read from, with {@code bucket}
 * @param undatedCount with {@code bucket}: rows the filters select whose date column has no period
 *                   (empty, {@code n.d.}); they are in {@code total_count}, in no group
 */
public record Aggregation(String resource, String aggregate, String sumField, List<String> groupBy,
                          Map<String, String> filters, long totalCount, Double totalSum, int top, long groupCount,
                          boolean truncated, List<Map<String, Object>> groups, long tookMs,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String bucket,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String dateField,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Long undatedCount) {

    /** An aggregation without periods. */
    public Aggregation(String resource, String aggregate, String sumField, List<String> groupBy,
                       Map<String, String> filters, long totalCount, Double totalSum, int top, long groupCount,
                       boolean truncated, List<Map<String, Object>> groups, long tookMs) {
        this(resource, aggregate, sumField, groupBy, filters, totalCount, totalSum, top, groupCount, truncated, groups,
                tookMs, null, null, null);
    }
}
