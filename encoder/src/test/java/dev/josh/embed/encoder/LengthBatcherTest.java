package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class LengthBatcherTest {

    @Test
    void batchesHoldTextsOfSimilarLengthLongestFirst() {
        int[] lengths = {10, 500, 12, 480, 11, 490};
        List<LengthBatcher.Slice> slices = new LengthBatcher(3, 10_000).plan(lengths, 1);

        assertThat(slices).hasSize(2);
        assertThat(slices.get(0).indices()).containsExactly(1, 5, 3);
        assertThat(slices.get(0).width()).isEqualTo(500);
        assertThat(slices.get(1).indices()).containsExactly(2, 4, 0);
        assertThat(slices.get(1).width()).isEqualTo(12);
    }

    @Test
    void paddedTokenBudgetShrinksBatchesOfLongTexts() {
        int[] lengths = new int[8];
        Arrays.fill(lengths, 512);
        List<LengthBatcher.Slice> slices = new LengthBatcher(8, 2048).plan(lengths, 1);

        assertThat(slices).hasSize(2).allSatisfy(s -> assertThat(s.indices()).hasSize(4));
    }

    @Test
    void smallInputIsSplitSoEverySessionHasWork() {
        int[] lengths = {20, 20, 20, 20};
        List<LengthBatcher.Slice> slices = new LengthBatcher(8, 2048).plan(lengths, 2);

        assertThat(slices).hasSize(2);
        int[] all = slices.stream().flatMapToInt(s -> IntStream.of(s.indices())).sorted().toArray();
        assertThat(all).containsExactly(0, 1, 2, 3);
    }

    @Test
    void aTextLongerThanTheBudgetStillGetsABatch() {
        List<LengthBatcher.Slice> slices = new LengthBatcher(8, 100).plan(new int[] {512, 512}, 1);

        assertThat(slices).hasSize(2).allSatisfy(s -> assertThat(s.indices()).hasSize(1));
    }
}
