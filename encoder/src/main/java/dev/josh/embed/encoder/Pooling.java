package dev.josh.embed.encoder;

/**
 * How a model's per-token hidden states become one vector. It is a property of how the model was
 * trained, not a choice: bge uses the first ({@code [CLS]}) token, e5 and MiniLM the mean of the
 * real (unmasked) tokens. Using the wrong one still yields vectors, just worse ones.
 */
public enum Pooling {
    CLS,
    MEAN;

    /**
     * Pools one row of a {@code [rows, width, dim]} hidden-state tensor laid out row-major.
     *
     * @param hidden the whole tensor, flattened
     * @param row    which row (text) of the batch
     * @param width  padded sequence length of the batch
     * @param dim    hidden size
     * @param mask   the batch's attention mask, {@code [rows, width]} flattened
     */
    float[] pool(float[] hidden, int row, int width, int dim, long[] mask) {
        int rowStart = row * width * dim;
        float[] out = new float[dim];
        if (this == CLS) {
            System.arraycopy(hidden, rowStart, out, 0, dim);
            return out;
        }
        int tokens = 0;
        for (int t = 0; t < width; t++) {
            if (mask[row * width + t] == 0) {
                continue;
            }
            tokens++;
            int offset = rowStart + t * dim;
            for (int d = 0; d < dim; d++) {
                out[d] += hidden[offset + d];
            }
        }
        if (tokens > 0) {
            for (int d = 0; d < dim; d++) {
                out[d] /= tokens;
            }
        }
        return out;
    }
}
