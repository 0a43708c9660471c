package dev.josh.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.vector.VectorCodec;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReplicationTest {

    private final Replication r = Replication.DEFAULT;

    @Test
    void copyZeroIsTheOriginal() {
        float[] v = unit(new SplittableRandom(1));
        assertThat(r.documentId("usc:17:102", 0)).isEqualTo("usc:17:102");
        assertThat(r.publishedAt("2021-04-13T00:00:00Z", "usc:17:102", 0)).isEqualTo("2021-04-13T00:00:00Z");
        assertThat(r.vector(v, 5, 0)).isSameAs(v);
    }

    @Test
    void copiesGetNewIdsAndDatesSpreadOverThirtyYears() {
        assertThat(r.documentId("usc:17:102", 7)).isEqualTo("usc:17:102~7");
        Set<Integer> years = new HashSet<>();
        for (int copy = 1; copy <= 3000; copy++) {
            LocalDate d = LocalDate.parse(r.publishedAt("2021-04-13", "usc:17:102", copy));
            assertThat(d).isBetween(LocalDate.of(1995, 1, 1), LocalDate.of(2024, 12, 31));
            years.add(d.getYear());
        }
        assertThat(years).hasSize(30);
        // Deterministic: the same seed builds the same database.
        assertThat(r.publishedAt("x", "usc:17:102", 9)).isEqualTo(r.publishedAt("y", "usc:17:102", 9));
        assertThat(r.publishedAt("x", "usc:17:102", 9)).isNotEqualTo(r.publishedAt("x", "usc:17:103", 9));
    }

    @Test
    void copiedVectorsAreUnitNearNeighboursOfTheOriginalButNotDuplicates() {
        SplittableRandom random = new SplittableRandom(3);
        double minCosine = 1;
        double flipped = 0;
        int n = 200;
        for (int i = 0; i < n; i++) {
            float[] v = unit(random);
            float[] copy = r.vector(v, i, 1 + i % 5);
            assertThat(norm(copy)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-5));
            minCosine = Math.min(minCosine, dot(v, copy));
            assertThat(copy).isNotEqualTo(v);
            assertThat(r.vector(v, i, 1 + i % 5)).isEqualTo(copy);
            long[] a = VectorCodec.quantizeToLongs(v);
            long[] b = VectorCodec.quantizeToLongs(copy);
            for (int w = 0; w < a.length; w++) {
                flipped += Long.bitCount(a[w] ^ b[w]);
            }
        }
        assertThat(minCosine).isGreaterThan(0.98);
        double flippedShare = flipped / n / 384;
        assertThat(flippedShare).isBetween(0.005, 0.10);
    }

    static float[] unit(SplittableRandom random) {
        float[] v = new float[384];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return VectorCodec.normalize(v);
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static double norm(float[] a) {
        return Math.sqrt(dot(a, a));
    }
}
