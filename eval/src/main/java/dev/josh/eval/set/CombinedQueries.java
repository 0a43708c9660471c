package dev.josh.eval.set;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The queries of several label recipes in one set, for a set that searches several sources at
 * once: each part draws its share (the first parts one more when the count does not divide), in
 * order, and the ids are numbered through the whole set.
 */
public final class CombinedQueries implements LabelQueries {

    private final List<LabelQueries> parts;

    public CombinedQueries(LabelQueries... parts) {
        if (parts.length == 0) {
            throw new IllegalArgumentException("combine at least one recipe");
        }
        this.parts = List.of(parts);
    }

    @Override
    public Derived derive(Connection db, long seed, int count) throws SQLException {
        List<Derived> drawn = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < parts.size(); i++) {
            int share = count / parts.size() + (i < count % parts.size() ? 1 : 0);
            Derived d = parts.get(i).derive(db, seed, share);
            drawn.add(d);
            total += d.queries().size();
        }
        List<EvalQuery> queries = new ArrayList<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        List<String> facts = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            Derived d = drawn.get(i);
            for (EvalQuery q : d.queries()) {
                String id = LabelQueries.queryId(queries.size(), total);
                queries.add(new EvalQuery(id, q.text()));
                qrels.put(id, d.qrels().of(q.id()));
            }
            int part = i + 1;
            d.facts().forEach(f -> facts.add("part " + part + ": " + f));
        }
        return new Derived(queries, new Qrels(qrels), facts);
    }

    @Override
    public String describe() {
        List<String> each = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            each.add("part " + (i + 1) + ": " + parts.get(i).describe());
        }
        return "the queries of " + parts.size() + " recipes, an equal share each, numbered through; "
                + String.join(" ", each);
    }
}
