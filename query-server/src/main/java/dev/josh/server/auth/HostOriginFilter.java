package dev.josh.server.auth;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.observability.RequestTags;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Refuses requests that a web page the user happens to visit could make through DNS rebinding (the
 * MCP specification's Streamable HTTP transport: servers MUST validate the {@code Origin} header):
 * <ul>
 *   <li>{@code Host} must name this machine's loopback ({@code localhost}, {@code 127.0.0.1},
 *       {@code [::1]}) or a host the operator allowed ({@code JOSH_ALLOWED_HOSTS}); when API keys
 *       are required and no host is configured any {@code Host} passes, since a rebound page holds
 *       no key;</li>
 *   <li>an {@code Origin}, when a browser sends one, must be a loopback origin, an allowed
 *       origin ({@code JOSH_ALLOWED_ORIGINS}) or one on an allowed host.</li>
 * </ul>
 * Refusals are a 403 in the error envelope on REST and a JSON-RPC error object on {@code /mcp}.
 */
public final class HostOriginFilter extends OncePerRequestFilter {

    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "::1", "[::1]");

    private final Set<String> allowedHosts;
    private final Set<String> allowedOrigins;
    private final boolean anyHost;
    private final JsonMapper json;

    /**
     * @param allowedHosts   host names (no port) besides loopback that may be in {@code Host}
     * @param allowedOrigins origins ({@code https://app.example.org}) besides loopback and allowed hosts
     * @param keysRequired   whether the API-key check stands behind this filter
     */
    public HostOriginFilter(Set<String> allowedHosts, Set<String> allowedOrigins, boolean keysRequired, JsonMapper json) {
        this.allowedHosts = lowerCase(allowedHosts);
        this.allowedOrigins = lowerCase(allowedOrigins);
        this.anyHost = keysRequired && allowedHosts.isEmpty();
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String host = hostName(request.getHeader("Host"));
        if (!anyHost && (host == null || !(LOOPBACK.contains(host) || allowedHosts.contains(host)))) {
            refuse(request, response, "the Host header '" + request.getHeader("Host") + "' is not a name this server answers to",
                    "reach it as localhost, or let the operator allow the name with JOSH_ALLOWED_HOSTS");
            return;
        }
        String origin = request.getHeader("Origin");
        if (origin != null && !originAllowed(origin)) {
            refuse(request, response, "requests from the web origin '" + origin + "' are not allowed",
                    "let the operator allow the origin with JOSH_ALLOWED_ORIGINS");
            return;
        }
        chain.doFilter(request, response);
    }

    private boolean originAllowed(String origin) {
        String normalized = origin.strip().toLowerCase(Locale.ROOT);
        if (allowedOrigins.contains(normalized)) {
            return true;
        }
        try {
            URI uri = URI.create(normalized);
            String host = uri.getHost();
            return host != null && ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                    && (LOOPBACK.contains(host) || allowedHosts.contains(host));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The name in a {@code Host} header, without its port, in lower case; null when absent or malformed. */
    static String hostName(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String value = header.strip().toLowerCase(Locale.ROOT);
        if (value.startsWith("[")) {
            int end = value.indexOf(']');
            return end < 0 ? null : value.substring(0, end + 1);
        }
        int colon = value.indexOf(':');
        return colon < 0 ? value : value.substring(0, colon);
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, String message, String fix)
            throws IOException {
        RequestTags.error(request, ErrorCode.FORBIDDEN_ORIGIN.code());
        response.setStatus(ErrorCode.FORBIDDEN_ORIGIN.httpStatus());
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        if (request.getRequestURI().startsWith("/mcp")) {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("code", -32600);
            error.put("message", message);
            error.put("data", Map.of("error_code", ErrorCode.FORBIDDEN_ORIGIN.code(), "hint", fix));
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("jsonrpc", "2.0");
            body.put("id", null);
            body.put("error", error);
            json.writeValue(response.getOutputStream(), body);
        } else {
            json.writeValue(response.getOutputStream(),
                    new ApiError(ErrorCode.FORBIDDEN_ORIGIN.code(), message, Map.of("fix", fix)).envelope());
        }
    }

    private static Set<String> lowerCase(Set<String> values) {
        return Set.copyOf(values.stream().map(v -> v.strip().toLowerCase(Locale.ROOT)).filter(v -> !v.isEmpty()).toList());
    }
}
