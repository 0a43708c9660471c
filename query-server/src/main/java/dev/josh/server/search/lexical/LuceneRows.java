package dev.josh.server.search.lexical;

import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.LexicalSearcher;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.CollectionTerminatedException;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.SimpleCollector;
import org.apache.lucene.search.ScoreMode;

/**
 * A source's chunk index read from the Lucene index that mirrors it ({@link LexicalIndexes}): the
 * same rows, ranked by the same bm25 ({@code dev.josh.lexical.Fts5Similarity}), but with Lucene's
 * dynamic pruning, so every match is ranked and none is sampled. Holds one commit until closed.
 */
final class LuceneRows implements RankedRows {

    private final LexicalIndexes.Lease lease;
    private final LexicalSearcher searcher;
    private final SourceTables source;
    private final LuceneMatch match;

    LuceneRows(LexicalIndexes.Lease lease, SourceTables source, LuceneMatch match) {
        this.lease = lease;
        this.searcher = lease.searcher();
        this.source = source;
        this.match = match;
    }

    @Override
    public String key() {
        return source.source().ftsTable() + " lucene@" + searcher.seq();
    }

    @Override
    public long rows() {
        return searcher.rows();
    }

    /** A word's count is the index's document frequency; a phrase's is counted, up to {@code cap}. */
    @Override
    public long rowsHolding(String term, long cap, Deadline deadline) {
        Query q = match.query(term).orElseThrow();
        if (q instanceof TermQuery t) {
            return searcher.rowsHolding(t.getTerm().text());
        }
        try {
            return searcher.search(q, new CollectorManager<CappedCount, Long>() {
                @Override
                public CappedCount newCollector() {
                    return new CappedCount(cap);
                }

                @Override
                public Long reduce(Collection<CappedCount> counts) {
                    return counts.stream().mapToLong(c -> c.counted).sum();
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public LexicalLeg.Hits search(String expression, SearchFilter filter, int window, Deadline deadline) {
        deadline.check();
        Query q = match.query(expression).orElseThrow();
        List<ChunkHit> hits = new ArrayList<>();
        for (LexicalSearcher.RowHit hit : searcher.search(q, filter.since(), filter.until(),
                filter.document() == null ? null : filter.document().value(), window)) {
            hits.add(new ChunkHit(new DocumentKey(source.name(), hit.document()), hit.rowid(), hit.score()));
        }
        return new LexicalLeg.Hits(hits, hits.size() >= window);
    }

    @Override
    public void close() {
        lease.close();
    }

    /** Counts matches until {@code cap}, then stops every segment: the planner asks "at least this many?". */
    private static final class CappedCount extends SimpleCollector {
        private final long cap;
        long counted;

        CappedCount(long cap) {
            this.cap = cap;
        }

        @Override
        protected void doSetNextReader(LeafReaderContext context) {
            if (counted >= cap) {
                throw new CollectionTerminatedException();
            }
        }

        @Override
        public void collect(int doc) {
            if (++counted >= cap) {
                throw new CollectionTerminatedException();
            }
        }

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.COMPLETE_NO_SCORES;
        }
    }
}
