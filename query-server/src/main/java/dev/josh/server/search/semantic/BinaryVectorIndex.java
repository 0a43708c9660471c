package dev.josh.server.search.semantic;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The sign-bit codes of one source's chunk vectors, held in memory and scanned with XOR and
 * {@link Long#bitCount} (DESIGN.md: 8-13 ms per million 384-bit codes on one core, an order of
 * magnitude faster than vec0's bit KNN). The float vectors stay in the database; callers rescore
 * the few candidates this scan returns.
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
                int d = Long.bitCount(q0 ^ codes[base]) + Long.bitCount(q1 ^ codes[base + 1])
                        + Long.bitCount(q2 ^ codes[base + 2]) + Long.bitCount(q3 ^ codes[base + 3])
                        + Long.bitCount(q4 ^ codes[base + 4]) + Long.bitCount(q5 ^ codes[base + 5]);
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
     * The {@code n} rows nearest to the query code by Hamming distance, nearest first.
     *
     * @param allowed the pre-filter: rows (by position) that may be returned, or null for all. It
     *                restricts the scan itself, so a filtered query still gets {@code n} candidates
     *                when that many rows pass the filter (DESIGN.md invariant 4).
     */
    public List<Candidate> nearest(long[] query, int n, BitSet allowed) {
        if (query.length != words) {
            throw new IllegalArgumentException("query code has " + query.length + " words, index has " + words);
        }
        Snapshot s = published;
        int size = s.size();
        if (n <= 0 || size == 0) {
            return List.of();
        }
        long[] codes = s.codes();
        // Distances fit in a short (at most `bits`); -1 marks rows the filter excludes.
        short[] distance = new short[size];
        int[] histogram = new int[bits + 1];
        if (allowed == null) {
            scan(query, codes, 0, size, distance, histogram);
        } else if (allowed.cardinality() > size / 16) {
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
        // The smallest radius holding n rows; rows at exactly that radius fill the rest, in row order.
        int radius = 0;
        int within = 0;
        while (radius <= bits && within + histogram[radius] < n) {
            within += histogram[radius];
            radius++;
        }
        int atRadius = radius <= bits ? n - within : 0;
        Candidate[] out = new Candidate[Math.min(n, within + atRadius)];
        int filled = 0;
        for (int row = 0; row < size && filled < out.length; row++) {
            int d = distance[row];
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
            out[filled++] = new Candidate(row, s.seqs()[row], s.chunkIds()[row], d);
        }
        Arrays.sort(out, 0, filled, (a, b) -> a.distance() != b.distance()
                ? Integer.compare(a.distance(), b.distance()) : Integer.compare(a.row(), b.row()));
        return List.of(Arrays.copyOf(out, filled));
    }
}
