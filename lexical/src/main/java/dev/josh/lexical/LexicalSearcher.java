package dev.josh.lexical;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.document.IntField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.Bits;

/**
 * One commit of one table's index, as the server searches it: FTS5's bm25 over the commit's live
 * rows ({@link Fts5Similarity}), the record's day and id as filters, hits read back as row ids and
 * record ids. Made by {@link LexicalIndexes} for each commit it opens.
 */
public final class LexicalSearcher extends IndexSearcher {

    /** One matching row: its FTS row id, its record's public id, and its bm25 score (higher is better). */
    public record RowHit(long rowid, String document, float score) {
    }

    private final long seq;
    private final String epoch;
    private final long rows;
    /** Rows holding each phrase asked for, for this commit; cleared when {@link #KEPT_PHRASES} are kept. */
    private final Map<Query, Long> phraseRows = new ConcurrentHashMap<>();
    private static final int KEPT_PHRASES = 10_000;

    LexicalSearcher(IndexReader reader) throws IOException {
        super(reader); // no executor: a query runs on its request's thread, as an FTS5 statement does
        Map<String, String> commit = ((DirectoryReader) reader).getIndexCommit().getUserData();
        this.seq = Long.parseLong(commit.getOrDefault(LexicalIndexLayout.SEQ_KEY, "-1"));
        this.epoch = commit.getOrDefault(LexicalIndexLayout.EPOCH_KEY, "");
        this.rows = reader.numDocs();
        setSimilarity(new Fts5Similarity(rows, averageLength(reader)));
        if (!LexicalIndexLayout.FORMAT.equals(commit.get(LexicalIndexLayout.FORMAT_KEY))) {
            throw new IOException("index of format " + commit.get(LexicalIndexLayout.FORMAT_KEY) + ", not "
                    + LexicalIndexLayout.FORMAT + ": rebuild it with josh ingest or josh lexical");
        }
    }

    /** FTS5's avgdl: the live rows' tokens over every column, per row (the norms hold each row's count). */
    private static double averageLength(IndexReader reader) throws IOException {
        long tokens = 0;
        for (LeafReaderContext leaf : reader.leaves()) {
            NumericDocValues norms = leaf.reader().getNormValues(LexicalIndexLayout.TEXT);
            if (norms == null) {
                continue;
            }
            Bits live = leaf.reader().getLiveDocs();
            for (int doc = norms.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = norms.nextDoc()) {
                if (live == null || live.get(doc)) {
                    tokens += norms.longValue();
                }
            }
        }
        return reader.numDocs() == 0 ? 1 : (double) tokens / reader.numDocs();
    }

    /** The last {@code lexical_log} sequence number this commit includes. */
    public long seq() {
        return seq;
    }

    /** The {@code lexical_epoch} of the database this commit mirrors. */
    public String epoch() {
        return epoch;
    }

    /** Live rows: FTS5's N. */
    public long rows() {
        return rows;
    }

    /**
     * Rows matching a term or phrase query of {@link LexicalQueries#phrase}: FTS5's n. A word's is
     * its document frequency; a phrase's is counted once per commit (FTS5 counts it on every query).
     */
    public long rowsHolding(Query query) {
        try {
            if (query instanceof TermQuery t) {
                return getIndexReader().docFreq(t.getTerm());
            }
            Long known = phraseRows.get(query);
            if (known == null) {
                if (phraseRows.size() >= KEPT_PHRASES) {
                    phraseRows.clear();
                }
                known = (long) count(query);
                phraseRows.put(query, known);
            }
            return known;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The query with each phrase weighted by its own idf, as FTS5 weighs it: Lucene hands the
     * similarity its terms' statistics only ({@link Fts5Similarity} takes the rarest term's), so the
     * phrase is boosted by the ratio of the two.
     */
    private Query withPhraseWeights(Query query) throws IOException {
        return switch (query) {
            case PhraseQuery p -> {
                double termIdf = 0;
                for (Term t : p.getTerms()) {
                    termIdf = Math.max(termIdf, Fts5Similarity.idf(rows, Math.min(rows, getIndexReader().docFreq(t))));
                }
                double phraseIdf = Fts5Similarity.idf(rows, rowsHolding(p));
                yield new BoostQuery(p, (float) (phraseIdf / termIdf));
            }
            case BooleanQuery b -> {
                BooleanQuery.Builder weighted = new BooleanQuery.Builder();
                for (BooleanClause c : b.clauses()) {
                    weighted.add(withPhraseWeights(c.query()), c.occur());
                }
                yield weighted.build();
            }
            case BoostQuery b -> new BoostQuery(withPhraseWeights(b.getQuery()), b.getBoost());
            default -> query;
        };
    }

    /**
     * The best {@code k} rows for {@code scored}, among the rows of records published within
     * {@code since}–{@code until} (either may be null) and of {@code document} (null: any).
     */
    public List<RowHit> search(Query scored, LocalDate since, LocalDate until, String document, int k) {
        try {
            ScoreDoc[] top = search(filtered(scored, since, until, document), k).scoreDocs;
            List<LeafReaderContext> leaves = getIndexReader().leaves();
            List<RowHit> hits = new ArrayList<>(top.length);
            for (ScoreDoc hit : top) {
                LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(hit.doc, leaves));
                int doc = hit.doc - leaf.docBase;
                LeafReader r = leaf.reader();
                hits.add(new RowHit(rowid(r.getNumericDocValues(LexicalIndexLayout.ROWID), doc),
                        document(r.getSortedDocValues(LexicalIndexLayout.DOCUMENT), doc), hit.score));
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The rows of the best {@code records} records for {@code scored}, a record ranked by its best
     * row, at most {@code rowsPerRecord} rows each, best record first (within the same filters as
     * {@link #search}); {@code more}: other records matched, or may have (rows that could not reach
     * the page were skipped unseen). What the server's lexical leg reads: its cost follows the records
     * a page needs, where a top-k of rows would grow with the rows long records hold.
     */
    public RecordRows searchRecords(Query scored, LocalDate since, LocalDate until, String document, int records,
                                    int rowsPerRecord) {
        try {
            return search(filtered(scored, since, until, document),
                    new TopRecords(getIndexReader().leaves(), records, rowsPerRecord));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Rows of the best records ({@link #searchRecords}), and whether other records matched or may have. */
    public record RecordRows(List<RowHit> hits, boolean more) {
    }

    /** {@code scored}, phrases weighted, within the filters; the filters do not score. */
    private Query filtered(Query scored, LocalDate since, LocalDate until, String document) throws IOException {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        if (since != null || until != null) {
            query.add(IntField.newRangeQuery(LexicalIndexLayout.DAY,
                    since == null ? Integer.MIN_VALUE : LexicalIndexLayout.day(since.toString()),
                    until == null ? Integer.MAX_VALUE : LexicalIndexLayout.day(until.toString())), Occur.FILTER);
        }
        if (document != null) {
            query.add(new TermQuery(new Term(LexicalIndexLayout.DOCUMENT, document)), Occur.FILTER);
        }
        query.add(withPhraseWeights(scored), Occur.MUST);
        return query.build();
    }

    private static long rowid(NumericDocValues values, int doc) throws IOException {
        if (values == null || !values.advanceExact(doc)) {
            throw new IllegalStateException("an index row without its row id");
        }
        return values.longValue();
    }

    private static String document(SortedDocValues values, int doc) throws IOException {
        if (values == null || !values.advanceExact(doc)) {
            throw new IllegalStateException("an index row without its record id");
        }
        return values.lookupOrd(values.ordValue()).utf8ToString();
    }
}
