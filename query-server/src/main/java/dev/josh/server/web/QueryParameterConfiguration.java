package dev.josh.server.web;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/** {@link QueryParameterFilter} in front of every path (REST routes, /mcp, /error), after the Host/Origin and key checks. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class QueryParameterConfiguration {

    @Bean
    FilterRegistrationBean<QueryParameterFilter> queryParameterFilter(JsonMapper json) {
        FilterRegistrationBean<QueryParameterFilter> registration = new FilterRegistrationBean<>(new QueryParameterFilter(json));
        // Every path, not only /v1/*: a target such as /v1/.. is normalized out of /v1/* but still reaches a route.
        registration.addUrlPatterns("/*");
        registration.setName("query-parameters");
        registration.setOrder(FilterOrder.QUERY_PARAMETERS);
        return registration;
    }
}
