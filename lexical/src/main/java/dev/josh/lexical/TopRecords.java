package dev.josh.lexical;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;

/**
 * The best rows of the best records: records ranked by their best row (a document by its best
 * chunk, as the server ranks them), at most {@code rowsPerRecord} rows kept for each. Once
 * {@code records} records are held, a row that cannot lift a new record past the weakest of them
 * is not competitive, and the scorer is told so: Lucene skips the blocks of postings that cannot
 * beat it (block-max MaxScore/WAND), as it does for a plain top-k of rows. So the cost follows the
 * records a page needs, not the rows: a top {@code k} of rows must hold {@code k} rows even when a
 * few long records hold them all.
 *
 * <p>A record is known while collecting by its ordinal in its segment; ids and row ids are read
 * for the kept rows only, at the end. A record whose rows straddle two segments (a flush between
 * them) is held twice while collecting and merged at the end, so it may leave one record fewer
 * than asked. A kept record's later rows count only when they beat the weakest record, so its
 * second and third rows are best effort. Ties go to the earlier row, as in Lucene's own top-k.
 */
final class TopRecords implements CollectorManager<TopRecords.Records, LexicalSearcher.RecordRows> {

    private final List<LeafReaderContext> leaves;
    private final int records;
    private final int rowsPerRecord;

    TopRecords(List<LeafReaderContext> leaves, int records, int rowsPerRecord) {
        if (records <= 0 || rowsPerRecord <= 0) {
            throw new IllegalArgumentException("records and rows per record must be positive");
        }
        this.leaves = leaves;
        this.records = records;
        this.rowsPerRecord = rowsPerRecord;
    }

    @Override
    public Records newCollector() {
        return new Records();
    }

    /** The rows kept, best record first and each record's rows best first, and whether others matched. */
    @Override
    public LexicalSearcher.RecordRows reduce(Collection<Records> collectors) throws IOException {
        boolean more = false;
        List<Held> held = new ArrayList<>();
        for (Records c : collectors) {
            more |= c.more;
            held.addAll(c.held.values());
        }
        Map<Held, String> ids = ids(held);
        held.sort(BEST_FIRST);
        // A record held twice (its rows in two segments) is merged into its first, best, place.
        Map<String, List<Row>> byId = new LinkedHashMap<>();
        for (Held h : held) {
            byId.computeIfAbsent(ids.get(h), k -> new ArrayList<>()).addAll(h.rows);
        }
        if (byId.size() > records) {
            more = true;
        }
        Map<Integer, List<Row>> keptByLeaf = new HashMap<>();
        List<Map.Entry<String, List<Row>>> kept = new ArrayList<>(byId.entrySet()).subList(0, Math.min(records, byId.size()));
        for (Map.Entry<String, List<Row>> e : kept) {
            List<Row> rows = e.getValue();
            rows.sort(Row.BEST_FIRST);
            rows.subList(Math.min(rowsPerRecord, rows.size()), rows.size()).clear();
            rows.forEach(r -> keptByLeaf.computeIfAbsent(r.leaf, l -> new ArrayList<>()).add(r));
        }
        Map<Row, Long> rowids = rowids(keptByLeaf);
        List<LexicalSearcher.RowHit> hits = new ArrayList<>();
        for (Map.Entry<String, List<Row>> e : kept) {
            for (Row r : e.getValue()) {
                hits.add(new LexicalSearcher.RowHit(rowids.get(r), e.getKey(), r.score));
            }
        }
        return new LexicalSearcher.RecordRows(hits, more);
    }

    /**
     * The held records' ids, looked up segment by segment in ordinal order: the ids are stored in
     * compressed blocks of consecutive ordinals, so ascending lookups decompress each block once.
     */
    private Map<Held, String> ids(List<Held> held) throws IOException {
        Map<Integer, List<Held>> byLeaf = new HashMap<>();
        held.forEach(h -> byLeaf.computeIfAbsent(h.leaf, l -> new ArrayList<>()).add(h));
        Map<Held, String> out = new HashMap<>();
        for (Map.Entry<Integer, List<Held>> e : byLeaf.entrySet()) {
            SortedDocValues documents = DocValues.getSorted(leaves.get(e.getKey()).reader(), LexicalIndexLayout.DOCUMENT);
            List<Held> inLeaf = e.getValue();
            inLeaf.sort(Comparator.comparingInt(h -> h.ordinal));
            for (Held h : inLeaf) {
                out.put(h, documents.lookupOrd(h.ordinal).utf8ToString());
            }
        }
        return out;
    }

    /** The kept rows' row ids, read in doc order within each segment, as doc values are read. */
    private Map<Row, Long> rowids(Map<Integer, List<Row>> rowsByLeaf) throws IOException {
        Map<Row, Long> out = new HashMap<>();
        for (Map.Entry<Integer, List<Row>> e : rowsByLeaf.entrySet()) {
            NumericDocValues values = DocValues.getNumeric(leaves.get(e.getKey()).reader(), LexicalIndexLayout.ROWID);
            List<Row> rows = new ArrayList<>(e.getValue());
            rows.sort(Comparator.comparingInt(Row::doc));
            for (Row r : rows) {
                if (!values.advanceExact(r.doc)) {
                    throw new IllegalStateException("an index row without its row id");
                }
                out.put(r, values.longValue());
            }
        }
        return out;
    }

    /** One row: its segment, its doc in that segment, its index-wide doc (which breaks ties, as in Lucene) and score. */
    private record Row(int leaf, int doc, int globalDoc, float score) {
        static final Comparator<Row> BEST_FIRST = (a, b) -> a.score != b.score ? Float.compare(b.score, a.score)
                : Integer.compare(a.globalDoc, b.globalDoc);
    }

    /** A record held while collecting: its segment and ordinal there, and its best rows. */
    private static final class Held {
        final int leaf;
        final int ordinal;
        final List<Row> rows = new ArrayList<>(2);
        final int limit;
        Row best;

        Held(int leaf, int ordinal, int limit) {
            this.leaf = leaf;
            this.ordinal = ordinal;
            this.limit = limit;
        }

        void offer(Row row) {
            if (best == null || Row.BEST_FIRST.compare(row, best) < 0) {
                best = row;
            }
            if (rows.size() < limit) {
                rows.add(row);
                return;
            }
            int weakest = 0;
            for (int i = 1; i < rows.size(); i++) {
                if (Row.BEST_FIRST.compare(rows.get(i), rows.get(weakest)) > 0) {
                    weakest = i;
                }
            }
            if (Row.BEST_FIRST.compare(row, rows.get(weakest)) < 0) {
                rows.set(weakest, row);
            }
        }
    }

    private static final Comparator<Held> BEST_FIRST = (a, b) -> Row.BEST_FIRST.compare(a.best, b.best);

    /** One slice's records (an index searcher without an executor searches every segment in one slice). */
    final class Records implements Collector {
        private final Map<Long, Held> held = new HashMap<>();
        /** The held records, weakest first: its head is the bar a new record has to clear. */
        private final PriorityQueue<Held> weakestFirst = new PriorityQueue<>(BEST_FIRST.reversed());
        private boolean more;

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.TOP_SCORES;
        }

        @Override
        public LeafCollector getLeafCollector(LeafReaderContext context) throws IOException {
            SortedDocValues documents = DocValues.getSorted(context.reader(), LexicalIndexLayout.DOCUMENT);
            int leaf = context.ord;
            int docBase = context.docBase;
            return new LeafCollector() {
                private Scorable scorer;
                private float bar = Float.NEGATIVE_INFINITY;

                @Override
                public void setScorer(Scorable scorer) throws IOException {
                    this.scorer = scorer;
                    raiseBar();
                }

                @Override
                public void collect(int doc) throws IOException {
                    float score = scorer.score();
                    boolean full = weakestFirst.size() >= records;
                    if (full && score <= weakestFirst.peek().best.score) {
                        more = true;
                        return;
                    }
                    if (!documents.advanceExact(doc)) {
                        throw new IllegalStateException("an index row without its record id");
                    }
                    long key = ((long) leaf << 32) | documents.ordValue();
                    Row row = new Row(leaf, doc, docBase + doc, score);
                    Held h = held.get(key);
                    if (h != null) {
                        weakestFirst.remove(h); // its best may rise: placed again below
                        h.offer(row);
                        weakestFirst.add(h);
                    } else {
                        if (full) {
                            Held out = weakestFirst.poll();
                            held.remove(((long) out.leaf << 32) | out.ordinal);
                            more = true;
                        }
                        h = new Held(leaf, documents.ordValue(), rowsPerRecord);
                        h.offer(row);
                        held.put(key, h);
                        weakestFirst.add(h);
                    }
                    raiseBar();
                }

                /** Tells the scorer the score a row has to beat, once {@code records} records are held. */
                private void raiseBar() throws IOException {
                    if (scorer != null && weakestFirst.size() >= records) {
                        more = true; // rows below the bar are skipped unseen
                        float raised = Math.nextUp(weakestFirst.peek().best.score);
                        if (raised > bar) {
                            bar = raised;
                            scorer.setMinCompetitiveScore(raised);
                        }
                    }
                }
            };
        }
    }
}
