package dev.josh.embed.bench;

/**
 * A BERT encoder's size, from the model's {@code config.json}, for the arithmetic of one forward
 * pass. Per layer and token the dense layers multiply-add {@code 4h² + 2hi} weights (Q, K, V,
 * output; the feed-forward pair), and attention adds {@code 2·L·h} for QKᵀ and AV; at two FLOPs a
 * multiply-add a chunk of L tokens costs {@code layers · (2L(4h² + 2hi) + 4L²h)}. Embeddings,
 * layer norms and softmax are left out (lookups and O(L·h) work).
 */
record ModelShape(int layers, int hidden, int intermediate) {

    /** bge-small-en-v1.5 and e5-small-v2: 12 × 384, all-MiniLM-L6-v2: 6 × 384; all with 1536 intermediate. */
    static ModelShape of(String modelId) {
        return modelId.startsWith("all-minilm-l6") ? new ModelShape(6, 384, 1536) : new ModelShape(12, 384, 1536);
    }

    /** Weights the dense layers multiply, the "params" of 2 × params × tokens. */
    long denseParams() {
        return (long) layers * (4L * hidden * hidden + 2L * hidden * intermediate);
    }

    double flopsPerChunk(int tokens) {
        return layers * (2.0 * tokens * (4.0 * hidden * hidden + 2.0 * hidden * intermediate)
                + 4.0 * tokens * tokens * hidden);
    }
}
