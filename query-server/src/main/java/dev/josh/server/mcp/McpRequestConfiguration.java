package dev.josh.server.mcp;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/** {@link McpRequestFilter} in front of {@code /mcp}, after the Host/Origin and key checks. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class McpRequestConfiguration {

    @Bean
    FilterRegistrationBean<McpRequestFilter> mcpRequestFilter() {
        FilterRegistrationBean<McpRequestFilter> registration = new FilterRegistrationBean<>(new McpRequestFilter());
        registration.addUrlPatterns("/mcp", "/mcp/*");
        registration.setName("mcp-requests");
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 2);
        return registration;
    }
}
