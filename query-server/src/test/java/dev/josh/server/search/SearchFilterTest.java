package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class SearchFilterTest {

    @Test
    void yearsAndMonthsCoverTheirWholePeriod() {
        SearchFilter f = SearchFilter.parse("2021", "2022-02", null);
        assertThat(f.since()).isEqualTo(LocalDate.of(2021, 1, 1));
        assertThat(f.until()).isEqualTo(LocalDate.of(2022, 2, 28));
        assertThat(SearchFilter.parse("2021-04", "2021", null).until()).isEqualTo(LocalDate.of(2021, 12, 31));
        assertThat(f.describe()).containsEntry("since", "2021-01-01").containsEntry("until", "2022-02-28");
    }

    @Test
    void noParametersIsNoFilter() {
        assertThat(SearchFilter.parse(null, " ", "").isEmpty()).isTrue();
        assertThat(SearchFilter.NONE.condition("r")).isEqualTo("1");
    }

    @Test
    void badInputIsAClientError() {
        assertThatThrownBy(() -> SearchFilter.parse("2021-13-01", null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PARAMETER));
        assertThatThrownBy(() -> SearchFilter.parse("last week", null, null)).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> SearchFilter.parse("2022", "2021", null))
                .isInstanceOf(ApiException.class).hasMessageContaining("after");
        assertThatThrownBy(() -> SearchFilter.parse(null, null, "section 107"))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_ID));
    }

    @Test
    void aDocumentFilterRestrictsTheSearchToItsSource() {
        SearchRequest r = SearchRequest.of("fair use", "lexical", null, null, null,
                SearchFilter.parse(null, null, "usc:17:107"), SearchProperties.defaults());
        assertThat(r.sources()).containsExactly("us-code");
        assertThatThrownBy(() -> SearchRequest.of("fair use", "lexical", "legislators", null, null,
                SearchFilter.parse(null, null, "usc:17:107"), SearchProperties.defaults()))
                .isInstanceOf(ApiException.class).hasMessageContaining("leaves out");
    }
}
