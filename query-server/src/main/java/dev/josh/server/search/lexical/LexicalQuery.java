package dev.josh.server.search.lexical;

import java.util.List;

/**
 * A user's text turned into FTS5 MATCH expressions that cannot fail on syntax.
 *
 * @param allTerms the expression to run first: every word required (plain text), or the user's
 *                 own well-formed FTS5 expression with every bare word quoted (syntax)
 * @param anyTerm  the OR fallback when too few documents contain every word; null when there is
 *                 none (one word, or the user wrote the operators themselves)
 * @param plan     how the text was read
 * @param words    the searchable words, lower case, for highlighting passages that FTS5 did not
 *                 match (semantic hits)
 * @param terms    the quoted terms that {@code anyTerm} joins, for the planner to leave out the
 *                 frequent ones; empty for syntax
 */
public record LexicalQuery(String allTerms, String anyTerm, Plan plan, List<String> words, List<String> terms) {

    public LexicalQuery {
        words = List.copyOf(words);
        terms = List.copyOf(terms);
    }

    public enum Plan {
        /** Plain words: all of them first, then any of them. */
        WORDS,
        /** The user's FTS5 syntax (phrases, prefixes, NEAR, AND/OR/NOT), passed through normalized. */
        SYNTAX
    }
}
