package dev.josh.server.search.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReciprocalRankFusionTest {

    private static Map<String, List<String>> lists(List<String> lexical, List<String> semantic) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("lexical", lexical);
        m.put("semantic", semantic);
        return m;
    }

    @Test
    void sumsReciprocalRanksAcrossLists() {
        var fused = new ReciprocalRankFusion(60).fuse(lists(List.of("A", "B", "C", "D"), List.of("B", "E", "A", "F")));
        assertThat(fused).extracting(ReciprocalRankFusion.Fused::item).containsExactly("B", "A", "E", "C", "D", "F"); // D and F tie: lexical listed first
        var b = fused.get(0);
        assertThat(b.score()).isCloseTo(1.0 / 62 + 1.0 / 61, within(1e-12));
        assertThat(b.ranks()).containsEntry("lexical", 2).containsEntry("semantic", 1);
        var e = fused.get(2);
        assertThat(e.ranks()).containsOnlyKeys("semantic").containsEntry("semantic", 2);
    }

    @Test
    void aDocumentInBothListsBeatsOneTopRankedInOnlyOne() {
        var fused = new ReciprocalRankFusion(60).fuse(lists(List.of("solo", "both"), List.of("x", "y", "both")));
        assertThat(fused.get(0).item()).isEqualTo("both");
    }

    @Test
    void smallKRewardsTopRanksMore() {
        // A: ranks 1 and 10; B: ranks 3 and 3. k=60 prefers B (consistent), k=0 prefers A (one top hit).
        List<String> lexical = List.of("A", "x1", "B", "x2", "x3", "x4", "x5", "x6", "x7", "x8");
        List<String> semantic = List.of("y1", "y2", "B", "y3", "y4", "y5", "y6", "y7", "y8", "A");
        assertThat(new ReciprocalRankFusion(60).fuse(lists(lexical, semantic)).get(0).item()).isEqualTo("B");
        assertThat(new ReciprocalRankFusion(0).fuse(lists(lexical, semantic)).get(0).item()).isEqualTo("A");
    }

    @Test
    void tiesKeepTheEarlierListFirstSoTheOrderIsDeterministic() {
        var fused = new ReciprocalRankFusion(60).fuse(lists(List.of("L"), List.of("S")));
        assertThat(fused).extracting(ReciprocalRankFusion.Fused::item).containsExactly("L", "S");
    }

    @Test
    void oneEmptyListLeavesTheOtherInOrder() {
        var fused = new ReciprocalRankFusion(60).fuse(lists(List.of("A", "B", "C"), List.of()));
        assertThat(fused).extracting(ReciprocalRankFusion.Fused::item).containsExactly("A", "B", "C");
    }

    @Test
    void aWeightCountsAListAsIfEnteredThatManyTimes() {
        List<String> lexical = List.of("L", "x");
        List<String> semantic = List.of("S", "y");
        var equal = new ReciprocalRankFusion(60).fuse(lists(lexical, semantic));
        assertThat(equal.get(0).item()).isEqualTo("L"); // a tie: the earlier list first
        var semanticTwice = new ReciprocalRankFusion(60).fuse(lists(lexical, semantic),
                Map.of("lexical", 1.0, "semantic", 3.0));
        assertThat(semanticTwice.get(0).item()).isEqualTo("S");
        assertThat(semanticTwice.get(0).score()).isCloseTo(3.0 / 61, within(1e-12));
        Map<String, List<String>> entered = new LinkedHashMap<>(lists(lexical, semantic));
        entered.put("semantic2", semantic);
        entered.put("semantic3", semantic);
        assertThat(new ReciprocalRankFusion(60).fuse(entered)).extracting(ReciprocalRankFusion.Fused::item)
                .containsExactlyElementsOf(semanticTwice.stream().map(ReciprocalRankFusion.Fused::item).toList());
    }
}
