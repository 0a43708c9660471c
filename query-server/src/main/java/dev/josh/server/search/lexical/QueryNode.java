package dev.josh.server.search.lexical;

import java.util.List;

/**
 * A query as {@link LexicalQueryParser} reads it, once: the user's structure, kept as written, with
 * every word a term. It is rendered to an FTS5 MATCH expression ({@link #fts5()}, {@link MatchRenderer})
 * and to a Lucene query ({@link LuceneMatch}) directly, so neither index reads the other's syntax.
 */
public sealed interface QueryNode {

    /** A word, or a phrase the user quoted; {@code prefix}: a {@code *} followed it. */
    record Term(String text, boolean prefix) implements QueryNode {

        /** A word or phrase matched as a whole, not as a prefix. */
        public static Term of(String text) {
            return new Term(text, false);
        }
    }

    /** {@code left OPERATOR right}; chains of one operator nest to the left, as they were read. */
    record Binary(Operator operator, QueryNode left, QueryNode right) implements QueryNode {
    }

    /** Parentheses the user wrote. */
    record Group(QueryNode inner) implements QueryNode {
    }

    /** Terms within {@code distance} tokens of one another. */
    record Near(List<Term> terms, int distance) implements QueryNode {
        public Near {
            terms = List.copyOf(terms);
        }
    }

    enum Operator { AND, OR, NOT }

    /** {@code operands} joined by {@code operator}, nested to the left as the parser nests a chain. */
    static QueryNode chain(Operator operator, List<? extends QueryNode> operands) {
        if (operands.isEmpty()) {
            throw new IllegalArgumentException("a chain needs at least one operand");
        }
        QueryNode node = operands.getFirst();
        for (QueryNode next : operands.subList(1, operands.size())) {
            node = new Binary(operator, node, next);
        }
        return node;
    }

    /** This query as an FTS5 MATCH expression, every term quoted. */
    default String fts5() {
        return MatchRenderer.render(this);
    }
}
