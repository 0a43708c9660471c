package dev.josh.server.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class NameScorerTest {

    private static double score(String query, String name) {
        return NameScorer.score(NameScorer.words(query), NameScorer.words(name));
    }

    @Test
    void typosAccentsCaseAndOrderStillMatch() {
        assertThat(score("Markye", "Edward J. Markey")).isGreaterThan(0.9);
        assertThat(score("markey ed", "Edward J. Markey")).isGreaterThan(0.9);
        assertThat(score("Velazquez", "Nydia M. Velázquez")).isEqualTo(1.0);
        assertThat(score("E Markey", "Edward J. Markey")).isGreaterThan(0.9);
    }

    @Test
    void exactBeatsTypoBeatsNear() {
        assertThat(score("Markey", "Edward J. Markey")).isGreaterThan(score("Markye", "Edward J. Markey"));
        assertThat(score("ways and means", "House Committee on Ways and Means"))
                .isGreaterThan(score("ways and means", "Subcommittee on Means Testing"));
    }

    @Test
    void aWordWithNothingCloseRulesTheNameOut() {
        assertThat(score("Smith", "Adam Schiff")).isZero();
        assertThat(score("markey warren", "Edward J. Markey")).isZero();
        assertThat(NameScorer.score(List.of(), NameScorer.words("x"))).isZero();
    }

    @Test
    void aConnectiveTheNameSpellsOtherwiseIsPassedOver() {
        assertThat(score("Chernikoff and Company", "Chernikoff & Company")).isEqualTo(1.0);
        assertThat(score("the and", "Chernikoff & Company")).isZero();
        assertThat(score("Smith and Co", "Adam Schiff & Co")).isZero();
    }

    @Test
    void honorificsAreNotPartOfTheName() {
        assertThat(NameScorer.queryWords("Sen. Ed Markey")).containsExactly("ed", "markey");
        assertThat(NameScorer.queryWords("Rep.")).containsExactly("rep");
    }

    @Test
    void wordsAreFoldedAndSplit() {
        assertThat(NameScorer.words("O'Rourke, Beto")).containsExactly("o", "rourke", "beto");
        assertThat(NameScorer.words("Sánchez-Ruiz")).containsExactly("sanchez", "ruiz");
    }
}
