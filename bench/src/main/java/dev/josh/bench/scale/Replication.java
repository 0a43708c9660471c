package dev.josh.bench.scale;

import dev.josh.embed.vector.VectorCodec;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;

/**
 * How copy {@code k} of a real document differs from the original, deterministically (the same
 * seed builds the same database). Copy 0 is the original, untouched. Every other copy gets:
 * <ul>
 *   <li>a new document id, the original's with {@code ~k} appended ({@code usc:17:102~7});</li>
 *   <li>a publication date drawn uniformly from {@code days} days starting {@code firstDay},
 *       from a hash of (seed, original id, k), so a date window selects its share of the copies;</li>
 *   <li>for each chunk, the original vector plus Gaussian noise of standard deviation
 *       {@code sigma} per dimension, scaled back to unit length: copies are near neighbours of
 *       their original, not exact duplicates that would tie in every ranking.</li>
 * </ul>
 * Texts, titles and citations are the original's: the words are real, their frequencies scale
 * with the number of copies.
 *
 * @param seed     fixes every draw
 * @param firstDay the earliest date a copy can get
 * @param days     how many days the dates spread over
 * @param sigma    per-dimension noise added to a copy's vector before renormalizing
 */
public record Replication(long seed, LocalDate firstDay, int days, double sigma) {

    /** 30 years, 1995-01-01 to 2024-12-31; noise 0.005 per dimension (cosine to the original about 0.99). */
    public static final Replication DEFAULT = new Replication(20_261_122L, LocalDate.of(1995, 1, 1),
            (int) ChronoUnit.DAYS.between(LocalDate.of(1995, 1, 1), LocalDate.of(2025, 1, 1)), 0.005);

    public Replication {
        if (days <= 0) {
            throw new IllegalArgumentException("days must be positive");
        }
        if (sigma < 0) {
            throw new IllegalArgumentException("sigma must not be negative");
        }
    }

    public String documentId(String original, int copy) {
        return copy == 0 ? original : original + "~" + copy;
    }

    /** The copy's {@code published_at}: the original value for copy 0, else an ISO date. */
    public String publishedAt(String originalValue, String originalId, int copy) {
        if (copy == 0) {
            return originalValue;
        }
        long draw = mix(seed ^ mix(stringHash(originalId)) ^ mix(copy * 0x9E3779B97F4A7C15L));
        return firstDay.plusDays(Math.floorMod(draw, days)).toString();
    }

    /** The copy's unit vector; copy 0 (or sigma 0) returns the original array itself. */
    public float[] vector(float[] original, long originalChunkId, int copy) {
        if (copy == 0 || sigma == 0) {
            return original;
        }
        SplittableRandom random = new SplittableRandom(mix(seed ^ mix(originalChunkId) ^ mix(~(long) copy)));
        float[] out = new float[original.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) (original[i] + sigma * random.nextGaussian());
        }
        return VectorCodec.normalize(out);
    }

    /** SplitMix64's finalizer: spreads any input over all 64 bits. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long stringHash(String s) {
        long h = 1125899906842597L;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }
}
