package dev.josh.embed.worker;

import java.time.Duration;

/**
 * The end of an {@link EmbedWorker} run.
 *
 * @param embedded    jobs done
 * @param failed      jobs failed
 * @param tokens      tokens embedded
 * @param elapsed     wall time of the run
 * @param abortReason why the run stopped before the queue or the limit was reached, or {@code null}
 */
public record RunSummary(long embedded, long failed, long tokens, Duration elapsed, String abortReason) {

    /** True when the run stopped because the queue was empty or the limit reached. */
    public boolean completed() {
        return abortReason == null;
    }

    public double chunksPerSecond() {
        double seconds = elapsed.toNanos() / 1e9;
        return seconds > 0 ? embedded / seconds : 0;
    }
}
