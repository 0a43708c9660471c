package dev.josh.server.web;

import org.apache.catalina.core.StandardHost;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Tomcat's own error pages answered with {@link JsonErrorReportValve}: JSON like every other error. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class TomcatErrorsConfiguration {

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> jsonErrorReports() {
        // The host makes its error valve by class name when it starts, after the context is prepared.
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(JsonErrorReportValve.class.getName());
            }
        });
    }
}
