package dev.josh.server.mcp;

import dev.josh.server.alerts.AlertResources;
import dev.josh.server.web.FilterOrder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * {@link McpRequestFilter} in front of {@code /mcp}, after the Host/Origin, key and session checks, then
 * {@link ToolsetFilter} and {@link ResourceSubscriptionFilter}.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class McpRequestConfiguration {

    @Bean
    FilterRegistrationBean<McpRequestFilter> mcpRequestFilter() {
        FilterRegistrationBean<McpRequestFilter> registration = new FilterRegistrationBean<>(new McpRequestFilter());
        registration.addUrlPatterns("/mcp", "/mcp/*");
        registration.setName("mcp-requests");
        registration.setOrder(FilterOrder.MCP_REQUEST);
        return registration;
    }

    @Bean
    FilterRegistrationBean<ToolsetFilter> mcpToolsetFilter(McpToolsets toolsets) {
        FilterRegistrationBean<ToolsetFilter> registration = new FilterRegistrationBean<>(new ToolsetFilter(toolsets));
        registration.addUrlPatterns("/mcp", "/mcp/*");
        registration.setName("mcp-toolsets");
        registration.setOrder(FilterOrder.MCP_TOOLSETS);
        return registration;
    }

    @Bean
    FilterRegistrationBean<ResourceSubscriptionFilter> mcpSubscriptionFilter(RecordResources resources,
            AlertResources alerts, @Value("${josh.mcp.max-sessions:10000}") int maxSessions) {
        FilterRegistrationBean<ResourceSubscriptionFilter> registration =
                new FilterRegistrationBean<>(new ResourceSubscriptionFilter(resources, alerts, maxSessions));
        registration.addUrlPatterns("/mcp", "/mcp/*");
        registration.setName("mcp-subscriptions");
        registration.setOrder(FilterOrder.MCP_SUBSCRIPTION);
        return registration;
    }
}
