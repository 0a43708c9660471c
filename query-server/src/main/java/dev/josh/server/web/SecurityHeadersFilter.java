package dev.josh.server.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers on every response, errors included (it also runs on the error dispatch, and
 * {@link JsonErrorReportValve} sets them on what Tomcat answers itself): the API answers JSON and
 * server-sent events, so nothing may be sniffed as HTML, framed, loaded as a sub-resource or sent a
 * referrer. Set before the handler runs, so the page for people ({@code dev.josh.server.page}) replaces
 * the {@code Content-Security-Policy} with its own.
 */
public final class SecurityHeadersFilter extends OncePerRequestFilter {

    /** For JSON: nothing on the page may load anything, and no page may frame it. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

    @Override
    protected boolean shouldNotFilterErrorDispatch() {
        return false;
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return false;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        apply(response);
        chain.doFilter(request, response);
    }

    /** The headers, on a response not yet committed. */
    public static void apply(HttpServletResponse response) {
        if (response.isCommitted()) {
            return;
        }
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Referrer-Policy", "no-referrer");
        if (response.getHeader("Content-Security-Policy") == null) {
            response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        }
    }
}
