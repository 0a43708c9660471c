package dev.josh.server.auth;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * An MCP session (Streamable HTTP) belongs to the API key that opened it: the {@code Mcp-Session-Id}
 * the transport hands out in its answer to {@code initialize} is bound to that key as the header is
 * set (before the answer leaves), and a {@code POST}, {@code GET} or {@code DELETE} of {@code /mcp}
 * naming the session with another key is answered exactly as the transport answers a session it does
 * not know: 404, so a session id is never confirmed to exist to a key that does not own it, and the
 * client starts a session of its own (the MCP specification: on 404 a client MUST start a new
 * session). A session whose binding is not known (never bound, or forgotten) is treated the same.
 * <p>
 * A binding is forgotten when its session is deleted ({@code DELETE} answered 2xx) or the transport
 * answers 404 for it (the session expired there). At most {@code maxSessions} bindings are kept;
 * beyond that the least recently used is forgotten, and its session then answers 404 as unknown.
 * Runs after {@link ApiKeyFilter} (the key's id is its request attribute), only when keys are
 * required.
 */
public final class McpSessionFilter extends OncePerRequestFilter {

    static final String SESSION_HEADER = "Mcp-Session-Id";

    private final Map<String, String> owners;

    public McpSessionFilter(int maxSessions) {
        this.owners = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
                return size() > maxSessions;
            }
        };
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Object keyId = request.getAttribute(ApiKeyFilter.KEY_ID);
        if (!(keyId instanceof String key)) {
            chain.doFilter(request, response); // no key check stood before (keys not required)
            return;
        }
        String session = request.getHeader(SESSION_HEADER);
        if (session == null || session.isBlank()) {
            // No session yet (initialize), or a request the transport refuses for want of one.
            chain.doFilter(request, new Binding(response, key));
            return;
        }
        String id = session.strip();
        if (!key.equals(owner(id))) {
            // As the transport answers an unknown session: the same status, through the same error page.
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        chain.doFilter(request, response);
        int status = response.getStatus();
        if (status == HttpServletResponse.SC_NOT_FOUND
                || ("DELETE".equals(request.getMethod()) && status >= 200 && status < 300)) {
            forget(id);
        }
    }

    private String owner(String session) {
        synchronized (owners) {
            return owners.get(session);
        }
    }

    private void bind(String session, String key) {
        synchronized (owners) {
            owners.put(session, key);
        }
    }

    private void forget(String session) {
        synchronized (owners) {
            owners.remove(session);
        }
    }

    /** How many sessions are bound now. */
    int size() {
        synchronized (owners) {
            return owners.size();
        }
    }

    /** The response of a request without a session: binds the session id the transport sets, as it sets it. */
    private final class Binding extends HttpServletResponseWrapper {
        private final String key;

        Binding(HttpServletResponse response, String key) {
            super(response);
            this.key = key;
        }

        @Override
        public void setHeader(String name, String value) {
            capture(name, value);
            super.setHeader(name, value);
        }

        @Override
        public void addHeader(String name, String value) {
            capture(name, value);
            super.addHeader(name, value);
        }

        private void capture(String name, String value) {
            if (SESSION_HEADER.equalsIgnoreCase(name) && value != null && !value.isBlank()) {
                bind(value.strip(), key);
            }
        }
    }
}
