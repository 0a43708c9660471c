package dev.josh.server.search.lexical;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.josh.server.db.Deadline;
import java.util.List;
import java.util.function.Predicate;

/**
 * How many rows of an index hold each word of a query, and the expressions the planner makes of
 * them: without the words too common to be worth scoring. FTS5 stores no document frequencies and
 * counting walks the term's rows, so a count is kept, per index and term, while the index's row
 * count is the one it was taken at (an ingest changes it, and the next query counts again); a
 * Lucene index reads a word's count from its dictionary, and a count is kept per commit.
 */
final class TermCounts {

    /**
     * Counts kept at most. Caffeine evicts the least worth keeping (by frequency and recency) a few
     * at a time as new ones come, rather than dropping them all when full: every query after a
     * wholesale clear would pay a count per word at once.
     */
    private static final int KEPT = 100_000;

    private final int scoredRows;
    /** Rows holding a term, per index and term. */
    private final Cache<TermKey, TermRows> counts = Caffeine.newBuilder().maximumSize(KEPT).build();

    /** @param scoredRows matching rows one query may score per source */
    TermCounts(int scoredRows) {
        this.scoredRows = scoredRows;
    }

    /**
     * The all-words expression for one source without the words it holds in more than half its
     * rows, as long as another word remains. FTS5's bm25 gives such a word an idf of 1e-6 (nil:
     * {@code log((N - n + 0.5) / (n + 0.5))} is negative, and clamped), so it changes no ranking, yet
     * scoring walks its whole posting list on every query ("shall" is in two thirds of a million
     * bill chunks). Left out, it only stops excluding the rows that lack it.
     */
    QueryNode withoutWeightlessTerms(RankedRows index, LexicalQuery words, Deadline deadline) {
        if (words.plan() == LexicalQuery.Plan.SYNTAX || words.terms().size() < 2 || index.rows() == 0) {
            return words.allTerms();
        }
        return kept(words, term -> weighs(index, term, deadline), QueryNode.Operator.AND, words.allTerms());
    }

    /**
     * The any-word expression for one source without its frequent terms, as long as a rarer one
     * remains. On FTS5, the terms it holds in {@code scoredRows} rows or more: such a word would fill
     * the scored sample with rows that hold nothing else. An index that prunes ranks every word's rows
     * at little cost, and keeps a frequent word with its (small) weight, as BM25 over all the words
     * does; it leaves out only the words without weight ({@link #withoutWeightlessTerms}'s), which
     * would change no score and still be read for every candidate row.
     */
    QueryNode withoutFrequentTerms(RankedRows index, LexicalQuery words, Deadline deadline) {
        if (words.terms().size() < 2 || index.rows() == 0) {
            return words.anyTerm();
        }
        Predicate<QueryNode.Term> rare = index.prunes() ? term -> weighs(index, term, deadline)
                : term -> rowsHolding(index, term, deadline) < scoredRows;
        return kept(words, rare, QueryNode.Operator.OR, words.anyTerm());
    }

    /** Whether bm25 gives the term weight in this index: FTS5's idf is nil for a term in more than half the rows. */
    private boolean weighs(RankedRows index, QueryNode.Term term, Deadline deadline) {
        return rowsHolding(index, term, deadline) * 2 <= index.rows();
    }

    /** The query's terms that pass, joined by {@code operator}; {@code whole} when all or none pass. */
    private static QueryNode kept(LexicalQuery words, Predicate<QueryNode.Term> passes, QueryNode.Operator operator,
                                  QueryNode whole) {
        List<QueryNode.Term> kept = words.terms().stream().filter(passes).toList();
        return kept.isEmpty() || kept.size() == words.terms().size() ? whole : QueryNode.chain(operator, kept);
    }

    /**
     * Rows of an index that hold a term, counted up to what the planner asks of it: {@code
     * scoredRows}, or more than half the index.
     */
    long rowsHolding(RankedRows index, QueryNode.Term term, Deadline deadline) {
        TermKey key = new TermKey(index.key(), term);
        TermRows known = counts.getIfPresent(key);
        if (known != null && known.indexRows() == index.rows()) {
            return known.rows();
        }
        long rows = index.rowsHolding(term, Math.max(scoredRows, index.rows() / 2 + 1), deadline);
        counts.put(key, new TermRows(index.rows(), rows));
        return rows;
    }

    private record TermKey(String index, QueryNode.Term term) {
    }

    /** @param indexRows the index's row count when {@code rows} was counted */
    private record TermRows(long indexRows, long rows) {
    }
}
