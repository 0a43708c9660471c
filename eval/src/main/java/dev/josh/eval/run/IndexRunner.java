package dev.josh.eval.run;

import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.server.search.ReciprocalRankFusion;
import dev.josh.server.search.SearchMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs cells over one eval index. BM25, dense and equal-weight hybrid cells are one call of the
 * shipped {@code SearchService} per query (lexical, semantic or hybrid mode, with the cell's RRF
 * constant). A weighted hybrid has no switch in the server, so its cells fuse the two legs' own
 * rankings (each from the same service, {@value #LEG_DEPTH} documents deep) with the shipped
 * {@link ReciprocalRankFusion}, a leg of weight w entered w times: RRF's sum then counts it w times.
 */
final class IndexRunner {

    /** Documents of each leg fused for a weighted hybrid: far below them no fused top ten can come from. */
    static final int LEG_DEPTH = 100;
    private static final String LEXICAL = "lexical";
    private static final String SEMANTIC = "semantic";

    private final EvalSet set;
    private final SearchStack stack;
    private Map<String, Ranking> lexicalLegs;
    private Map<String, Ranking> semanticLegs;

    IndexRunner(EvalSet set, SearchStack stack) {
        this.set = set;
        this.stack = stack;
    }

    Run run(Cell cell) {
        Map<String, Ranking> byQuery = new LinkedHashMap<>();
        String source = set.definition().source();
        for (EvalQuery q : set.queries()) {
            Ranking r = switch (cell.mode()) {
                case Cell.BM25 -> stack.search(source, q.text(), SearchMode.LEXICAL, 0, Metrics.CUTOFF);
                case Cell.DENSE -> stack.search(source, q.text(), SearchMode.SEMANTIC, 0, Metrics.CUTOFF);
                default -> cell.equalWeights()
                        ? stack.search(source, q.text(), SearchMode.HYBRID, cell.k(), Metrics.CUTOFF)
                        : weighted(cell, q);
            };
            byQuery.put(q.id(), r);
        }
        return new Run(cell, byQuery);
    }

    private Ranking weighted(Cell cell, EvalQuery q) {
        if (lexicalLegs == null) {
            lexicalLegs = legs(SearchMode.LEXICAL);
            semanticLegs = legs(SearchMode.SEMANTIC);
        }
        Ranking lexical = lexicalLegs.get(q.id());
        Ranking semantic = semanticLegs.get(q.id());
        if (lexical.error() != null || semantic.error() != null) {
            return Ranking.failed(lexical.error() != null ? lexical.error() : semantic.error(),
                    lexical.millis() + semantic.millis());
        }
        long started = System.nanoTime();
        Map<String, List<String>> lists = new LinkedHashMap<>();
        for (int i = 1; i <= cell.lexicalWeight(); i++) {
            lists.put(LEXICAL + i, lexical.documents());
        }
        for (int i = 1; i <= cell.semanticWeight(); i++) {
            lists.put(SEMANTIC + i, semantic.documents());
        }
        List<String> fused = new ArrayList<>();
        for (ReciprocalRankFusion.Fused<String> f : new ReciprocalRankFusion(cell.k()).fuse(lists)) {
            if (fused.size() == Metrics.CUTOFF) {
                break;
            }
            fused.add(f.item());
        }
        // The legs run in parallel in the server; their slower one plus the fusion is the time of the search.
        double millis = Math.max(lexical.millis(), semantic.millis()) + (System.nanoTime() - started) / 1e6;
        return new Ranking(fused, millis, null);
    }

    private Map<String, Ranking> legs(SearchMode mode) {
        Map<String, Ranking> out = new HashMap<>();
        for (EvalQuery q : set.queries()) {
            out.put(q.id(), stack.search(set.definition().source(), q.text(), mode, 0, LEG_DEPTH));
        }
        return out;
    }
}
