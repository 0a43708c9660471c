package dev.josh.bench.jmh;

import dev.josh.server.search.semantic.BinaryVectorIndex;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link BinaryVectorIndex#nearest}: XOR + popcount over every code, then the candidates nearest
 * the query, unfiltered and with pre-filter bitmaps as date windows make them: a random third of the
 * rows (since=2015 over 30 years of dates) and a random thirtieth (one year). Codes are random 384-bit
 * codes (the scan's cost does not depend on their values).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class BinaryScanBenchmark {

    @Param({"1000000"})
    public int rows;

    @Param({"384"})
    public int dimension;

    @Param({"200"})
    public int candidates;

    private BinaryVectorIndex index;
    private long[] query;
    private BitSet third;
    private BitSet thirtieth;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(7);
        int words = (dimension + 63) / 64;
        index = new BinaryVectorIndex(dimension);
        List<BinaryVectorIndex.Entry> batch = new ArrayList<>();
        for (int row = 0; row < rows; row++) {
            long[] code = new long[words];
            for (int w = 0; w < words; w++) {
                code[w] = random.nextLong();
            }
            batch.add(new BinaryVectorIndex.Entry(row + 1, random.nextLong() & Long.MAX_VALUE, code));
            if (batch.size() == 50_000) {
                index.append(batch);
                batch = new ArrayList<>();
            }
        }
        index.append(batch);
        query = new long[words];
        for (int w = 0; w < words; w++) {
            query[w] = random.nextLong();
        }
        third = new BitSet(rows);
        thirtieth = new BitSet(rows);
        for (int row = 0; row < rows; row++) {
            int draw = random.nextInt(30);
            if (draw < 10) {
                third.set(row);
            }
            if (draw == 0) {
                thirtieth.set(row);
            }
        }
    }

    @Benchmark
    public List<BinaryVectorIndex.Candidate> scanAll() {
        return index.nearest(query, candidates, null);
    }

    @Benchmark
    public List<BinaryVectorIndex.Candidate> scanThirdAllowed() {
        return index.nearest(query, candidates, third);
    }

    @Benchmark
    public List<BinaryVectorIndex.Candidate> scanThirtiethAllowed() {
        return index.nearest(query, candidates, thirtieth);
    }
}
