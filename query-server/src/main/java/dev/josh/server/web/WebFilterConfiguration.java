package dev.josh.server.web;

import jakarta.servlet.DispatcherType;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

/**
 * The filters every response passes, whatever the key mode: {@link SecurityHeadersFilter},
 * {@link CorsFilter} ({@code JOSH_CORS_ORIGINS}) and {@link BodyLimitFilter}
 * ({@code josh.server.max-request-body}); their places in the chain are {@link FilterOrder}'s.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class WebFilterConfiguration {

    @Bean
    FilterRegistrationBean<SecurityHeadersFilter> securityHeadersFilter() {
        FilterRegistrationBean<SecurityHeadersFilter> registration = new FilterRegistrationBean<>(new SecurityHeadersFilter());
        registration.addUrlPatterns("/*");
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ERROR, DispatcherType.ASYNC);
        registration.setName("security-headers");
        registration.setOrder(FilterOrder.SECURITY_HEADERS);
        return registration;
    }

    @Bean
    FilterRegistrationBean<CorsFilter> corsFilter(@Value("${josh.server.cors-origins}") Set<String> origins) {
        FilterRegistrationBean<CorsFilter> registration = new FilterRegistrationBean<>(new CorsFilter(origins));
        registration.addUrlPatterns("/v1/*", "/mcp", "/mcp/*");
        registration.setName("cors");
        registration.setOrder(FilterOrder.CORS);
        return registration;
    }

    @Bean
    FilterRegistrationBean<BodyLimitFilter> bodyLimitFilter(@Value("${josh.server.max-request-body}") DataSize max) {
        FilterRegistrationBean<BodyLimitFilter> registration = new FilterRegistrationBean<>(new BodyLimitFilter(max.toBytes()));
        registration.addUrlPatterns("/*");
        registration.setName("body-limit");
        registration.setOrder(FilterOrder.BODY_LIMIT);
        return registration;
    }
}
