package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Request bodies held to {@code josh.server.max-request-body} (1 MB): a larger declared
 * {@code Content-Length} on any path, or a body that grows past it while read (chunked), is
 * {@code 413 payload_too_large} before anything else reads it. The two routes that take a body,
 * {@code POST /mcp} and {@code POST /v1/citations}, have it read here once and replayed
 * ({@link BufferedBodyRequest}), so the key check can price an MCP call by what it asks.
 */
public final class BodyLimitFilter extends OncePerRequestFilter {

    /** The paths whose POST body is read and replayed. */
    static final Set<String> BODY_ROUTES = Set.of("/mcp", "/v1/citations");

    private final long maxBytes;

    public BodyLimitFilter(long maxBytes) {
        if (maxBytes < 1 || maxBytes > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("josh.server.max-request-body must be between 1 byte and 2 GB, not "
                    + maxBytes + " bytes");
        }
        this.maxBytes = maxBytes;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        if (declared > maxBytes) {
            refuse(request, response, declared);
            return;
        }
        if (!"POST".equals(request.getMethod()) || !BODY_ROUTES.contains(path(request))) {
            chain.doFilter(request, response);
            return;
        }
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            body = in.readNBytes((int) maxBytes + 1);
        }
        if (body.length > maxBytes) {
            refuse(request, response, -1);
            return;
        }
        chain.doFilter(new BufferedBodyRequest(request, body), response);
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, long declared) throws IOException {
        // The rest of the body is not read by the application: the connection is closed after this answer.
        response.setHeader("Connection", "close");
        Map<String, Object> hint = new LinkedHashMap<>();
        hint.put("max_bytes", maxBytes);
        if (declared > 0) {
            hint.put("content_length", declared);
        }
        hint.put("fix", "send at most " + maxBytes + " bytes: split the work over several requests");
        FilterErrors.write(request, response, ErrorCode.PAYLOAD_TOO_LARGE, "the request body is larger than "
                + maxBytes + " bytes", hint);
        // Sent now: Tomcat reads (swallows) what is left of the body before it ends the response, and a body
        // over its max-swallow-size would end the connection before an unsent answer left.
        response.flushBuffer();
    }

    /** The path within the application, decoded and normalized by the container. */
    public static String path(HttpServletRequest request) {
        String servletPath = request.getServletPath();
        String pathInfo = request.getPathInfo();
        return (servletPath == null ? "" : servletPath) + (pathInfo == null ? "" : pathInfo);
    }
}
