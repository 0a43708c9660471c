package dev.josh.lexical;

import dev.josh.db.ConnectionClient;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherFactory;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;

/**
 * The Lucene indexes of a database as the server reads them: one {@link SearcherManager} per ranked
 * table, opened read-only (no writer, no lock), and a searcher handed out only when its commit
 * mirrors the database the request reads — the same {@code lexical_epoch}, and the table's last
 * {@code lexical_log} row the one its commit includes. Otherwise the caller ranks with FTS5 as before,
 * so an ingest that is still writing, a killed one, or a database restored without its indexes
 * changes the speed of an answer, never its content. A newer commit is picked up without a restart:
 * a lagging searcher makes the next request refresh (a directory listing when nothing changed); a
 * table without an index is looked for again at most once a second.
 */
public final class LexicalIndexes implements Closeable {

    private static final Logger log = LoggerFactory.getLogger(LexicalIndexes.class);
    private static final long RETRY_NANOS = 1_000_000_000L;

    private final Path database;
    private final Map<String, Table> tables = new ConcurrentHashMap<>();

    /** A table's manager (null until its index exists) and when it was last looked for or refreshed. */
    private static final class Table {
        volatile SearcherManager manager;
        volatile long lastTry = System.nanoTime() - RETRY_NANOS;
        Directory directory;
    }

    public LexicalIndexes(Path database) {
        this.database = database;
    }

    /**
     * A searcher over one table's index, held until closed (its commit's files stay readable while
     * a newer commit is opened beside it).
     */
    public static final class Lease implements AutoCloseable {
        private final SearcherManager manager;
        private final LexicalSearcher searcher;

        private Lease(SearcherManager manager, LexicalSearcher searcher) {
            this.manager = manager;
            this.searcher = searcher;
        }

        public LexicalSearcher searcher() {
            return searcher;
        }

        @Override
        public void close() {
            try {
                manager.release(searcher);
            } catch (IOException e) {
                log.warn("lexical index: releasing a searcher: {}", e.toString());
            }
        }
    }

    /**
     * A searcher over {@code ftsTable}'s index that mirrors the database as {@code conn} reads it,
     * or empty (no index, or one that lags the database).
     */
    public Optional<Lease> acquire(Connection conn, String ftsTable) {
        Table table = tables.computeIfAbsent(ftsTable, t -> new Table());
        for (int attempt = 0; attempt < 2; attempt++) {
            if (attempt == 1 && !refresh(table, ftsTable)) {
                return Optional.empty();
            }
            SearcherManager manager = table.manager;
            if (manager == null) {
                continue;
            }
            try {
                LexicalSearcher searcher = (LexicalSearcher) manager.acquire();
                if (mirrors(conn, ftsTable, searcher)) {
                    return Optional.of(new Lease(manager, searcher));
                }
                manager.release(searcher);
            } catch (IOException e) {
                log.warn("lexical index {}: {}; ranking with FTS5", ftsTable, e.toString());
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Whether a table's index serves searches now. */
    public enum State {
        /** It mirrors the database: the lexical leg reads it. */
        CURRENT,
        /** It exists but lags the database or belongs to another (the leg reads FTS5 until an update). */
        LAGGING,
        /** None was built (the leg reads FTS5; {@code josh lexical} builds it). */
        NONE
    }

    /** The state of {@code ftsTable}'s index as {@code conn} reads the database. */
    public State state(Connection conn, String ftsTable) {
        Optional<Lease> lease = acquire(conn, ftsTable);
        if (lease.isPresent()) {
            lease.get().close();
            return State.CURRENT;
        }
        return Files.isDirectory(LexicalIndexLayout.of(database, ftsTable)) ? State.LAGGING : State.NONE;
    }

    /**
     * Opens the table's index, or refreshes it to its latest commit; false when there is none (looked
     * for at most once a second).
     */
    private boolean refresh(Table table, String ftsTable) {
        long now = System.nanoTime();
        synchronized (table) {
            if (table.manager == null && now - table.lastTry < RETRY_NANOS) {
                return false;
            }
            table.lastTry = now;
            try {
                if (table.manager == null) {
                    Path dir = LexicalIndexLayout.of(database, ftsTable);
                    if (!Files.isDirectory(dir)) {
                        return false;
                    }
                    Directory directory = FSDirectory.open(dir);
                    if (!DirectoryReader.indexExists(directory)) {
                        directory.close();
                        return false;
                    }
                    table.directory = directory;
                    table.manager = new SearcherManager(directory, new SearcherFactory() {
                        @Override
                        public IndexSearcher newSearcher(IndexReader reader, IndexReader previous) throws IOException {
                            return new LexicalSearcher(reader);
                        }
                    });
                } else {
                    table.manager.maybeRefresh();
                }
                return true;
            } catch (IOException e) {
                log.warn("lexical index {}: {}; ranking with FTS5", ftsTable, e.toString());
                return false;
            }
        }
    }

    /**
     * Whether the commit mirrors the database as {@code conn} reads it: the same database, and the
     * table's last logged change is the one the commit includes (a later one: the index lags; an
     * earlier one: the index belongs to a later state of the database, as a mismatched copy would).
     */
    private static boolean mirrors(Connection conn, String ftsTable, LexicalSearcher searcher) {
        try {
            return ConnectionClient.on(conn).sql("SELECT epoch = ? AND (SELECT coalesce(max(seq), 0) "
                            + "FROM lexical_log WHERE fts_table = ?) = ? FROM lexical_epoch WHERE id = 1")
                    .params(searcher.epoch(), ftsTable, searcher.seq()).query(Boolean.class).optional().orElse(false);
        } catch (DataAccessException e) {
            // A database from before the log (migration V85) cannot say whether an index mirrors it.
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        for (Table table : tables.values()) {
            if (table.manager != null) {
                table.manager.close();
                table.directory.close();
            }
        }
    }
}
