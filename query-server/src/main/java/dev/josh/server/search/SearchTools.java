package dev.josh.server.search;

import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.error.ApiException;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.mcp.Toolset;
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
public record SearchTools(SearchService search, SearchProperties properties,
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
        String after = """
                Each result: id, title, citation, a snippet and the best passages; read a whole document with \
                fetch(id). Field filters (sponsor: a bioguide id; agency: part of its name) keep to the sources \
                that have the field. No results? empty.kind says no_match or not_covered.""";
        return List.of(
                searchTool("search", null, "Search federal law text", """
                        Search the texts of US federal law and policy, hybrid by default. mode=lexical when the \
                        words must appear (a term of art, a citation; FTS5: "a phrase", prefix*, NEAR(a b, 5), OR, \
                        NOT); mode=semantic for a concept in other words. Not for ids (fetch), names \
                        (resolve_entity) or legislators, committees, votes, lobbying (list_records). Example: \
                        query="evident partiality", mode=lexical, source=usc. "Does bill X mention Y": \
                        document=X. """ + after),
                searchTool("lexical_search", SearchMode.LEXICAL, "Search for exact words (BM25)", """
                        search with mode=lexical: documents where the words appear, BM25-ranked. Plain words must \
                        all appear, then any; FTS5 syntax passes through. """ + after).in(Toolset.SEARCH),
                searchTool("semantic_search", SearchMode.SEMANTIC, "Search by meaning", """
                        search with mode=semantic: passages close in meaning even in other words, over body \
                        sources with vectors (another source is refused with those that can serve). """ + after)
                        .in(Toolset.SEARCH));
    }

    /** One search tool; {@code fixedMode} null lets the caller choose the mode (the {@code search} tool). */
    private ToolDefinition searchTool(String name, SearchMode fixedMode, String title, String description) {
        Map<String, Object> arguments = searchProperties();
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
        Map<String, Object> arguments = searchProperties();
        for (String pageOption : List.of("mode", "limit", "offset", "expand", "max_per_source", "document")) {
            arguments.remove(pageOption);
        }
        arguments.put("query", Map.of("type", "string", "description", "words every counted document holds"));
        arguments.put("bucket", Map.of("type", "string", "enum", List.of("month", "year"), "description", "period"));
        arguments.put("date_field", Map.of("type", "string", "description", "the date column of the periods, "
                + "default published_at"));
        String title = "Count matching documents over time";
        return support.tool("search_trend", Cost.TREND, title, """
                        How many documents mention something per month or year, by source: counts documents (never \
                        chunks) that hold every word, with search's filters; no ranking, no cap. Example: \
                        query=broadband, source=fr, bucket=year. To count records by a field use aggregate_records; \
                        to read the documents, search.
                        """, schema(arguments, List.of("query", "bucket")), args -> {
            TrendRequest trend = TrendRequest.of("count", string(args, "bucket"), string(args, "date_field"), Map.of());
            return search.trend(SearchRequest.of(string(args, "query"), SearchMode.LEXICAL.wire(), sourceList(args),
                    null, null, SearchFilter.parse(string(args, "since"), string(args, "until"), null,
                            documentFields(args)), properties), trend);
        });
    }

    /** {@code similar}: {@code GET /v1/similar/{id}}, documents like one document by its document vector. */
    private ToolDefinition similarTool() {
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("id", Map.of("type", "string", "description", "the document's id"));
        arguments.put("source", Map.of("type", "string", "description", "comma-separated sources or id prefixes to "
                + "look in; all when omitted"));
        arguments.put("since", dateProperty("published on or after"));
        arguments.put("until", dateProperty("published on or before"));
        arguments.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", SimilarRequest.MAX_LIMIT,
                "description", "default " + SimilarRequest.DEFAULT_LIMIT));
        String title = "Find documents like this one";
        return support.tool("similar", Cost.SIMILAR, title, """
                        Documents like one you already have, by meaning, with the passages closest to it; the \
                        document itself is never in the answer. Example: id=hr:117:3684, source=bills. Documents \
                        of body sources with vectors only (explore says which); for a legislator, committee or \
                        vote use context, for a topic in your own words search.""",
                schema(arguments, List.of("id")), args ->
                search.similar(SimilarRequest.of(string(args, "id"), sourceList(args), string(args, "since"),
                        string(args, "until"), integer(args, "limit"))));
    }

    /** The search tool's arguments: those of {@code GET /v1/search}, with {@code query} for {@code q}. */
    private Map<String, Object> searchProperties() {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("query", Map.of("type", "string", "description", "words or a question"));
        p.put("mode", Map.of("type", "string", "enum", List.of("hybrid", "lexical", "semantic"),
                "description", "default hybrid"));
        p.put("source", Map.of("type", "string", "description", "comma-separated sources or id prefixes, e.g. "
                + "usc,fr (explore lists them); all when omitted"));
        p.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", MAX_SEARCH_LIMIT,
                "description", "default " + properties.pages().defaultLimit()));
        p.put("offset", Map.of("type", "integer", "minimum", 0, "description", "results to skip"));
        p.put("since", dateProperty("published on or after"));
        p.put("until", dateProperty("published on or before"));
        p.put("document", Map.of("type", "string", "description", "search inside this document only, by id"));
        p.put("expand", Map.of("type", "integer", "minimum", 0, "maximum", SearchRequest.MAX_EXPAND, "description",
                "neighbouring chunks joined to each passage on each side, default 0"));
        p.put("max_per_source", Map.of("type", "integer", "minimum", 1, "maximum", SearchRequest.MAX_PER_SOURCE,
                "description", "at most this many documents from one source; default no cap"));
        for (DocumentField field : DocumentField.values()) {
            // What each field means is in the search description, once, not in every tool that takes it.
            p.put(field.parameter(), Map.of("type", "string", "description", "e.g. " + field.example()));
        }
        return p;
    }

    /** A date bound: YYYY-MM-DD, YYYY-MM or YYYY. */
    private static Map<String, Object> dateProperty(String bound) {
        return Map.of("type", "string", "description", bound + " this date (YYYY-MM-DD, YYYY-MM or YYYY)");
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
