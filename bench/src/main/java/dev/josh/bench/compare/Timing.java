package dev.josh.bench.compare;

import java.util.Arrays;

/** Runs a piece of work once to warm up, then {@code rounds} times, and keeps the median wall time. */
final class Timing {

    interface Work<T> {
        T run() throws Exception;
    }

    /** The median time in microseconds and the last run's result. */
    record Timed<T>(long medianMicros, T result) {
    }

    private Timing() {
    }

    static <T> Timed<T> median(int rounds, Work<T> work) throws Exception {
        T result = work.run();
        long[] micros = new long[Math.max(1, rounds)];
        for (int i = 0; i < micros.length; i++) {
            long t = System.nanoTime();
            result = work.run();
            micros[i] = (System.nanoTime() - t) / 1000;
        }
        Arrays.sort(micros);
        return new Timed<>(micros[micros.length / 2], result);
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
