package dev.josh.lexical;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.QueryBuilder;

/** Queries over the index's text, analysed as FTS5 analyses a MATCH string's quoted phrase. */
public final class LexicalQueries {

    private final Fts5Analyzer analyzer = new Fts5Analyzer();
    private final QueryBuilder builder = new QueryBuilder(analyzer);

    /**
     * What FTS5 matches for the quoted string {@code text}: one term, or its terms in a row; null when
     * it holds no token.
     */
    public Query phrase(String text) {
        return builder.createPhraseQuery(LexicalIndexLayout.TEXT, text);
    }

    /** The tokens of {@code text} as the index holds them. */
    public List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream(LexicalIndexLayout.TEXT, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                tokens.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return tokens;
    }
}
