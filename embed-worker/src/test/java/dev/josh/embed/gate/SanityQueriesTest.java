package dev.josh.embed.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SanityQueriesTest {

    @Test
    void readsQuestionsAndPredicatesSkippingCommentsAndBlankLines() {
        List<SanityQueries.Query> queries = SanityQueries.parse("""
                # a comment

                can I make a backup copy of software I bought\tid=usc:17:117
                making Juneteenth a federal holiday\ttitle=Juneteenth|June 19
                """, "test");

        assertThat(queries).extracting(SanityQueries.Query::text)
                .containsExactly("can I make a backup copy of software I bought", "making Juneteenth a federal holiday");
        SanityQueries.Plausible id = queries.get(0).plausible();
        assertThat(id.matches("usc:17:117", "")).isTrue();
        assertThat(id.matches("usc:17:1171", "")).as("an id matches whole").isFalse();
        SanityQueries.Plausible title = queries.get(1).plausible();
        assertThat(title.matches("s:117:475", "S. 475 — Juneteenth National Independence Day Act")).isTrue();
        assertThat(title.matches("x", "recognizing JUNE 19 as…")).as("any case, anywhere").isTrue();
        assertThat(title.matches("x", null)).isFalse();
        assertThat(title).hasToString("title=Juneteenth|June 19");
    }

    @Test
    void aLineThatDoesNotFitNamesItsLine() {
        assertThatThrownBy(() -> SanityQueries.parse("q\tid=a\nno predicate here\n", "f.tsv"))
                .hasMessageContaining("f.tsv line 2");
        assertThatThrownBy(() -> SanityQueries.parse("q\tauthor=x\n", "f.tsv"))
                .hasMessageContaining("write id=REGEX or title=REGEX");
        assertThatThrownBy(() -> SanityQueries.parse("q\tid=usc:(17\n", "f.tsv"))
                .hasMessageContaining("bad regular expression");
    }

    @ParameterizedTest
    @ValueSource(strings = {"us-code", "bills", "public-laws", "federal-register", "ecfr-and-cfr", "crs-reports",
            "gao-reports", "committee-reports", "congressional-record"})
    void everyBodySourceShipsAHandfulOfQuestions(String source) {
        List<SanityQueries.Query> queries = SanityQueries.forSource(source).orElseThrow();

        assertThat(queries).hasSizeBetween(5, 15);
        assertThat(queries).allSatisfy(q -> assertThat(q.text().split(" ")).hasSizeGreaterThanOrEqualTo(4));
    }

    @Test
    void aSourceWithoutAFileHasNone() {
        assertThat(SanityQueries.forSource("legislators")).isEmpty();
    }

    @Test
    void aPlausibleDocumentMustRankInTheTopFiveOrTheTopTenthOfFewDocuments() {
        assertThat(Gate.within(500)).isEqualTo(5);
        assertThat(Gate.within(50)).isEqualTo(5);
        assertThat(Gate.within(33)).isEqualTo(3);
        assertThat(Gate.within(5)).isEqualTo(1);
    }
}
