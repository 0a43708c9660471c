package dev.josh.server.mcp;

import dev.josh.server.error.ApiException;
import dev.josh.server.web.FilterErrors;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The toolsets a request to {@code /mcp} names: its URL's ({@code /mcp?toolsets=bills,congress}), else its
 * {@code X-MCP-Toolsets} header, else the server's ({@link McpToolsets#configured}), kept on the request for
 * the transport's context ({@link #selection}). Read from every request, so a client keeps its choice by keeping
 * its URL or header. An unknown toolset is a 400 naming the valid ones, before the SDK reads the request.
 */
public final class ToolsetFilter extends OncePerRequestFilter {

    private static final String ATTRIBUTE = ToolsetFilter.class.getName();

    private final McpToolsets toolsets;

    public ToolsetFilter(McpToolsets toolsets) {
        this.toolsets = toolsets;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Set<Toolset> selection;
        try {
            String parameter = request.getParameter(Toolset.PARAMETER);
            String header = request.getHeader(Toolset.HEADER);
            selection = parameter != null ? Toolset.parse(parameter, Toolset.PARAMETER)
                    : header != null ? Toolset.parse(header, Toolset.HEADER) : toolsets.configured();
        } catch (ApiException e) {
            FilterErrors.write(request, response, e.code(), e.getMessage(), e.hint());
            return;
        }
        request.setAttribute(ATTRIBUTE, selection);
        chain.doFilter(request, response);
    }

    /** The toolsets this filter read from the request; null where it did not run. */
    @SuppressWarnings("unchecked")
    static Set<Toolset> selection(HttpServletRequest request) {
        return (Set<Toolset>) request.getAttribute(ATTRIBUTE);
    }
}
