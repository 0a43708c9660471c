package dev.josh.server.search.lexical;

import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Runs one query per source and returns the answers in the sources' order. FTS5 runs a query on
 * one thread and a common word costs each large source 10-20 ms at a million chunks, so the
 * server spreads the sources over a few connections at once ({@link PooledLanes});
 * {@link #on(Connection)} runs them in turn.
 */
interface Lanes {

    <T> List<T> each(List<SourceTables> sources, BiFunction<Connection, SourceTables, T> query);

    /** The sources one after another on one connection. */
    static Lanes on(Connection conn) {
        return new Lanes() {
            @Override
            public <T> List<T> each(List<SourceTables> sources, BiFunction<Connection, SourceTables, T> query) {
                return sources.stream().map(s -> query.apply(conn, s)).toList();
            }
        };
    }
}
