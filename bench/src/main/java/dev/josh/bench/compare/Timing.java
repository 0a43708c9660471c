package dev.josh.bench.compare;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Runs a piece of work once to warm up, then {@code rounds} times, and keeps the median wall time.
 * Work that takes more than {@link #SLOW} once warm is timed that once: the naive alternatives take
 * tens of seconds at a million chunks, and their order of magnitude is the point.
 */
final class Timing {

    interface Work<T> {
        T run() throws Exception;
    }

    /**
     * The median time in microseconds, every timed run's (for percentiles over a class of queries), the
     * process's CPU time per timed run in microseconds (every thread: work spread over a pool counts
     * whole, and other load on the machine disturbs it less than wall time) and the last run's result.
     */
    record Timed<T>(long medianMicros, long[] micros, long cpuMicros, T result) {
    }

    private static final OperatingSystemMXBean OS = ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class);

    static final long SLOW = 2_000_000; // microseconds

    private Timing() {
    }

    static <T> Timed<T> median(int rounds, Work<T> work) throws Exception {
        T result = work.run();
        long[] micros = new long[Math.max(1, rounds)];
        int runs = 0;
        long cpu = OS.getProcessCpuTime();
        while (runs < micros.length) {
            long t = System.nanoTime();
            result = work.run();
            micros[runs++] = (System.nanoTime() - t) / 1000;
            if (micros[runs - 1] > SLOW) {
                break;
            }
        }
        long cpuMicros = (OS.getProcessCpuTime() - cpu) / 1000 / runs;
        long[] timed = Arrays.copyOf(micros, runs);
        Arrays.sort(timed);
        return new Timed<>(timed[timed.length / 2], timed, cpuMicros, result);
    }

    /** The nearest-rank percentile {@code p} (0-100) of {@code micros}. */
    static long percentile(long[] micros, double p) {
        long[] sorted = micros.clone();
        Arrays.sort(sorted);
        return sorted[Math.max(0, (int) Math.ceil(p / 100 * sorted.length) - 1)];
    }

    /** Geometric mean of ratios: the fair average of "how many times slower". */
    static double geometricMean(double[] ratios) {
        double log = 0;
        for (double r : ratios) {
            log += Math.log(r);
        }
        return Math.exp(log / ratios.length);
    }
}
