package dev.josh.server.search.lexical;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.ArrayList;
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
 */
public final class LexicalQueryParser {

    /** Prefix queries shorter than this expand to a large share of the vocabulary. */
    static final int MIN_PREFIX_CHARS = 2;
    static final int MAX_TERMS = 64;
    static final int DEFAULT_NEAR_DISTANCE = 10;

    private static final Pattern SYNTAX_INTENT = Pattern.compile(
            "\"|[\\p{L}\\p{N}_]\\*|(?:^|\\s|\\()(?:AND|OR|NOT|NEAR(?:/\\d+)?)(?=\\s|$|\\()");
    private static final Pattern NEAR_INFIX = Pattern.compile("NEAR(?:/(\\d{1,3}))?");
    private static final Set<String> STOPWORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "by", "for",
            "from", "in", "is", "it", "of", "on", "or", "that", "the", "this", "to", "was", "with");

    static final Map<String, Object> SYNTAX_HELP = Map.of(
            "phrase", "\"fair use\"",
            "prefix", "copyright*",
            "proximity", "NEAR(fair use, 5) or fair NEAR use",
            "boolean", "tax AND (credit OR deduction) NOT estate",
            "plain", "plain words without quotes or operators are searched as they are");

    public LexicalQuery parse(String text) {
        String q = text == null ? "" : text.strip();
        if (q.isEmpty()) {
            throw invalid("the query is empty", "write the words to search for");
        }
        return SYNTAX_INTENT.matcher(q).find() ? parseSyntax(q) : parseWords(q);
    }

    // ---- plain text -------------------------------------------------------------------------

    private LexicalQuery parseWords(String q) {
        Set<String> terms = new LinkedHashSet<>();
        for (String piece : q.split("\\s+")) {
            String word = trimPunctuation(piece);
            if (hasWordCharacter(word)) {
                terms.add(word);
            }
        }
        if (terms.isEmpty()) {
            throw invalid("the query has no words to search for (only punctuation or symbols)",
                    "search for words or numbers, e.g. 17 U.S.C. 102 or fair use");
        }
        if (terms.size() > MAX_TERMS) {
            throw invalid("the query has " + terms.size() + " words; at most " + MAX_TERMS + " are searched",
                    "shorten the query to its distinctive words");
        }
        // Case-insensitive duplicates would only repeat a term; FTS5 folds case anyway.
        List<String> distinct = terms.stream().map(t -> t.toLowerCase(Locale.ROOT)).distinct().toList();
        // Stopwords are in nearly every chunk: in the AND they only cost time, and in the OR
        // fallback they would make FTS5 score almost every row (it has no dynamic pruning; DESIGN.md).
        // A query of nothing but stopwords ("to be or not") is still searched as written.
        List<String> content = distinct.stream().filter(t -> !STOPWORDS.contains(t)).toList();
        List<String> quoted = (content.isEmpty() ? distinct : content).stream()
                .map(LexicalQueryParser::quote).toList();
        String all = String.join(" AND ", quoted);
        String any = quoted.size() > 1 ? String.join(" OR ", quoted) : null;
        return new LexicalQuery(all, any, LexicalQuery.Plan.WORDS, highlightWords(q), quoted);
    }

    // ---- FTS5 syntax ------------------------------------------------------------------------

    private enum Kind { TERM, AND, OR, NOT, NEAR_GROUP, NEAR_INFIX, LPAREN, RPAREN, COMMA }

    /**
     * @param text     the word or phrase content, or the operator as written
     * @param phrase   the user quoted it
     * @param prefix   a {@code *} followed it
     * @param distance for NEAR/n
     */
    private record Token(Kind kind, String text, boolean phrase, boolean prefix, int distance, int position) {
    }

    private LexicalQuery parseSyntax(String q) {
        List<Token> tokens = lex(q);
        if (tokens.isEmpty()) {
            throw invalid("the query has no words to search for", "search for words or a \"quoted phrase\"");
        }
        SyntaxParser parser = new SyntaxParser(tokens);
        String expression = parser.parseExpression();
        if (parser.hasMore()) {
            Token t = parser.peek();
            throw invalid(t.kind() == Kind.RPAREN ? "a ')' has no matching '('" : "unexpected '" + t.text() + "'",
                    "balance the parentheses, or remove them to search the words");
        }
        if (parser.termCount > MAX_TERMS) {
            throw invalid("the query has " + parser.termCount + " terms; at most " + MAX_TERMS + " are searched",
                    "shorten the query to its distinctive words");
        }
        return new LexicalQuery(expression, null, LexicalQuery.Plan.SYNTAX, highlightWords(q), List.of());
    }

    private static List<Token> lex(String q) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = q.length();
        while (i < n) {
            char c = q.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '"') {
                int start = i;
                StringBuilder content = new StringBuilder();
                i++;
                boolean closed = false;
                while (i < n) {
                    char d = q.charAt(i);
                    if (d == '"') {
                        if (i + 1 < n && q.charAt(i + 1) == '"') { // FTS5 escapes a quote by doubling it
                            content.append('"');
                            i += 2;
                            continue;
                        }
                        closed = true;
                        i++;
                        break;
                    }
                    content.append(d);
                    i++;
                }
                if (!closed) {
                    throw invalid("the double quote at position " + (start + 1) + " is never closed",
                            "close the phrase (\"fair use\") or remove the quote to search the words");
                }
                int afterSpaces = skipSpaces(q, i);
                boolean prefix = afterSpaces < n && q.charAt(afterSpaces) == '*';
                if (prefix) {
                    i = afterSpaces + 1;
                }
                if (!hasWordCharacter(content.toString())) {
                    throw invalid("the phrase at position " + (start + 1) + " has no words",
                            "put words between the quotes, e.g. \"fair use\"");
                }
                out.add(new Token(Kind.TERM, content.toString(), true, prefix, 0, start));
            } else if (c == '(' || c == ')' || c == ',') {
                out.add(new Token(c == '(' ? Kind.LPAREN : c == ')' ? Kind.RPAREN : Kind.COMMA,
                        String.valueOf(c), false, false, 0, i));
                i++;
            } else if (c == '*') {
                throw invalid("a '*' at position " + (i + 1) + " does not follow a word",
                        "write the star right after the start of a word, e.g. copyright*");
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(q.charAt(i)) && "\"(),*".indexOf(q.charAt(i)) < 0) {
                    i++;
                }
                String word = q.substring(start, i);
                boolean prefix = i < n && q.charAt(i) == '*';
                if (prefix) {
                    i++;
                }
                out.add(classify(word, prefix, start, q, i));
            }
        }
        // Words with nothing searchable in them (§, --) vanish, as the tokenizer would drop them.
        return out.stream().filter(t -> t.kind() != Kind.TERM || t.phrase() || hasWordCharacter(t.text())).toList();
    }

    private static Token classify(String word, boolean prefix, int position, String q, int next) {
        if (!prefix) {
            switch (word) {
                case "AND" -> {
                    return new Token(Kind.AND, word, false, false, 0, position);
                }
                case "OR" -> {
                    return new Token(Kind.OR, word, false, false, 0, position);
                }
                case "NOT" -> {
                    return new Token(Kind.NOT, word, false, false, 0, position);
                }
                default -> {
                }
            }
            var near = NEAR_INFIX.matcher(word);
            if (near.matches()) {
                boolean group = near.group(1) == null && skipSpaces(q, next) < q.length() && q.charAt(skipSpaces(q, next)) == '(';
                int distance = near.group(1) == null ? DEFAULT_NEAR_DISTANCE : Integer.parseInt(near.group(1));
                return new Token(group ? Kind.NEAR_GROUP : Kind.NEAR_INFIX, word, false, false, distance, position);
            }
        }
        return new Token(Kind.TERM, trimPunctuation(word), false, prefix, 0, position);
    }

    /** Recursive descent over FTS5's grammar: OR binds loosest, then AND (explicit or implied), then NOT. */
    private static final class SyntaxParser {
        private final List<Token> tokens;
        private int at;
        int termCount;

        SyntaxParser(List<Token> tokens) {
            this.tokens = tokens;
        }

        boolean hasMore() {
            return at < tokens.size();
        }

        Token peek() {
            return tokens.get(at);
        }

        private boolean peekIs(Kind kind) {
            return hasMore() && peek().kind() == kind;
        }

        String parseExpression() {
            String left = parseAnd();
            while (peekIs(Kind.OR)) {
                Token op = tokens.get(at++);
                left = left + " OR " + operand(op, this::parseAnd);
            }
            return left;
        }

        private String parseAnd() {
            String left = parseNot();
            while (hasMore()) {
                if (peekIs(Kind.COMMA)) { // a comma between words is punctuation, not syntax
                    at++;
                    continue;
                }
                if (peekIs(Kind.AND)) {
                    Token op = tokens.get(at++);
                    left = left + " AND " + operand(op, this::parseNot);
                } else if (startsOperand()) {
                    left = left + " AND " + parseNot();
                } else {
                    break;
                }
            }
            return left;
        }

        private String parseNot() {
            String left = parsePrimary();
            while (peekIs(Kind.NOT)) {
                Token op = tokens.get(at++);
                left = left + " NOT " + operand(op, this::parsePrimary);
            }
            return left;
        }

        private boolean startsOperand() {
            return peekIs(Kind.TERM) || peekIs(Kind.LPAREN) || peekIs(Kind.NEAR_GROUP);
        }

        private String operand(Token operator, java.util.function.Supplier<String> rule) {
            if (!startsOperand()) {
                throw invalid(operator.text() + " at position " + (operator.position() + 1)
                                + " needs a word or phrase on both sides",
                        "complete the expression (tax AND credit), or write the operator in lower case to search it as a word");
            }
            return rule.get();
        }

        private String parsePrimary() {
            if (!hasMore()) {
                throw invalid("the query ends where a word or phrase was expected", "complete the expression");
            }
            Token t = tokens.get(at);
            switch (t.kind()) {
                case LPAREN -> {
                    at++;
                    if (peekIs(Kind.RPAREN)) {
                        throw invalid("empty parentheses at position " + (t.position() + 1), "put words inside them");
                    }
                    String inner = parseExpression();
                    if (!peekIs(Kind.RPAREN)) {
                        throw invalid("the '(' at position " + (t.position() + 1) + " is never closed",
                                "add the missing ')' or remove the '(' to search the words");
                    }
                    at++;
                    return "(" + inner + ")";
                }
                case NEAR_GROUP -> {
                    return parseNearGroup(t);
                }
                case TERM -> {
                    at++;
                    List<String> group = new ArrayList<>(List.of(term(t)));
                    int distance = -1;
                    while (peekIs(Kind.NEAR_INFIX)) {
                        Token near = tokens.get(at++);
                        if (!peekIs(Kind.TERM)) {
                            throw invalid("NEAR at position " + (near.position() + 1) + " needs a word on both sides",
                                    "write fair NEAR use, or NEAR(fair use, 5)");
                        }
                        group.add(term(tokens.get(at++)));
                        distance = Math.max(distance, near.distance());
                    }
                    return group.size() == 1 ? group.get(0)
                            : "NEAR(" + String.join(" ", group) + ", " + distance + ")";
                }
                default -> throw invalid("'" + t.text() + "' at position " + (t.position() + 1)
                                + " cannot start an expression",
                        "start with a word or a \"phrase\"; write operators in lower case to search them as words");
            }
        }

        private String parseNearGroup(Token near) {
            at++;
            Token open = at < tokens.size() ? tokens.get(at) : null;
            if (open == null || open.kind() != Kind.LPAREN) {
                throw invalid("NEAR must be followed by '('", "write NEAR(fair use, 5)");
            }
            at++;
            List<String> phrases = new ArrayList<>();
            while (peekIs(Kind.TERM)) {
                phrases.add(term(tokens.get(at++)));
            }
            int distance = DEFAULT_NEAR_DISTANCE;
            if (peekIs(Kind.COMMA)) {
                at++;
                if (!peekIs(Kind.TERM) || !tokens.get(at).text().matches("\\d{1,4}") || tokens.get(at).phrase()) {
                    throw invalid("NEAR(...) at position " + (near.position() + 1) + " needs a number after the comma",
                            "write NEAR(fair use, 5)");
                }
                distance = Integer.parseInt(tokens.get(at++).text());
            }
            if (!peekIs(Kind.RPAREN)) {
                throw invalid("NEAR( at position " + (near.position() + 1) + " is never closed", "write NEAR(fair use, 5)");
            }
            at++;
            if (phrases.size() < 2) {
                throw invalid("NEAR(...) at position " + (near.position() + 1) + " needs at least two words",
                        "write NEAR(fair use, 5)");
            }
            return "NEAR(" + String.join(" ", phrases) + ", " + distance + ")";
        }

        private String term(Token t) {
            termCount++;
            if (t.prefix()) {
                String stem = t.text().replaceAll("[^\\p{L}\\p{N}]", "");
                if (stem.length() < MIN_PREFIX_CHARS) {
                    throw invalid("the prefix '" + t.text() + "*' is too short",
                            "give at least " + MIN_PREFIX_CHARS + " letters before the '*', e.g. copyr*");
                }
            }
            return quote(t.text()) + (t.prefix() ? "*" : "");
        }
    }

    // ---- shared helpers ---------------------------------------------------------------------

    static String quote(String term) {
        return '"' + term.replace("\"", "\"\"") + '"';
    }

    private static int skipSpaces(String q, int i) {
        while (i < q.length() && Character.isWhitespace(q.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean hasWordCharacter(String s) {
        return s.codePoints().anyMatch(Character::isLetterOrDigit);
    }

    /** Strips punctuation around a word, keeping what is inside ({@code (b)} → b, {@code U.S.C.} → U.S.C). */
    private static String trimPunctuation(String word) {
        int start = 0;
        int end = word.length();
        while (start < end && !Character.isLetterOrDigit(word.charAt(start))) {
            start++;
        }
        while (end > start && !Character.isLetterOrDigit(word.charAt(end - 1))) {
            end--;
        }
        return word.substring(start, end);
    }

    /** The words worth marking in a passage: letters and digits, no operators, no stopwords. */
    public static List<String> highlightWords(String q) {
        Set<String> words = new LinkedHashSet<>();
        for (String w : q.split("[^\\p{L}\\p{N}]+")) {
            if (w.isEmpty() || w.equals("AND") || w.equals("OR") || w.equals("NOT") || w.equals("NEAR")) {
                continue;
            }
            String lower = w.toLowerCase(Locale.ROOT);
            if (!STOPWORDS.contains(lower) && (lower.length() > 1 || Character.isDigit(lower.charAt(0)))) {
                words.add(lower);
            }
        }
        return List.copyOf(words);
    }

    static ApiException invalid(String message, String tip) {
        return new ApiException(ErrorCode.INVALID_QUERY, message,
                ApiException.newHint().put("tip", tip).put("syntax", SYNTAX_HELP).build());
    }
}
