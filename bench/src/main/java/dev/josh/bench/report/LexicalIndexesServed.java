package dev.josh.bench.report;

import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.util.List;

/**
 * A benchmark's line saying which of the sources' ranked tables have an index the server would
 * serve now ({@link LexicalIndexes#state}): the shipped lexical leg measured on a database without
 * them measures FTS5, and the output says so.
 */
public final class LexicalIndexesServed {

    private LexicalIndexesServed() {
    }

    public static String describe(LexicalIndexes indexes, Connection conn, List<SourceTables> sources) {
        List<String> notServed = sources.stream().map(s -> s.source().ftsTable())
                .filter(t -> indexes.state(conn, t) != LexicalIndexes.State.CURRENT).toList();
        return "lexical indexes served: %d of %d tables%s".formatted(sources.size() - notServed.size(),
                sources.size(), notServed.isEmpty() ? "" : " (none current for " + String.join(", ", notServed)
                        + ": build them with 'josh lexical --db DB')");
    }
}
