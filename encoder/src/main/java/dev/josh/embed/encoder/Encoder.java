package dev.josh.embed.encoder;

import java.util.List;

/**
 * Turns text into L2-normalized vectors. Implementations are safe to call from several threads.
 *
 * <p>What an encoder is ({@code model_id}, {@code model_version}, dimension, maximum input tokens
 * and prefixes) is its {@link #spec()}. Every failure leaves as an {@link EncoderException} of one
 * of three kinds, never as an engine's or a network library's own exception.
 */
public interface Encoder extends AutoCloseable {

    ModelSpec spec();

    /** The model's tokenizer, for chunkers and token counts. */
    TextTokenizer tokenizer();

    /** Most texts one {@link #embedDocuments} call should carry; callers split longer lists. */
    int maxBatch();

    /**
     * One vector per text, in order, with the model's document prefix; an empty list gives an empty
     * list without touching the model; texts longer than the model's input are truncated, never refused.
     */
    List<float[]> embedDocuments(List<String> texts);

    /** A query vector, with the model's query prefix where it has one. */
    float[] embedQuery(String query);

    /** Whether the encoder answers now: one small embedding, its failure reported, never thrown. */
    default Health health() {
        long start = System.nanoTime();
        try {
            float[] probe = embedQuery("health check");
            if (probe.length != spec().dimension()) {
                return Health.down("probe vector has " + probe.length + " dimensions, expected " + spec().dimension());
            }
            return Health.up("probe embedded in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        } catch (EncoderException e) {
            return Health.down(e.kind().name().toLowerCase(java.util.Locale.ROOT) + ": " + e.getMessage());
        }
    }

    @Override
    void close();

    /** The outcome of {@link #health()}. */
    record Health(boolean up, String detail) {
        public static Health up(String detail) {
            return new Health(true, detail);
        }

        public static Health down(String detail) {
            return new Health(false, detail);
        }
    }
}
