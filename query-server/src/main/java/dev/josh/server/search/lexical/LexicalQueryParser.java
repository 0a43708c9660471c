package dev.josh.server.search.lexical;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a user's query for FTS5. FTS5's own parser rejects hyphens, dots, colons and {@code §}
 * outside quotes ({@code 17 U.S.C. 102}, {@code usc:17:102}, {@code 1320a-7b}), so nothing the
 * user typed reaches it unquoted:
 * <ul>
 *   <li>Plain text (no operator, quote or prefix star) is split into words; each word is quoted.</li>
 *   <li>Text that uses FTS5 syntax (a quote, {@code word*}, upper-case AND/OR/NOT/NEAR,
 *       {@code NEAR(...)}) is parsed with FTS5's grammar; bare words are quoted, the structure is
 *       kept, and {@code a NEAR b} (FTS3 style, which FTS5 silently reads as the word "near") is
 *       rewritten to {@code NEAR("a" "b", 10)}. Syntax that is clearly intended but broken (an
 *       unbalanced quote, a dangling operator) is a 400 {@code invalid_query} with a hint, never
 *       a 500 from SQLite.</li>
 * </ul>
 * <p>FTS5 syntax goes through {@link QueryLexer} (tokens) and {@link QueryParser} into a {@link QueryNode}
 * tree, plain text straight into one; the tree is what both indexes are asked ({@link MatchRenderer} writes
 * FTS5's MATCH expression of it, {@link LuceneMatch} Lucene's query).
 */
public final class LexicalQueryParser {

    static final int MAX_TERMS = 64;

    private static final Pattern SYNTAX_INTENT = Pattern.compile(
            "\"|[\\p{L}\\p{N}_]\\*|(?:^|\\s|\\()(?:AND|OR|NOT|NEAR(?:/\\d+)?)(?=\\s|$|\\()");
    /**
     * Words that carry no meaning in a query: Lucene's English stop set, and the words questions are
     * made of ("how long does copyright last", "can I copy software"). They are in nearly every chunk,
     * so they weigh nearly nothing in BM25, yet a document that happens to hold "how", "does" and
     * "last" passes an all-words step that the answer fails, and is highlighted for words that say
     * nothing. Legal words of obligation ("shall", "may", "must") are not among them.
     */
    private static final Set<String> STOPWORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by",
            "for", "from", "if", "in", "into", "is", "it", "its", "of", "on", "or", "such", "that", "the",
            "their", "then", "there", "these", "they", "this", "those", "to", "was", "were", "will", "with",
            // the words questions and requests are made of
            "how", "what", "which", "who", "whom", "whose", "when", "where", "why", "does", "do", "did", "done",
            "can", "could", "would", "should", "i", "me", "my", "we", "our", "you", "your", "am", "been",
            "being", "has", "have", "had", "any", "about", "here", "tell", "find", "show", "please",
            "some", "so", "than", "too", "very", "just", "also", "other", "anything", "something");

    static final Map<String, Object> SYNTAX_HELP = Map.of(
            "phrase", "\"fair use\"",
            "prefix", "copyright*",
            "proximity", "NEAR(fair use, 5) or fair NEAR use",
            "boolean", "tax AND (credit OR deduction) NOT estate",
            "plain", "plain words without quotes or operators are searched as they are");

    private static final Pattern CONTROL = Pattern.compile("\\p{Cntrl}");

    public LexicalQuery parse(String text) {
        // A control character (q=a%00b) separates words as a space does: inside a quoted FTS5 term a NUL ends the
        // string early, and SQLite answers "unterminated string".
        String q = text == null ? "" : CONTROL.matcher(text).replaceAll(" ").strip();
        if (q.isEmpty()) {
            throw invalid("the query is empty", "write the words to search for");
        }
        return SYNTAX_INTENT.matcher(q).find() ? parseSyntax(q) : parseWords(q);
    }

    // ---- plain text -------------------------------------------------------------------------

    private LexicalQuery parseWords(String q) {
        Set<String> terms = new LinkedHashSet<>();
        for (String piece : q.split("\\s+")) {
            String word = QueryLexer.trimPunctuation(piece);
            if (QueryLexer.hasWordCharacter(word)) {
                terms.add(word);
            }
        }
        if (terms.isEmpty()) {
            throw invalid("the query has no words to search for (only punctuation or symbols)",
                    "search for words or numbers, e.g. 17 U.S.C. 102 or fair use");
        }
        // Case-insensitive duplicates would only repeat a term; FTS5 folds case anyway.
        List<String> distinct = terms.stream().map(t -> t.toLowerCase(Locale.ROOT)).distinct().toList();
        // Stopwords are in nearly every chunk: in the AND they only cost time, and in the OR
        // fallback they would make FTS5 score almost every row (it has no dynamic pruning; DESIGN.md).
        // A query of nothing but stopwords ("to be or not") is still searched as written.
        List<String> content = distinct.stream().filter(t -> !STOPWORDS.contains(t)).toList();
        // A paragraph-long description may hold more words than a query searches: its first MAX_TERMS words
        // carrying meaning are searched (the semantic leg reads the whole text), rather than refusing it.
        List<QueryNode.Term> searched = (content.isEmpty() ? distinct : content).stream().limit(MAX_TERMS)
                .map(QueryNode.Term::of).toList();
        QueryNode all = QueryNode.chain(QueryNode.Operator.AND, searched);
        QueryNode any = searched.size() > 1 ? QueryNode.chain(QueryNode.Operator.OR, searched) : null;
        return new LexicalQuery(all, any, LexicalQuery.Plan.WORDS, highlightWords(q), searched);
    }

    // ---- FTS5 syntax ------------------------------------------------------------------------

    private LexicalQuery parseSyntax(String q) {
        return new LexicalQuery(QueryParser.parse(QueryLexer.lex(q)), null, LexicalQuery.Plan.SYNTAX,
                highlightWords(q), List.of());
    }

    // ---- shared helpers ---------------------------------------------------------------------

    /** The words worth marking in a passage: letters and digits, no operators, no stopwords. */
    public static List<String> highlightWords(String q) {
        return meaningfulWords(q).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * The words of {@code q} that carry meaning, as written (case kept), each once: letters and digits, no
     * operators, no stopwords or question words, no single letters.
     */
    public static List<String> meaningfulWords(String q) {
        Map<String, String> words = new LinkedHashMap<>();
        for (String w : q.split("[^\\p{L}\\p{N}]+")) {
            if (w.isEmpty() || w.equals("AND") || w.equals("OR") || w.equals("NOT") || w.equals("NEAR")) {
                continue;
            }
            String lower = w.toLowerCase(Locale.ROOT);
            if (!STOPWORDS.contains(lower) && (lower.length() > 1 || Character.isDigit(lower.charAt(0)))) {
                words.putIfAbsent(lower, w);
            }
        }
        return List.copyOf(words.values());
    }

    static ApiException invalid(String message, String tip) {
        return new ApiException(ErrorCode.INVALID_QUERY, message,
                ApiException.newHint().put("tip", tip).put("syntax", SYNTAX_HELP).build());
    }
}
