package dev.josh.server.search.lexical;

import java.util.List;

/**
 * A user's text read once into query trees that cannot fail on syntax in either index.
 *
 * @param allTerms the query to run first: every word required (plain text), or the user's own
 *                 well-formed FTS5 expression (syntax)
 * @param anyTerm  the OR fallback when too few documents contain every word; null when there is
 *                 none (one word, or the user wrote the operators themselves)
 * @param plan     how the text was read
 * @param words    the searchable words, lower case, for highlighting passages that FTS5 did not
 *                 match (semantic hits)
 * @param terms    the terms that {@code anyTerm} joins, for the planner to leave out the frequent
 *                 ones; empty for syntax
 */
public record LexicalQuery(QueryNode allTerms, QueryNode anyTerm, Plan plan, List<String> words,
                           List<QueryNode.Term> terms) {

    public LexicalQuery {
        words = List.copyOf(words);
        terms = List.copyOf(terms);
    }

    /** The query that marks the words in passages: any of them where there is such a query, else the whole. */
    public QueryNode marking() {
        return anyTerm != null ? anyTerm : allTerms;
    }

    public enum Plan {
        /** Plain words: all of them first, then any of them. */
        WORDS,
        /** The user's FTS5 syntax (phrases, prefixes, NEAR, AND/OR/NOT), passed through normalized. */
        SYNTAX
    }
}
