package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Page;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TitledRow;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Service;

/**
 * List endpoints: rows of one resource narrowed by whitelisted filters, keyset-paged with opaque
 * cursors; or, with {@code aggregate=count|sum}, those rows counted or summed by up to two
 * whitelisted dimensions and ranked, at most {@link #MAX_TOP} groups, within a time budget.
 * Plain SQL over the record tables; never search.
 */
@Service
public class ListService {

    private static final RowMapper<TitledRow> TITLED = Rows.mapper(TitledRow.class);

    public static final int DEFAULT_TOP = 20;
    public static final int MAX_TOP = 200;

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Duration budget;
    private final ListCatalog catalog;
    private final Aggregator aggregator;

    public ListService(DataSource dataSource, Coverage coverage, ListCatalog catalog,
                       @Value("${josh.lists.time-budget:5s}") Duration budget) {
        this.catalog = catalog;
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.budget = budget;
        this.aggregator = new Aggregator(dataSource, coverage, budget);
    }

    /** Rows or an aggregation, as the query asks (REST paging bounds). */
    public Object run(ListQuery query) {
        return query.aggregate() == null ? list(query, PageParams.rest(query.limit(), query.cursor())) : aggregate(query);
    }

    /** The resources that have a list endpoint. */
    public List<String> resources() {
        return catalog.resources();
    }

    // ---- rows -------------------------------------------------------------------------------

    public RecordList list(ListQuery query, PageParams paging) {
        ResourceList list = definition(query.resource());
        refuseAggregationControls(query);
        ListWhere where = ListWhere.of(list, query.filters());
        PageRequest page = paging.forScope(list.resource() + "?" + query.filters() + "#" + list.order().describe());
        SourceTables source = coverage.covered(list.resource());
        String title = list.columns().getOrDefault("title", "r.title");
        StringBuilder select = new StringBuilder("r.id AS id, " + title + " AS title");
        list.columns().forEach((name, expression) -> {
            if (!name.equals("title")) {
                select.append(", ").append(expression).append(" AS ").append(name);
            }
        });
        select.append(", r.source_url, r.published_at, r.citation_string");
        Deadline deadline = Deadline.after(budget);
        try (Connection conn = dataSource.getConnection()) {
            Page<Map<String, Object>> rows = list.order().page(TimedJdbcTemplate.client(conn, deadline),
                    select.toString(), source.table() + " r",
                    where.sql(), where.params(), page, (rs, n) -> {
                        TitledRow titled = TITLED.mapRow(rs, n);
                        Map<String, Object> row = new LinkedHashMap<>();
                        row.put("id", titled.id());
                        row.put("title", titled.title());
                        for (String name : list.columns().keySet()) {
                            if (!name.equals("title")) {
                                row.put(name, rs.getObject(name)); // a list's own columns, as SQLite types them
                            }
                        }
                        row.put("citation", titled.citation());
                        return row;
                    });
            return new RecordList(list.resource(), query.filters(), list.order().describe().replace("r.", ""),
                    rows.results().size(), rows.results(), rows.nextCursor(), rows.hasMore());
        } catch (SQLException | DataAccessException e) {
            throw Rows.failure("the " + list.resource() + " list", e);
        }
    }

    private static void refuseAggregationControls(ListQuery query) {
        String control = query.groupBy() != null ? "group_by" : query.top() != null ? "top"
                : query.sumField() != null ? "sum_field" : query.bucket() != null ? "bucket"
                : query.dateField() != null ? "date_field" : null;
        if (control != null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, control + " only applies with aggregate=count or "
                    + "aggregate=sum", ApiException.newHint().put("parameter", control)
                    .put("example", "/v1/" + query.resource() + "?aggregate=count&group_by=...").build());
        }
    }

    /** Counts or sums of one resource's rows by whitelisted groups ({@link Aggregator}). */
    public Aggregation aggregate(ListQuery query) {
        return aggregator.aggregate(definition(query.resource()), query);
    }

    private ResourceList definition(String resource) {
        String canonical = RecordIds.resource(resource);
        return catalog.find(canonical).orElseThrow(() -> new ApiException(ErrorCode.NOT_FOUND,
                canonical + " has no list endpoint", ApiException.newHint().put("lists", catalog.resources())
                .build()));
    }


}
