package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.embed.vector.VectorCodec;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BinaryVectorIndexTest {

    private static final int DIM = 384;

    private static float[] random(Random r) {
        float[] v = new float[DIM];
        for (int i = 0; i < DIM; i++) {
            v[i] = (float) r.nextGaussian();
        }
        return VectorCodec.normalize(v);
    }

    private static BinaryVectorIndex indexOf(List<float[]> vectors) {
        BinaryVectorIndex index = new BinaryVectorIndex(DIM);
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < vectors.size(); i++) {
            entries.add(new BinaryVectorIndex.Entry(10L + i, 1000L + i, VectorCodec.quantizeToLongs(vectors.get(i))));
        }
        index.append(entries);
        return index;
    }

    @Test
    void aStoredVectorIsItsOwnNearestNeighbourAtDistanceZero() {
        Random r = new Random(7);
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            vectors.add(random(r));
        }
        BinaryVectorIndex index = indexOf(vectors);
        List<BinaryVectorIndex.Candidate> top = index.nearest(VectorCodec.quantizeToLongs(vectors.get(1234)), 100, null);
        assertThat(top).hasSize(100);
        assertThat(top.get(0).chunkId()).isEqualTo(2234);
        assertThat(top.get(0).seq()).isEqualTo(1244);
        assertThat(top.get(0).distance()).isZero();
        // Sorted by distance, and every row left out is at least as far as the last one kept.
        for (int i = 1; i < top.size(); i++) {
            assertThat(top.get(i).distance()).isGreaterThanOrEqualTo(top.get(i - 1).distance());
        }
        long[] q = VectorCodec.quantizeToLongs(vectors.get(1234));
        int worstKept = top.get(top.size() - 1).distance();
        var kept = top.stream().map(BinaryVectorIndex.Candidate::row).toList();
        for (int row = 0; row < vectors.size(); row++) {
            if (!kept.contains(row)) {
                assertThat(hamming(q, VectorCodec.quantizeToLongs(vectors.get(row)))).isGreaterThanOrEqualTo(worstKept);
            }
        }
    }

    private static int hamming(long[] a, long[] b) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            d += Long.bitCount(a[i] ^ b[i]);
        }
        return d;
    }

    @Test
    void thePreFilterExcludesRowsBeforeRankingSoTheAnswerIsNotShort() {
        Random r = new Random(11);
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            vectors.add(random(r));
        }
        BinaryVectorIndex index = indexOf(vectors);
        BitSet allowed = new BitSet();
        allowed.set(0, 300);
        allowed.clear(42); // the exact match is filtered out
        for (int row = 0; row < 300; row += 2) {
            allowed.clear(row); // and every even row
        }
        List<BinaryVectorIndex.Candidate> top = index.nearest(VectorCodec.quantizeToLongs(vectors.get(42)), 50, allowed);
        assertThat(top).hasSize(50);
        assertThat(top).allSatisfy(c -> assertThat(c.row() % 2).isEqualTo(1));
        assertThat(top).noneMatch(c -> c.chunkId() == 1042);
    }

    @Test
    void asksForMoreThanItHoldsGetsEverythingAllowed() {
        BinaryVectorIndex index = indexOf(List.of(random(new Random(1)), random(new Random(2))));
        assertThat(index.nearest(VectorCodec.quantizeToLongs(random(new Random(3))), 10, null)).hasSize(2);
        assertThat(new BinaryVectorIndex(DIM).nearest(new long[6], 10, null)).isEmpty();
    }

    @Test
    void appendsGrowPastCapacityAndKeepEarlierRows() {
        Random r = new Random(5);
        BinaryVectorIndex index = new BinaryVectorIndex(DIM);
        List<float[]> all = new ArrayList<>();
        long seq = 1;
        for (int batch = 0; batch < 5; batch++) {
            List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
            for (int i = 0; i < 700; i++) {
                float[] v = random(r);
                all.add(v);
                entries.add(new BinaryVectorIndex.Entry(seq, seq, VectorCodec.quantizeToLongs(v)));
                seq++;
            }
            index.append(entries);
        }
        assertThat(index.size()).isEqualTo(3500);
        assertThat(index.nearest(VectorCodec.quantizeToLongs(all.get(3)), 1, null).get(0).chunkId()).isEqualTo(4);
        assertThat(index.nearest(VectorCodec.quantizeToLongs(all.get(3499)), 1, null).get(0).chunkId()).isEqualTo(3500);
    }

    @Test
    void rejectsCodesOfAnotherWidthAndDescendingSeq() {
        BinaryVectorIndex index = new BinaryVectorIndex(DIM);
        assertThatThrownBy(() -> index.append(List.of(new BinaryVectorIndex.Entry(1, 1, new long[4]))))
                .isInstanceOf(IllegalArgumentException.class);
        index.append(List.of(new BinaryVectorIndex.Entry(5, 1, new long[6])));
        assertThatThrownBy(() -> index.append(List.of(new BinaryVectorIndex.Entry(5, 2, new long[6]))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
