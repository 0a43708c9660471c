package dev.josh.eval.run;

import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.server.search.SearchMode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs cells over one eval index: each is one call of the shipped {@code SearchService} per query
 * (lexical, semantic or hybrid mode, with the cell's RRF constant and leg weights), as
 * {@code GET /v1/search} runs it.
 */
final class IndexRunner {

    private final EvalSet set;
    private final SearchStack stack;

    IndexRunner(EvalSet set, SearchStack stack) {
        this.set = set;
        this.stack = stack;
    }

    Run run(Cell cell) {
        Map<String, Ranking> byQuery = new LinkedHashMap<>();
        String source = set.definition().source();
        for (EvalQuery q : set.queries()) {
            Ranking r = switch (cell.mode()) {
                case Cell.BM25 -> stack.search(source, q.text(), SearchMode.LEXICAL, 0, 1, 1, cell.since(),
                        Metrics.CUTOFF);
                case Cell.DENSE -> stack.search(source, q.text(), SearchMode.SEMANTIC, 0, 1, 1, cell.since(),
                        Metrics.CUTOFF);
                default -> stack.search(source, q.text(), SearchMode.HYBRID, cell.k(), cell.lexicalWeight(),
                        cell.semanticWeight(), cell.since(), Metrics.CUTOFF);
            };
            byQuery.put(q.id(), r);
        }
        return new Run(cell, byQuery);
    }
}
