package dev.josh.server.search.lexical;

import java.util.stream.Collectors;

/**
 * Writes a {@link QueryNode} as an FTS5 MATCH expression. Every term is quoted, so nothing the
 * user typed reaches FTS5's parser unquoted (it rejects hyphens, dots, colons and {@code §}).
 */
final class MatchRenderer {

    private MatchRenderer() {
    }

    static String render(QueryNode node) {
        return switch (node) {
            case QueryNode.Term t -> quote(t.text()) + (t.prefix() ? "*" : "");
            case QueryNode.Binary b -> render(b.left()) + " " + b.operator() + " " + render(b.right());
            case QueryNode.Group g -> "(" + render(g.inner()) + ")";
            case QueryNode.Near n -> "NEAR(" + n.terms().stream().map(MatchRenderer::render)
                    .collect(Collectors.joining(" ")) + ", " + n.distance() + ")";
        };
    }

    /** A term as an FTS5 string: in double quotes, a quote inside doubled. */
    static String quote(String term) {
        return '"' + term.replace("\"", "\"\"") + '"';
    }
}
