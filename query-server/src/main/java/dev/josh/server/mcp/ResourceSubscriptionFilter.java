package dev.josh.server.mcp;

import dev.josh.server.alerts.AlertResources;
import dev.josh.server.web.BufferedBodyRequest;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resources/subscribe} and {@code resources/unsubscribe} checked before the SDK remembers them
 * (its handler takes any URI, unchecked and without limit): the URI must name a record the database
 * holds ({@code josh://<id>}) or a saved search ({@code josh://alerts/<id>}), else the answer is the
 * error a read of it gets (-32002, resource not found, with the REST envelope in {@code data}); a session
 * holds at most {@value #MAX_PER_SESSION} subscriptions (-32602 beyond, with what to do). The SDK then
 * answers and remembers the subscription for the session. Records never change while served, so no
 * {@code notifications/resources/updated} follows for them; an alert's follows when ingest records a new
 * match ({@code AlertNotifier}). A subscription costs only its entry here and in the SDK, both dropped
 * with the session.
 * <p>
 * At most {@code maxSessions} sessions' subscriptions are counted here, the least recently used
 * forgotten beyond that (as {@code McpSessionFilter} keeps its bindings). Runs after {@link
 * McpRequestFilter}, which has checked that the message is JSON-RPC with a string {@code uri}.
 */
public final class ResourceSubscriptionFilter extends OncePerRequestFilter {

    static final int MAX_PER_SESSION = 100;
    static final String SESSION_HEADER = "Mcp-Session-Id";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RecordResources resources;
    private final AlertResources alerts;
    private final Map<String, Set<String>> sessions;

    public ResourceSubscriptionFilter(RecordResources resources, AlertResources alerts, int maxSessions) {
        this.resources = resources;
        this.alerts = alerts;
        this.sessions = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Set<String>> eldest) {
                return size() > maxSessions;
            }
        };
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !"POST".equals(request.getMethod()) && !"DELETE".equals(request.getMethod());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String session = request.getHeader(SESSION_HEADER);
        if ("DELETE".equals(request.getMethod())) {
            chain.doFilter(request, response);
            if (session != null && response.getStatus() >= 200 && response.getStatus() < 300) {
                forget(session.strip());
            }
            return;
        }
        byte[] body = request.getInputStream().readAllBytes();
        JsonNode message = parse(body);
        String method = message.path("method").asString("");
        if (session != null && (method.equals("resources/subscribe") || method.equals("resources/unsubscribe"))) {
            String uri = message.path("params").path("uri").asString();
            try {
                if (AlertResources.names(uri)) {
                    alerts.requireAlert(uri);
                } else {
                    resources.requireRecord(uri);
                }
                if (method.equals("resources/subscribe")) {
                    subscribe(session.strip(), uri);
                } else {
                    unsubscribe(session.strip(), uri);
                }
            } catch (McpError e) {
                refuse(response, message.get("id"), e.getJsonRpcError());
                return;
            }
        }
        chain.doFilter(new BufferedBodyRequest(request, body), response);
    }

    /** The message, or a missing node for a batch or anything {@link McpRequestFilter} let through unparsed. */
    private static JsonNode parse(byte[] body) {
        try {
            JsonNode root = JSON.readTree(body);
            return root == null || !root.isObject() ? JSON.missingNode() : root;
        } catch (RuntimeException e) {
            return JSON.missingNode();
        }
    }

    private void subscribe(String session, String uri) {
        synchronized (sessions) {
            Set<String> uris = sessions.computeIfAbsent(session, s -> new HashSet<>());
            if (!uris.contains(uri) && uris.size() >= MAX_PER_SESSION) {
                throw McpError.builder(ErrorCodes.INVALID_PARAMS)
                        .message("this session holds " + MAX_PER_SESSION + " subscriptions, the most it may; "
                                + "unsubscribe from one (resources/unsubscribe) before subscribing to " + uri)
                        .data(Map.of("uri", uri, "max_subscriptions", MAX_PER_SESSION)).build();
            }
            uris.add(uri);
        }
    }

    private void unsubscribe(String session, String uri) {
        synchronized (sessions) {
            Set<String> uris = sessions.get(session);
            if (uris != null) {
                uris.remove(uri);
            }
        }
    }

    private void forget(String session) {
        synchronized (sessions) {
            sessions.remove(session);
        }
    }

    /** A JSON-RPC error answer in a plain JSON response (Streamable HTTP lets a POST answer with one). */
    private static void refuse(HttpServletResponse response, JsonNode id, JSONRPCError error) throws IOException {
        ObjectNode answer = JSON.createObjectNode().put("jsonrpc", "2.0");
        answer.set("id", id == null ? JSON.nullNode() : id);
        ObjectNode body = answer.putObject("error").put("code", error.code()).put("message", error.message());
        if (error.data() != null) {
            body.set("data", JSON.valueToTree(error.data()));
        }
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.getOutputStream().write(JSON.writeValueAsBytes(answer));
    }
}
