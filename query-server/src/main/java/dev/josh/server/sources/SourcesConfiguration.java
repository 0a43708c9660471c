package dev.josh.server.sources;

import dev.josh.server.lists.ListCatalog;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Hands the sources' list definitions to the list service, which knows no source by name. */
@Configuration(proxyBeanMethods = false)
public class SourcesConfiguration {

    @Bean
    ListCatalog listCatalog(RecordSources sources) {
        return new ListCatalog(sources.lists());
    }
}
