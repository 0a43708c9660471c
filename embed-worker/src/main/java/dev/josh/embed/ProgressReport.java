package dev.josh.embed;

import dev.josh.embed.measure.Durations;
import dev.josh.embed.worker.BatchOutcome;
import dev.josh.embed.worker.RunSummary;
import dev.josh.embed.worker.WorkerListener;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows an embed run's progress: a redrawn bar on a terminal, plain lines at most every few
 * seconds elsewhere (CI, log files), where a bar's carriage returns would make one unreadable line.
 * Both give chunks/s, tokens/s and an ETA.
 */
abstract sealed class ProgressReport implements WorkerListener, AutoCloseable {

    private final long startNanos = System.nanoTime();
    protected long expected;
    protected long embedded;
    protected long failed;
    protected long tokens;

    /** A bar when {@code terminal}, else log lines to {@code err} every {@code logInterval}. */
    static ProgressReport create(boolean terminal, PrintStream err, Duration logInterval) {
        return terminal ? new Bar(err) : new LogLines(err, logInterval);
    }

    @Override
    public void started(long expectedJobs) {
        expected = expectedJobs;
    }

    @Override
    public void batchDone(BatchOutcome outcome) {
        embedded += outcome.embedded();
        failed += outcome.failed();
        tokens += outcome.tokens();
    }

    protected Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    protected double perSecond(long count) {
        double seconds = elapsed().toNanos() / 1e9;
        return seconds > 0 ? count / seconds : 0;
    }

    protected String eta() {
        double rate = perSecond(embedded + failed);
        long remaining = expected - embedded - failed;
        if (rate <= 0 || remaining <= 0) {
            return "-";
        }
        return Durations.human(Duration.ofSeconds((long) Math.ceil(remaining / rate)));
    }

    /** The closing line, printed whatever the display. */
    static String summary(RunSummary s) {
        double seconds = s.elapsed().toNanos() / 1e9;
        return String.format(Locale.ROOT, "embedded %d, failed %d in %.1f s (%.1f chunks/s, %.0f tokens/s)%s",
                s.embedded(), s.failed(), seconds, s.chunksPerSecond(), seconds > 0 ? s.tokens() / seconds : 0,
                s.completed() ? "" : "; stopped: " + s.abortReason());
    }

    @Override
    public abstract void close();

    /** A progress bar redrawn in place. */
    static final class Bar extends ProgressReport {

        private final PrintStream err;
        private ProgressBar bar;

        Bar(PrintStream err) {
            this.err = err;
        }

        @Override
        public void started(long expectedJobs) {
            super.started(expectedJobs);
            bar = new ProgressBarBuilder()
                    .setTaskName("embed")
                    .setInitialMax(expectedJobs)
                    .setUnit(" chunks", 1)
                    .showSpeed()
                    .setStyle(ProgressBarStyle.ASCII)
                    .setConsumer(new ConsoleProgressBarConsumer(err))
                    .build();
        }

        @Override
        public void batchDone(BatchOutcome outcome) {
            super.batchDone(outcome);
            bar.stepBy(outcome.embedded() + outcome.failed());
            bar.setExtraMessage(String.format(Locale.ROOT, " %.0f tok/s%s", perSecond(tokens),
                    failed > 0 ? ", " + failed + " failed" : ""));
        }

        @Override
        public void close() {
            if (bar != null) {
                bar.close();
            }
        }
    }

    /** One line per interval, each readable on its own. */
    static final class LogLines extends ProgressReport {

        private final PrintStream err;
        private final long intervalNanos;
        private long lastLineNanos = System.nanoTime();

        LogLines(PrintStream err, Duration interval) {
            this.err = err;
            this.intervalNanos = interval.toNanos();
        }

        @Override
        public void started(long expectedJobs) {
            super.started(expectedJobs);
            err.println("embed: " + expectedJobs + " chunks to embed");
        }

        @Override
        public void batchDone(BatchOutcome outcome) {
            super.batchDone(outcome);
            long now = System.nanoTime();
            if (now - lastLineNanos >= intervalNanos) {
                lastLineNanos = now;
                long done = embedded + failed;
                err.printf(Locale.ROOT, "embed: %d/%d (%.1f%%), %d failed, %.1f chunks/s, %.0f tokens/s, ETA %s%n",
                        done, expected, expected > 0 ? 100.0 * done / expected : 100.0, failed,
                        perSecond(embedded), perSecond(tokens), eta());
            }
        }

        @Override
        public void close() {
            err.flush();
        }
    }
}
