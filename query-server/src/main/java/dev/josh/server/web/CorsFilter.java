package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Cross-origin access from web pages, for the origins the operator lists in
 * {@code josh.server.cors-origins} ({@code JOSH_CORS_ORIGINS}) and for no other: by default no
 * response carries {@code Access-Control-Allow-Origin}, so a page on any site (localhost included)
 * cannot read an answer. For a listed origin:
 * <ul>
 *   <li>a preflight ({@code OPTIONS} with {@code Access-Control-Request-Method}) is answered here,
 *       before the key check (browsers send no key with it): 204 with the allowed methods
 *       ({@code GET, POST}; on {@code /mcp} also {@code DELETE}, which ends a session) and headers
 *       ({@code Authorization}, {@code X-API-Key}, {@code Content-Type}, {@code Accept},
 *       {@code Mcp-Session-Id}, {@code MCP-Protocol-Version}, {@code Last-Event-ID});</li>
 *   <li>other requests get {@code Access-Control-Allow-Origin} and the response headers a client
 *       must read ({@code Mcp-Session-Id}, {@code MCP-Protocol-Version}, {@code Retry-After}).</li>
 * </ul>
 * A preflight from any other origin, or asking for another method or header, is
 * {@code 403 forbidden_origin}. Non-preflight requests are never refused here: which origins may
 * send requests at all is {@code HostOriginFilter}'s decision (listed CORS origins are allowed there).
 * No credentials (cookies) are involved: keys travel in headers.
 */
public final class CorsFilter extends OncePerRequestFilter {

    static final List<String> METHODS = List.of("GET", "POST");
    static final List<String> MCP_METHODS = List.of("GET", "POST", "DELETE");
    static final List<String> HEADERS = List.of("Authorization", "X-API-Key", "Content-Type", "Accept",
            "Mcp-Session-Id", "MCP-Protocol-Version", "Last-Event-ID");
    static final List<String> EXPOSED = List.of("Mcp-Session-Id", "MCP-Protocol-Version", "Retry-After");
    /** How long a browser may keep a preflight's answer, in seconds. */
    static final int MAX_AGE = 600;

    private static final Set<String> HEADERS_LOWER = HEADERS.stream().map(h -> h.toLowerCase(Locale.ROOT))
            .collect(Collectors.toUnmodifiableSet());

    private final Set<String> origins;

    /** @param origins the allowed origins, e.g. {@code https://app.example.com} (scheme, host and port) */
    public CorsFilter(Set<String> origins) {
        this.origins = normalize(origins);
    }

    /** Origins as compared: stripped, lower case, without a trailing slash; blanks dropped. */
    public static Set<String> normalize(Set<String> origins) {
        return origins.stream().map(CorsFilter::normalize).filter(o -> !o.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
    }

    private static String normalize(String origin) {
        String o = origin.strip().toLowerCase(Locale.ROOT);
        return o.endsWith("/") ? o.substring(0, o.length() - 1) : o;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader("Origin");
        if (origin == null) {
            chain.doFilter(request, response);
            return;
        }
        boolean allowed = origins.contains(normalize(origin));
        String requestedMethod = request.getHeader("Access-Control-Request-Method");
        boolean preflight = "OPTIONS".equals(request.getMethod()) && requestedMethod != null;
        if (!origins.isEmpty()) {
            response.addHeader("Vary", "Origin");
        }
        if (!preflight) {
            if (allowed) {
                response.setHeader("Access-Control-Allow-Origin", origin.strip());
                response.setHeader("Access-Control-Expose-Headers", String.join(", ", EXPOSED));
            }
            chain.doFilter(request, response);
            return;
        }
        response.addHeader("Vary", "Access-Control-Request-Method");
        response.addHeader("Vary", "Access-Control-Request-Headers");
        if (!allowed) {
            refuse(request, response, "cross-origin requests from '" + origin + "' are not allowed",
                    Map.of("fix", "let the operator list the origin in JOSH_CORS_ORIGINS"));
            return;
        }
        String path = BodyLimitFilter.path(request);
        List<String> methods = path.equals("/mcp") || path.startsWith("/mcp/") ? MCP_METHODS : METHODS;
        if (!methods.contains(requestedMethod.strip())) {
            refuse(request, response, "cross-origin " + requestedMethod + " is not allowed on " + path,
                    Map.of("allowed_methods", methods));
            return;
        }
        List<String> unknown = new ArrayList<>();
        String requestedHeaders = request.getHeader("Access-Control-Request-Headers");
        if (requestedHeaders != null) {
            for (String h : requestedHeaders.split(",")) {
                String name = h.strip();
                if (!name.isEmpty() && !HEADERS_LOWER.contains(name.toLowerCase(Locale.ROOT))) {
                    unknown.add(name);
                }
            }
        }
        if (!unknown.isEmpty()) {
            refuse(request, response, "cross-origin requests may not send " + String.join(", ", unknown),
                    Map.of("allowed_headers", HEADERS));
            return;
        }
        response.setHeader("Access-Control-Allow-Origin", origin.strip());
        response.setHeader("Access-Control-Allow-Methods", String.join(", ", methods));
        response.setHeader("Access-Control-Allow-Headers", String.join(", ", HEADERS));
        response.setHeader("Access-Control-Max-Age", String.valueOf(MAX_AGE));
        response.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, String message,
                               Map<String, Object> hint) throws IOException {
        FilterErrors.write(request, response, ErrorCode.FORBIDDEN_ORIGIN, message, new LinkedHashMap<>(hint));
    }
}
