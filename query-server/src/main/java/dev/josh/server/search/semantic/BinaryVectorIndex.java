package dev.josh.server.search.semantic;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The sign-bit codes of one source's chunk vectors, held in memory and scanned with XOR and
 * {@link Long#bitCount} (DESIGN.md: 8-13 ms per million 384-bit codes on one core, an order of
 * magnitude faster than vec0's bit KNN). The float vectors stay in the database; callers rescore
 * the few candidates this scan returns. Past a million codes the scan's cost is the leg's: {@link
 * #buildCells} splits the rows into cells, and a query then scans only those nearest it.
 *
 * <p>One writer appends (the refresher) while any number of readers scan. A reader sees a
 * published {@link Snapshot}; the writer only writes past the published size and then publishes a
 * larger one, so readers never see a half-written row.
 */
public final class BinaryVectorIndex {

    /** A row to append: the vector table's {@code seq}, the chunk it embeds, its packed sign bits. */
    public record Entry(long seq, long chunkId, long[] code) {
    }

    /** A scan result: the row's position, its identifiers and its Hamming distance to the query. */
    public record Candidate(int row, long seq, long chunkId, int distance) {
    }

    private record Snapshot(long[] codes, long[] seqs, long[] chunkIds, int size) {
    }

    private final int bits;
    private final int words;
    private volatile Snapshot published;
    /** The cells over the first rows, or null: every query scans every row. */
    private volatile CodeCells cells;

    public BinaryVectorIndex(int dimension) {
        if (dimension <= 0) {
            throw new IllegalArgumentException("dimension must be positive, got " + dimension);
        }
        this.bits = dimension;
        this.words = (dimension + 63) / 64;
        this.published = new Snapshot(new long[0], new long[0], new long[0], 0);
    }

    public int dimension() {
        return bits;
    }

    public int size() {
        return published.size();
    }

    public long chunkId(int row) {
        Snapshot s = published;
        if (row < 0 || row >= s.size()) {
            throw new IndexOutOfBoundsException(row);
        }
        return s.chunkIds()[row];
    }

    /** The row holding the vector row {@code seq}, or -1 (rows ascend by seq). */
    public int rowOfSeq(long seq) {
        Snapshot s = published;
        int at = Arrays.binarySearch(s.seqs(), 0, s.size(), seq);
        return at >= 0 ? at : -1;
    }

    /** The first row whose seq is above {@code seq} ({@link #size} when none is). */
    public int firstRowAfter(long seq) {
        Snapshot s = published;
        int at = Arrays.binarySearch(s.seqs(), 0, s.size(), seq);
        return at >= 0 ? at + 1 : -at - 1;
    }

    /** Appends rows in ascending {@code seq}; only one thread may append. */
    public synchronized void append(List<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        Snapshot s = published;
        int size = s.size();
        int needed = size + entries.size();
        long[] codes = s.codes();
        long[] seqs = s.seqs();
        long[] chunkIds = s.chunkIds();
        if (needed > seqs.length) {
            int capacity = Math.max(needed, Math.max(1024, seqs.length + (seqs.length >> 1)));
            codes = Arrays.copyOf(codes, capacity * words);
            seqs = Arrays.copyOf(seqs, capacity);
            chunkIds = Arrays.copyOf(chunkIds, capacity);
        }
        long last = size == 0 ? Long.MIN_VALUE : seqs[size - 1];
        for (Entry e : entries) {
            if (e.code().length != words) {
                throw new IllegalArgumentException("code of chunk " + e.chunkId() + " has " + e.code().length
                        + " words; this index holds " + bits + "-bit codes (" + words + " words)");
            }
            if (e.seq() <= last) {
                throw new IllegalArgumentException("seq must ascend: " + e.seq() + " after " + last);
            }
            last = e.seq();
            System.arraycopy(e.code(), 0, codes, size * words, words);
            seqs[size] = e.seq();
            chunkIds[size] = e.chunkId();
            size++;
        }
        published = new Snapshot(codes, seqs, chunkIds, size);
    }

    /**
     * The Hamming distance of a 384-bit code, its words passed one by one so a caller's loop keeps them in
     * registers, to the code at {@code base} in {@code codes}.
     */
    static int hamming384(long q0, long q1, long q2, long q3, long q4, long q5, long[] codes, int base) {
        return Long.bitCount(q0 ^ codes[base]) + Long.bitCount(q1 ^ codes[base + 1])
                + Long.bitCount(q2 ^ codes[base + 2]) + Long.bitCount(q3 ^ codes[base + 3])
                + Long.bitCount(q4 ^ codes[base + 4]) + Long.bitCount(q5 ^ codes[base + 5]);
    }

    /** Hamming distances of rows [from, to) into {@code distance}, counted in {@code histogram}. */
    private void scan(long[] query, long[] codes, int from, int to, short[] distance, int[] histogram) {
        if (words == 6) {
            // 384-bit codes (the bundled models): unrolled, so the JIT keeps the query in registers.
            long q0 = query[0];
            long q1 = query[1];
            long q2 = query[2];
            long q3 = query[3];
            long q4 = query[4];
            long q5 = query[5];
            for (int row = from, base = from * 6; row < to; row++, base += 6) {
                int d = hamming384(q0, q1, q2, q3, q4, q5, codes, base);
                distance[row] = (short) d;
                histogram[d]++;
            }
            return;
        }
        for (int row = from; row < to; row++) {
            int d = 0;
            int base = row * words;
            for (int w = 0; w < words; w++) {
                d += Long.bitCount(query[w] ^ codes[base + w]);
            }
            distance[row] = (short) d;
            histogram[d]++;
        }
    }

    /**
     * Hamming distances of rows [0, size) where the mask bit is set, -1 elsewhere: every row is
     * scanned, then the excluded ones are struck by walking the mask's clear bits (a branch per row on
     * a random filter would be mispredicted every third row).
     */
    private void scanMasked(long[] query, long[] codes, int size, long[] mask, short[] distance, int[] histogram) {
        int trash = bits + 1;
        int[] counts = new int[bits + 2];
        scan(query, codes, 0, size, distance, counts);
        for (int block = 0; block < (size + 63) >>> 6; block++) {
            long excluded = ~(block < mask.length ? mask[block] : 0L);
            if (block == (size - 1) >>> 6 && (size & 63) != 0) {
                excluded &= (1L << (size & 63)) - 1; // rows past the end are not rows
            }
            while (excluded != 0) {
                int row = (block << 6) + Long.numberOfTrailingZeros(excluded);
                counts[distance[row]]--;
                counts[trash]++;
                distance[row] = -1;
                excluded &= excluded - 1;
            }
        }
        System.arraycopy(counts, 0, histogram, 0, bits + 1);
    }

    /**
     * The {@code n} rows nearest to the query code by Hamming distance, nearest first, over every row.
     *
     * @param allowed the pre-filter: rows (by position) that may be returned, or null for all. It
     *                restricts the scan itself, so a filtered query still gets {@code n} candidates
     *                when that many rows pass the filter (DESIGN.md invariant 4).
     */
    public List<Candidate> nearest(long[] query, int n, BitSet allowed) {
        return nearest(query, null, n, allowed);
    }

    /**
     * {@link #nearest(long[], int, BitSet)} that may probe the {@link #buildCells cells}: with cells, an
     * unfiltered or broadly filtered query scans only the rows of the cells that rank best by its float
     * vector (and the rows appended since the cells were built): approximate, the nearest rows of the
     * probed cells. A narrow filter (a sixty-fourth of the rows or fewer) is scanned exactly, as without
     * cells: its rows are few, and cells would hold too few of them.
     *
     * @param vector the query's unit vector, or null to scan every row
     */
    public List<Candidate> nearest(long[] query, float[] vector, int n, BitSet allowed) {
        if (query.length != words) {
            throw new IllegalArgumentException("query code has " + query.length + " words, index has " + words);
        }
        Snapshot s = published;
        int size = s.size();
        if (n <= 0 || size == 0) {
            return List.of();
        }
        CodeCells inCells = cells;
        int admitted = allowed == null ? size : allowed.cardinality();
        // Cells serve a filter that admits more than a sixty-fourth of the rows (a one-year window admits a
        // thirtieth): probed until they held the admitted rows `probes` cells hold on average, they read as
        // many cells as unfiltered where the filter is independent of the topic. A narrower filter's rows
        // are few, and cells would hold too few of them: they are scanned.
        if (inCells != null && vector != null && admitted > size / 64) {
            return nearestInCells(query, vector, n, allowed, admitted, s, inCells);
        }
        boolean broad = admitted > size / 16;
        long[] codes = s.codes();
        // Distances fit in a short (at most `bits`); -1 marks rows the filter excludes.
        short[] distance = new short[size];
        int[] histogram = new int[bits + 1];
        if (allowed == null) {
            scan(query, codes, 0, size, distance, histogram);
        } else if (broad) {
            // A broad filter (a date window of years): every row is scanned and the mask applied
            // without branching, cheaper than walking hundreds of thousands of short runs.
            scanMasked(query, codes, size, allowed.toLongArray(), distance, histogram);
        } else {
            Arrays.fill(distance, (short) -1);
            // A narrow filter: runs of allowed rows are scanned, excluded runs skipped whole.
            for (int from = allowed.nextSetBit(0); from >= 0 && from < size; ) {
                int to = Math.min(size, allowed.nextClearBit(from));
                scan(query, codes, from, to, distance, histogram);
                from = to < size ? allowed.nextSetBit(to) : -1;
            }
        }
        return select(s, n, null, distance, size, histogram);
    }

    /** {@link #nearest} over the probed cells' rows and the rows appended after the cells were built. */
    private List<Candidate> nearestInCells(long[] query, float[] vector, int n, BitSet allowed, int admitted,
                                           Snapshot s, CodeCells inCells) {
        CodeCells.Probed probed = inCells.probe(query, vector, n, allowed, admitted);
        int count = probed.count();
        int[] rows = probed.rows();
        short[] distance = probed.distance();
        int from = inCells.covered();
        int tail = s.size() - from;
        if (tail > 0) {
            rows = Arrays.copyOf(rows, count + tail);
            distance = Arrays.copyOf(distance, count + tail);
            for (int row = from; row < s.size(); row++) {
                if (allowed == null || allowed.get(row)) {
                    rows[count] = row;
                    distance[count++] = (short) CodeCells.distance(query, 0, s.codes(), row * words, words);
                }
            }
        }
        int[] histogram = new int[bits + 1];
        for (int i = 0; i < count; i++) {
            histogram[distance[i]]++;
        }
        return select(s, n, rows, distance, count, histogram);
    }

    /**
     * The {@code n} nearest of {@code count} scored rows, nearest first: the smallest radius holding n
     * of them, and rows at exactly that radius to fill the rest, in the order scored.
     *
     * @param rows the row of each distance, or null where the i-th distance is row i's
     * @param distance each row's Hamming distance, -1 for a row the filter excludes
     */
    private List<Candidate> select(Snapshot s, int n, int[] rows, short[] distance, int count, int[] histogram) {
        int radius = 0;
        int within = 0;
        while (radius <= bits && within + histogram[radius] < n) {
            within += histogram[radius];
            radius++;
        }
        int atRadius = radius <= bits ? n - within : 0;
        // Kept as (distance, row) in one long each, sorted as primitives: a sort of records by a comparator was
        // a tenth of a search's CPU in the profile (docs/benchmarks.md "Cells over the binary codes").
        long[] kept = new long[Math.min(n, within + atRadius)];
        int filled = 0;
        for (int i = 0; i < count && filled < kept.length; i++) {
            int d = distance[i];
            // -1 (filtered out) compares as the largest unsigned value: one well-predicted branch for both.
            if (Integer.compareUnsigned(d, radius) > 0) {
                continue;
            }
            if (d == radius) {
                if (atRadius == 0) {
                    continue;
                }
                atRadius--;
            }
            int row = rows == null ? i : rows[i];
            kept[filled++] = (long) d << 32 | row;
        }
        Arrays.sort(kept, 0, filled);
        Candidate[] out = new Candidate[filled];
        for (int i = 0; i < filled; i++) {
            int row = (int) kept[i];
            out[i] = new Candidate(row, s.seqs()[row], s.chunkIds()[row], (int) (kept[i] >>> 32));
        }
        return List.of(out);
    }

    /**
     * Splits the rows held now into cells ({@link CodeCells}), which {@link #nearest} probes from then
     * on: 5–15 s per million rows, most of it reading a sample of the float vectors, while queries go on
     * scanning every row.
     *
     * @param probes the cells a query scans
     * @param stored  the rows' float vectors, which place the cells' centroids (a sample of them is read)
     */
    public void buildCells(int probes, StoredVectors stored) {
        CodeCells.requireProbes(probes);
        Snapshot s = published;
        cells = s.size() == 0 ? null : CodeCells.build(s.codes(), s.seqs(), s.size(), words, probes, stored);
    }

    /** The cells probe {@code probes} cells a query from now on (the bench compares several); none built: no-op. */
    public void probeCells(int probes) {
        CodeCells built = cells;
        if (built != null) {
            cells = built.probing(probes);
        }
    }

    /** How many of the rows are in cells: 0 without cells; below {@link #size} when rows were appended since. */
    public int rowsInCells() {
        CodeCells built = cells;
        return built == null ? 0 : built.covered();
    }

    /** How many cells the rows are split into; 0 without cells. */
    public int cellCount() {
        CodeCells built = cells;
        return built == null ? 0 : built.cells();
    }
}
