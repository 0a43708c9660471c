package dev.josh.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QueryStringsTest {

    @Test
    void queryStringsAreReadLenientlyFirstValueFirst() {
        assertThat(QueryStrings.firstValues("q=fair+use&mode=lexical&mode=semantic&source=usc%2Ccrs"))
                .containsEntry("q", "fair use").containsEntry("mode", "lexical").containsEntry("source", "usc,crs");
        assertThat(QueryStrings.firstValues("q=%&mode=lexical")).doesNotContainKey("q").containsEntry("mode", "lexical");
        assertThat(QueryStrings.firstValues(null)).isEmpty();
    }
}
