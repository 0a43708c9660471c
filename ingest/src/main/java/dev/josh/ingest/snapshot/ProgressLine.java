package dev.josh.ingest.snapshot;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.Locale;

/**
 * One progress line for a long copy, printed at most every two seconds and once at the end, so a
 * copy of tens of gigabytes shows it is moving without flooding a log.
 */
final class ProgressLine {

    private static final long EVERY_NANOS = 2_000_000_000L;

    private final PrintWriter out;
    private final String label;
    private final long startNanos = System.nanoTime();
    private long lastNanos = startNanos;

    ProgressLine(PrintWriter out, String label) {
        this.out = out;
        this.label = label;
    }

    /** No lines: for the many small files of an index, which the caller counts in one line of its own. */
    static ProgressLine quiet() {
        return new ProgressLine(new PrintWriter(Writer.nullWriter()), "");
    }

    /** Reports {@code done} of {@code total} bytes; prints only when two seconds have passed since the last line. */
    void update(long done, long total) {
        long now = System.nanoTime();
        if (now - lastNanos >= EVERY_NANOS) {
            lastNanos = now;
            print(done, total, now);
        }
    }

    void finish(long total) {
        print(total, total, System.nanoTime());
    }

    private void print(long done, long total, long now) {
        double seconds = (now - startNanos) / 1e9;
        out.printf(Locale.ROOT, "%s: %,.1f of %,.1f MB (%.0f%%), %.1f s%n", label, done / 1e6, total / 1e6,
                total == 0 ? 100.0 : 100.0 * done / total, seconds);
        out.flush();
    }
}
