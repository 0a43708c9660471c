package dev.josh.lexical.graph;

import dev.josh.lexical.LexicalIndexUpdate;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherFactory;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The vector graphs of a database as the server reads them: one {@link SearcherManager} per vectors
 * table, opened read-only, refreshed to the latest commit at most once an interval (a second in the
 * server: a directory listing when nothing changed). A graph is handed out only when its commit belongs to this database (its
 * {@code lexical_epoch}) and to the model asked for; how far it is behind the table is the caller's
 * to bridge (its {@link Lease#seq}): rows above it are not in the graph.
 */
public final class VectorGraphs implements Closeable {

    private static final Logger log = LoggerFactory.getLogger(VectorGraphs.class);
    private final Path database;
    private final long refreshNanos;
    private final Map<String, Graph> graphs = new ConcurrentHashMap<>();

    private static final class Graph {
        volatile SearcherManager manager;
        volatile long lastTry;
        volatile boolean tried;
        Directory directory;
    }

    /** The graphs beside {@code database}, looked at for a new commit at most once a second. */
    public VectorGraphs(Path database) {
        this(database, Duration.ofSeconds(1));
    }

    /** As {@link #VectorGraphs(Path)}, at most once per {@code refresh} (zero: at every acquire). */
    public VectorGraphs(Path database, Duration refresh) {
        this.database = database;
        this.refreshNanos = refresh.toNanos();
    }

    /** A searcher over one graph, held until closed; {@code seq} is the highest vector seq it includes. */
    public static final class Lease implements AutoCloseable {
        private final SearcherManager manager;
        private final IndexSearcher searcher;
        private final long seq;

        private Lease(SearcherManager manager, IndexSearcher searcher, long seq) {
            this.manager = manager;
            this.searcher = searcher;
            this.seq = seq;
        }

        public IndexSearcher searcher() {
            return searcher;
        }

        public long seq() {
            return seq;
        }

        @Override
        public void close() {
            try {
                manager.release(searcher);
            } catch (IOException e) {
                log.warn("vector graph: releasing a searcher: {}", e.toString());
            }
        }
    }

    /**
     * The graph of {@code vectorsTable} for the model, when one of this database (as {@code conn} reads
     * it) exists; empty otherwise.
     */
    public Optional<Lease> acquire(Connection conn, String vectorsTable, String modelId, String modelVersion) {
        Graph graph = graphs.computeIfAbsent(vectorsTable, t -> new Graph());
        refresh(graph, vectorsTable);
        SearcherManager manager = graph.manager;
        if (manager == null) {
            return Optional.empty();
        }
        try {
            IndexSearcher searcher = manager.acquire();
            Map<String, String> data = ((DirectoryReader) searcher.getIndexReader()).getIndexCommit().getUserData();
            if (VectorGraphLayout.FORMAT.equals(data.get(VectorGraphLayout.FORMAT_KEY))
                    && LexicalIndexUpdate.epoch(conn).equals(data.get(VectorGraphLayout.EPOCH_KEY))
                    && modelId.equals(data.get(VectorGraphLayout.MODEL_KEY))
                    && modelVersion.equals(data.get(VectorGraphLayout.MODEL_VERSION_KEY))) {
                return Optional.of(new Lease(manager, searcher, Long.parseLong(data.get(VectorGraphLayout.SEQ_KEY))));
            }
            manager.release(searcher);
        } catch (IOException | SQLException e) {
            log.warn("vector graph {}: {}; the semantic leg scans", vectorsTable, e.toString());
        }
        return Optional.empty();
    }

    /** Opens the graph, or refreshes it to its latest commit, at most once an interval. */
    private void refresh(Graph graph, String vectorsTable) {
        long now = System.nanoTime();
        if (graph.tried && now - graph.lastTry < refreshNanos) {
            return;
        }
        synchronized (graph) {
            if (graph.tried && now - graph.lastTry < refreshNanos) {
                return;
            }
            graph.tried = true;
            graph.lastTry = now;
            try {
                if (graph.manager == null) {
                    Path dir = VectorGraphLayout.of(database, vectorsTable);
                    if (!Files.isDirectory(dir)) {
                        return;
                    }
                    Directory directory = FSDirectory.open(dir);
                    if (!DirectoryReader.indexExists(directory)) {
                        directory.close();
                        return;
                    }
                    graph.directory = directory;
                    graph.manager = new SearcherManager(directory, new SearcherFactory());
                } else {
                    graph.manager.maybeRefresh();
                }
            } catch (IOException e) {
                log.warn("vector graph {}: {}; the semantic leg scans", vectorsTable, e.toString());
            }
        }
    }

    @Override
    public void close() throws IOException {
        for (Graph graph : graphs.values()) {
            if (graph.manager != null) {
                graph.manager.close();
                graph.directory.close();
            }
        }
    }
}
