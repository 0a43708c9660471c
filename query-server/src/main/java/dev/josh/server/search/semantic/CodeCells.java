package dev.josh.server.search.semantic;

import java.util.Arrays;
import java.util.BitSet;

/**
 * An inverted file over the first rows of a {@link BinaryVectorIndex}: those rows split into about
 * √n cells around centroid codes, and their codes copied in cell order. A query ranks the cells by
 * its float vector's dot product with each cell's mean code and scans the rows of the best
 * {@code probes} cells only, so it reads
 * {@code probes · √n} codes where a scan reads n (at a million rows, 64 of 1,000 cells: 6 %).
 *
 * <p>The centroids are k-modes in Hamming space: each bit of a centroid is the majority of its
 * members' bits, refined over a sample of the rows, then every row goes to its nearest centroid.
 * Immutable, so it is built beside a live index and published to it whole; rows the index appends
 * afterwards are not in any cell and are scanned.
 */
final class CodeCells {

    /** Sample rows per cell the centroids are refined on. */
    private static final int SAMPLE_PER_CELL = 64;
    /** Rounds of assignment and majority vote over the sample. */
    private static final int ROUNDS = 4;

    private final int words;
    private final int covered;
    private final int cells;
    private final float[] means;
    private final int[] start;
    private final int[] rows;
    private final long[] codes;
    private final int probes;

    private CodeCells(int words, int covered, float[] means, int[] start, int[] rows, long[] codes, int probes) {
        this.words = words;
        this.covered = covered;
        this.cells = start.length - 1;
        this.means = means;
        this.start = start;
        this.rows = rows;
        this.codes = codes;
        this.probes = probes;
    }

    /**
     * Cells over rows [0, {@code covered}) of {@code indexCodes} (row-major, {@code words} longs a row).
     *
     * @param probes how many of the nearest cells a query scans (at least 1)
     */
    static CodeCells build(long[] indexCodes, int covered, int words, int probes) {
        requireProbes(probes);
        int cells = Math.max(1, (int) Math.round(Math.sqrt(covered)));
        int bits = words * 64;
        // The sample: rows at an even stride. Rows are in the order the embed worker wrote them, which follows
        // the chunk ids, hashes of the documents' ids: a stride over them is a sample of every source's topics.
        int sampled = (int) Math.min(covered, (long) cells * SAMPLE_PER_CELL);
        long[] sample = new long[sampled * words];
        for (int i = 0; i < sampled; i++) {
            System.arraycopy(indexCodes, (int) ((long) i * covered / sampled) * words, sample, i * words, words);
        }
        long[] centroids = new long[cells * words];
        for (int c = 0; c < cells; c++) {
            System.arraycopy(sample, (int) ((long) c * sampled / cells) * words, centroids, c * words, words);
        }
        int[] member = new int[sampled];
        for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < sampled; i++) {
                member[i] = nearestCentroid(sample, i * words, centroids, cells, words);
            }
            vote(sample, member, centroids, cells, words, bits);
        }
        int[] cellOf = new int[covered];
        int[] start = new int[cells + 1];
        for (int row = 0; row < covered; row++) {
            cellOf[row] = nearestCentroid(indexCodes, row * words, centroids, cells, words);
            start[cellOf[row] + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            start[c + 1] += start[c];
        }
        int[] next = Arrays.copyOf(start, cells);
        int[] rows = new int[covered];
        long[] codes = new long[covered * words];
        for (int row = 0; row < covered; row++) {
            int at = next[cellOf[row]]++;
            rows[at] = row;
            System.arraycopy(indexCodes, row * words, codes, at * words, words);
        }
        return new CodeCells(words, covered, means(codes, start, words), start, rows, codes, probes);
    }

    /** Refuses a probe of no cells. */
    static void requireProbes(int probes) {
        if (probes < 1) {
            throw new IllegalArgumentException("a query must probe at least one cell, got " + probes);
        }
    }

    /** Counts the set bits of the code at {@code base} into {@code ones}, bit b at {@code ones[offset + b]}. */
    private static void countOnes(long[] codes, int base, int words, int[] ones, int offset) {
        for (int w = 0; w < words; w++) {
            for (long word = codes[base + w]; word != 0; word &= word - 1) {
                ones[offset + w * 64 + Long.numberOfTrailingZeros(word)]++;
            }
        }
    }

    /**
     * Each cell's mean code, as ±1 per bit (a set bit is a positive coordinate): a query ranks the cells by
     * its float vector's dot product with them, which orders them better than the Hamming distance of its
     * code to their centroids (a query is farther from the passages it finds than they are from each other,
     * and its code drops what its magnitudes say).
     */
    private static float[] means(long[] codes, int[] start, int words) {
        int cells = start.length - 1;
        int bits = words * 64;
        float[] means = new float[cells * bits];
        int[] ones = new int[bits];
        for (int c = 0; c < cells; c++) {
            Arrays.fill(ones, 0);
            for (int at = start[c]; at < start[c + 1]; at++) {
                countOnes(codes, at * words, words, ones, 0);
            }
            int members = start[c + 1] - start[c];
            for (int b = 0; b < bits && members > 0; b++) {
                means[c * bits + b] = (2f * ones[b] - members) / members;
            }
        }
        return means;
    }

    /** Each centroid bit becomes the majority of its members' bits; a cell left empty keeps its centroid. */
    private static void vote(long[] sample, int[] member, long[] centroids, int cells, int words, int bits) {
        int[] ones = new int[cells * bits];
        int[] members = new int[cells];
        for (int i = 0; i < member.length; i++) {
            int c = member[i];
            members[c]++;
            countOnes(sample, i * words, words, ones, c * bits);
        }
        for (int c = 0; c < cells; c++) {
            if (members[c] == 0) {
                continue;
            }
            for (int w = 0; w < words; w++) {
                long word = 0;
                for (int b = 0; b < 64; b++) {
                    if (2 * ones[c * bits + w * 64 + b] > members[c]) {
                        word |= 1L << b;
                    }
                }
                centroids[c * words + w] = word;
            }
        }
    }

    private static int nearestCentroid(long[] codes, int base, long[] centroids, int cells, int words) {
        if (words == 6) {
            return nearestCentroid384(codes, base, centroids, cells);
        }
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int c = 0; c < cells; c++) {
            int d = distance(codes, base, centroids, c * words, words);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    /**
     * {@link #nearestCentroid} for 384-bit codes (the bundled models), unrolled so the JIT keeps the code in
     * registers: assigning every row is the build's cost, rows × cells distances.
     */
    private static int nearestCentroid384(long[] codes, int base, long[] centroids, int cells) {
        long c0 = codes[base];
        long c1 = codes[base + 1];
        long c2 = codes[base + 2];
        long c3 = codes[base + 3];
        long c4 = codes[base + 4];
        long c5 = codes[base + 5];
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int c = 0, at = 0; c < cells; c++, at += 6) {
            int d = BinaryVectorIndex.hamming384(c0, c1, c2, c3, c4, c5, centroids, at);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    /** The Hamming distance of two codes of {@code words} longs, at {@code aBase} in {@code a} and {@code bBase} in {@code b}. */
    static int distance(long[] a, int aBase, long[] b, int bBase, int words) {
        int d = 0;
        for (int w = 0; w < words; w++) {
            d += Long.bitCount(a[aBase + w] ^ b[bBase + w]);
        }
        return d;
    }

    /** Rows [0, covered) are in cells; the index's later rows are not. */
    int covered() {
        return covered;
    }

    int cells() {
        return cells;
    }

    /** These cells with another probe count (the bench compares several on one build). */
    CodeCells probing(int probes) {
        requireProbes(probes);
        return new CodeCells(words, covered, means, start, rows, codes, probes);
    }

    /** The rows a probe found and their Hamming distances to the query, in {@code [0, count)}. */
    record Probed(int[] rows, short[] distance, int count) {
    }

    /**
     * The rows of the cells nearest the query, nearest cell first, with their distances: the
     * {@code probes} nearest cells, and further ones until at least {@code wanted} allowed rows are
     * found. With a filter, cells are probed until they held as many allowed rows as {@code probes}
     * cells hold on average times the share of rows the filter admits: the same reach into the
     * query's neighbourhood as without it.
     *
     * @param query   the query's code, which the rows' distances are counted to
     * @param vector  the query's float vector, which the cells are ranked by
     * @param allowed  rows that may be returned, or null for all
     * @param admitted how many rows {@code allowed} admits (the caller has counted them)
     */
    Probed probe(long[] query, float[] vector, int wanted, BitSet allowed, int admitted) {
        if (vector.length != words * 64) {
            throw new IllegalArgumentException("query vector has " + vector.length + " dimensions, cells " + words * 64);
        }
        long[] order = new long[cells];
        for (int c = 0; c < cells; c++) {
            float dot = dot(vector, means, c * vector.length);
            // Best first: the sort is ascending; a float's bits, negatives' flipped, order as the float does.
            int key = Float.floatToIntBits(-dot);
            order[c] = (long) (key ^ (key >> 31 & 0x7fffffff)) << 32 | c;
        }
        Arrays.sort(order);
        double share = allowed == null ? 1.0 : Math.min(1.0, admitted / (double) covered);
        long target = Math.max(wanted, Math.round((double) probes * covered / cells * share));
        // Sized for the rows of the first `probes` cells (with a filter, the share of them it admits), grown if more
        // cells follow: twice the expected size was most of what a search allocated.
        long first = 0;
        for (int k = 0; k < Math.min(probes, cells); k++) {
            first += start[(int) order[k] + 1] - start[(int) order[k]];
        }
        int[] found = new int[(int) Math.min(covered, Math.max(16, Math.max(target, Math.round(first * share))))];
        short[] distance = new short[found.length];
        int count = 0;
        for (int k = 0; k < cells && (k < probes || count < target); k++) {
            int c = (int) order[k];
            int end = start[c + 1];
            if (count + end - start[c] > found.length) {
                found = Arrays.copyOf(found, Math.min(covered, Math.max(2 * found.length, count + end - start[c])));
                distance = Arrays.copyOf(distance, found.length);
            }
            if (allowed == null && words == 6) {
                count = scan384(query, start[c], end, found, distance, count);
                continue;
            }
            for (int at = start[c]; at < end; at++) {
                int row = rows[at];
                if (allowed == null || allowed.get(row)) {
                    found[count] = row;
                    distance[count++] = (short) distance(query, 0, codes, at * words, words);
                }
            }
        }
        return new Probed(found, distance, count);
    }

    /** Every row of cell positions [from, to) into {@code found} and {@code distance} from {@code count}, unrolled for 384 bits. */
    private int scan384(long[] query, int from, int to, int[] found, short[] distance, int count) {
        long q0 = query[0];
        long q1 = query[1];
        long q2 = query[2];
        long q3 = query[3];
        long q4 = query[4];
        long q5 = query[5];
        for (int at = from, base = from * 6; at < to; at++, base += 6) {
            found[count] = rows[at];
            distance[count++] = (short) BinaryVectorIndex.hamming384(q0, q1, q2, q3, q4, q5, codes, base);
        }
        return count;
    }

    /** The dot product of {@code vector} with the one at {@code at} in {@code means}, in four sums the CPU runs at once. */
    private static float dot(float[] vector, float[] means, int at) {
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int b = 0;
        for (; b + 3 < vector.length; b += 4) {
            s0 += vector[b] * means[at + b];
            s1 += vector[b + 1] * means[at + b + 1];
            s2 += vector[b + 2] * means[at + b + 2];
            s3 += vector[b + 3] * means[at + b + 3];
        }
        for (; b < vector.length; b++) {
            s0 += vector[b] * means[at + b];
        }
        return s0 + s1 + s2 + s3;
    }
}
