package dev.josh.server.support;

import dev.josh.server.search.semantic.QueryEmbedder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/** Added as a source when a test starts the application: queries embed with {@link HashingEmbedder}. */
public class HashingEncoderConfig {

    @Bean
    @Primary
    QueryEmbedder.Factory hashingEmbedders() {
        return model -> new HashingEmbedder();
    }
}
