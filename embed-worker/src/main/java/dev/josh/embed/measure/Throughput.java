package dev.josh.embed.measure;

import dev.josh.embed.encoder.Encoder;
import java.time.Duration;
import java.util.List;

/**
 * Embedding speed measured on real calls: texts are embedded in batches, after one warm-up batch
 * (the first inference allocates ONNX Runtime's buffers), until the texts run out and at least
 * {@code minTime} has passed, cycling through them if needed.
 *
 * @param chunks       texts embedded while timed
 * @param tokens       tokens the model read for them (as the caller counted them)
 * @param elapsed      wall time of the timed calls
 */
public record Throughput(long chunks, long tokens, Duration elapsed) {

    public static Throughput measure(Encoder encoder, List<String> texts, long[] tokensPerText, int batch,
                                     Duration minTime) {
        int size = Math.min(batch, texts.size());
        encoder.embedDocuments(texts.subList(0, size));
        long start = System.nanoTime();
        long chunks = 0;
        long tokens = 0;
        int next = 0;
        while (next < texts.size() || System.nanoTime() - start < minTime.toNanos()) {
            int from = next % texts.size();
            int to = Math.min(texts.size(), from + size);
            encoder.embedDocuments(texts.subList(from, to));
            for (int i = from; i < to; i++) {
                tokens += tokensPerText[i];
            }
            chunks += to - from;
            next += to - from;
        }
        return new Throughput(chunks, tokens, Duration.ofNanos(System.nanoTime() - start));
    }

    public double chunksPerSecond() {
        return chunks / seconds();
    }

    public double tokensPerSecond() {
        return tokens / seconds();
    }

    private double seconds() {
        return Math.max(1e-9, elapsed.toNanos() / 1e9);
    }
}
