package dev.josh.server.search.lexical;

import static dev.josh.server.search.lexical.LexicalQueryParser.MAX_TERMS;
import static dev.josh.server.search.lexical.LexicalQueryParser.invalid;

import dev.josh.server.search.lexical.QueryLexer.Kind;
import dev.josh.server.search.lexical.QueryLexer.Token;
import dev.josh.server.search.lexical.QueryNode.Operator;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Recursive descent over FTS5's grammar: OR binds loosest, then AND (explicit or implied), then NOT.
 * Syntax that is clearly intended but broken (a dangling operator, an unclosed parenthesis) is a
 * 400 {@code invalid_query} with a hint.
 */
final class QueryParser {

    /** Prefix queries shorter than this expand to a large share of the vocabulary. */
    static final int MIN_PREFIX_CHARS = 2;

    private final List<Token> tokens;
    private int at;
    private int termCount;

    private QueryParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** The whole token list as one expression of at most {@link LexicalQueryParser#MAX_TERMS} terms. */
    static QueryNode parse(List<Token> tokens) {
        if (tokens.isEmpty()) {
            throw invalid("the query has no words to search for", "search for words or a \"quoted phrase\"");
        }
        QueryParser parser = new QueryParser(tokens);
        QueryNode expression = parser.parseExpression();
        if (parser.hasMore()) {
            Token t = parser.peek();
            throw invalid(t.kind() == Kind.RPAREN ? "a ')' has no matching '('" : "unexpected '" + t.text() + "'",
                    "balance the parentheses, or remove them to search the words");
        }
        if (parser.termCount > MAX_TERMS) {
            throw invalid("the query has " + parser.termCount + " terms; at most " + MAX_TERMS + " are searched",
                    "shorten the query to its distinctive words");
        }
        return expression;
    }

    private boolean hasMore() {
        return at < tokens.size();
    }

    private Token peek() {
        return tokens.get(at);
    }

    private boolean peekIs(Kind kind) {
        return hasMore() && peek().kind() == kind;
    }

    private QueryNode parseExpression() {
        QueryNode left = parseAnd();
        while (peekIs(Kind.OR)) {
            Token op = tokens.get(at++);
            left = new QueryNode.Binary(Operator.OR, left, operand(op, this::parseAnd));
        }
        return left;
    }

    private QueryNode parseAnd() {
        QueryNode left = parseNot();
        while (hasMore()) {
            if (peekIs(Kind.COMMA)) { // a comma between words is punctuation, not syntax
                at++;
                continue;
            }
            if (peekIs(Kind.AND)) {
                Token op = tokens.get(at++);
                left = new QueryNode.Binary(Operator.AND, left, operand(op, this::parseNot));
            } else if (startsOperand()) {
                left = new QueryNode.Binary(Operator.AND, left, parseNot());
            } else {
                break;
            }
        }
        return left;
    }

    private QueryNode parseNot() {
        QueryNode left = parsePrimary();
        while (peekIs(Kind.NOT)) {
            Token op = tokens.get(at++);
            left = new QueryNode.Binary(Operator.NOT, left, operand(op, this::parsePrimary));
        }
        return left;
    }

    private boolean startsOperand() {
        return peekIs(Kind.TERM) || peekIs(Kind.LPAREN) || peekIs(Kind.NEAR_GROUP);
    }

    private QueryNode operand(Token operator, Supplier<QueryNode> rule) {
        if (!startsOperand()) {
            throw invalid(operator.text() + " at position " + (operator.position() + 1)
                            + " needs a word or phrase on both sides",
                    "complete the expression (tax AND credit), or write the operator in lower case to search it as a word");
        }
        return rule.get();
    }

    private QueryNode parsePrimary() {
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
                QueryNode inner = parseExpression();
                if (!peekIs(Kind.RPAREN)) {
                    throw invalid("the '(' at position " + (t.position() + 1) + " is never closed",
                            "add the missing ')' or remove the '(' to search the words");
                }
                at++;
                return new QueryNode.Group(inner);
            }
            case NEAR_GROUP -> {
                return parseNearGroup(t);
            }
            case TERM -> {
                at++;
                List<QueryNode.Term> group = new ArrayList<>(List.of(term(t)));
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
                return group.size() == 1 ? group.get(0) : new QueryNode.Near(group, distance);
            }
            default -> throw invalid("'" + t.text() + "' at position " + (t.position() + 1)
                            + " cannot start an expression",
                    "start with a word or a \"phrase\"; write operators in lower case to search them as words");
        }
    }

    private QueryNode parseNearGroup(Token near) {
        at++;
        Token open = at < tokens.size() ? tokens.get(at) : null;
        if (open == null || open.kind() != Kind.LPAREN) {
            throw invalid("NEAR must be followed by '('", "write NEAR(fair use, 5)");
        }
        at++;
        List<QueryNode.Term> phrases = new ArrayList<>();
        while (peekIs(Kind.TERM)) {
            phrases.add(term(tokens.get(at++)));
        }
        int distance = QueryLexer.DEFAULT_NEAR_DISTANCE;
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
        return new QueryNode.Near(phrases, distance);
    }

    private QueryNode.Term term(Token t) {
        termCount++;
        if (t.prefix()) {
            String stem = t.text().replaceAll("[^\\p{L}\\p{N}]", "");
            if (stem.length() < MIN_PREFIX_CHARS) {
                throw invalid("the prefix '" + t.text() + "*' is too short",
                        "give at least " + MIN_PREFIX_CHARS + " letters before the '*', e.g. copyr*");
            }
        }
        return new QueryNode.Term(t.text(), t.prefix());
    }
}
