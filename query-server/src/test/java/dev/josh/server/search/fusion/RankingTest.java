package dev.josh.server.search.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.lexical.LexicalSearch;
import dev.josh.server.search.lexical.QueryNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankingTest {

    private static final DocumentKey LEXICAL_ONLY = new DocumentKey("us-code", "usc:17:107");
    private static final DocumentKey SEMANTIC_ONLY = new DocumentKey("us-code", "usc:17:117");

    private static LegResults legs(String query, String lexicalPlan) {
        LexicalSearch.Outcome lexical = new LexicalSearch.Outcome(
                List.of(new DocumentHit(LEXICAL_ONLY, 3.0, List.of())), false, lexicalPlan, QueryNode.Term.of("fair"),
                SearchProperties.defaults().scoring().forQuery(query));
        return new LegResults(lexical, List.of(new DocumentHit(SEMANTIC_ONLY, 0.8, List.of())), null);
    }

    @Test
    void aLexicalRankingOfPartialMatchesWeighsLessForAQuestionOnly() {
        Ranking ranking = new Ranking(SearchProperties.defaults());
        String question = "can I quote a book in a review?";
        // Every word held: both legs weigh the same, and the tie goes to the earlier (lexical) list.
        List<Ranking.Ranked> whole = ranking.rank(legs(question, "all_words"));
        assertThat(whole).extracting(Ranking.Ranked::key).containsExactly(LEXICAL_ONLY, SEMANTIC_ONLY);
        assertThat(whole.get(0).score()).isEqualTo(whole.get(1).score());
        // No document held every word of a question: its lexical ranking weighs partial-match-weight of its weight.
        List<Ranking.Ranked> partial = ranking.rank(legs(question, "any_word"));
        assertThat(partial).extracting(Ranking.Ranked::key).containsExactly(SEMANTIC_ONLY, LEXICAL_ONLY);
        assertThat(partial.get(1).score()).isCloseTo(
                partial.get(0).score() * SearchProperties.defaults().fusion().partialMatchWeight(), within(1e-6));
        // Keywords keep their full weight however they matched; and at weight 1, as before, so does a question.
        assertThat(ranking.rank(legs("fair use quotation review", "any_word"))).extracting(Ranking.Ranked::key)
                .containsExactly(LEXICAL_ONLY, SEMANTIC_ONLY);
        SearchProperties shipped = SearchProperties.defaults();
        List<Ranking.Ranked> flat = new Ranking(shipped.toBuilder()
                .fusion(shipped.fusion().withPartialMatchWeight(1)).build()).rank(legs(question, "any_word"));
        assertThat(flat).extracting(Ranking.Ranked::key).containsExactly(LEXICAL_ONLY, SEMANTIC_ONLY);
    }
}
