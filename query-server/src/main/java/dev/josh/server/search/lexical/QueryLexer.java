package dev.josh.server.search.lexical;

import static dev.josh.server.search.lexical.LexicalQueryParser.invalid;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Splits a query written in FTS5 syntax into words, phrases, operators and punctuation. */
final class QueryLexer {

    static final int DEFAULT_NEAR_DISTANCE = 10;
    private static final Pattern NEAR_INFIX = Pattern.compile("NEAR(?:/(\\d{1,3}))?");

    enum Kind { TERM, AND, OR, NOT, NEAR_GROUP, NEAR_INFIX, LPAREN, RPAREN, COMMA }

    /**
     * @param text     the word or phrase content, or the operator as written
     * @param phrase   the user quoted it
     * @param prefix   a {@code *} followed it
     * @param distance for NEAR/n
     */
    record Token(Kind kind, String text, boolean phrase, boolean prefix, int distance, int position) {
    }

    private QueryLexer() {
    }

    static List<Token> lex(String q) {
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

    private static int skipSpaces(String q, int i) {
        while (i < q.length() && Character.isWhitespace(q.charAt(i))) {
            i++;
        }
        return i;
    }

    static boolean hasWordCharacter(String s) {
        return s.codePoints().anyMatch(Character::isLetterOrDigit);
    }

    /** Strips punctuation around a word, keeping what is inside ({@code (b)} → b, {@code U.S.C.} → U.S.C). */
    static String trimPunctuation(String word) {
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
}
