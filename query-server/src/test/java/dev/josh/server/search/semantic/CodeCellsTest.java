package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.embed.vector.VectorCodec;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The binary index split into cells ({@link CodeCells}): what a probe finds against the whole scan. */
class CodeCellsTest {

    private static final int DIM = 384;

    private static float[] gaussian(Random r) {
        float[] v = new float[DIM];
        for (int i = 0; i < DIM; i++) {
            v[i] = (float) r.nextGaussian();
        }
        return VectorCodec.normalize(v);
    }

    private static float[] near(float[] centre, double noise, Random r) {
        float[] v = new float[DIM];
        for (int i = 0; i < DIM; i++) {
            v[i] = (float) (centre[i] + noise * r.nextGaussian());
        }
        return VectorCodec.normalize(v);
    }

    /** {@code n} random unit vectors: no topics, so a query's neighbours are spread over every cell. */
    private static List<float[]> gaussians(int n, Random r) {
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            vectors.add(gaussian(r));
        }
        return vectors;
    }

    /** {@code topics} random centres with {@code each} noisy neighbours apiece, the neighbours shuffled. */
    private static List<float[]> topics(int topics, int each, double noise, Random r) {
        List<float[]> vectors = new ArrayList<>();
        for (int t = 0; t < topics; t++) {
            float[] centre = gaussian(r);
            for (int i = 0; i < each; i++) {
                vectors.add(near(centre, noise, r));
            }
        }
        Collections.shuffle(vectors, r);
        return vectors;
    }

    private static long[] code(float[] vector) {
        return VectorCodec.quantizeToLongs(vector);
    }

    private static BinaryVectorIndex indexOf(List<float[]> vectors) {
        BinaryVectorIndex index = new BinaryVectorIndex(DIM);
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < vectors.size(); i++) {
            entries.add(new BinaryVectorIndex.Entry(i + 1, 5000L + i, VectorCodec.quantizeToLongs(vectors.get(i))));
        }
        index.append(entries);
        return index;
    }

    /** The vectors {@link #indexOf} appended, by their seq; null for any other seq. */
    private static StoredVectors stored(List<float[]> vectors) {
        return seqs -> {
            float[][] out = new float[seqs.length][];
            for (int i = 0; i < seqs.length; i++) {
                out[i] = seqs[i] >= 1 && seqs[i] <= vectors.size() ? vectors.get((int) seqs[i] - 1) : null;
            }
            return out;
        };
    }

    private static Set<Integer> rows(List<BinaryVectorIndex.Candidate> candidates) {
        Set<Integer> rows = new HashSet<>();
        candidates.forEach(c -> rows.add(c.row()));
        return rows;
    }

    @Test
    void probingEveryCellFindsWhatTheScanFinds() {
        Random r = new Random(3);
        List<float[]> vectors = gaussians(4000, r);
        BinaryVectorIndex index = indexOf(vectors);
        List<List<BinaryVectorIndex.Candidate>> scanned = new ArrayList<>();
        List<float[]> queries = new ArrayList<>();
        for (int q = 0; q < 20; q++) {
            queries.add(gaussian(r));
            scanned.add(index.nearest(code(queries.get(q)), 50, null));
        }
        index.buildCells(1000, stored(vectors)); // more than the 63 cells of 4,000 rows: every cell is probed
        assertThat(index.cellCount()).isEqualTo(63);
        assertThat(index.rowsInCells()).isEqualTo(4000);
        for (int q = 0; q < queries.size(); q++) {
            List<BinaryVectorIndex.Candidate> inCells = index.nearest(code(queries.get(q)), queries.get(q), 50, null);
            assertThat(inCells.stream().map(BinaryVectorIndex.Candidate::distance).toList())
                    .isEqualTo(scanned.get(q).stream().map(BinaryVectorIndex.Candidate::distance).toList());
            // Rows nearer than the last distance are the same rows; at it, ties may be broken otherwise.
            int last = scanned.get(q).getLast().distance();
            assertThat(rows(inCells.stream().filter(c -> c.distance() < last).toList()))
                    .isEqualTo(rows(scanned.get(q).stream().filter(c -> c.distance() < last).toList()));
        }
    }

    @Test
    void probingEveryCellUnderAFilterFindsWhatTheFilteredScanFinds() {
        Random r = new Random(4);
        List<float[]> vectors = gaussians(4000, r);
        BinaryVectorIndex index = indexOf(vectors);
        // A half of the rows and a tenth: both above the sixty-fourth from which a filter is probed in cells.
        List<BitSet> filters = new ArrayList<>();
        for (int every : new int[] {2, 10}) {
            BitSet admitted = new BitSet();
            for (int row = 0; row < vectors.size(); row++) {
                if (r.nextInt(every) == 0) {
                    admitted.set(row);
                }
            }
            filters.add(admitted);
        }
        List<float[]> queries = new ArrayList<>();
        List<List<BinaryVectorIndex.Candidate>> scanned = new ArrayList<>();
        for (int q = 0; q < 20; q++) {
            queries.add(gaussian(r));
            scanned.add(index.nearest(code(queries.get(q)), 50, filters.get(q % 2)));
        }
        index.buildCells(1000, stored(vectors));
        for (int q = 0; q < queries.size(); q++) {
            BitSet admitted = filters.get(q % 2);
            List<BinaryVectorIndex.Candidate> inCells = index.nearest(code(queries.get(q)), queries.get(q), 50, admitted);
            assertThat(inCells).allMatch(c -> admitted.get(c.row()));
            assertThat(inCells.stream().map(BinaryVectorIndex.Candidate::distance).toList())
                    .isEqualTo(scanned.get(q).stream().map(BinaryVectorIndex.Candidate::distance).toList());
        }
    }

    @Test
    void aFewCellsHoldTheNeighboursOfATopic() {
        Random r = new Random(5);
        // 10,000 codes in 200 topics of 50: 100 cells, of which a query scans 6.
        List<float[]> vectors = topics(200, 50, 0.03, r);
        BinaryVectorIndex index = indexOf(vectors);
        double recall = 0;
        List<float[]> queries = new ArrayList<>();
        List<Set<Integer>> truth = new ArrayList<>();
        for (int q = 0; q < 40; q++) {
            queries.add(near(vectors.get(r.nextInt(vectors.size())), 0.03, r));
            truth.add(rows(index.nearest(code(queries.get(q)), 30, null)));
        }
        index.buildCells(6, stored(vectors));
        for (int q = 0; q < queries.size(); q++) {
            Set<Integer> found = rows(index.nearest(code(queries.get(q)), queries.get(q), 30, null));
            assertThat(found).hasSize(30);
            found.retainAll(truth.get(q));
            recall += found.size() / 30.0;
        }
        // Cells drawn at random would hold 6 % of a topic's codes; k-means cells hold nearly all of them.
        assertThat(recall / queries.size()).isGreaterThan(0.95);
    }

    @Test
    void rowsAppendedAfterTheCellsWereBuiltAreScanned() {
        Random r = new Random(9);
        List<float[]> vectors = topics(40, 50, 0.05, r);
        BinaryVectorIndex index = indexOf(vectors);
        index.buildCells(2, stored(vectors));
        float[] late = gaussian(r);
        index.append(List.of(new BinaryVectorIndex.Entry(10_000, 77_777, VectorCodec.quantizeToLongs(late))));
        assertThat(index.rowsInCells()).isEqualTo(2000);
        List<BinaryVectorIndex.Candidate> top = index.nearest(code(late), late, 10, null);
        assertThat(top.getFirst().chunkId()).isEqualTo(77_777);
        assertThat(top.getFirst().distance()).isZero();
        assertThat(top).hasSize(10);
    }

    @Test
    void aBroadFilterIsAppliedInTheCellsAndStillFillsTheAnswer() {
        Random r = new Random(13);
        List<float[]> vectors = topics(100, 40, 0.05, r);
        BinaryVectorIndex index = indexOf(vectors);
        index.buildCells(4, stored(vectors));
        BitSet even = new BitSet();
        for (int row = 0; row < vectors.size(); row += 2) {
            even.set(row);
        }
        for (int q = 0; q < 10; q++) {
            float[] query = vectors.get(2 * q + 1);
            List<BinaryVectorIndex.Candidate> top = index.nearest(code(query), query, 100, even);
            assertThat(top).hasSize(100).allMatch(c -> c.row() % 2 == 0);
        }
    }

    @Test
    void aNarrowFilterIsScannedExactly() {
        Random r = new Random(17);
        List<float[]> vectors = topics(100, 40, 0.05, r);
        BinaryVectorIndex index = indexOf(vectors);
        BitSet few = new BitSet();
        for (int row = 0; row < vectors.size(); row += 80) {
            few.set(row); // 50 of 4,000 rows: under a sixty-fourth
        }
        float[] query = gaussian(r);
        List<BinaryVectorIndex.Candidate> scanned = index.nearest(code(query), 150, few);
        index.buildCells(1, stored(vectors));
        // One cell probed would hold one or two of these rows; the narrow filter is scanned instead, all 50 rows.
        assertThat(index.nearest(code(query), query, 150, few)).isEqualTo(scanned);
    }

    @Test
    void theBuilderGivesCellsToIndexesFromTheThresholdUpAndRebuildsThemAsTheyGrow() {
        Random r = new Random(21);
        CellBuilder builder = new CellBuilder(new CellSettings(1000, 8), Runnable::run);
        List<float[]> smallVectors = topics(10, 99, 0.05, r);
        List<float[]> largeVectors = topics(20, 100, 0.05, r);
        BinaryVectorIndex small = indexOf(smallVectors);
        BinaryVectorIndex large = indexOf(largeVectors);
        assertThat(builder.firstBuildPending(small)).isFalse();
        assertThat(builder.firstBuildPending(large)).isTrue();
        builder.offer("small", small, stored(smallVectors));
        builder.offer("large", large, stored(largeVectors));
        assertThat(small.rowsInCells()).isZero();
        assertThat(large.rowsInCells()).isEqualTo(2000);
        assertThat(large.cellCount()).isEqualTo(45);
        assertThat(builder.firstBuildPending(large)).isFalse();
        // 250 rows more are an eighth of those in cells: they are scanned, and the cells stay.
        large.append(entries(250, 3000, r));
        builder.offer("large", large, stored(largeVectors));
        assertThat(large.rowsInCells()).isEqualTo(2000);
        // Past an eighth, the cells are built again over every row.
        large.append(entries(1, 4000, r));
        builder.offer("large", large, stored(largeVectors));
        assertThat(large.rowsInCells()).isEqualTo(2251);
    }

    private static List<BinaryVectorIndex.Entry> entries(int n, long firstSeq, Random r) {
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entries.add(new BinaryVectorIndex.Entry(firstSeq + i, 90_000 + firstSeq + i,
                    VectorCodec.quantizeToLongs(gaussian(r))));
        }
        return entries;
    }

    @Test
    void settingsRefuseAProbeOfNoCells() {
        assertThatThrownBy(() -> new CellSettings(1000, 0)).hasMessageContaining("josh.search.cells.probes");
        assertThatThrownBy(() -> new BinaryVectorIndex(DIM).buildCells(0, stored(List.of())))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void withoutTheSamplesFloatVectorsNoCellsAreBuiltAndTheIndexIsScanned() {
        Random r = new Random(25);
        List<float[]> vectors = topics(20, 100, 0.05, r);
        BinaryVectorIndex index = indexOf(vectors);
        assertThatThrownBy(() -> index.buildCells(4, stored(List.of())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("float vectors");
        new CellBuilder(new CellSettings(1000, 4), Runnable::run).offer("gone", index, stored(List.of()));
        assertThat(index.rowsInCells()).isZero();
        float[] query = vectors.get(7);
        assertThat(index.nearest(code(query), query, 10, null)).isEqualTo(index.nearest(code(query), 10, null));
    }
}
