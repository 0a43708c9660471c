package dev.josh.embed.measure;

import dev.josh.embed.encoder.Encoder;
import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
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
 * @param cpu          processor time this process spent meanwhile, all its threads together: on a
 *                     machine others load, wall time says how much of the CPU the run got, this says
 *                     what the work cost
 */
public record Throughput(long chunks, long tokens, Duration elapsed, Duration cpu) {

    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    public static Throughput measure(Encoder encoder, List<String> texts, long[] tokensPerText, int batch,
                                     Duration minTime) {
        int size = Math.min(batch, texts.size());
        encoder.embedDocuments(texts.subList(0, size));
        long start = System.nanoTime();
        long cpuStart = OS.getProcessCpuTime();
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
        return new Throughput(chunks, tokens, Duration.ofNanos(System.nanoTime() - start),
                Duration.ofNanos(OS.getProcessCpuTime() - cpuStart));
    }

    public double chunksPerSecond() {
        return chunks / seconds();
    }

    public double tokensPerSecond() {
        return tokens / seconds();
    }

    /** Tokens per second of processor time: the cost of the work, whatever share of the CPU it got. */
    public double tokensPerCpuSecond() {
        return tokens / Math.max(1e-9, cpu.toNanos() / 1e9);
    }

    private double seconds() {
        return Math.max(1e-9, elapsed.toNanos() / 1e9);
    }
}
