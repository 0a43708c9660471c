package dev.josh.server.search.semantic;

import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the semantic leg needs to know about the rows of one {@link BinaryVectorIndex} without a join
 * per query: which row holds a chunk (chunk ids sorted, binary-searched), the day each row's document
 * was published, and which document that is. A date window is then one pass over an int array: the
 * join of every chunk with its record that it replaces took seconds at a million chunks
 * (docs/benchmarks.md); the rescore reads its candidates' vectors without joining their chunks for
 * the document (a random page of the chunk table per candidate: about 40 % of the rescore's reads,
 * docs/benchmarks.md).
 * Immutable; {@link #extend} returns a copy covering rows appended since.
 *
 * <p>Dates follow {@link SearchFilter}'s conditions exactly: the first ten characters of
 * {@code published_at} compared as text, and an undated record ({@code n.d.}) outside every window.
 */
final class IndexRows {

    /** The day of a row whose chunk is gone, or whose {@code published_at} is not {@code YYYY-MM-DD…}. */
    static final int IRREGULAR = Integer.MIN_VALUE;

    private static final int LOOKUP_BATCH = 500;

    private final int rows;
    private final long[] sortedChunkIds;
    private final int[] rowOfSorted;
    /** Per row: yyyymmdd, or {@link #IRREGULAR}. */
    private final int[] days;
    /**
     * Every row as {@code day << 32 | row}, ascending: a date window is one range of it, so a window costs
     * the rows it admits, not every row of the source (a one-year window at 5M chunks: a thirtieth).
     */
    private final long[] byDay;
    /** Rows whose {@code published_at} is text other than {@code YYYY-MM-DD…}, with that text. */
    private final Map<Integer, String> irregular;
    /** Per row: its document's place in {@link #documents}, or -1 for a row whose chunk was gone when read. */
    private final int[] documentOf;
    private final String[] documents;
    private final long builtAtNanos;

    private IndexRows(int rows, long[] sortedChunkIds, int[] rowOfSorted, int[] days, Map<Integer, String> irregular,
                      Documents documents, long builtAtNanos) {
        this.rows = rows;
        this.sortedChunkIds = sortedChunkIds;
        this.rowOfSorted = rowOfSorted;
        this.days = days;
        this.irregular = irregular;
        this.documentOf = documents.of;
        this.documents = documents.ids.toArray(String[]::new);
        this.builtAtNanos = builtAtNanos;
        this.byDay = new long[rows];
        for (int row = 0; row < rows; row++) {
            byDay[row] = (long) days[row] << 32 | row;
        }
        Arrays.sort(byDay);
    }

    /**
     * Reads the publication day and document of every chunk of the source in one pass, records first
     * (the covering index on {@code (id, published_at)}, where it exists, spares reading record
     * bodies), then maps them onto the index's rows.
     */
    static IndexRows build(Connection conn, SourceTables source, BinaryVectorIndex index) throws SQLException {
        long started = System.nanoTime();
        int n = index.size();
        long[] ids = new long[n];
        for (int row = 0; row < n; row++) {
            ids[row] = index.chunkId(row);
        }
        Sorted sorted = sort(ids, 0);
        int[] days = new int[n];
        Arrays.fill(days, IRREGULAR);
        Map<Integer, String> irregular = new HashMap<>();
        Documents documents = new Documents(n);
        // CROSS JOIN keeps the record table outside: one pass over it, then the chunks of each record by index.
        String sql = "SELECT c.chunk_id, r.published_at, r.id FROM " + source.table() + " r CROSS JOIN "
                + source.source().chunksTable() + " c ON c.document_id = r.id";
        try (Statement st = conn.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                int at = Arrays.binarySearch(sorted.ids(), rs.getLong(1));
                if (at >= 0) {
                    int row = sorted.rows()[at];
                    record(row, rs.getString(2), days, irregular);
                    documents.place(row, rs.getString(3));
                }
            }
        }
        return new IndexRows(n, sorted.ids(), sorted.rows(), days, irregular, documents, started);
    }

    /** A copy that also covers the rows appended to {@code index} since this was built. */
    IndexRows extend(Connection conn, SourceTables source, BinaryVectorIndex index) throws SQLException {
        int n = index.size();
        if (n <= rows) {
            return this;
        }
        long[] added = new long[n - rows];
        for (int row = rows; row < n; row++) {
            added[row - rows] = index.chunkId(row);
        }
        Sorted fresh = sort(added, rows);
        Sorted merged = merge(new Sorted(sortedChunkIds, rowOfSorted), fresh);
        int[] moreDays = Arrays.copyOf(days, n);
        Arrays.fill(moreDays, rows, n, IRREGULAR);
        Map<Integer, String> moreIrregular = new HashMap<>(irregular);
        Documents moreDocuments = new Documents(this, n);
        for (int from = 0; from < added.length; from += LOOKUP_BATCH) {
            StringBuilder in = new StringBuilder();
            for (int i = from; i < Math.min(added.length, from + LOOKUP_BATCH); i++) {
                in.append(i == from ? "" : ",").append(added[i]);
            }
            // Chunk ids are longs from the index, never user text.
            String sql = "SELECT c.chunk_id, r.published_at, r.id FROM " + source.source().chunksTable() + " c JOIN "
                    + source.table() + " r ON r.id = c.document_id WHERE c.chunk_id IN (" + in + ")";
            try (PreparedStatement ps = conn.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int at = Arrays.binarySearch(fresh.ids(), rs.getLong(1));
                    if (at >= 0) {
                        int row = fresh.rows()[at];
                        record(row, rs.getString(2), moreDays, moreIrregular);
                        moreDocuments.place(row, rs.getString(3));
                    }
                }
            }
        }
        return new IndexRows(n, merged.ids(), merged.rows(), moreDays, moreIrregular, moreDocuments, builtAtNanos);
    }

    int rows() {
        return rows;
    }

    long ageNanos() {
        return System.nanoTime() - builtAtNanos;
    }

    /** The row holding the chunk, or -1. */
    int rowOf(long chunkId) {
        int at = Arrays.binarySearch(sortedChunkIds, chunkId);
        return at >= 0 ? rowOfSorted[at] : -1;
    }

    /**
     * The id of the document whose chunk {@code row} held when the rows were read, or null: a row
     * appended since, or whose chunk was already gone. A chunk id names one document for good (it is
     * derived from the document's id and the chunk's place in it).
     */
    String documentOf(int row) {
        return row < rows && documentOf[row] >= 0 ? documents[documentOf[row]] : null;
    }

    /** The rows whose documents were published inside the window (either end may be null). */
    BitSet dated(LocalDate since, LocalDate until) {
        int from = since == null ? Integer.MIN_VALUE + 1 : yyyymmdd(since);
        int to = until == null ? Integer.MAX_VALUE : yyyymmdd(until);
        BitSet out = new BitSet(rows);
        int first = firstOnOrAfter(from);
        int end = to == Integer.MAX_VALUE ? rows : firstOnOrAfter(to + 1);
        for (int i = first; i < end; i++) {
            out.set((int) byDay[i]);
        }
        String sinceText = since == null ? null : since.toString();
        String untilText = until == null ? null : until.toString();
        irregular.forEach((row, text) -> {
            String day = text.substring(0, Math.min(10, text.length()));
            boolean after = sinceText == null || (day.compareTo(sinceText) >= 0 && !text.isEmpty()
                    && Character.isDigit(text.charAt(0)));
            boolean before = untilText == null || day.compareTo(untilText) <= 0;
            if (after && before) {
                out.set(row);
            }
        });
        return out;
    }

    /** The first position of {@link #byDay} whose day is {@code day} or later ({@link #rows} when none is). */
    private int firstOnOrAfter(int day) {
        int at = Arrays.binarySearch(byDay, (long) day << 32);
        return at >= 0 ? at : -at - 1;
    }

    private static void record(int row, String publishedAt, int[] days, Map<Integer, String> irregular) {
        int day = parse(publishedAt);
        days[row] = day;
        if (day == IRREGULAR && publishedAt != null) {
            irregular.put(row, publishedAt);
        }
    }

    /** yyyymmdd of a text starting {@code YYYY-MM-DD}, else {@link #IRREGULAR}. */
    static int parse(String text) {
        if (text == null || text.length() < 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return IRREGULAR;
        }
        int value = 0;
        for (int i = 0; i < 10; i++) {
            if (i == 4 || i == 7) {
                continue;
            }
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return IRREGULAR;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static int yyyymmdd(LocalDate d) {
        return d.getYear() * 10_000 + d.getMonthValue() * 100 + d.getDayOfMonth();
    }

    private record Sorted(long[] ids, int[] rows) {
    }

    /**
     * Each row's document as it is read: a document's id is kept once, as the read returns a record's
     * chunks one after another (a document met again, after another, is kept again: still correct).
     */
    private static final class Documents {
        private final int[] of;
        private final List<String> ids;

        Documents(int rows) {
            of = new int[rows];
            Arrays.fill(of, -1);
            ids = new ArrayList<>();
        }

        /** Those of {@code known}'s rows, and room for rows up to {@code rows}. */
        Documents(IndexRows known, int rows) {
            of = Arrays.copyOf(known.documentOf, rows);
            Arrays.fill(of, known.rows, rows, -1);
            ids = new ArrayList<>(Arrays.asList(known.documents));
        }

        void place(int row, String document) {
            if (ids.isEmpty() || !ids.getLast().equals(document)) {
                ids.add(document);
            }
            of[row] = ids.size() - 1;
        }
    }

    /** The ids sorted, each with its row ({@code firstRow} + its position in {@code ids}); no boxing. */
    private static Sorted sort(long[] ids, int firstRow) {
        long[] sortedIds = ids.clone();
        int[] rows = new int[ids.length];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = firstRow + i;
        }
        quicksort(sortedIds, rows, 0, sortedIds.length - 1);
        return new Sorted(sortedIds, rows);
    }

    /** Sorts {@code ids[lo..hi]} ascending, moving {@code rows} along. */
    private static void quicksort(long[] ids, int[] rows, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            long pivot = medianOfThree(ids[lo], ids[mid], ids[hi]);
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (ids[i] < pivot) {
                    i++;
                }
                while (ids[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(ids, rows, i++, j--);
                }
            }
            // Recurse into the smaller half, loop on the larger: the stack stays logarithmic.
            if (j - lo < hi - i) {
                quicksort(ids, rows, lo, j);
                lo = i;
            } else {
                quicksort(ids, rows, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            for (int k = i; k > lo && ids[k - 1] > ids[k]; k--) {
                swap(ids, rows, k - 1, k);
            }
        }
    }

    private static long medianOfThree(long a, long b, long c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }

    private static void swap(long[] ids, int[] rows, int i, int j) {
        long id = ids[i];
        ids[i] = ids[j];
        ids[j] = id;
        int row = rows[i];
        rows[i] = rows[j];
        rows[j] = row;
    }

    private static Sorted merge(Sorted a, Sorted b) {
        long[] ids = new long[a.ids().length + b.ids().length];
        int[] rows = new int[ids.length];
        int i = 0;
        int j = 0;
        for (int k = 0; k < ids.length; k++) {
            boolean takeA = j >= b.ids().length || (i < a.ids().length && a.ids()[i] <= b.ids()[j]);
            ids[k] = takeA ? a.ids()[i] : b.ids()[j];
            rows[k] = takeA ? a.rows()[i++] : b.rows()[j++];
        }
        return new Sorted(ids, rows);
    }
}
