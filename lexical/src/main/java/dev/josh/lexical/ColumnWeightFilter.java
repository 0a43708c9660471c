package dev.josh.lexical;

import java.io.IOException;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;

/**
 * Repeats every token {@code weight} times at its own position, so that an occurrence in this
 * column counts {@code weight} times in the term frequency, as FTS5's bm25() weighs it, while
 * phrases still match position by position and the repeats (position increment 0) are not counted
 * in the row's length ({@link Fts5Similarity#computeNorm}).
 */
final class ColumnWeightFilter extends TokenFilter {

    private final int weight;
    private final PositionIncrementAttribute position = addAttribute(PositionIncrementAttribute.class);
    private State token;
    private int repeats;

    ColumnWeightFilter(TokenStream input, int weight) {
        super(input);
        if (weight < 1) {
            throw new IllegalArgumentException("a column weight is a positive whole number, got " + weight);
        }
        this.weight = weight;
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (repeats > 0) {
            restoreState(token);
            position.setPositionIncrement(0);
            repeats--;
            return true;
        }
        if (!input.incrementToken()) {
            return false;
        }
        if (weight > 1) {
            token = captureState();
            repeats = weight - 1;
        }
        return true;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        repeats = 0;
        token = null;
    }
}
