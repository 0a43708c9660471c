package dev.josh.embed.encoder;

/**
 * What an encoder is, as recorded next to every vector it writes.
 *
 * @param modelId        stable name, e.g. {@code bge-small-en-v1.5}
 * @param modelVersion   derived from the weights (first 16 hex digits of the ONNX file's SHA-256),
 *                       so a changed file is a new version
 * @param dimension      length of each vector
 * @param maxTokens      the model's maximum input, special tokens included; chunkers size to it
 * @param queryPrefix    text prepended to queries (empty when the model has none)
 * @param documentPrefix text prepended to documents (empty when the model has none)
 */
public record ModelSpec(String modelId, String modelVersion, int dimension, int maxTokens,
                        String queryPrefix, String documentPrefix) {

    /** Tokens a chunk may hold so that, with the model's special tokens, it fits the input. */
    public int maxChunkTokens() {
        return maxTokens - 2;
    }
}
