package dev.josh.server.search.semantic;

import java.util.Arrays;
import java.util.BitSet;

/**
 * An inverted file over the first rows of a {@link BinaryVectorIndex}: those rows split into about
 * √n cells around centroids, and their codes copied in cell order. A query ranks the cells by
 * its float vector's dot product with each cell's mean code and scans the rows of the best
 * {@code probes} cells only, so it reads
 * {@code probes · √n} codes where a scan reads n (at a million rows, 64 of 1,000 cells: 6 %).
 *
 * <p>The centroids are k-means over the float vectors of a sample of the rows, read back from the
 * database ({@link StoredVectors}); every row then goes to the centroid its code is nearest. Both
 * steps compare the float centroid only with the few whose sign codes are nearest in Hamming
 * distance, so a row costs one Hamming distance per cell. On the real corpus's vectors (a
 * chunk as the query, the exact top ten as truth) these cells held 0.87 of the top ten at 5 % of
 * the rows probed where centroids voted bit by bit from the codes (k-modes) held 0.82
 * (docs/benchmarks.md). Immutable, so it is built beside a live index and published to it whole;
 * rows the index appends afterwards are not in any cell and are scanned.
 */
final class CodeCells {

    /**
     * Sample rows per cell the centroids are placed by: each is a read of the database, mostly from disk when the
     * file outgrows memory (at 5M chunks, 37.8 GB here); 32 kept 0.872 of the top ten where 64 kept 0.890.
     */
    private static final int SAMPLE_PER_CELL = 32;
    /** Rounds of k-means over the sample. */
    private static final int ROUNDS = 8;
    /** Centroids nearest a code in Hamming distance that its float comparison chooses among. */
    private static final int SHORTLIST = 16;

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
     * @param seqs   the rows' {@code seq}s, by which {@code stored} reads the sample's float vectors
     * @param probes how many of the nearest cells a query scans (at least 1)
     * @throws IllegalStateException when none of the sample's float vectors could be read
     */
    static CodeCells build(long[] indexCodes, long[] seqs, int covered, int words, int probes, StoredVectors stored) {
        requireProbes(probes);
        int dim = words * 64;
        int wantedCells = Math.max(1, (int) Math.round(Math.sqrt(covered)));
        Sample sample = Sample.read(indexCodes, seqs, covered, words, wantedCells * SAMPLE_PER_CELL, stored);
        int cells = Math.min(wantedCells, sample.size());
        float[] centroids = new float[cells * dim];
        for (int c = 0; c < cells; c++) {
            System.arraycopy(sample.vectors(), (int) ((long) c * sample.size() / cells) * dim, centroids, c * dim, dim);
        }
        Shortlist shortlist = new Shortlist(Math.min(SHORTLIST, cells));
        int[] member = new int[sample.size()];
        for (int round = 0; round < ROUNDS; round++) {
            long[] signs = signs(centroids, cells, words);
            for (int i = 0; i < sample.size(); i++) {
                int base = i * dim;
                shortlist.fill(sample.codes(), i * words, signs, cells, words);
                member[i] = shortlist.nearest((c, at) -> dot(sample.vectors(), base, centroids, at, dim), dim);
            }
            moveToMeans(sample.vectors(), member, centroids, cells, dim);
        }
        long[] signs = signs(centroids, cells, words);
        float[] sums = new float[cells];
        for (int c = 0; c < cells; c++) {
            for (int b = 0; b < dim; b++) {
                sums[c] += centroids[c * dim + b];
            }
        }
        int[] cellOf = new int[covered];
        int[] start = new int[cells + 1];
        for (int row = 0; row < covered; row++) {
            int base = row * words;
            shortlist.fill(indexCodes, base, signs, cells, words);
            cellOf[row] = shortlist.nearest((c, at) -> signedDot(indexCodes, base, words, centroids, at, sums[c]), dim);
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

    /** Counts the set bits of the code at {@code base} into {@code ones}, bit b at {@code ones[b]}. */
    private static void countOnes(long[] codes, int base, int words, int[] ones) {
        for (int w = 0; w < words; w++) {
            for (long word = codes[base + w]; word != 0; word &= word - 1) {
                ones[w * 64 + Long.numberOfTrailingZeros(word)]++;
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
                countOnes(codes, at * words, words, ones);
            }
            int members = start[c + 1] - start[c];
            for (int b = 0; b < bits && members > 0; b++) {
                means[c * bits + b] = (2f * ones[b] - members) / members;
            }
        }
        return means;
    }

    /**
     * The rows a build places its centroids by: an even stride over the covered rows (rows are in the order the
     * embed worker wrote them, which follows the chunk ids, hashes of the documents' ids, so a stride samples
     * every topic), with the float vectors {@code stored} still holds and their codes.
     */
    private record Sample(float[] vectors, long[] codes, int size) {

        static Sample read(long[] indexCodes, long[] seqs, int covered, int words, int wanted, StoredVectors stored) {
            int sampled = Math.min(covered, wanted);
            long[] sampleSeqs = new long[sampled];
            int[] sampleRows = new int[sampled];
            for (int i = 0; i < sampled; i++) {
                sampleRows[i] = (int) ((long) i * covered / sampled);
                sampleSeqs[i] = seqs[sampleRows[i]];
            }
            float[][] read = stored.read(sampleSeqs);
            int dim = words * 64;
            float[] vectors = new float[sampled * dim];
            long[] codes = new long[sampled * words];
            int size = 0;
            for (int i = 0; i < sampled; i++) {
                if (read[i] == null || read[i].length != dim) {
                    continue; // deleted since the index loaded it: the sample is one row smaller
                }
                System.arraycopy(read[i], 0, vectors, size * dim, dim);
                System.arraycopy(indexCodes, sampleRows[i] * words, codes, size * words, words);
                size++;
            }
            if (size == 0) {
                throw new IllegalStateException("none of the " + sampled + " sampled rows' float vectors could be read");
            }
            return new Sample(vectors, codes, size);
        }
    }

    /** How well a row fits cell {@code cell}, whose centroid starts at {@code at}. */
    @FunctionalInterface
    private interface Fit {
        float of(int cell, int at);
    }

    /**
     * The cells whose centroids' sign codes are nearest a code: comparing a row's float vector (or its code)
     * with every float centroid would cost a dot product per cell; a Hamming distance per cell and a dot
     * product for these few chose the same cell nearly always.
     */
    private static final class Shortlist {
        private final int[] cell;
        private final int[] distance;
        private int size;

        Shortlist(int capacity) {
            cell = new int[capacity];
            distance = new int[capacity];
        }

        /** The nearest centroid codes to the code at {@code base} in {@code codes}. */
        void fill(long[] codes, int base, long[] signs, int cells, int words) {
            size = 0;
            if (words == 6) {
                fill384(codes, base, signs, cells);
                return;
            }
            for (int c = 0; c < cells; c++) {
                offer(c, distance(codes, base, signs, c * words, words));
            }
        }

        /**
         * {@link #fill} for 384-bit codes (the bundled models), unrolled so the JIT keeps the code in registers:
         * a Hamming distance to every centroid for every row is most of a build's arithmetic.
         */
        private void fill384(long[] codes, int base, long[] signs, int cells) {
            long c0 = codes[base];
            long c1 = codes[base + 1];
            long c2 = codes[base + 2];
            long c3 = codes[base + 3];
            long c4 = codes[base + 4];
            long c5 = codes[base + 5];
            for (int c = 0, at = 0; c < cells; c++, at += 6) {
                offer(c, BinaryVectorIndex.hamming384(c0, c1, c2, c3, c4, c5, signs, at));
            }
        }

        private void offer(int c, int d) {
            if (size == cell.length && d >= distance[size - 1]) {
                return;
            }
            int at = Math.min(size, cell.length - 1);
            while (at > 0 && distance[at - 1] > d) {
                distance[at] = distance[at - 1];
                cell[at] = cell[at - 1];
                at--;
            }
            distance[at] = d;
            cell[at] = c;
            size = Math.min(size + 1, cell.length);
        }

        /** Of the shortlisted cells, the one {@code fit} scores highest. */
        int nearest(Fit fit, int dim) {
            int best = cell[0];
            float bestFit = Float.NEGATIVE_INFINITY;
            for (int k = 0; k < size; k++) {
                float f = fit.of(cell[k], cell[k] * dim);
                if (f > bestFit) {
                    bestFit = f;
                    best = cell[k];
                }
            }
            return best;
        }
    }

    /** Each centroid's sign bits, packed as the index packs a vector's. */
    private static long[] signs(float[] centroids, int cells, int words) {
        long[] signs = new long[cells * words];
        for (int c = 0; c < cells; c++) {
            for (int b = 0; b < words * 64; b++) {
                if (centroids[c * words * 64 + b] > 0) {
                    signs[c * words + b / 64] |= 1L << (b % 64);
                }
            }
        }
        return signs;
    }

    /** Each centroid becomes the mean of its members' vectors; a cell left empty keeps its centroid. */
    private static void moveToMeans(float[] vectors, int[] member, float[] centroids, int cells, int dim) {
        float[] sums = new float[cells * dim];
        int[] members = new int[cells];
        for (int i = 0; i < member.length; i++) {
            int c = member[i];
            members[c]++;
            for (int b = 0; b < dim; b++) {
                sums[c * dim + b] += vectors[i * dim + b];
            }
        }
        for (int c = 0; c < cells; c++) {
            for (int b = 0; b < dim && members[c] > 0; b++) {
                centroids[c * dim + b] = sums[c * dim + b] / members[c];
            }
        }
    }

    /**
     * The dot product of the code at {@code base} as ±1 per bit with the centroid at {@code at}: twice the sum
     * of the centroid's coordinates where the code's bits are set, less the sum of all of them ({@code sum}).
     */
    private static float signedDot(long[] codes, int base, int words, float[] centroids, int at, float sum) {
        float set = 0;
        for (int w = 0; w < words; w++) {
            for (long word = codes[base + w]; word != 0; word &= word - 1) {
                set += centroids[at + w * 64 + Long.numberOfTrailingZeros(word)];
            }
        }
        return 2 * set - sum;
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
     * The rows of the cells nearest the query, nearest cell first, with their distances: cells until
     * they held as many allowed rows as {@code probes} cells hold on average, times the share of rows a
     * filter admits (the same reach into the query's neighbourhood as without it), and at least
     * {@code wanted}. A budget in rows, not cells: k-means makes cells of unequal sizes, and a query
     * near the large ones would otherwise read several times the rows of another.
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
            float dot = dot(vector, 0, means, c * vector.length, vector.length);
            // Best first: the sort is ascending; a float's bits, negatives' flipped, order as the float does.
            int key = Float.floatToIntBits(-dot);
            order[c] = (long) (key ^ (key >> 31 & 0x7fffffff)) << 32 | c;
        }
        Arrays.sort(order);
        double share = allowed == null ? 1.0 : Math.min(1.0, admitted / (double) covered);
        long target = Math.max(wanted, Math.round((double) probes * covered / cells * share));
        // Sized for the budget and the last cell's rows past it (two cells' average), grown if a cell is larger:
        // twice the expected size was most of what a search allocated.
        int[] found = new int[(int) Math.min(covered, Math.max(16, target + 2L * covered / cells))];
        short[] distance = new short[found.length];
        int count = 0;
        for (int k = 0; k < cells && count < target; k++) {
            int c = (int) order[k];
            int end = start[c + 1];
            if (count + end - start[c] > found.length) {
                found = Arrays.copyOf(found, Math.min(covered, Math.max(2 * found.length, count + end - start[c])));
                distance = Arrays.copyOf(distance, found.length);
            }
            if (words == 6) {
                count = scan384(query, start[c], end, allowed, found, distance, count);
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

    /**
     * The rows of cell positions [from, to) that {@code allowed} admits (every one when it is null) into {@code found}
     * and {@code distance} from {@code count}, unrolled for 384 bits.
     */
    private int scan384(long[] query, int from, int to, BitSet allowed, int[] found, short[] distance, int count) {
        long q0 = query[0];
        long q1 = query[1];
        long q2 = query[2];
        long q3 = query[3];
        long q4 = query[4];
        long q5 = query[5];
        for (int at = from, base = from * 6; at < to; at++, base += 6) {
            int row = rows[at];
            if (allowed == null || allowed.get(row)) {
                found[count] = row;
                distance[count++] = (short) BinaryVectorIndex.hamming384(q0, q1, q2, q3, q4, q5, codes, base);
            }
        }
        return count;
    }

    /** The dot product of the {@code n} floats at {@code aAt} in {@code a} and {@code bAt} in {@code b}, in four sums the CPU runs at once. */
    private static float dot(float[] a, int aAt, float[] b, int bAt, int n) {
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            s0 += a[aAt + i] * b[bAt + i];
            s1 += a[aAt + i + 1] * b[bAt + i + 1];
            s2 += a[aAt + i + 2] * b[bAt + i + 2];
            s3 += a[aAt + i + 3] * b[bAt + i + 3];
        }
        for (; i < n; i++) {
            s0 += a[aAt + i] * b[bAt + i];
        }
        return s0 + s1 + s2 + s3;
    }
}
