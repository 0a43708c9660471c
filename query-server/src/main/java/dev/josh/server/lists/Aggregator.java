package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Rows;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;

/**
 * {@code aggregate=count|sum}: one resource's rows, narrowed by its filters, counted or summed by up
 * to {@link #MAX_GROUP_BY} whitelisted dimensions and ranked, the top groups each with the list path
 * that shows its rows, within the list time budget.
 */
final class Aggregator {

    static final int MAX_GROUP_BY = 2;
    /** The key of a group's period with {@code bucket}. */
    static final String PERIOD = "period";

    /** The rows a list's filters admit, their sum (null without one) and how many are undated (null without a bucket). */
    private record Totals(long total, Double sum, Long undated) {
    }

    /** A group's row count {@code n}, measure {@code m} (the count or the sum) and the number of groups in all. */
    private record Measures(long n, double m, long groups) {
    }

    /** A group as the answer shows it, with the number of groups in all. */
    private record Grouped(Map<String, Object> group, long groups) {
    }

    private static final RowMapper<Totals> TOTALS = Rows.mapper(Totals.class);
    private static final RowMapper<Measures> MEASURES = Rows.mapper(Measures.class);

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Duration budget;

    Aggregator(DataSource dataSource, Coverage coverage, Duration budget) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.budget = budget;
    }

    Aggregation aggregate(ResourceList list, ListQuery query) {
        long start = System.nanoTime();
        String aggregate = query.aggregate().strip().toLowerCase(Locale.ROOT);
        if (!aggregate.equals("count") && !aggregate.equals("sum")) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "aggregate must be count or sum, got '"
                    + query.aggregate() + "'", ApiException.newHint().put("parameter", "aggregate")
                    .put("valid_values", List.of("count", "sum")).build());
        }
        if (query.cursor() != null || query.limit() != null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "an aggregation is not paged: use top, not "
                    + (query.cursor() != null ? "cursor" : "limit"), ApiException.newHint()
                    .put("parameter", query.cursor() != null ? "cursor" : "limit").put("max_top", ListService.MAX_TOP).build());
        }
        String sum = sumExpression(list, aggregate, query.sumField());
        List<Dimension> dimensions = dimensions(list, query.groupBy());
        DateBucket bucket = DateBucket.parse(query.bucket());
        if (bucket == null && query.dateField() != null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "date_field only applies with bucket=month or "
                    + "bucket=year", ApiException.newHint().put("parameter", "date_field")
                    .put("example", "/v1/" + list.resource() + "?aggregate=count&bucket=year&date_field=...").build());
        }
        int top = query.top() == null ? (bucket == null ? ListService.DEFAULT_TOP : ListService.MAX_TOP) : query.top();
        if (top < 1 || top > ListService.MAX_TOP) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "top must be between 1 and " + ListService.MAX_TOP + ", got " + top,
                    ApiException.newHint().put("parameter", "top").put("min", 1).put("max", ListService.MAX_TOP).build());
        }
        ListWhere where = ListWhere.of(list, query.filters());
        SourceTables source = coverage.covered(list.resource());
        String dateField = bucket == null ? null : DateBucket.dateField(query.dateField(), source.recordColumns(),
                list.resource());
        String period = bucket == null ? null : bucket.period("r", dateField);
        Deadline deadline = Deadline.after(budget);
        try (Connection conn = dataSource.getConnection()) {
            Totals totals = TimedJdbcTemplate.client(conn, deadline).sql("SELECT count(*) AS total, "
                    + (sum == null ? "NULL" : "sum(" + sum + ")") + " AS sum, "
                    + (period == null ? "NULL" : "count(*) - count(" + period + ")") + " AS undated FROM "
                    + source.table() + " r WHERE " + where.sql()).params(where.params()).query(TOTALS).single();
            long totalCount = totals.total();
            Double totalSum = sum == null ? null : totals.sum() == null ? 0.0 : totals.sum();
            Long undated = totals.undated();
            List<Map<String, Object>> groups = new ArrayList<>();
            List<Dimension> grouped = dimensions;
            if (period != null) {
                grouped = new ArrayList<>();
                grouped.add(new Dimension(PERIOD, period, null, null, periodFilter(list, query, dateField)));
                grouped.addAll(dimensions);
            }
            long groupCount = grouped.isEmpty() ? 0 : groups(conn, source, list, query, grouped, sum, where, top,
                    period != null, deadline, groups);
            return new Aggregation(list.resource(), aggregate, sum == null ? null : query.sumField(),
                    dimensions.stream().map(Dimension::name).toList(), query.filters(), totalCount, totalSum, top,
                    groupCount, groupCount > top, groups, (System.nanoTime() - start) / 1_000_000,
                    bucket == null ? null : bucket.wire(), dateField, undated);
        } catch (SQLException | DataAccessException e) {
            throw Rows.failure("the " + list.resource() + " aggregation", e);
        }
    }

    /**
     * The drill-down of a period: {@code since=P&until=P} when the resource's date filters read the
     * bucketed column and the request has no dates of its own (a narrower window would be widened);
     * else none, and the group's {@code results_path} is null.
     */
    private static String periodFilter(ResourceList list, ListQuery query, String dateField) {
        Filter since = list.filters().get("since");
        boolean sameColumn = since != null && since.condition().equals("r." + dateField + " >= ?")
                && list.filters().containsKey("until");
        return sameColumn && !query.filters().containsKey("since") && !query.filters().containsKey("until")
                ? PERIOD : null;
    }

    /**
     * Fills {@code out} with the top groups; returns how many groups there are in all. With periods
     * (the first dimension), rows without one are left out, the newest {@code top} groups are kept
     * and returned oldest first, each period's groups largest first.
     */
    private long groups(Connection conn, SourceTables source, ResourceList list, ListQuery query,
                        List<Dimension> dimensions, String sum, ListWhere where, int top, boolean periods,
                        Deadline deadline, List<Map<String, Object>> out) {
        StringBuilder select = new StringBuilder();
        StringBuilder groupBy = new StringBuilder();
        Joins joins = new Joins();
        for (int i = 0; i < dimensions.size(); i++) {
            Dimension d = dimensions.get(i);
            select.append(d.expression()).append(" AS g").append(i).append(", ");
            if (d.label() != null) {
                select.append("max(").append(d.label()).append(") AS l").append(i).append(", ");
            }
            groupBy.append(i == 0 ? "" : ", ").append("g").append(i);
            joins.add(d.join());
        }
        String measure = sum == null ? "count(*)" : "coalesce(sum(" + sum + "), 0)";
        String sql = "SELECT " + select + "count(*) AS n, " + measure + " AS m, count(*) OVER () AS groups FROM "
                + source.table() + " r " + joins + " WHERE " + where.sql()
                + (periods ? " AND " + dimensions.getFirst().expression() + " IS NOT NULL" : "")
                + " GROUP BY " + groupBy + " ORDER BY " + (periods ? "g0 DESC, " : "") + "m DESC, n DESC, " + groupBy
                + " LIMIT ?";
        List<Object> params = new ArrayList<>(where.params());
        params.add(top);
        long groupCount = 0;
        for (Grouped row : TimedJdbcTemplate.client(conn, deadline).sql(sql).params(params).query((rs, n) -> {
            Map<String, Object> group = new LinkedHashMap<>();
            Map<String, String> drill = new LinkedHashMap<>(query.filters());
            boolean drillable = true;
            for (int i = 0; i < dimensions.size(); i++) {
                Dimension d = dimensions.get(i);
                // A dimension's value and label are whatever column the resource names: kept as SQLite types them.
                Object value = rs.getObject("g" + i);
                group.put(d.name(), value);
                if (d.label() != null) {
                    group.put(d.name() + "_name", rs.getObject("l" + i));
                }
                if (d.filter() == null || value == null) {
                    drillable = false;
                } else if (d.filter().equals(PERIOD) && d.name().equals(PERIOD)) {
                    drill.put("since", String.valueOf(value));
                    drill.put("until", String.valueOf(value));
                } else {
                    drill.put(d.filter(), String.valueOf(value));
                }
            }
            Measures measures = MEASURES.mapRow(rs, n);
            group.put("count", measures.n());
            if (sum != null) {
                group.put("sum", measures.m());
            }
            group.put("results_path", drillable ? path(list.resource(), drill) : null);
            return new Grouped(group, measures.groups());
        }).list()) {
            groupCount = row.groups();
            out.add(row.group());
        }
        if (periods) {
            // Newest first from SQL (so a cut keeps the latest periods); a trend reads oldest first.
            out.sort(java.util.Comparator.comparing(g -> (String) g.get(PERIOD)));
        }
        return groupCount;
    }

    /** Join clauses, each once, in the order the dimensions need them. */
    private static final class Joins {
        private final LinkedHashSet<String> joins = new LinkedHashSet<>();

        void add(String join) {
            if (join != null) {
                joins.add(join);
            }
        }

        @Override
        public String toString() {
            return String.join(" ", joins);
        }
    }

    private static String path(String resource, Map<String, String> filters) {
        return "/v1/" + resource + (filters.isEmpty() ? "" : "?" + filters.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&")));
    }

    private static String sumExpression(ResourceList list, String aggregate, String sumField) {
        if (aggregate.equals("count")) {
            if (sumField != null) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "sum_field only applies with aggregate=sum",
                        ApiException.newHint().put("parameter", "sum_field").build());
            }
            return null;
        }
        if (list.sums().isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, list.resource() + " has nothing to sum; use aggregate=count",
                    ApiException.newHint().put("parameter", "aggregate").put("valid_values", List.of("count")).build());
        }
        String expression = sumField == null ? null : list.sums().get(sumField.strip());
        if (expression == null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, sumField == null ? "aggregate=sum needs sum_field"
                    : "sum_field '" + sumField + "' is not a summable column of " + list.resource(),
                    ApiException.newHint().put("parameter", "sum_field")
                            .put("valid_sum_fields", List.copyOf(list.sums().keySet())).build());
        }
        return expression;
    }

    private static List<Dimension> dimensions(ResourceList list, String groupBy) {
        if (groupBy == null || groupBy.isBlank()) {
            return List.of();
        }
        List<String> names = Arrays.stream(groupBy.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .distinct().toList();
        if (names.size() > MAX_GROUP_BY) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "group_by takes at most " + MAX_GROUP_BY
                    + " columns, got " + names.size(), ApiException.newHint().put("parameter", "group_by")
                    .put("valid_group_by", List.copyOf(list.dimensions().keySet())).build());
        }
        List<Dimension> out = new ArrayList<>();
        for (String name : names) {
            Dimension d = list.dimensions().get(name);
            if (d == null) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "'" + name + "' is not a group_by column of "
                        + list.resource(), ApiException.newHint().put("parameter", "group_by")
                        .put("valid_group_by", List.copyOf(list.dimensions().keySet())).build());
            }
            out.add(d);
        }
        return out;
    }
}
