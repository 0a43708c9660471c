package dev.josh.lexical;

import org.apache.lucene.index.FieldInvertState;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.similarities.Similarity;

/**
 * FTS5's {@code bm25()} in Lucene, so that the index ranks rows exactly as the FTS5 table it
 * mirrors would, with Lucene's dynamic pruning instead of FTS5's score-every-match walk. For each
 * query term (sqlite/ext/fts5/fts5_aux.c, {@code fts5Bm25Function}):
 *
 * <pre>
 *   idf   = ln((N − n + 0.5) / (n + 0.5)), or 1e-6 where that is not positive (a word in over half the rows)
 *   score = idf · f · (k1 + 1) / (f + k1 · (1 − b + b · D / avgD))      k1 = 1.2, b = 0.75
 * </pre>
 *
 * where N is the table's rows, n the rows holding the term, f the term's occurrences in the row
 * each counted with its column's weight, D the row's tokens over every column (unweighted) and
 * avgD their mean over the table. A row's score is the sum over the query's terms.
 *
 * <p>Lucene reads f and D from the postings and the norm; {@link LexicalDocuments} makes them
 * FTS5's: a column of weight w repeats each of its tokens w times at the same position, so the
 * term frequency is the weighted count, and the norm is the row's length without those repeats
 * (Lucene counts them as overlaps), stored exactly rather than in Lucene's one-byte encoding. N
 * and avgD are the reader's live rows and their mean length ({@link LexicalIndex}); n is Lucene's
 * document frequency, which counts a replaced row until its segment is merged.
 *
 * <p>A phrase's n in FTS5 is the rows holding the phrase; Lucene gives the similarity the
 * statistics of its terms only, so here a phrase weighs as its rarest term, and {@link
 * LexicalSearcher} boosts it by its own idf over that one.
 */
public final class Fts5Similarity extends Similarity {

    static final double K1 = 1.2;
    static final double B = 0.75;
    private static final double MIN_IDF = 1e-6;

    private final long rows;
    private final double averageLength;

    /** For scoring: the index's live rows and their mean length in tokens. */
    public Fts5Similarity(long rows, double averageLength) {
        super(true);
        this.rows = rows;
        this.averageLength = averageLength > 0 ? averageLength : 1;
    }

    /** For indexing, where only the norm is computed. */
    static Fts5Similarity forIndexing() {
        return new Fts5Similarity(0, 1);
    }

    /** The row's length in tokens, exactly: the repeats that weigh a column are not tokens of the row. */
    @Override
    public long computeNorm(FieldInvertState state) {
        return state.getLength() - state.getNumOverlap();
    }

    /** FTS5's idf for a term held by {@code holding} of {@code rows} rows. */
    static double idf(long rows, long holding) {
        double idf = Math.log((rows - holding + 0.5) / (holding + 0.5));
        return idf <= 0 ? MIN_IDF : idf;
    }

    @Override
    public SimScorer scorer(float boost, CollectionStatistics collectionStats, TermStatistics... termStats) {
        double idf = 0;
        for (TermStatistics term : termStats) {
            idf = Math.max(idf, idf(rows, Math.min(term.docFreq(), rows)));
        }
        double weight = boost * idf;
        double averageLength = this.averageLength;
        return new SimScorer() {
            @Override
            public float score(float freq, long norm) {
                double d = K1 * (1 - B + B * norm / averageLength);
                return (float) (weight * freq * (K1 + 1) / (freq + d));
            }
        };
    }
}
