package dev.josh.server.search.lexical;

import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.LexicalSearcher;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.search.Query;

/**
 * A source's chunk index read from the Lucene index that mirrors it ({@link LexicalIndexes}): the
 * same rows, ranked by the same bm25 ({@code dev.josh.lexical.Fts5Similarity}), but with Lucene's
 * dynamic pruning, so every match is ranked and none is sampled; it returns the best rows of the best
 * documents, so its cost follows the documents a page needs. Holds one commit until closed.
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
    public boolean prunes() {
        return true;
    }

    @Override
    public long rows() {
        return searcher.rows();
    }

    /** Exact: a word's document frequency, a phrase counted once per commit ({@link LexicalSearcher#rowsHolding}). */
    @Override
    public long rowsHolding(QueryNode.Term term, long cap, Deadline deadline) {
        return searcher.rowsHolding(match.query(term).orElseThrow());
    }

    @Override
    public LexicalLeg.Hits search(QueryNode expression, SearchFilter filter, LexicalLeg.Window window,
                                  Deadline deadline) {
        deadline.check();
        Query q = match.query(expression).orElseThrow();
        LexicalSearcher.RecordRows found = searcher.searchRecords(q, filter.since(), filter.until(),
                filter.document() == null ? null : filter.document().value(), window.documents(), window.passages());
        List<ChunkHit> hits = new ArrayList<>(found.hits().size());
        for (LexicalSearcher.RowHit hit : found.hits()) {
            hits.add(new ChunkHit(new DocumentKey(source.name(), hit.document()), hit.rowid(), hit.score()));
        }
        return new LexicalLeg.Hits(hits, found.more());
    }

    @Override
    public void close() {
        lease.close();
    }
}
