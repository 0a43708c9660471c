package dev.josh.server.search.semantic;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.text.Normalizer;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Query vectors already computed, so a repeated query skips the encoder (tens of milliseconds on a
 * CPU for a short query, against well under a millisecond for a hit, see docs/benchmarks.md). Keyed
 * by model id, model version and the query text normalised as the encoders' tokenizers would read
 * it anyway (Unicode NFC, runs of white space as one space, trimmed); case is kept, since a cased
 * model tells "US" from "us". Bounded by entries: Caffeine evicts the least worth keeping (by
 * frequency and recency) beyond {@code maximumEntries}. Vectors are arrays, so each caller gets its
 * own copy: no caller can change what the next one reads.
 */
public final class QueryEmbeddingCache {

    /** What {@code josh.search.query-cache-size} defaults to: about 1.6 KB each at 384 dimensions, 16 MB in all. */
    public static final int DEFAULT_ENTRIES = 10_000;

    private static final Pattern SPACE = Pattern.compile("\\s+");

    record Key(String modelId, String modelVersion, String text) {
    }

    private final Cache<Key, float[]> vectors;

    /** @param maximumEntries query vectors kept at most; 0 turns the cache off */
    public QueryEmbeddingCache(long maximumEntries) {
        this.vectors = Caffeine.newBuilder().maximumSize(Math.max(0, maximumEntries)).executor(Runnable::run).build();
    }

    /**
     * The vector of {@code query} under {@code model}: a copy of the one kept, else {@code encode}'s
     * (called with the normalised text, so the vector kept does not depend on which spelling came first).
     */
    public float[] get(ActiveModel model, String query, Function<String, float[]> encode) {
        float[] vector = vectors.get(new Key(model.modelId(), model.modelVersion(), normalise(query)),
                key -> encode.apply(key.text()).clone());
        return vector.clone();
    }

    /** Query vectors kept now (after pending evictions have run). */
    public long size() {
        vectors.cleanUp();
        return vectors.estimatedSize();
    }

    static String normalise(String query) {
        return SPACE.matcher(Normalizer.normalize(query, Normalizer.Form.NFC)).replaceAll(" ").strip();
    }
}
