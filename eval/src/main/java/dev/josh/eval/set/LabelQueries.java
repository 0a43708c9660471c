package dev.josh.eval.set;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Turns upstream labels, as ingest stored them in a database of the set's corpus, into queries and
 * judgments. Nothing is written by hand: every query is a label and every judgment follows from it.
 */
public interface LabelQueries {

    /**
     * The queries, judgments, and facts about the draw for the set's README.
     *
     * @param masked the documents whose own text made a query, for a mask that hides it from them only
     */
    record Derived(List<EvalQuery> queries, Qrels qrels, List<String> facts, List<String> masked) {
        public Derived {
            queries = List.copyOf(queries);
            facts = List.copyOf(facts);
            masked = List.copyOf(masked);
        }

        /** Queries made of a label every document's mask removes. */
        public Derived(List<EvalQuery> queries, Qrels qrels, List<String> facts) {
            this(queries, qrels, facts, List.of());
        }
    }

    /** Draws {@code count} queries with {@code seed} from the labels in {@code db}. */
    Derived derive(Connection db, long seed, int count) throws SQLException;

    /** How queries and judgments are made, for {@code set.json} and the README. */
    String describe();

    /** {@code count} items drawn without replacement: sorted first, so the draw depends on the seed only. */
    static <T extends Comparable<T>> List<T> sample(List<T> items, Random random, int count) {
        List<T> shuffled = new ArrayList<>(items);
        Collections.sort(shuffled);
        Collections.shuffle(shuffled, random);
        return List.copyOf(shuffled.subList(0, Math.min(count, shuffled.size())));
    }

    /** Query ids {@code q01}, {@code q02}, … in draw order. */
    static String queryId(int index, int total) {
        return String.format("q%0" + Math.max(2, String.valueOf(total).length()) + "d", index + 1);
    }
}
