package dev.josh.server.search;

import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.records.RecordIds;
import dev.josh.server.status.ExploreService;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The MCP search tools (search, lexical_search, semantic_search, and search_trend: counts of matching documents per period). Like every tool group, thin adapters that read arguments, call the same services as the REST routes,
 * and return the same JSON (snake case, as REST writes it) as text and as structured content.
 * A failure is a tool result with {@code isError=true} carrying the REST error envelope, never a
 * protocol error: the agent reads the code and the hint and can correct its call.
 */
@Component
@Order(1)
public record SearchTools(SearchService search, SourceRegistry registry, SearchProperties properties,
                          ToolSupport support) implements ToolGroup {

    /** Tool output must stay small: fewer results than REST allows. */
    static final int MAX_SEARCH_LIMIT = 50;

    @Override
    public List<ToolDefinition> tools() {
        List<ToolDefinition> tools = new java.util.ArrayList<>(searchTools());
        tools.add(trendTool());
        tools.add(similarTool());
        return tools;
    }

    private List<ToolDefinition> searchTools() {
        String sources = registry.all().stream().filter(SourceTables::lexicallySearchable).map(SourceTables::name)
                .collect(Collectors.joining(", "));
        String searchable = sources.isEmpty() ? "none (the database is empty)" : sources;
        String after = """
                Each result: id, title, url, a snippet with the matching words between <mark> tags, the best passages with deep links, and a citation to quote. Read a whole document with fetch(id). searched_sources says what was searched (empty_sources names the sources that hold nothing here); degraded says what was served below the mode; when there are no results, empty.kind tells no_match (nothing matched) from not_covered (the sources hold nothing). Searchable sources now: %s. Registry sources (legislators, committees, votes, lobbying filings) are never searched: use resolve_entity and the lookups.""".formatted(searchable);
        return List.of(
                searchTool("search", null, "Search federal law text", """
                        Search the text of US federal law and policy (bills, laws, the U.S. Code, CFR, Federal Register, CRS and GAO reports, the Congressional Record, SAPs): hybrid by default, words and meaning fused. How to choose (the routing rules explore gives):
                        """ + ExploreService.ROUTING.stream().map(rule -> "- " + rule + "\n").collect(Collectors.joining())
                        + """
                        One source crowds the page? max_per_source=2. Need the paragraphs around a passage? expand=1.
                        """ + after),
                searchTool("lexical_search", SearchMode.LEXICAL, "Search for exact words (BM25)", """
                        Find documents where the words appear (BM25 ranking): terms of art ("qualified immunity"), names, numbers, citations ("42 U.S.C. 7521"), "does bill X mention Y" (with document=X). Plain words must all appear, then any; FTS5 syntax passes through: "quoted phrase", prefix*, NEAR(fair use, 5), AND / OR / NOT. Not for identifiers (use fetch) nor for concepts phrased in other words (use semantic_search).
                        """ + after),
                searchTool("semantic_search", SearchMode.SEMANTIC, "Search by meaning", """
                        Find passages close in meaning to the question even when the law uses other words ("protections for whistleblowers at federal contractors"). Body sources with vectors only: a short-body or registry source is refused with the sources that can serve. Not for exact terms, names or numbers (use lexical_search) nor for identifiers (use fetch).
                        """ + after));
    }

    /** One search tool; {@code fixedMode} null lets the caller choose the mode (the {@code search} tool). */
    private ToolDefinition searchTool(String name, SearchMode fixedMode, String title, String description) {
        Map<String, Object> arguments = searchProperties(registry.all().stream()
                .filter(SourceTables::lexicallySearchable).map(SourceTables::name).toList());
        if (fixedMode != null) {
            arguments.remove("mode");
        }
        Cost cost = fixedMode == null ? Cost.SEARCH : Cost.ONE_LEG_SEARCH;
        return support.tool(name, cost, title, description, schema(arguments, List.of("query")), args -> {
            Integer limit = integer(args, "limit");
            if (limit != null && limit > MAX_SEARCH_LIMIT) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be at most " + MAX_SEARCH_LIMIT
                        + " in a tool call", ApiException.newHint().put("parameter", "limit")
                        .put("next_page", "use offset to page on").build());
            }
            String mode = fixedMode != null ? fixedMode.wire() : string(args, "mode");
            return search.search(SearchRequest.of(string(args, "query"), mode, sourceList(args),
                    limit, integer(args, "offset"),
                    SearchFilter.parse(string(args, "since"), string(args, "until"), string(args, "document"),
                            documentFields(args)),
                    properties).withExpand(integer(args, "expand")).withMaxPerSource(integer(args, "max_per_source")));
        });
    }

    /**
     * {@code search_trend}: the REST search's {@code aggregate=count&bucket=…} as a tool of its own, since
     * its answer is counts, not documents.
     */
    private ToolDefinition trendTool() {
        Map<String, Object> arguments = searchProperties(registry.all().stream()
                .filter(SourceTables::lexicallySearchable).map(SourceTables::name).toList());
        for (String pageOption : List.of("mode", "limit", "offset", "expand", "max_per_source", "document")) {
            arguments.remove(pageOption);
        }
        arguments.put("query", Map.of("type", "string", "description", "the words to count documents by (all must "
                + "appear; FTS5 syntax such as \"quoted phrase\" or a OR b passes through)"));
        arguments.put("bucket", Map.of("type", "string", "enum", List.of("month", "year"),
                "description", "the period to count by"));
        arguments.put("date_field", Map.of("type", "string", "description", "the record date column periods are read "
                + "from: published_at (default, the citation date) or a source's own (introduced_date or "
                + "latest_action_date for bills, publication_date, effective_date or comment_date for the Federal "
                + "Register, date for votes and the Congressional Record ...); confines the count to sources that have "
                + "it, and an invalid one is an error listing each source's date columns"));
        String title = "Count matching documents over time";
        return support.tool("search_trend", Cost.TREND, title, """
                        How many documents mention something, per month or year and per source, instead of the documents themselves: "monthly volume of bills mentioning broadband" is query=broadband, source=bills, bucket=month; "Federal Register documents about PFAS by year" is query=PFAS, source=fr, bucket=year. Counts documents (never chunks), each once, that hold every word of the query in their fields or text (no any-word fallback, no ranking, no cap); the same pre-filters as search (source, since, until, congress, agency ...). The answer: periods oldest first, each with its count and by_source; sources with their totals; undated for documents without a date; total. Use search to read the documents, aggregate_records to count records by their fields rather than their words.
                        """, schema(arguments, List.of("query", "bucket")), args -> {
            TrendRequest trend = TrendRequest.of("count", string(args, "bucket"), string(args, "date_field"), Map.of());
            return search.trend(SearchRequest.of(string(args, "query"), SearchMode.LEXICAL.wire(), sourceList(args),
                    null, null, SearchFilter.parse(string(args, "since"), string(args, "until"), null,
                            documentFields(args)), properties), trend);
        });
    }

    /** {@code similar}: {@code GET /v1/similar/{id}}, documents like one document by its document vector. */
    private ToolDefinition similarTool() {
        List<String> withVectors = registry.all().stream().filter(SourceTables::semanticallySearchable)
                .map(SourceTables::name).toList();
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("id", Map.of("type", "string", "description", "the document's public id, e.g. hr:117:3684, "
                + "usc:17:107, fr:2024-01234, crs:R48481"));
        arguments.put("source", Map.of("type", "string", "description", "comma-separated source names or their id "
                + "prefixes to look in (" + String.join(", ", withVectors) + "); all of them when omitted"));
        arguments.put("since", Map.of("type", "string", "description",
                "only documents published on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        arguments.put("until", Map.of("type", "string", "description",
                "only documents published on or before this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        arguments.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", SimilarRequest.MAX_LIMIT,
                "description", "results to return, default " + SimilarRequest.DEFAULT_LIMIT));
        String title = "Find documents like this one";
        return support.tool("similar", Cost.SIMILAR, title, """
                        Documents like a document you already have, by meaning: "bills similar to H.R. 3684", "other sections like 17 U.S.C. 107", "CRS reports about the same thing as this rule" (id=fr:…, source=crs). Compares the document's own vector (its opening and an even sample of its chunks) with every document of the sources asked for, pre-filtered by source and dates; the document itself is never in the answer. Each result: id, title, citation, score (cosine), and the passages closest to the document. Only documents of body sources with vectors (%s) have a vector: for a legislator, committee or vote use context instead; for a topic in your own words use semantic_search.
                        """.formatted(withVectors.isEmpty() ? "none in this database" : String.join(", ", withVectors)),
                schema(arguments, List.of("id")), args ->
                search.similar(SimilarRequest.of(string(args, "id"), sourceList(args), string(args, "since"),
                        string(args, "until"), integer(args, "limit"))));
    }

    /** The search tool's arguments: those of {@code GET /v1/search}, with {@code query} for {@code q}. */
    private Map<String, Object> searchProperties(List<String> sources) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("query", Map.of("type", "string", "description", "the words or question to search for"));
        p.put("mode", Map.of("type", "string", "enum", List.of("hybrid", "lexical", "semantic"),
                "description", "hybrid (default), lexical (the words must appear) or semantic (meaning)"));
        p.put("source", Map.of("type", "string", "description", "comma-separated source names or their id "
                + "prefixes (" + String.join(", ", RecordIds.shortNamesOf(sources)) + ") to search ("
                + String.join(", ", sources) + "); all when omitted"));
        p.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", MAX_SEARCH_LIMIT,
                "description", "results to return, default " + properties.pages().defaultLimit()));
        p.put("offset", Map.of("type", "integer", "minimum", 0, "description", "results to skip, for the next page"));
        p.put("since", Map.of("type", "string", "description",
                "only documents published on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("until", Map.of("type", "string", "description",
                "only documents published on or before this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("document", Map.of("type", "string", "description",
                "search inside one document only, by its id (e.g. usc:17:107): \"does X mention Y\" questions"));
        p.put("expand", Map.of("type", "integer", "minimum", 0, "maximum", SearchRequest.MAX_EXPAND, "description",
                "join this many neighbouring chunks on each side to every passage, as its context (default 0)"));
        p.put("max_per_source", Map.of("type", "integer", "minimum", 1, "maximum", SearchRequest.MAX_PER_SOURCE,
                "description", "at most this many documents from any one source, so one large source cannot fill "
                        + "the page: the next best of other sources take the places of the rest (diversity.held_back "
                        + "says how many); default no cap"));
        for (DocumentField field : DocumentField.values()) {
            p.put(field.parameter(), Map.of("type", "string", "description", "only " + field.description()
                    + " (e.g. " + field.example() + "); confines the search to sources that have it"));
        }
        return p;
    }

    private static Map<DocumentField, String> documentFields(Map<String, Object> args) {
        Map<DocumentField, String> fields = new EnumMap<>(DocumentField.class);
        for (DocumentField field : DocumentField.values()) {
            Object v = args.get(field.parameter());
            if (v != null) {
                fields.put(field, String.valueOf(v));
            }
        }
        return fields;
    }

    /** A comma-separated string, or a list of names (some clients send arrays). */
    private static String sourceList(Map<String, Object> args) {
        Object v = args.get("source");
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        return string(args, "source");
    }
}
