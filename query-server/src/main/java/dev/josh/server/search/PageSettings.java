package dev.josh.server.search;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What one request may ask for and what each result shows ({@code josh.search.*}).
 *
 * @param defaultLimit      results per page when the caller does not say
 * @param maxLimit          results per page at most
 * @param maxOffset         deepest page start; deeper pages would need unbounded candidate sets
 * @param maxQueryChars     longest query accepted
 * @param passagesPerResult best chunks shown under each document
 */
@ConfigurationProperties("josh.search")
public record PageSettings(@DefaultValue("10") int defaultLimit, @DefaultValue("200") int maxLimit,
                           @DefaultValue("1000") int maxOffset, @DefaultValue("1000") int maxQueryChars,
                           @DefaultValue("3") int passagesPerResult) {
}
