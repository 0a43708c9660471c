package dev.josh.server.web;

import org.springframework.core.Ordered;

/**
 * The order of the servlet filters in front of REST and MCP, in one place. A request meets them in
 * this order:
 * <ol>
 *   <li>{@link SecurityHeadersFilter}: security headers on every response, errors included;</li>
 *   <li>Spring's {@code ServerHttpObservationFilter} (Boot puts it at {@link #OBSERVATION}): every request's
 *       latency and tags in {@code http_server_requests}, the refusals of the filters below included;</li>
 *   <li>{@code HostOriginFilter}: DNS-rebinding protection ({@code Host}, {@code Origin});</li>
 *   <li>{@link CorsFilter}: CORS preflights answered, and CORS headers for configured origins only;</li>
 *   <li>{@link BodyLimitFilter}: request bodies held to their maximum size (413), the bodies of
 *       {@code POST /mcp} and {@code POST /v1/citations} read once and replayed;</li>
 *   <li>{@code ApiKeyFilter}: the key, and its rate in units ({@code RequestCost});</li>
 *   <li>{@code McpSessionFilter}: an MCP session used only with the key that opened it;</li>
 *   <li>{@code McpRequestFilter} and {@link QueryParameterFilter}: the shape of the request;</li>
 *   <li>{@code ToolsetFilter}: the MCP toolsets a request names exist;</li>
 *   <li>{@code ResourceSubscriptionFilter}: an MCP subscription names a record that exists, within the
 *       session's limit;</li>
 *   <li>{@code PageHeadersFilter}: on the page for people only, its own Content-Security-Policy (after the
 *       query string is checked, so a malformed one is the same JSON 400 everywhere).</li>
 * </ol>
 */
public final class FilterOrder {

    public static final int SECURITY_HEADERS = Ordered.HIGHEST_PRECEDENCE;
    /** Where Boot's MVC observation auto-configuration registers its filter; no filter of ours shares it. */
    public static final int OBSERVATION = Ordered.HIGHEST_PRECEDENCE + 1;
    public static final int HOST_ORIGIN = Ordered.HIGHEST_PRECEDENCE + 2;
    public static final int CORS = Ordered.HIGHEST_PRECEDENCE + 3;
    public static final int BODY_LIMIT = Ordered.HIGHEST_PRECEDENCE + 4;
    public static final int API_KEY = Ordered.HIGHEST_PRECEDENCE + 5;
    public static final int MCP_SESSION = Ordered.HIGHEST_PRECEDENCE + 6;
    public static final int MCP_REQUEST = Ordered.HIGHEST_PRECEDENCE + 7;
    public static final int QUERY_PARAMETERS = Ordered.HIGHEST_PRECEDENCE + 7;
    public static final int MCP_TOOLSETS = Ordered.HIGHEST_PRECEDENCE + 8;
    public static final int MCP_SUBSCRIPTION = Ordered.HIGHEST_PRECEDENCE + 9;
    public static final int PAGE_HEADERS = Ordered.HIGHEST_PRECEDENCE + 9;

    private FilterOrder() {
    }
}
