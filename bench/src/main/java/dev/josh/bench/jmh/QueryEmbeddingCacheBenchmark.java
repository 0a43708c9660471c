package dev.josh.bench.jmh;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.QueryEmbeddingCache;
import dev.josh.server.search.semantic.QueryEncoders;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The query-embedding cache's hit path, as a semantic search takes it: {@link QueryEncoders#embed}
 * with a query embedded before, i.e. the text normalised (NFC, white space), the key hashed and
 * looked up in Caffeine, and the 384-float vector copied out. The cache is full ({@code entries}
 * queries of realistic length, the default bound) and every measured call is a hit: the stand-in
 * encoder counts its calls and the trial fails if any came after the fill.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class QueryEmbeddingCacheBenchmark {

    private static final ActiveModel MODEL = new ActiveModel("bge-small-en-v1.5", "828e1496d7fabb79", 384);
    private static final String[] WORDS = ("protections for whistleblowers who report fraud at federal contractors "
            + "funding rural broadband internet access court may set aside an arbitration award when the arbitrator "
            + "was biased fair use of copyrighted works for teaching emissions standards for new motor vehicles "
            + "highway safety transit programs reauthorization").split(" ");

    @Param({"10000"})
    public int entries;

    private final AtomicLong encoded = new AtomicLong();
    private QueryEncoders encoders;
    private String[] queries;
    private int next;
    private long afterFill;

    @Setup(Level.Trial)
    public void fill() {
        encoders = new QueryEncoders(model -> new QueryEmbedder() {
            private final SplittableRandom random = new SplittableRandom(7);

            @Override
            public float[] embed(String query) {
                encoded.incrementAndGet();
                float[] v = new float[MODEL.dimension()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = (float) random.nextGaussian();
                }
                return VectorCodec.normalize(v);
            }

            @Override
            public void close() {
            }
        }, QueryEmbeddingCache.DEFAULT_ENTRIES);
        SplittableRandom random = new SplittableRandom(42);
        queries = new String[entries];
        for (int q = 0; q < entries; q++) {
            StringBuilder text = new StringBuilder();
            int words = 4 + random.nextInt(9);
            for (int w = 0; w < words; w++) {
                text.append(w == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
            }
            queries[q] = text.append(' ').append(q).toString();
            encoders.embed(MODEL, queries[q]);
        }
        afterFill = encoded.get();
    }

    @Benchmark
    public float[] hit() {
        String query = queries[next];
        next = next + 1 == queries.length ? 0 : next + 1;
        return encoders.embed(MODEL, query);
    }

    @TearDown(Level.Trial)
    public void allHits() {
        if (encoded.get() != afterFill) {
            throw new IllegalStateException((encoded.get() - afterFill) + " measured calls missed the cache");
        }
    }
}
