package dev.josh.server.search.lexical;

import java.util.List;

/**
 * A query in FTS5 syntax as {@link QueryParser} reads it and {@link MatchRenderer} writes it
 * back: the user's structure, kept as written, with every word a term to be quoted.
 */
sealed interface QueryNode {

    /** A word, or a phrase the user quoted; {@code prefix}: a {@code *} followed it. */
    record Term(String text, boolean prefix) implements QueryNode {
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
}
