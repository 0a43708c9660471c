package dev.josh.embed.measure;

import java.util.Arrays;

/** Nearest-rank percentiles of a sample. */
public final class Percentiles {

    private final double[] sorted;

    public Percentiles(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        this.sorted = values.clone();
        Arrays.sort(sorted);
    }

    /** The value at or below which {@code p} percent of the sample lies (nearest rank). */
    public double at(double p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.clamp(rank - 1, 0, sorted.length - 1)];
    }

    public double max() {
        return sorted[sorted.length - 1];
    }
}
