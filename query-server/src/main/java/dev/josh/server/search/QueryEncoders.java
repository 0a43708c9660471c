package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Holds the query embedder for the active model. Loading an ONNX model takes seconds, so it is
 * loaded once (at start, in the background, or by the first semantic query) and replaced only
 * when the active model changes. A model that cannot be loaded is remembered with its reason, so
 * semantic requests fail fast with a 503 that says why instead of retrying the load each time.
 */
@Component
public class QueryEncoders {

    private static final Logger log = LoggerFactory.getLogger(QueryEncoders.class);

    private record Loaded(ActiveModel model, QueryEmbedder embedder, String failure) {
    }

    private final QueryEmbedder.Factory factory;
    private volatile Loaded loaded;

    public QueryEncoders(QueryEmbedder.Factory factory) {
        this.factory = factory;
    }

    /**
     * The embedder for {@code model}, loading it if needed.
     *
     * @throws ApiException {@code semantic_unavailable} when the model cannot be loaded
     */
    public QueryEmbedder embedderFor(ActiveModel model) {
        Loaded current = loaded;
        if (current == null || !current.model().equals(model)) {
            current = load(model);
        }
        if (current.embedder() == null) {
            throw new ApiException(ErrorCode.SEMANTIC_UNAVAILABLE,
                    "the query encoder for " + model.modelId() + " could not be loaded",
                    ApiException.newHint()
                            .put("reason", current.failure())
                            .put("model_id", model.modelId())
                            .put("try", "mode=lexical works without vectors; check the server log and the model files")
                            .build());
        }
        return current.embedder();
    }

    /**
     * Whether queries for {@code model} can be embedded now: {@code ready}, {@code failed}, or
     * {@code loading} (until the load that start-up begins has finished): a readiness signal.
     */
    public String state(ActiveModel model) {
        Loaded current = loaded;
        if (current == null || !current.model().equals(model)) {
            return "loading";
        }
        return current.embedder() != null ? "ready" : "failed";
    }

    /** The last load failure for the active model, if any: for status reports. */
    public String failure() {
        Loaded current = loaded;
        return current == null ? null : current.failure();
    }

    private synchronized Loaded load(ActiveModel model) {
        Loaded current = loaded;
        if (current != null && current.model().equals(model)) {
            return current; // another thread loaded it while this one waited
        }
        if (current != null && current.embedder() != null) {
            current.embedder().close();
        }
        long start = System.nanoTime();
        try {
            QueryEmbedder embedder = factory.open(model);
            log.info("query encoder {} ({}) loaded in {} ms", model.modelId(), model.modelVersion(),
                    (System.nanoTime() - start) / 1_000_000);
            loaded = new Loaded(model, embedder, null);
        } catch (RuntimeException | LinkageError e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            log.warn("query encoder {} could not be loaded: {}", model.modelId(), reason);
            loaded = new Loaded(model, null, reason);
        }
        return loaded;
    }

    @PreDestroy
    public synchronized void close() {
        Loaded current = loaded;
        if (current != null && current.embedder() != null) {
            current.embedder().close();
        }
        loaded = null;
    }
}
