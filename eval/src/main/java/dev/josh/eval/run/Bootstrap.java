package dev.josh.eval.run;

import java.util.Arrays;
import java.util.Random;

/**
 * Percentile bootstrap over queries: the same resamples (fixed seed) for every cell of a set, so
 * the interval of a difference between two cells is paired.
 */
public final class Bootstrap {

    public static final int RESAMPLES = 1000;
    public static final long SEED = 20_260_522L;

    /** A mean with its 95% interval. */
    public record Interval(double mean, double low, double high) {
    }

    private final int[][] samples;

    public Bootstrap(int queries, int resamples, long seed) {
        if (queries < 1) {
            throw new IllegalArgumentException("no queries to resample");
        }
        Random random = new Random(seed);
        samples = new int[resamples][queries];
        for (int[] sample : samples) {
            for (int i = 0; i < queries; i++) {
                sample[i] = random.nextInt(queries);
            }
        }
    }

    public static Bootstrap forQueries(int queries) {
        return new Bootstrap(queries, RESAMPLES, SEED);
    }

    public Interval interval(double[] perQuery) {
        return difference(perQuery, new double[perQuery.length]);
    }

    /** The mean of {@code a - b} per query, with its interval over the shared resamples. */
    public Interval difference(double[] a, double[] b) {
        double mean = 0;
        for (int i = 0; i < a.length; i++) {
            mean += a[i] - b[i];
        }
        return interval(mean / a.length, resampledMeans(a, b));
    }

    /** The mean of {@code a - b} in each resample, in resample order (to combine sets resample by resample). */
    public double[] resampledMeans(double[] a, double[] b) {
        int n = samples[0].length;
        if (a.length != n || b.length != n) {
            throw new IllegalArgumentException("expected " + n + " per-query values, got " + a.length + " and " + b.length);
        }
        double[] means = new double[samples.length];
        for (int s = 0; s < samples.length; s++) {
            double sum = 0;
            for (int i : samples[s]) {
                sum += a[i] - b[i];
            }
            means[s] = sum / n;
        }
        return means;
    }

    /** The 2.5th and 97.5th percentiles of {@code resampled} around {@code mean}. */
    public static Interval interval(double mean, double[] resampled) {
        double[] sorted = resampled.clone();
        Arrays.sort(sorted);
        return new Interval(mean, sorted[(int) Math.floor(0.025 * (sorted.length - 1))],
                sorted[(int) Math.ceil(0.975 * (sorted.length - 1))]);
    }
}
