package dev.josh.server.page;

import dev.josh.server.web.FilterOrder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.ViewControllerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The page's files and headers: its style sheet under {@code /page/}, and Swagger UI under
 * {@code /api-docs/} over the committed OpenAPI document ({@code openapi/josh-v1.json} of
 * josh-contracts, the file {@code ServerApiTest} holds {@code /v1/openapi.json} to), so the
 * document is readable without a key even where {@code /v1} requires one. The server serves no
 * other static content ({@code spring.web.resources.add-mappings=false}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class PageConfiguration implements WebMvcConfigurer {

    static final String STATIC = "/page/";
    static final String API_DOCS = "/api-docs";
    private static final String SWAGGER_UI = "META-INF/maven/org.webjars/swagger-ui/pom.properties";

    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler(STATIC + "**").addResourceLocations("classpath:/page/static/");
        // Ours first: index.html and swagger-initializer.js replace the webjar's (which shows the Petstore).
        registry.addResourceHandler(API_DOCS + "/**").addResourceLocations("classpath:/page/api-docs/",
                "classpath:/openapi/", "classpath:/META-INF/resources/webjars/swagger-ui/" + swaggerUiVersion() + "/");
    }

    @Override
    public void addViewControllers(ViewControllerRegistry registry) {
        registry.addRedirectViewController(API_DOCS, API_DOCS + "/");
        registry.addViewController(API_DOCS + "/").setViewName("forward:" + API_DOCS + "/index.html");
    }

    @Bean
    FilterRegistrationBean<PageHeadersFilter> pageHeadersFilter() {
        FilterRegistrationBean<PageHeadersFilter> registration = new FilterRegistrationBean<>(new PageHeadersFilter());
        registration.addUrlPatterns("/", "/records/*", "/sources", "/key", "/key/*", STATIC + "*", API_DOCS,
                API_DOCS + "/*");
        registration.setName("page-headers");
        registration.setOrder(FilterOrder.PAGE_HEADERS);
        return registration;
    }

    /** The webjar's version, from its own Maven metadata, so the pom's version is the only one written down. */
    private static String swaggerUiVersion() {
        try (InputStream in = PageConfiguration.class.getClassLoader().getResourceAsStream(SWAGGER_UI)) {
            if (in == null) {
                throw new IllegalStateException(SWAGGER_UI + " is not on the class path");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
