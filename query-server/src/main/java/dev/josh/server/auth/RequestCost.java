package dev.josh.server.auth;

import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SourceNames;
import dev.josh.server.web.BodyLimitFilter;
import dev.josh.server.web.BufferedBodyRequest;
import dev.josh.server.web.QueryStrings;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntSupplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a request costs in rate units, the one table of it (the civic ADR's rule: a search over five
 * sources counts as five queries, so one wide request is never cheaper than the narrow ones it
 * stands for). A key's {@code rate_per_minute} is units a minute ({@link RateLimiter}).
 *
 * <table>
 *   <tr><th>request</th><th>REST</th><th>MCP</th><th>units</th></tr>
 *   <tr><td>anything not below: a record, a list, a join, a name lookup, status, explore, the MCP
 *       handshake, {@code tools/list}, resources, prompts, a {@code GET} or {@code DELETE} of {@code /mcp}</td>
 *       <td></td><td></td><td>1</td></tr>
 *   <tr><td>lexical or semantic search</td><td>{@code /v1/search?mode=lexical|semantic}</td>
 *       <td>{@code lexical_search}, {@code semantic_search}, {@code search} with a mode</td>
 *       <td>1 + sources searched</td></tr>
 *   <tr><td>hybrid search (both legs)</td><td>{@code /v1/search}</td><td>{@code search}</td>
 *       <td>1 + 2 × sources searched</td></tr>
 *   <tr><td>matching documents per period</td><td>{@code /v1/search?aggregate=count}</td>
 *       <td>{@code search_trend}</td><td>1 + sources searched</td></tr>
 *   <tr><td>aggregation</td><td>{@code /v1/{resource}?aggregate=}</td><td>{@code aggregate_records}</td><td>2</td></tr>
 *   <tr><td>changes, what is due</td><td>{@code /v1/changes}, {@code /v1/upcoming}</td>
 *       <td>{@code whats_new}, {@code upcoming}</td><td>3</td></tr>
 *   <tr><td>citation check</td><td>{@code /v1/citations}</td><td>{@code verify_citation}</td><td>3</td></tr>
 *   <tr><td>documents like one</td><td>{@code /v1/similar/{id}}</td><td>{@code similar}</td><td>5</td></tr>
 *   <tr><td>text diff</td><td>{@code /v1/bills/{id}/text/diff}</td><td>{@code compare_versions}</td><td>5</td></tr>
 *   <tr><td>context dossier</td><td>{@code /v1/context/{id}}</td><td>{@code context}</td>
 *       <td>3 minimal, 5 standard (default), 10 deep</td></tr>
 * </table>
 *
 * "Sources searched" are the distinct names in {@code source}, or every searchable source when it is
 * left out. A JSON-RPC batch costs the sum of its messages. A request is priced before it is
 * checked, from what it asks for: a malformed one costs what it would have cost.
 */
public final class RequestCost {

    public static final int LOOKUP = 1;
    public static final int AGGREGATE = 2;
    public static final int CHANGES = 3;
    public static final int CITATIONS = 3;
    public static final int SIMILAR = 5;
    public static final int DIFF = 5;
    public static final Map<String, Integer> CONTEXT = Map.of("minimal", 3, "standard", 5, "deep", 10);
    public static final String DEFAULT_DEPTH = "standard";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final IntSupplier searchableSources;

    /** @param searchableSources how many sources a search without {@code source} searches now */
    public RequestCost(IntSupplier searchableSources) {
        this.searchableSources = searchableSources;
    }

    /** The cost of a request on REST or MCP; an MCP POST is priced by its body (buffered by {@link BodyLimitFilter}). */
    public int of(HttpServletRequest request) {
        String path = BodyLimitFilter.path(request);
        if (path.equals("/mcp") || path.startsWith("/mcp/")) {
            byte[] body = "POST".equals(request.getMethod()) ? BufferedBodyRequest.bodyOf(request) : null;
            return body == null ? LOOKUP : mcp(body);
        }
        return rest(path, QueryStrings.firstValues(request.getQueryString()));
    }

    /** A REST request by its path and (first) query parameters. */
    public int rest(String path, Map<String, String> params) {
        if (path.equals("/v1/search")) {
            return params.containsKey("aggregate") ? trend(params.get("source"))
                    : search(params.get("mode"), params.get("source"));
        }
        if (path.startsWith("/v1/context/")) {
            return context(params.get("depth"));
        }
        if (path.startsWith("/v1/similar/")) {
            return SIMILAR;
        }
        if (path.startsWith("/v1/bills/") && path.endsWith("/text/diff")) {
            return DIFF;
        }
        if (path.equals("/v1/changes") || path.equals("/v1/upcoming")) {
            return CHANGES;
        }
        if (path.equals("/v1/citations")) {
            return CITATIONS;
        }
        if (path.startsWith("/v1/") && params.containsKey("aggregate")) {
            return AGGREGATE;
        }
        return LOOKUP;
    }

    /** An MCP POST body: one JSON-RPC message or a batch; what cannot be read costs 1. */
    public int mcp(byte[] body) {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (RuntimeException e) {
            return LOOKUP;
        }
        if (root == null || !root.isArray()) {
            return message(root);
        }
        long sum = 0;
        for (JsonNode m : root) {
            sum += message(m);
        }
        return (int) Math.max(LOOKUP, Math.min(Integer.MAX_VALUE, sum));
    }

    private int message(JsonNode m) {
        if (m == null || !m.isObject() || !"tools/call".equals(m.path("method").asString(null))) {
            return LOOKUP;
        }
        JsonNode params = m.path("params");
        return tool(params.path("name").asString(""), params.path("arguments"));
    }

    /** An MCP tool call by the tool's name and arguments. */
    public int tool(String name, JsonNode args) {
        return switch (name) {
            case "search" -> search(text(args.path("mode")), sourceArgument(args.path("source")));
            case "lexical_search" -> search("lexical", sourceArgument(args.path("source")));
            case "semantic_search" -> search("semantic", sourceArgument(args.path("source")));
            case "search_trend" -> trend(sourceArgument(args.path("source")));
            case "context" -> context(text(args.path("depth")));
            case "similar" -> SIMILAR;
            case "compare_versions" -> DIFF;
            case "whats_new", "upcoming" -> CHANGES;
            case "verify_citation" -> CITATIONS;
            case "aggregate_records" -> AGGREGATE;
            default -> LOOKUP;
        };
    }

    /** 1 + sources for one leg (lexical, semantic), 1 + 2 × sources for hybrid, the default. */
    int search(String mode, String source) {
        return 1 + SearchMode.read(mode).orElse(SearchMode.HYBRID).legs() * sources(source);
    }

    int trend(String source) {
        return 1 + sources(source);
    }

    static int context(String depth) {
        String d = depth == null || depth.isBlank() ? DEFAULT_DEPTH : depth.strip().toLowerCase(Locale.ROOT);
        return CONTEXT.getOrDefault(d, CONTEXT.get(DEFAULT_DEPTH));
    }

    /** The distinct names in {@code source} ({@link SourceNames}), at most every searchable one; all when none. */
    int sources(String source) {
        int all = Math.max(1, searchableSources.getAsInt());
        List<String> names = SourceNames.parse(source);
        return names.isEmpty() ? all : Math.min(names.size(), all);
    }

    private static String sourceArgument(JsonNode v) {
        if (v.isArray()) {
            StringBuilder joined = new StringBuilder();
            v.forEach(s -> joined.append(s.asString("")).append(','));
            return joined.toString();
        }
        return text(v);
    }

    private static String text(JsonNode v) {
        return v.isString() ? v.asString() : null;
    }
}
