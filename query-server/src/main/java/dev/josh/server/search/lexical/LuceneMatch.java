package dev.josh.server.search.lexical;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.josh.lexical.LexicalQueries;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;

/**
 * A {@link QueryNode} as the Lucene query that matches the rows its FTS5 rendering matches: a term is a
 * term or a phrase analysed as FTS5 analyses it, AND/OR/NOT are required, optional and prohibited
 * clauses (chains of one operator in one clause list, so that the scorer prunes over all of them),
 * and a row's score is the sum of its terms' scores, as in FTS5's bm25. Prefixes and NEAR have no
 * counterpart here: such a query is ranked by FTS5.
 */
final class LuceneMatch {

    /** Queries translated lately: a search asks for the same few on every source and step. */
    private static final int KEPT_QUERIES = 10_000;

    private final LexicalQueries queries = new LexicalQueries();
    private final Cache<QueryNode, Optional<Query>> translated = Caffeine.newBuilder()
            .maximumSize(KEPT_QUERIES).build();

    /** The Lucene query for {@code node}; empty for one holding a prefix or NEAR. */
    Optional<Query> query(QueryNode node) {
        return translated.get(node, this::translate);
    }

    private Optional<Query> translate(QueryNode node) {
        return switch (node) {
            case QueryNode.Term t when t.prefix() -> Optional.empty();
            case QueryNode.Term t -> Optional.of(term(t.text()));
            case QueryNode.Group g -> translate(g.inner());
            case QueryNode.Near n -> Optional.empty();
            case QueryNode.Binary b -> binary(b);
        };
    }

    /** A term FTS5 reads as a phrase of its tokens; none matches nothing, as in FTS5. */
    private Query term(String text) {
        Query q = queries.phrase(text);
        return q == null ? new MatchNoDocsQuery("no token in \"" + text + "\"") : q;
    }

    private Optional<Query> binary(QueryNode.Binary b) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        if (b.operator() == QueryNode.Operator.NOT) {
            Optional<Query> kept = translate(b.left());
            Optional<Query> excluded = translate(b.right());
            if (kept.isEmpty() || excluded.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(query.add(kept.get(), Occur.MUST).add(excluded.get(), Occur.MUST_NOT).build());
        }
        Occur occur = b.operator() == QueryNode.Operator.AND ? Occur.MUST : Occur.SHOULD;
        List<QueryNode> operands = new ArrayList<>();
        flatten(b, b.operator(), operands);
        for (QueryNode operand : operands) {
            Optional<Query> q = translate(operand);
            if (q.isEmpty()) {
                return Optional.empty();
            }
            query.add(q.get(), occur);
        }
        return Optional.of(query.build());
    }

    /** {@code a OP b OP c}, nested to the left as parsed, as the list a, b, c. */
    private static void flatten(QueryNode node, QueryNode.Operator operator, List<QueryNode> into) {
        if (node instanceof QueryNode.Binary b && b.operator() == operator) {
            flatten(b.left(), operator, into);
            flatten(b.right(), operator, into);
        } else {
            into.add(node);
        }
    }
}
