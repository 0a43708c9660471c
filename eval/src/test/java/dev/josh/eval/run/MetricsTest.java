package dev.josh.eval.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MetricsTest {

    @Test
    void gradedNdcgRecallAndReciprocalRankFollowTrecEval() {
        // DCG = 2/log2(2) + 1/log2(4) = 2.5; ideal = 2/log2(2) + 1/log2(3) + 1/log2(4) = 3.1309
        Metrics.Scores s = Metrics.score(List.of("a", "x", "b"), Map.of("a", 2, "b", 1, "c", 1));
        assertThat(s.ndcg()).isCloseTo(2.5 / (2 + 1 / (Math.log(3) / Math.log(2)) + 0.5), within(1e-12));
        assertThat(s.recall()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(s.reciprocalRank()).isEqualTo(1.0);
    }

    @Test
    void onlyTheTopTenCountAndADocumentCountsOnce() {
        List<String> ranking = List.of("x1", "x2", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "rel");
        Metrics.Scores s = Metrics.score(ranking, Map.of("rel", 1));
        // "x2" twice is one document: "rel" is the 11th distinct document, outside the cutoff
        assertThat(s.ndcg()).isZero();
        assertThat(s.recall()).isZero();
        assertThat(s.reciprocalRank()).isZero();
        Metrics.Scores third = Metrics.score(List.of("x", "y", "rel"), Map.of("rel", 1));
        assertThat(third.reciprocalRank()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(third.ndcg()).isCloseTo(1 / (Math.log(4) / Math.log(2)), within(1e-12));
    }

    @Test
    void aQueryWithoutJudgmentsCannotBeScored() {
        assertThatThrownBy(() -> Metrics.score(List.of("a"), Map.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
