package dev.josh.lexical;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.util.CharTokenizer;

/**
 * Lucene's nearest to the FTS5 tokenizer every Josh index is declared with,
 * {@code porter unicode61 remove_diacritics 2}: tokens are runs of letters and digits (so
 * "U.S.C." is u, s, c and "102(a)" is 102, a), lower-cased, diacritics removed, then Porter's
 * stemmer; no stop words. Where they differ: unicode61 reads Unicode 6.1's categories (letters,
 * numbers of every kind, private use) where {@link Character#isLetterOrDigit} reads the JDK's
 * (letters and decimal digits only: "²" or "Ⅻ" split a token here and not in FTS5); ASCII folding
 * also unfolds ligatures and a few symbols ("æ" → "ae", "ß" → "ss") that remove_diacritics leaves;
 * a token over 255 characters is cut where FTS5 keeps it whole.
 *
 * <p>Components are reused per field name, not once per thread: the index writer analyses each FTS
 * column of a row into its own stream before the row is added ({@link LexicalDocuments}), so two
 * columns' streams are open at once. Between two columns of one row lie {@link #COLUMN_GAP}
 * positions, so that no phrase matches across them (FTS5 matches a phrase within one column).
 */
public final class Fts5Analyzer extends Analyzer {

    /** Positions between the columns of one row: more than any phrase or NEAR distance a query may ask. */
    static final int COLUMN_GAP = 10_000;

    public Fts5Analyzer() {
        super(PER_FIELD_REUSE_STRATEGY);
    }

    @Override
    public int getPositionIncrementGap(String fieldName) {
        return COLUMN_GAP;
    }

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer tokens = CharTokenizer.fromTokenCharPredicate(Character::isLetterOrDigit);
        TokenStream stream = new PorterStemFilter(new ASCIIFoldingFilter(new LowerCaseFilter(tokens)));
        return new TokenStreamComponents(tokens, stream);
    }

    @Override
    protected TokenStream normalize(String fieldName, TokenStream in) {
        return new ASCIIFoldingFilter(new LowerCaseFilter(in));
    }
}
