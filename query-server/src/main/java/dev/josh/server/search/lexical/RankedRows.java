package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.search.SearchFilter;

/**
 * One source's ranked index as one step of the plan reads it: the FTS5 table ({@link Fts5Rows}), or
 * the Lucene index that mirrors it exactly ({@link LuceneRows}). Both rank by FTS5's bm25 with the
 * same column weights; they differ in cost (FTS5 scores every match, Lucene prunes) and so in the
 * sample FTS5 has to take of a frequent word's rows.
 */
sealed interface RankedRows extends AutoCloseable permits Fts5Rows, LuceneRows {

    /** The index and its state, for the term counts kept across queries. */
    String key();

    /**
     * Whether ranking skips the rows that cannot reach the top (Lucene's dynamic pruning), so a frequent
     * word costs little; FTS5 scores every match, and the plan keeps frequent words out of its OR.
     */
    boolean prunes();

    /** The index's rows: FTS5's N. */
    long rows();

    /** Rows holding {@code term}, counted at least up to {@code cap}. */
    long rowsHolding(QueryNode.Term term, long cap, Deadline deadline);

    /**
     * The best rows for a query, within the filter: FTS5 the best {@code window.rows()}, Lucene
     * the best rows of the best {@code window.documents()} documents ({@link LexicalLeg.Window}).
     */
    LexicalLeg.Hits search(QueryNode match, SearchFilter filter, LexicalLeg.Window window, Deadline deadline);

    @Override
    void close();
}
