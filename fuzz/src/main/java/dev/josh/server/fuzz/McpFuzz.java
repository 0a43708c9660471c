package dev.josh.server.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * JSON-RPC to {@code /mcp} over raw HTTP after a valid initialize: unknown methods, wrong parameter
 * types, {@code tools/call} of every listed tool with random and malformed arguments, invalid JSON,
 * huge bodies, batches, and requests without (or with a foreign) session id.
 */
public final class McpFuzz {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> METHODS = List.of("tools/call", "tools/call", "tools/call", "tools/call",
            "tools/list", "ping", "resources/list", "resources/read", "resources/templates/list", "prompts/list",
            "prompts/get", "logging/setLevel", "completion/complete", "initialize", "notifications/initialized",
            "notifications/cancelled", "sampling/createMessage", "no/such/method", "", "rpc.discover");

    private final String host;
    private final String session;
    /** Tool name to its arguments' JSON Schema types. */
    private final Map<String, Map<String, String>> tools;
    private final List<String> ids;

    McpFuzz(String host, String session, Map<String, Map<String, String>> tools, List<String> ids) {
        this.host = host;
        this.session = session;
        this.tools = tools;
        this.ids = List.copyOf(ids);
    }

    public Map<String, Map<String, String>> tools() {
        return tools;
    }

    /** Initializes a session over raw HTTP and lists the tools. */
    public static McpFuzz open(int port, String host, List<String> ids) throws IOException {
        FuzzHttp.Answer init = FuzzHttp.send(port, post(host, null, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"josh-fuzz","version":"1"}}}"""), 30_000);
        String session = init.header("mcp-session-id");
        if (init.status() != 200 || session == null) {
            throw new IllegalStateException("MCP initialize answered " + init.status() + ": " + init.body());
        }
        FuzzHttp.send(port, post(host, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                30_000);
        FuzzHttp.Answer list = FuzzHttp.send(port, post(host, session,
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"), 30_000);
        JsonNode result = jsonRpc(list.body()).get(0).path("result");
        Map<String, Map<String, String>> tools = new LinkedHashMap<>();
        for (JsonNode tool : result.path("tools")) {
            Map<String, String> arguments = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> p : tool.path("inputSchema").path("properties").properties()) {
                arguments.put(p.getKey(), p.getValue().path("type").asString("string"));
            }
            tools.put(tool.get("name").asString(), arguments);
        }
        if (tools.isEmpty()) {
            throw new IllegalStateException("tools/list listed no tools: " + list.body());
        }
        return new McpFuzz(host, session, tools, ids);
    }

    /**
     * The JSON-RPC messages of a {@code /mcp} answer: a JSON object or array, or the {@code data:}
     * lines of an event stream. Throws when the body is neither.
     */
    static List<JsonNode> jsonRpc(String body) {
        List<JsonNode> messages = new ArrayList<>();
        String trimmed = body.strip();
        if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
            JsonNode node = JSON.readTree(trimmed);
            if (node.isArray()) {
                node.forEach(messages::add);
            } else {
                messages.add(node);
            }
            return messages;
        }
        StringBuilder data = new StringBuilder();
        for (String line : body.split("\r?\n", -1)) {
            if (line.startsWith("data:")) {
                data.append(line.substring(5).strip());
            } else if (line.isEmpty() && !data.isEmpty()) {
                messages.add(JSON.readTree(data.toString()));
                data.setLength(0);
            }
        }
        if (!data.isEmpty()) {
            messages.add(JSON.readTree(data.toString()));
        }
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("neither JSON nor an event stream");
        }
        return messages;
    }

    static byte[] post(String host, String session, String body) {
        return request("POST", host, session, "application/json", "application/json, text/event-stream", body);
    }

    private static byte[] request(String method, String host, String session, String contentType, String accept,
                                  String body) {
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        // Every toolset on, so every tool is listed and fuzzed, not only the default set.
        StringBuilder head = new StringBuilder(method + " /mcp?toolsets=all HTTP/1.1\r\nHost: " + host
                + "\r\nConnection: close\r\n");
        if (accept != null) {
            head.append("Accept: ").append(accept).append("\r\n");
        }
        if (session != null) {
            head.append("Mcp-Session-Id: ").append(session).append("\r\n");
        }
        if (body != null) {
            if (contentType != null) {
                head.append("Content-Type: ").append(contentType).append("\r\n");
            }
            head.append("Content-Length: ").append(content.length).append("\r\n");
        }
        byte[] headBytes = head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] wire = new byte[headBytes.length + content.length];
        System.arraycopy(headBytes, 0, wire, 0, headBytes.length);
        System.arraycopy(content, 0, wire, headBytes.length, content.length);
        return wire;
    }

    /** The request for one draw of {@code r}. */
    public FuzzRequest next(SplittableRandom r) {
        String body = r.nextInt(12) == 0 ? batch(r) : message(r);
        String sessionId = session;
        String method = "POST";
        String contentType = "application/json";
        String accept = "application/json, text/event-stream";
        switch (r.nextInt(25)) {
            case 0 -> sessionId = null;
            case 1 -> sessionId = "00000000-0000-0000-0000-000000000000";
            case 2 -> sessionId = Hostile.percentGarbage(r, 10);
            case 3 -> contentType = "text/plain";
            case 4 -> contentType = null;
            case 5 -> accept = "text/html";
            case 6 -> accept = null;
            case 7 -> method = "GET";
            case 8 -> method = List.of("PUT", "PATCH", "OPTIONS", "HEAD", "TRACE").get(r.nextInt(5));
            case 9 -> { // DELETE, never of the live session
                method = "DELETE";
                sessionId = r.nextBoolean() ? null : "not-a-session";
            }
            default -> { }
        }
        if ("GET".equals(method) || "HEAD".equals(method) || "DELETE".equals(method)) {
            body = r.nextBoolean() ? null : body;
            if (session.equals(sessionId) && !"DELETE".equals(method)) {
                // GET with the live session opens the server-to-client event stream, which stays open by design
                sessionId = r.nextBoolean() ? null : "not-a-session";
            }
        }
        return new FuzzRequest("mcp " + family(body), true, method,
                request(method, host, sessionId, contentType, accept, body));
    }

    private String family(String body) {
        if (body == null) {
            return "(no body)";
        }
        if (body.startsWith("[")) {
            return "batch";
        }
        int m = body.indexOf("\"method\":\"");
        if (m < 0) {
            return "(malformed)";
        }
        String method = body.substring(m + 10, Math.max(m + 10, body.indexOf('"', m + 10)));
        if (!METHODS.contains(method) || method.isEmpty()) {
            return "(unknown method)";
        }
        if (method.equals("tools/call")) {
            int n = body.indexOf("\"name\":\"");
            String tool = n < 0 ? "" : body.substring(n + 8, Math.max(n + 8, body.indexOf('"', n + 8)));
            return n < 0 ? "tools/call" : "tools/call " + (tools.containsKey(tool) ? tool : "(unknown tool)");
        }
        return method;
    }

    private String batch(SplittableRandom r) {
        int n = r.nextInt(4);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            parts.add(message(r));
        }
        return "[" + String.join(",", parts) + "]";
    }

    private String message(SplittableRandom r) {
        switch (r.nextInt(40)) {
            case 0 -> {
                return "{not json";
            }
            case 1 -> {
                return "";
            }
            case 2 -> {
                return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"search\","
                        + "\"arguments\":{\"query\":\"" + "a".repeat(r.nextInt(100_000, 2_000_000)) + "\"}}}";
            }
            case 3 -> {
                return "null";
            }
            case 4 -> {
                return "\"just a string\"";
            }
            case 5 -> {
                return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":"
                        + "{\"name\":\"fetch\",\"arguments\":{\"id\":\"\\ud800\"}}}"; // a lone surrogate
            }
            case 6 -> {
                return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{"
                        + "\"name\":\"search\",\"arguments\":" + "[".repeat(3_000) + "]".repeat(3_000) + "}}";
            }
            default -> { }
        }
        String id = switch (r.nextInt(10)) {
            case 0 -> null; // a notification
            case 1 -> "\"s" + r.nextInt(1000) + "\"";
            case 2 -> "{\"a\":1}";
            case 3 -> "null";
            case 4 -> "1.5";
            default -> String.valueOf(r.nextInt(1, 1_000_000));
        };
        String method = METHODS.get(r.nextInt(METHODS.size()));
        if (r.nextInt(15) == 0) {
            method = Hostile.value(r).replace("\"", "");
        }
        String params = method.equals("tools/call") ? toolParams(r) : switch (r.nextInt(6)) {
            case 0 -> null;
            case 1 -> "[]";
            case 2 -> "\"params\"";
            case 3 -> "{\"uri\":\"" + uri(r) + "\",\"name\":\"" + Hostile.value(r) + "\"}";
            case 4 -> "{\"level\":\"" + List.of("debug", "nonsense", "").get(r.nextInt(3)) + "\"}";
            default -> "{}";
        };
        StringBuilder m = new StringBuilder("{");
        m.append(switch (r.nextInt(20)) {
            case 0 -> "\"jsonrpc\":\"1.0\",";
            case 1 -> "";
            case 2 -> "\"jsonrpc\":2,";
            default -> "\"jsonrpc\":\"2.0\",";
        });
        if (id != null) {
            m.append("\"id\":").append(id).append(',');
        }
        m.append("\"method\":").append(r.nextInt(30) == 0 ? "42" : "\"" + method + "\"");
        if (params != null) {
            m.append(",\"params\":").append(params);
        }
        return m.append('}').toString();
    }

    private String uri(SplittableRandom r) {
        return switch (r.nextInt(4)) {
            case 0 -> "josh://record/" + (ids.isEmpty() ? "hr:119:1" : ids.get(r.nextInt(ids.size())));
            case 1 -> "file:///etc/passwd";
            case 2 -> "josh://" + Hostile.value(r).replace("\"", "");
            default -> "";
        };
    }

    private String toolParams(SplittableRandom r) {
        List<String> names = new ArrayList<>(tools.keySet());
        String tool = r.nextInt(15) == 0 ? List.of("no_such_tool", "", "SEARCH", "../fetch").get(r.nextInt(4))
                : names.get(r.nextInt(names.size()));
        Map<String, String> schema = tools.getOrDefault(tool, Map.of());
        List<String> arguments = new ArrayList<>();
        for (Map.Entry<String, String> a : schema.entrySet()) {
            if (r.nextInt(3) > 0) {
                arguments.add(quote(a.getKey()) + ":" + argument(a.getKey(), a.getValue(), r));
            }
        }
        if (r.nextInt(6) == 0) {
            arguments.add(quote(List.of("unknown", "", "__proto__", "limit ").get(r.nextInt(4))) + ":" + json(r));
        }
        String args = "{" + String.join(",", arguments) + "}";
        return switch (r.nextInt(20)) {
            case 0 -> "{\"name\":" + quote(tool) + "}";
            case 1 -> "{\"name\":" + quote(tool) + ",\"arguments\":\"" + "not an object\"}";
            case 2 -> "{\"name\":" + quote(tool) + ",\"arguments\":[1,2]}";
            case 3 -> "{\"name\":42,\"arguments\":" + args + "}";
            case 4 -> "{\"arguments\":" + args + "}";
            default -> "{\"name\":" + quote(tool) + ",\"arguments\":" + args + "}";
        };
    }

    /** A value for an argument: usually its own type, plausible or hostile; sometimes another type. */
    private String argument(String name, String type, SplittableRandom r) {
        if (r.nextInt(4) == 0) {
            return json(r);
        }
        return switch (type) {
            case "integer", "number" -> List.of("0", "-1", "1", "5", "50", "201", "2147483648", "1e308", "1.5",
                    "-9223372036854775809", "\"5\"").get(r.nextInt(11));
            case "boolean" -> List.of("true", "false", "\"true\"", "0").get(r.nextInt(4));
            case "array" -> "[" + quote(ids.isEmpty() ? "bills" : ids.get(r.nextInt(ids.size()))) + ","
                    + json(r) + "]";
            case "object" -> "{\"a\":" + json(r) + "}";
            default -> {
                if (r.nextInt(3) == 0 && !ids.isEmpty() && (name.contains("id") || name.equals("document"))) {
                    yield quote(ids.get(r.nextInt(ids.size())));
                }
                yield quote(switch (r.nextInt(6)) {
                    case 0 -> "clean air act";
                    case 1 -> "x".repeat(r.nextInt(4_000, 20_000));
                    case 2 -> "\u0000\u0001\u001f";
                    case 3 -> "NEAR(\"a\" b) AND OR NOT *";
                    case 4 -> "§ 101 — 42 U.S.C. 7521; 💩";
                    default -> Hostile.value(r);
                });
            }
        };
    }

    private static String json(SplittableRandom r) {
        return List.of("null", "true", "-1", "1e400", "\"\"", "[]", "{}", "[null]", "{\"$ne\":1}", "\"%ff%fe\"",
                "NaN", "0.0000001").get(r.nextInt(12));
    }

    private static String quote(String s) {
        StringBuilder q = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                q.append('\\').append(c);
            } else if (c < 0x20) {
                q.append(String.format("\\u%04x", (int) c));
            } else {
                q.append(c);
            }
        }
        return q.append('"').toString();
    }
}
