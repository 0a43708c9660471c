package dev.josh.server.page;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The page's headers, after {@code SecurityHeadersFilter} set the API's: a Content-Security-Policy
 * that lets a page load its own style sheet and nothing else (no script at all), and for Swagger UI
 * its own scripts and calls to this server; neither may be framed. A page is answered only at its
 * own address as written: a target that reaches it through dot segments ({@code /v1/..}) was aimed
 * at the API and gets the API's JSON 404.
 */
final class PageHeadersFilter extends OncePerRequestFilter {

    static final String PAGE_POLICY = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
            + "base-uri 'none'; frame-ancestors 'none'";
    /** Swagger UI's bundle is script, and its "try it out" calls this server; its icons are data: images. */
    static final String SWAGGER_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String raw = request.getRequestURI().toLowerCase(Locale.ROOT);
        if (raw.contains("/.") || raw.contains("%2e") || raw.contains("//") || raw.contains(";")) {
            response.sendError(404);
            return;
        }
        boolean swagger = request.getServletPath().startsWith(PageConfiguration.API_DOCS);
        response.setHeader("Content-Security-Policy", swagger ? SWAGGER_POLICY : PAGE_POLICY);
        // Pages depend on the key cookie and the data; a shared cache must not keep one person's page.
        if (!request.getServletPath().startsWith(PageConfiguration.STATIC) && !swagger) {
            response.setHeader("Cache-Control", "no-store");
        }
        chain.doFilter(request, response);
    }
}
