package dev.josh.server.auth;

import dev.josh.server.QueryServerApplication;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.web.CorsFilter;
import dev.josh.server.web.FilterOrder;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code JOSH_AUTH} ({@code josh.auth.mode}): {@code required} (the default) puts {@link ApiKeyFilter}
 * in front of {@code /v1} and {@code /mcp}; {@code disabled} serves without keys, for self-hosting.
 * {@link HostOriginFilter} stands before both, with the hosts and origins the operator allows
 * ({@code JOSH_ALLOWED_HOSTS}, {@code JOSH_ALLOWED_ORIGINS}, and the CORS origins of
 * {@code JOSH_CORS_ORIGINS}); with keys required, {@link McpSessionFilter} stands after the key check.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class AuthConfiguration {

    private static final Logger log = LoggerFactory.getLogger(AuthConfiguration.class);

    /** One budget per key, whether it is spent over REST, MCP or the page ({@code dev.josh.server.page}). */
    @Bean
    RateLimiter rateLimiter() {
        return new RateLimiter(System::nanoTime);
    }

    /** Each route's and tool's declared cost; a {@code /v1} route that declares none stops the start here. */
    @Bean
    RequestCost requestCost(SourceRegistry sources, List<ToolGroup> tools) {
        // A search without source= searches every lexically searchable source, as SearchService does.
        return new RequestCost(RouteCosts.scan(QueryServerApplication.class.getPackageName()),
                ToolDefinition.costs(tools),
                () -> (int) sources.all().stream().filter(SourceTables::lexicallySearchable).count());
    }

    @Bean
    FilterRegistrationBean<ApiKeyFilter> apiKeyFilter(@Value("${josh.auth.mode}") String mode, ApiKeys keys,
                                                      RateLimiter limiter, RequestCost costs, JsonMapper json,
                                                      MeterRegistry meters) {
        FilterRegistrationBean<ApiKeyFilter> registration =
                new FilterRegistrationBean<>(new ApiKeyFilter(keys, limiter, costs, json,
                        Counter.builder("josh.rate_limit.refusals")
                                .description("requests refused with 429 because their key had spent its rate")
                                .register(meters)));
        registration.addUrlPatterns("/v1/*", "/mcp", "/mcp/*");
        registration.setName("api-keys");
        registration.setOrder(FilterOrder.API_KEY);
        registration.setEnabled(AuthMode.parse(mode) == AuthMode.REQUIRED);
        if (!registration.isEnabled()) {
            log.warn("JOSH_AUTH=disabled: REST and MCP answer without API keys");
        }
        return registration;
    }

    /** After the key check: an MCP session is used and deleted only with the key that opened it. */
    @Bean
    FilterRegistrationBean<McpSessionFilter> mcpSessionFilter(@Value("${josh.auth.mode}") String mode,
                                                              @Value("${josh.mcp.max-sessions:10000}") int maxSessions) {
        FilterRegistrationBean<McpSessionFilter> registration = new FilterRegistrationBean<>(new McpSessionFilter(maxSessions));
        registration.addUrlPatterns("/mcp", "/mcp/*");
        registration.setName("mcp-sessions");
        registration.setOrder(FilterOrder.MCP_SESSION);
        registration.setEnabled(AuthMode.parse(mode) == AuthMode.REQUIRED);
        return registration;
    }

    /** Before the key check: a request a rebound web page makes is refused whether or not keys are required. */
    @Bean
    FilterRegistrationBean<HostOriginFilter> hostOriginFilter(@Value("${josh.auth.mode}") String mode,
                                                              @Value("${josh.server.allowed-hosts}") Set<String> hosts,
                                                              @Value("${josh.server.allowed-origins}") Set<String> origins,
                                                              @Value("${josh.server.cors-origins}") Set<String> corsOrigins,
                                                              JsonMapper json) {
        // An origin allowed to read answers across origins (CORS) is allowed to send requests.
        Set<String> allowed = new HashSet<>(origins);
        allowed.addAll(CorsFilter.normalize(corsOrigins));
        FilterRegistrationBean<HostOriginFilter> registration = new FilterRegistrationBean<>(
                new HostOriginFilter(hosts, allowed, AuthMode.parse(mode) == AuthMode.REQUIRED, json));
        registration.addUrlPatterns("/v1/*", "/mcp", "/mcp/*");
        registration.setName("host-origin");
        registration.setOrder(FilterOrder.HOST_ORIGIN);
        return registration;
    }
}
