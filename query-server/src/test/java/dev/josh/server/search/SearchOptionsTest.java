package dev.josh.server.search;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.DateBucket;
import dev.josh.server.search.SearchResponse.Passage;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.SearchStack;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The search options for agents ({@code expand}, {@code max_per_source}) and search trends
 * ({@code aggregate=count&bucket=}), over the database the real ingest built from corpus files; every
 * expectation is read back from that database with plain SQL, not from the code under test.
 */
class SearchOptionsTest {

    static Flow1Services services;
    static SearchStack stack;
    static final SearchProperties DEFAULTS = SearchProperties.defaults();

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        stack = new SearchStack(services.pool);
    }

    @AfterAll
    static void close() {
        stack.close();
        services.close();
    }

    static SearchRequest lexical(String q, String source, Integer limit, Integer offset) {
        return SearchRequest.of(q, "lexical", source, limit, offset, DEFAULTS);
    }

    static List<String> ids(SearchResponse r) {
        return r.results().stream().map(Result::id).toList();
    }

    // ---- expand ---------------------------------------------------------------------------------

    record Chunk(int ordinal, String text) {
    }

    static List<Chunk> chunksOf(String table, String documentId) throws SQLException {
        List<Chunk> out = new ArrayList<>();
        try (Connection conn = services.pool.getConnection();
             PreparedStatement ps = conn.prepareStatement("SELECT ordinal, text FROM " + table
                     + " WHERE document_id = ? ORDER BY ordinal")) {
            ps.setString(1, documentId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Chunk(rs.getInt(1), rs.getString(2)));
                }
            }
        }
        return out;
    }

    static String body(String table, String id) throws SQLException {
        try (Connection conn = services.pool.getConnection();
             PreparedStatement ps = conn.prepareStatement("SELECT body_markdown FROM " + table + " WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getString(1);
            }
        }
    }

    static String flat(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    /**
     * The chunks a passage may have been cut from: those whose text holds the longest stretch of the
     * passage's words (neighbouring chunks can overlap, so there may be two).
     */
    static List<Chunk> chunksHolding(Passage p, List<Chunk> chunks) {
        String longest = Arrays.stream(p.text().replace("<mark>", "").replace("</mark>", "").split("…"))
                .map(String::strip).max(Comparator.comparingInt(String::length)).orElseThrow();
        List<Chunk> holding = chunks.stream().filter(c -> flat(c.text()).contains(longest)).toList();
        assertThat(holding).as("chunks holding the passage %s", longest).isNotEmpty();
        return holding;
    }

    static List<Chunk> window(List<Chunk> chunks, Chunk own, int expand) {
        return chunks.stream().filter(c -> Math.abs(c.ordinal() - own.ordinal()) <= expand).toList();
    }

    @Test
    void expandGivesEachPassageItsNeighboursRealTextInOrderAndNeverAnotherDocuments() throws SQLException {
        SearchResponse plain = stack.search.search(lexical("copyright infringement", "us-code", 10, null));
        assertThat(plain.results()).hasSizeGreaterThan(3);
        for (int expand = 1; expand <= SearchRequest.MAX_EXPAND; expand++) {
            SearchResponse expanded = stack.search.search(lexical("copyright infringement", "us-code", 10, null)
                    .withExpand(expand));
            assertThat(ids(expanded)).isEqualTo(ids(plain));
            int checked = 0;
            int full = 0;
            for (Result r : expanded.results()) {
                List<Chunk> chunks = chunksOf("us_code_chunks", r.id());
                String body = body("us_code", r.id());
                for (Passage p : r.passages()) {
                    String context = p.context();
                    assertThat(context).as("context of a passage of %s", r.id()).isNotNull();
                    int e = expand;
                    // Starts with the first neighbour, ends with the last (the passage's own chunk in between).
                    List<Chunk> window = chunksHolding(p, chunks).stream().map(own -> window(chunks, own, e))
                            .filter(w -> context.startsWith(w.getFirst().text()) && context.endsWith(w.getLast().text()))
                            .findFirst().orElseThrow(() -> new AssertionError("no window of " + e + " chunks of " + r.id()
                                    + " bounds the context " + context));
                    // Each neighbour whole, in ordinal order.
                    int at = -1;
                    for (Chunk c : window) {
                        int found = context.indexOf(c.text(), at + 1);
                        assertThat(found).as("chunk %d of %s in order", c.ordinal(), r.id()).isGreaterThan(at);
                        at = found;
                    }
                    // Nothing else: every stretch is the document's own body, and no longer than its chunks.
                    for (String stretch : context.split("\n…\n")) {
                        assertThat(body).contains(stretch);
                    }
                    assertThat(context.length()).isLessThanOrEqualTo(window.stream().mapToInt(c -> c.text().length())
                            .sum() + 3 * window.size());
                    checked++;
                    if (window.size() == 2 * e + 1) {
                        full++;
                    }
                }
            }
            assertThat(checked).isPositive();
            assertThat(full).as("passages with %d neighbours on both sides", expand).isPositive();
        }
        // expand=0 (and no cap) is today's answer: no context, the same results.
        SearchResponse zero = stack.search.search(lexical("copyright infringement", "us-code", 10, null).withExpand(0)
                .withMaxPerSource(null));
        assertThat(zero.results()).isEqualTo(plain.results());
        assertThat(zero.diversity()).isNull();
        assertThat(plain.results()).allSatisfy(r -> assertThat(r.passages())
                .allSatisfy(p -> assertThat(p.context()).isNull()));
    }

    // ---- max_per_source -------------------------------------------------------------------------

    @Test
    void maxPerSourceCapsEachSourceAndFillsThePageFromTheOthersInFusedOrder() {
        SearchResponse all = stack.search.search(lexical("congress", null, 200, null));
        Map<String, Long> perSource = new HashMap<>();
        all.results().forEach(r -> perSource.merge(r.source(), 1L, Long::sum));
        List<Result> top10 = all.results().subList(0, 10);
        assertThat(top10.stream().filter(r -> r.source().equals(top10.getFirst().source())).count())
                .as("one source fills the uncapped page").isGreaterThan(2);
        assertThat(perSource).hasSizeGreaterThan(4);

        // The expected order: the fused order, each source's documents after its first two left out.
        List<String> expected = new ArrayList<>();
        Map<String, Integer> kept = new HashMap<>();
        int heldBack = 0;
        for (Result r : all.results()) {
            if (kept.merge(r.source(), 1, Integer::sum) <= 2) {
                expected.add(r.id());
            } else {
                heldBack++;
            }
        }
        // Over the same candidates (the legs are asked for as many), the cap keeps exactly that order.
        SearchResponse whole = stack.search.search(lexical("congress", null, 200, null).withMaxPerSource(2));
        assertThat(ids(whole)).isEqualTo(expected);
        assertThat(whole.diversity().maxPerSource()).isEqualTo(2);
        assertThat(whole.diversity().heldBack()).isEqualTo(heldBack).isPositive();
        assertThat(whole.diversity().heldBackBySource().values().stream().mapToInt(Integer::intValue).sum())
                .isEqualTo(heldBack);
        assertThat(whole.total()).isEqualTo(all.total() - heldBack);

        // A page of ten: at most two of a source, filled from the others, in the same order.
        SearchResponse capped = stack.search.search(lexical("congress", null, 10, null).withMaxPerSource(2));
        assertThat(ids(capped)).hasSize(10).isEqualTo(expected.subList(0, 10));
        Map<String, Long> pageCounts = new HashMap<>();
        capped.results().forEach(r -> pageCounts.merge(r.source(), 1L, Long::sum));
        assertThat(pageCounts.values()).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(2));
        assertThat(capped.diversity().heldBack()).isPositive();

        // The next page continues the same capped order; no source exceeds the cap over both pages.
        SearchResponse next = stack.search.search(lexical("congress", null, 10, 10).withMaxPerSource(2));
        assertThat(ids(next)).isEqualTo(expected.subList(10, Math.min(20, expected.size())));
        Set<String> both = new HashSet<>(ids(capped));
        assertThat(ids(next)).noneMatch(both::contains);

        // A cap a page never reaches changes nothing but says so.
        SearchResponse loose = stack.search.search(lexical("congress", null, 10, null).withMaxPerSource(200));
        assertThat(loose.results()).isEqualTo(all.results().subList(0, 10));
        assertThat(loose.diversity().heldBack()).isZero();
    }

    // ---- trends ---------------------------------------------------------------------------------

    /** Matching documents of one source by period, counted straight from the FTS5 table and the record table. */
    static Map<String, Long> countBySql(String table, String match, String dateColumn, int length)
            throws SQLException {
        boolean documents = exists(table + "_docs_fts");
        boolean chunked = exists(table + "_chunks");
        String matching = documents ? "SELECT rowid FROM " + table + "_docs_fts WHERE " + table + "_docs_fts MATCH ?"
                : chunked ? null : "SELECT rowid FROM " + table + "_fts WHERE " + table + "_fts MATCH ?";
        String sql = matching != null
                ? "SELECT " + dateColumn + " FROM " + table + " WHERE rowid IN (" + matching + ")"
                : "SELECT " + dateColumn + " FROM " + table + " WHERE id IN (SELECT DISTINCT document_id FROM " + table
                + "_chunks WHERE chunk_id IN (SELECT rowid FROM " + table + "_fts WHERE " + table + "_fts MATCH ?))";
        Map<String, Long> out = new TreeMap<>();
        try (Connection conn = services.pool.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, match);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String date = rs.getString(1);
                    boolean dated = date != null && date.length() >= length
                            && date.substring(0, length).matches(length == 4 ? "\\d{4}" : "\\d{4}-\\d{2}");
                    out.merge(dated ? date.substring(0, length) : "undated", 1L, Long::sum);
                }
            }
        }
        return out;
    }

    static boolean exists(String table) throws SQLException {
        try (Connection conn = services.pool.getConnection();
             PreparedStatement ps = conn.prepareStatement("SELECT 1 FROM sqlite_master WHERE name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    static String table(String source) {
        return source.replace('-', '_');
    }

    @Test
    void perYearCountsOfASearchAreItsMatchingDocumentsCountedIndependently() throws SQLException {
        SearchTrend trend = stack.search.trend(lexical("congress", null, null, null),
                TrendRequest.of("count", "year", null, Map.of()));
        assertThat(trend.counted()).isEqualTo("documents");
        assertThat(trend.dateField()).isEqualTo("published_at");
        assertThat(trend.lexicalPlan()).isEqualTo("all_words");
        assertThat(trend.periods()).hasSizeGreaterThan(3);
        assertThat(trend.periods()).extracting(SearchTrend.Period::period).isSorted();
        long sum = trend.periods().stream().mapToLong(SearchTrend.Period::count).sum();
        assertThat(sum + trend.undated()).isEqualTo(trend.total());
        long independent = 0;
        for (SearchTrend.SourceCount source : trend.sources()) {
            Map<String, Long> expected = countBySql(table(source.source()), "\"congress\"", "published_at", 4);
            long expectedTotal = expected.values().stream().mapToLong(Long::longValue).sum();
            assertThat(source.total()).as(source.source()).isEqualTo(expectedTotal);
            assertThat(source.undated()).as(source.source()).isEqualTo(expected.getOrDefault("undated", 0L));
            Map<String, Long> reported = new TreeMap<>();
            trend.periods().forEach(p -> {
                Long n = p.bySource().get(source.source());
                if (n != null) {
                    reported.put(p.period(), n);
                }
            });
            Map<String, Long> dated = new TreeMap<>(expected);
            dated.remove("undated");
            assertThat(reported).as(source.source()).isEqualTo(dated);
            independent += expectedTotal;
        }
        assertThat(trend.total()).isEqualTo(independent).isPositive();
        assertThat(trend.sources()).extracting(SearchTrend.SourceCount::source).contains("bills", "federal-register",
                "congressional-record", "us-code");

        // Month buckets of bills by their introduction date: the two bills without one are undated.
        SearchTrend monthly = stack.search.trend(lexical("congress", "bills", null, null),
                TrendRequest.of("count", "month", "introduced_date", Map.of()));
        Map<String, Long> expected = countBySql("bills", "\"congress\"", "introduced_date", 7);
        assertThat(monthly.undated()).isEqualTo(expected.getOrDefault("undated", 0L)).isPositive();
        Map<String, Long> reported = new LinkedHashMap<>();
        monthly.periods().forEach(p -> reported.put(p.period(), p.count()));
        expected.remove("undated");
        assertThat(reported).isEqualTo(expected);
        assertThat(reported.keySet()).allSatisfy(p -> assertThat(p).matches("\\d{4}-\\d{2}"));
        assertThat(monthly.sources()).singleElement().satisfies(s -> assertThat(s.index()).isEqualTo("documents"));

        // A date filter applies before counting, as in search.
        SearchTrend since = stack.search.trend(SearchRequest.of("congress", "lexical", null, null, null,
                SearchFilter.parse("2021", "2021", null), DEFAULTS), TrendRequest.of("count", "year", null, Map.of()));
        assertThat(since.periods()).extracting(SearchTrend.Period::period).containsExactly("2021");
        assertThat(since.total()).isEqualTo(trend.periods().stream().filter(p -> p.period().equals("2021"))
                .findFirst().orElseThrow().count());
    }

    @Test
    void badOptionsAre400sThatNameTheParameterAndItsRange() {
        ApiException expand = error(() -> lexical("congress", null, null, null).withExpand(3));
        assertThat(expand.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(expand.hint()).containsEntry("parameter", "expand").containsEntry("min", 0).containsEntry("max", 2);
        assertThat(error(() -> lexical("congress", null, null, null).withExpand(-1)).hint())
                .containsEntry("parameter", "expand");
        ApiException cap = error(() -> lexical("congress", null, null, null).withMaxPerSource(0));
        assertThat(cap.hint()).containsEntry("parameter", "max_per_source").containsEntry("min", 1)
                .containsEntry("max", SearchRequest.MAX_PER_SOURCE);
        assertThat(error(() -> lexical("congress", null, null, null).withMaxPerSource(201)).hint())
                .containsEntry("parameter", "max_per_source");

        assertThat(error(() -> TrendRequest.of("count", "week", null, Map.of())).hint())
                .containsEntry("parameter", "bucket").containsEntry("valid_values", List.of("month", "year"));
        assertThat(error(() -> TrendRequest.of("sum", "year", null, Map.of())).hint())
                .containsEntry("parameter", "aggregate");
        assertThat(error(() -> TrendRequest.of("count", null, null, Map.of())).hint())
                .containsEntry("parameter", "bucket");
        assertThat(error(() -> TrendRequest.of(null, "year", null, Map.of())).hint())
                .containsEntry("parameter", "bucket");
        assertThat(error(() -> TrendRequest.of(null, null, "introduced_date", Map.of())).hint())
                .containsEntry("parameter", "date_field");
        Map<String, Integer> page = new LinkedHashMap<>();
        page.put("limit", null);
        page.put("max_per_source", 2);
        assertThat(error(() -> TrendRequest.of("count", "year", null, page)).hint())
                .containsEntry("parameter", "max_per_source");
        assertThat(TrendRequest.of(null, null, null, page)).isNull();

        TrendRequest yearly = TrendRequest.of("count", "year", null, Map.of());
        assertThat(error(() -> stack.search.trend(SearchRequest.of("congress", "semantic", null, null, null, DEFAULTS),
                yearly)).hint()).containsEntry("parameter", "mode");
        ApiException field = error(() -> stack.search.trend(lexical("congress", "bills", null, null),
                TrendRequest.of("count", "year", "publication_date", Map.of())));
        assertThat(field.hint()).containsEntry("parameter", "date_field").containsKey("date_fields_by_source");
        @SuppressWarnings("unchecked")
        Map<String, List<String>> valid = (Map<String, List<String>>) field.hint().get("date_fields_by_source");
        assertThat(valid.get("bills")).startsWith(DateBucket.DEFAULT_DATE_FIELD).contains("introduced_date")
                .doesNotContain("retrieved_at");
        // Without source=, a date column confines the count to the sources that have it.
        SearchTrend fr = stack.search.trend(lexical("congress", null, null, null),
                TrendRequest.of("count", "year", "publication_date", Map.of()));
        assertThat(fr.sources()).extracting(SearchTrend.SourceCount::source).containsExactly("federal-register");
    }
}
