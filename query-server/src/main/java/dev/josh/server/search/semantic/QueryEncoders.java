package dev.josh.server.search.semantic;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import jakarta.annotation.PreDestroy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Holds the query embedders, one per model. Loading an ONNX model takes seconds, so a model is
 * loaded once (at start in the background, by the first semantic query, or by {@link #prepare}
 * before {@link SemanticIndexes} switches to it) and kept until {@link #retireAllBut} closes it
 * after a switch, when no query can still be using it. A model that cannot be loaded is
 * remembered with its reason, so semantic requests fail fast with a 503 that says why.
 */
@Component
public class QueryEncoders {

    private static final Logger log = LoggerFactory.getLogger(QueryEncoders.class);

    private record Loaded(QueryEmbedder embedder, String failure) {
    }

    private final QueryEmbedder.Factory factory;
    private final Map<ActiveModel, Loaded> loaded = new ConcurrentHashMap<>();
    private final QueryEmbeddingCache cache;
    private final MeterRegistry meters;
    private volatile ActiveModel current;

    /** With a query-embedding cache of the default size, measured nowhere. */
    public QueryEncoders(QueryEmbedder.Factory factory) {
        this(factory, QueryEmbeddingCache.DEFAULT_ENTRIES);
    }

    /** @param cacheSize query vectors kept ({@code josh.search.query-cache-size}; 0: none) */
    public QueryEncoders(QueryEmbedder.Factory factory, long cacheSize) {
        this(factory, cacheSize, new CompositeMeterRegistry()); // an empty composite records nothing
    }

    /** @param meters where each encoder call's time goes ({@code josh_encoder_seconds}, by model) */
    @Autowired
    public QueryEncoders(QueryEmbedder.Factory factory,
                         @Value("${josh.search.query-cache-size:" + QueryEmbeddingCache.DEFAULT_ENTRIES + "}")
                         long cacheSize, MeterRegistry meters) {
        this.factory = factory;
        this.cache = new QueryEmbeddingCache(cacheSize);
        this.meters = meters;
    }

    /**
     * The vector of {@code query} under {@code model}: from the query-embedding cache when the same
     * text was embedded with the same model before, else from the model's embedder (loading it if needed).
     *
     * @throws ApiException {@code semantic_unavailable} when the model cannot be loaded
     */
    public float[] embed(ActiveModel model, String query) {
        return cache.get(model, query, text -> {
            QueryEmbedder embedder = embedderFor(model);
            // Only what reaches the encoder: a cache hit is not encoder latency.
            return encoderTimer(model).record(() -> embedder.embed(text));
        });
    }

    private Timer encoderTimer(ActiveModel model) {
        return Timer.builder("josh.encoder")
                .description("one query through the query encoder (query-embedding cache misses only)")
                .tag("model", model.modelId())
                .register(meters);
    }

    /** The query-embedding cache, for tests and benchmarks. */
    public QueryEmbeddingCache cache() {
        return cache;
    }

    /**
     * The embedder for {@code model}, loading it if needed.
     *
     * @throws ApiException {@code semantic_unavailable} when the model cannot be loaded
     */
    public QueryEmbedder embedderFor(ActiveModel model) {
        current = model;
        Loaded l = loaded.get(model);
        if (l == null) {
            l = load(model);
        }
        if (l.embedder() == null) {
            throw new ApiException(ErrorCode.SEMANTIC_UNAVAILABLE,
                    "the query encoder for " + model.modelId() + " could not be loaded",
                    ApiException.newHint()
                            .put("reason", l.failure())
                            .put("model_id", model.modelId())
                            .put("try", "mode=lexical works without vectors; check the server log and the model files")
                            .build());
        }
        return l.embedder();
    }

    /** Loads {@code model} ahead of a switch to it, so the first query after the switch does not wait. */
    public void prepare(ActiveModel model) {
        if (!loaded.containsKey(model)) {
            load(model);
        }
    }

    /**
     * Closes every embedder but {@code keep}'s. Called at the start of each index refresh with the
     * model the previous refresh published, so an old model's embedder outlives the switch by one
     * refresh interval: queries that began before it finish with the model they started with.
     */
    public synchronized void retireAllBut(ActiveModel keep) {
        List<ActiveModel> old = new ArrayList<>(loaded.keySet());
        old.remove(keep);
        for (ActiveModel model : old) {
            Loaded l = loaded.remove(model);
            if (l != null && l.embedder() != null) {
                l.embedder().close();
                log.info("query encoder {} ({}) closed", model.modelId(), model.modelVersion());
            }
        }
    }

    /**
     * Whether queries for {@code model} can be embedded now: {@code ready}, {@code failed}, or
     * {@code loading} (until the load that start-up or a switch begins has finished): a readiness signal.
     */
    public String state(ActiveModel model) {
        Loaded l = loaded.get(model);
        if (l == null) {
            return "loading";
        }
        return l.embedder() != null ? "ready" : "failed";
    }

    /** The last load failure for the model queries use, if any: for status reports. */
    public String failure() {
        ActiveModel model = current;
        Loaded l = model == null ? null : loaded.get(model);
        return l == null ? null : l.failure();
    }

    private synchronized Loaded load(ActiveModel model) {
        Loaded l = loaded.get(model);
        if (l != null) {
            return l; // another thread loaded it while this one waited
        }
        long start = System.nanoTime();
        try {
            QueryEmbedder embedder = factory.open(model);
            log.info("query encoder {} ({}) loaded in {} ms", model.modelId(), model.modelVersion(),
                    (System.nanoTime() - start) / 1_000_000);
            l = new Loaded(embedder, null);
        } catch (RuntimeException | LinkageError e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            log.warn("query encoder {} could not be loaded: {}", model.modelId(), reason);
            l = new Loaded(null, reason);
        }
        loaded.put(model, l);
        return l;
    }

    @PreDestroy
    public synchronized void close() {
        retireAllBut(null);
    }
}
