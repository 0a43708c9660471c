package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.DateBucket;
import dev.josh.server.records.Rows;
import dev.josh.server.search.lexical.FtsErrors;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import dev.josh.server.search.lexical.QueryNode;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import org.springframework.dao.DataAccessException;

/**
 * Search trends ({@link SearchTrend}): the documents matching a lexical query counted by period of
 * a date column, per source, with one grouped FTS5 query per source. The query is parsed as search
 * parses it, planned over the same sources with the same pre-filters; its all-words expression (or
 * the user's FTS5 syntax) is matched, never the any-word fallback, so every count is of documents
 * that hold every word.
 */
final class SearchTrends {

    /** What {@code aggregate=} may be with a search: a count of matching documents. */
    static final String COUNT = "count";

    private final DataSource dataSource;
    private final LexicalQueryParser parser;

    SearchTrends(DataSource dataSource, LexicalQueryParser parser) {
        this.dataSource = dataSource;
        this.parser = parser;
    }

    SearchTrend count(SearchRequest request, SourcePlan plan, DateBucket bucket, String dateField, long started,
                      Deadline deadline) {
        LexicalQuery words = parser.parse(request.query());
        List<SourceTables> sources = withDateField(plan.lexical(), request, dateField);
        String field = dateField == null ? DateBucket.DEFAULT_DATE_FIELD : dateField.strip().toLowerCase(Locale.ROOT);
        TreeMap<String, Map<String, Long>> periods = new TreeMap<>();
        List<SearchTrend.SourceCount> counts = new ArrayList<>();
        long total = 0;
        long undated = 0;
        try (Connection conn = dataSource.getConnection()) {
            for (SourceTables source : sources) {
                deadline.check();
                SourceCounts c = count(conn, source, words.allTerms(), request.filter(), bucket, field, deadline);
                c.periods().forEach((period, n) -> periods.computeIfAbsent(period, p -> new LinkedHashMap<>())
                        .put(source.name(), n));
                counts.add(new SearchTrend.SourceCount(source.name(), c.index(), c.total(), c.undated()));
                total += c.total();
                undated += c.undated();
            }
        } catch (SQLException e) {
            throw FtsErrors.translate(e, deadline);
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
        boolean truncated = periods.size() > DateBucket.MAX_BUCKETS;
        while (periods.size() > DateBucket.MAX_BUCKETS) {
            periods.pollFirstEntry(); // the newest periods are kept
        }
        List<SearchTrend.Period> out = new ArrayList<>();
        periods.forEach((period, bySource) -> out.add(new SearchTrend.Period(period,
                bySource.values().stream().mapToLong(Long::longValue).sum(), bySource)));
        return new SearchTrend(request.query(), COUNT, "documents", bucket.wire(), field,
                words.plan() == LexicalQuery.Plan.SYNTAX ? "syntax" : "all_words", total, undated, truncated,
                DateBucket.MAX_BUCKETS, out, counts, request.filter().describe(),
                (System.nanoTime() - started) / 1_000_000);
    }

    private record SourceCounts(String index, long total, long undated, Map<String, Long> periods) {
    }

    /** A period ({@code p}, null for undated records) and how many matching documents it holds. */
    private record PeriodCount(String p, long n) {
    }

    /** One source's matching documents by period: one grouped query over the index that tells documents. */
    private static SourceCounts count(Connection conn, SourceTables source, QueryNode match, SearchFilter filter,
                                      DateBucket bucket, String field, Deadline deadline) {
        String period = bucket.period("r", field);
        String where = filter.condition(source, "r");
        String index;
        String sql;
        if (source.documentIndexed()) {
            index = "documents";
            String fts = source.source().documentFtsTable();
            sql = "SELECT " + period + " AS p, count(*) AS n FROM " + fts + " JOIN " + source.table() + " r ON r.rowid = "
                    + fts + ".rowid WHERE " + fts + " MATCH ? AND " + where + " GROUP BY p";
        } else if (source.chunked()) {
            index = "chunks";
            String fts = source.source().ftsTable();
            sql = "SELECT " + period + " AS p, count(*) AS n FROM " + source.table() + " r WHERE r.id IN (SELECT c.document_id"
                    + " FROM " + fts + " JOIN " + source.source().chunksTable() + " c ON c.chunk_id = " + fts
                    + ".rowid WHERE " + fts + " MATCH ?) AND " + where + " GROUP BY p";
        } else {
            index = "records";
            String fts = source.source().ftsTable();
            sql = "SELECT " + period + " AS p, count(*) AS n FROM " + fts + " JOIN " + source.table() + " r ON r.rowid = "
                    + fts + ".rowid WHERE " + fts + " MATCH ? AND " + where + " GROUP BY p";
        }
        List<Object> params = new ArrayList<>();
        params.add(match.fts5());
        params.addAll(filter.params());
        Map<String, Long> periods = new TreeMap<>();
        long total = 0;
        long undated = 0;
        for (PeriodCount row : TimedJdbcTemplate.client(conn, deadline).sql(sql).params(params)
                .query(Rows.mapper(PeriodCount.class)).list()) {
            total += row.n();
            if (row.p() == null) {
                undated += row.n();
            } else {
                periods.put(row.p(), row.n());
            }
        }
        return new SourceCounts(index, total, undated, periods);
    }

    /**
     * The sources whose record table has the date column: like a per-document field, {@code date_field}
     * confines an unnamed set of sources to those that have it, and a named source that lacks it is a
     * 400 listing each source's date columns.
     */
    private static List<SourceTables> withDateField(List<SourceTables> sources, SearchRequest request,
                                                    String dateField) {
        if (dateField == null) {
            return sources;
        }
        String field = dateField.strip().toLowerCase(Locale.ROOT);
        List<SourceTables> having = sources.stream().filter(s -> DateBucket.isDateColumn(field)
                && s.recordColumns().contains(field)).toList();
        if (having.isEmpty() || (!request.sources().isEmpty() && having.size() < sources.size())) {
            Map<String, List<String>> valid = new LinkedHashMap<>();
            sources.forEach(s -> valid.put(s.name(), DateBucket.dateColumns(s.recordColumns())));
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "'" + field + "' is not a date column of "
                    + (having.isEmpty() ? "any searched source" : "every source named"),
                    ApiException.newHint().put("parameter", "date_field").put("date_fields_by_source", valid)
                            .put("default", DateBucket.DEFAULT_DATE_FIELD).build());
        }
        return having;
    }
}
