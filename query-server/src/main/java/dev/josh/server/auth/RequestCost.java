package dev.josh.server.auth;

import dev.josh.server.web.BodyLimitFilter;
import dev.josh.server.web.BufferedBodyRequest;
import dev.josh.server.web.QueryStrings;
import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a request costs in rate units ({@link Cost}), read from what the route or tool it calls declares:
 * a REST route its {@link RateCost}, an MCP tool its {@code ToolDefinition}. A JSON-RPC batch costs the sum
 * of its messages; whatever declares nothing (the MCP handshake, {@code tools/list}, resources, prompts, a
 * {@code GET} or {@code DELETE} of {@code /mcp}, a path or tool the server does not have) costs
 * {@link #LOOKUP}.
 */
public final class RequestCost {

    /** The cost of a request with no declared price, and of a lookup. */
    public static final int LOOKUP = 1;

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RouteCosts routes;
    private final Map<String, Cost> tools;
    private final IntSupplier searchableSources;

    /**
     * @param routes            each REST route's declared cost
     * @param tools             each MCP tool's declared cost, by tool name
     * @param searchableSources how many sources a search without {@code source} searches now
     */
    public RequestCost(RouteCosts routes, Map<String, Cost> tools, IntSupplier searchableSources) {
        this.routes = routes;
        this.tools = Map.copyOf(tools);
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
        return routes.of(path).units(params, searchableSources.getAsInt());
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
        Cost cost = tools.get(name);
        return cost == null ? LOOKUP : cost.units(arguments(args), searchableSources.getAsInt());
    }

    /** A call's string arguments, a list of strings (sources) joined by commas as REST writes it. */
    private static Map<String, String> arguments(JsonNode args) {
        Map<String, String> out = new LinkedHashMap<>();
        args.properties().forEach(e -> {
            JsonNode v = e.getValue();
            if (v.isString()) {
                out.put(e.getKey(), v.asString());
            } else if (v.isArray()) {
                StringBuilder joined = new StringBuilder();
                v.forEach(s -> joined.append(s.asString("")).append(','));
                out.put(e.getKey(), joined.toString());
            }
        });
        return out;
    }
}
