package dev.josh.eval.run;

import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One cell's rankings for every query of a set, in the set's query order. */
public record Run(Cell cell, Map<String, Ranking> byQuery) {

    public Run {
        byQuery = Collections.unmodifiableMap(new LinkedHashMap<>(byQuery));
    }

    /** The run scored against the set's judgments. */
    public CellResult score(EvalSet set) {
        List<Metrics.Scores> scores = new ArrayList<>();
        double millis = 0;
        int failures = 0;
        List<String> errors = new ArrayList<>();
        for (EvalQuery q : set.queries()) {
            Ranking r = byQuery.get(q.id());
            if (r == null) {
                throw new IllegalStateException(cell.id() + " has no ranking for query " + q.id());
            }
            scores.add(Metrics.score(r.documents(), set.qrels().of(q.id())));
            millis += r.millis();
            if (r.error() != null) {
                failures++;
                if (errors.size() < 3) {
                    errors.add(q.id() + ": " + r.error());
                }
            }
        }
        return new CellResult(cell, scores, millis / set.queries().size(), failures, errors);
    }
}
