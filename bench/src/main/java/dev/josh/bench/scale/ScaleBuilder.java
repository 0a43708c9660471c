package dev.josh.bench.scale;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.db.SourceCatalog;
import dev.josh.db.SqliteVec;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.ingest.core.ChunkIds;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SqlQueries;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sqlite.SQLiteConfig;

/**
 * Builds a database of a given number of chunks from a real ingested one, without embedding
 * anything: a snapshot of the original ({@code VACUUM INTO}), migrated to this build's schema, is
 * copy 0; then every document that
 * has vectors is copied again and again ({@link Replication}) with its chunks and vectors until the
 * body sources hold the wanted number of chunks. Every source keeps its share of the corpus.
 *
 * <p>Bulk loading: one connection, journal off and synchronous off while building (a crash means
 * starting over, which is fine for a benchmark file), one transaction per copy, and the FTS5
 * indexes filled once at the end by {@code 'rebuild'} instead of row by row through the insert
 * triggers (measured: see docs/benchmarks.md). Insert triggers of the vector tables are off during
 * the build too, so the migrated vec0 tables hold the original vectors only: the server does not
 * read them, and {@link Vec0Tables} builds the comparison's own. The file is switched to WAL, as
 * the project's databases are, before it is closed.
 */
public final class ScaleBuilder {

    /** How the FTS5 indexes are filled: one rebuild after all inserts, or by the insert triggers as ingest does. */
    public enum FtsLoad { REBUILD, TRIGGERS }

    /**
     * @param from        the real database (opened read-only)
     * @param out         the file to write; replaced if it exists
     * @param chunks      how many chunks the body sources hold in the end
     * @param fts         how the full-text indexes are filled
     * @param vec0        also build {@link Vec0Tables#TABLE} for the side-by-side comparison
     * @param replication ids, dates and vector noise of the copies
     * @param bodies      copies keep their record's {@code *_markdown} columns (the whole text of the
     *                    document); false writes them empty, a third of the file, which searches never
     *                    read (titles and citations lie before them in the row, dates come from an index)
     */
    public record Options(Path from, Path out, long chunks, FtsLoad fts, boolean vec0, Replication replication,
                          boolean bodies) {
    }

    /** What was built and how long each phase took. */
    public record Report(long chunks, long originalChunks, long replicableChunks, int copies, long documents,
                         Map<String, Long> chunksBySource, Duration snapshot, Duration replicate, Duration fullText,
                         Duration vec0, Duration total, long bytes) {
    }

    /** One original document with the chunks that have a vector for the active model. */
    private record Original(Object[] record, List<Object[]> chunks, List<float[]> vectors) {
    }

    /** What is replicated of one source, and the statements that write its copies. */
    private record SourceCopy(SourceCatalog.Source source, List<String> recordColumns, int idColumn,
                              int publishedColumn, List<String> chunkColumns, int chunkIdColumn, int documentColumn,
                              int ordinalColumn, List<Original> documents) {
        /** The record columns holding the document's text, {@code body_markdown} and the like. */
        List<Integer> bodyColumns() {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < recordColumns.size(); i++) {
                if (recordColumns.get(i).endsWith("_markdown")) {
                    out.add(i);
                }
            }
            return out;
        }

        long chunkCount() {
            return documents.stream().mapToLong(d -> d.chunks().size()).sum();
        }
    }

    private record Model(String id, String version) {
    }

    private final PrintStream progress;

    public ScaleBuilder(PrintStream progress) {
        this.progress = progress;
    }

    public Report build(Options options) throws SQLException {
        long started = System.nanoTime();
        if (!Files.isRegularFile(options.from())) {
            throw new IllegalArgumentException("no database at " + options.from());
        }
        deleteDatabase(options.out());
        createParent(options.out());

        long t = System.nanoTime();
        try (Connection source = open(options.from(), true); Statement st = source.createStatement()) {
            // A consistent snapshot even while the embed worker is still writing to the original.
            st.execute("VACUUM INTO '" + options.out().toAbsolutePath().toString().replace("'", "''") + "'");
        }
        // The schema as this build's migrations leave it (an operator upgrading the file does the same).
        var migrated = Migrations.migrate(JoshDatabase.readWrite(options.out()));
        Duration snapshot = since(t);
        progress.printf("snapshot of %s: %s (%d migrations applied, schema version %s)%n", options.from(),
                seconds(snapshot), migrated.migrationsExecuted, migrated.targetSchemaVersion);

        try (Connection conn = open(options.out(), false)) {
            try (Statement st = conn.createStatement()) {
                st.execute("PRAGMA journal_mode=OFF");
                st.execute("PRAGMA synchronous=OFF");
                st.execute("PRAGMA locking_mode=EXCLUSIVE");
                st.execute("PRAGMA cache_size=-1048576"); // 1 GiB of page cache
                // Another database than the original, whose copies the bulk copy below adds without
                // logging them: no Lucene index of the original may pass for this one's (a new epoch),
                // and its indexes are rebuilt from its rows (`josh lexical`).
                st.execute("UPDATE lexical_epoch SET epoch = lower(hex(randomblob(16)))");
                st.execute("PRAGMA temp_store=MEMORY");
            }
            conn.setAutoCommit(false);
            Model model = activeModel(conn);
            List<SourceCopy> sources = new ArrayList<>();
            for (SourceCatalog.Source s : SourceCatalog.read(conn)) {
                if (s.shape() == SourceCatalog.Shape.BODY && SqlQueries.hasTable(conn, s.vectorsTable())
                        && SqlQueries.hasTable(conn, s.chunksTable())) {
                    sources.add(readOriginals(conn, s, model));
                }
            }
            long original = 0;
            for (SourceCopy s : sources) {
                original += count(conn, s.source().chunksTable());
            }
            long replicable = sources.stream().mapToLong(SourceCopy::chunkCount).sum();
            if (replicable == 0 && original < options.chunks()) {
                throw new IllegalStateException("no chunk of " + options.from() + " has a vector for "
                        + model.id() + "; run the embed worker first");
            }
            progress.printf("originals: %,d chunks in %d body sources, %,d of them with vectors of %s%n", original,
                    sources.size(), replicable, model.id());

            List<String> insertTriggers = options.fts() == FtsLoad.REBUILD ? dropInsertTriggers(conn, sources)
                    : List.of();
            t = System.nanoTime();
            long total = original;
            long documents = 0;
            int copy = 0;
            while (total < options.chunks()) {
                copy++;
                for (SourceCopy s : sources) {
                    long[] written = writeCopy(conn, s, copy, options.chunks() - total, model, options.replication(),
                            options.bodies());
                    total += written[0];
                    documents += written[1];
                }
                conn.commit();
                double secs = since(t).toNanos() / 1e9;
                progress.printf("copy %d: %,d chunks (%.0f chunks/s)%n", copy, total, (total - original) / secs);
            }
            Duration replicate = since(t);

            t = System.nanoTime();
            for (SourceCopy s : sources) {
                if (options.fts() == FtsLoad.REBUILD) {
                    try (Statement st = conn.createStatement()) {
                        st.execute("INSERT INTO " + s.source().ftsTable() + "(" + s.source().ftsTable()
                                + ") VALUES ('rebuild')");
                        if (SqlQueries.hasTable(conn, s.source().documentFtsTable())) {
                            st.execute("INSERT INTO " + s.source().documentFtsTable() + "("
                                    + s.source().documentFtsTable() + ") VALUES ('rebuild')");
                        }
                    }
                    conn.commit();
                    progress.printf("full-text index of %s rebuilt (%s)%n", s.source().name(), seconds(since(t)));
                }
            }
            try (Statement st = conn.createStatement()) {
                for (String trigger : insertTriggers) {
                    st.execute(trigger);
                }
            }
            conn.commit();
            Duration fullText = since(t);

            t = System.nanoTime();
            if (options.vec0()) {
                Vec0Tables.build(conn, sources.stream().map(SourceCopy::source).toList(), model.id(), model.version(),
                        progress);
                conn.commit();
            }
            Duration vec0 = since(t);

            Map<String, Long> bySource = new LinkedHashMap<>();
            for (SourceCopy s : sources) {
                bySource.put(s.source().name(), count(conn, s.source().chunksTable()));
            }
            conn.setAutoCommit(true);
            try (Statement st = conn.createStatement()) {
                st.execute("PRAGMA locking_mode=NORMAL");
                st.execute("PRAGMA journal_mode=WAL");
            }
            conn.close();
            long bytes = size(options.out());
            return new Report(total, original, replicable, copy, documents, bySource, snapshot, replicate, fullText,
                    vec0, since(started), bytes);
        }
    }

    // ---- reading the originals ----------------------------------------------------------------

    private static SourceCopy readOriginals(Connection conn, SourceCatalog.Source s, Model model) throws SQLException {
        List<String> recordColumns = columns(conn, s.table());
        List<String> chunkColumns = columns(conn, s.chunksTable());
        int idColumn = indexOf(recordColumns, "id", s.table());
        int publishedColumn = indexOf(recordColumns, "published_at", s.table());
        int chunkIdColumn = indexOf(chunkColumns, "chunk_id", s.chunksTable());
        int documentColumn = indexOf(chunkColumns, "document_id", s.chunksTable());
        int ordinalColumn = indexOf(chunkColumns, "ordinal", s.chunksTable());

        Map<Long, float[]> vectors = new HashMap<>();
        Rows.on(conn).sql("SELECT chunk_id, embedding FROM " + s.vectorsTable() + " WHERE model_id = ? AND model_version = ?")
                .params(model.id(), model.version()).query(Rows.of(StoredVector.class)).list()
                .forEach(v -> vectors.put(v.chunkId(), VectorCodec.fromBytes(v.embedding())));
        Map<String, List<Object[]>> chunksByDocument = new LinkedHashMap<>();
        Map<String, List<float[]>> vectorsByDocument = new HashMap<>();
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT * FROM " + s.chunksTable() + " ORDER BY document_id, ordinal")) {
            while (rs.next()) {
                Object[] row = row(rs, chunkColumns.size());
                float[] vector = vectors.get(((Number) row[chunkIdColumn]).longValue());
                if (vector != null) {
                    String doc = (String) row[documentColumn];
                    chunksByDocument.computeIfAbsent(doc, k -> new ArrayList<>()).add(row);
                    vectorsByDocument.computeIfAbsent(doc, k -> new ArrayList<>()).add(vector);
                }
            }
        }
        List<Original> documents = new ArrayList<>();
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT * FROM " + s.table() + " ORDER BY id")) {
            while (rs.next()) {
                Object[] record = row(rs, recordColumns.size());
                List<Object[]> chunks = chunksByDocument.get((String) record[idColumn]);
                if (chunks != null) {
                    documents.add(new Original(record, chunks, vectorsByDocument.get((String) record[idColumn])));
                }
            }
        }
        return new SourceCopy(s, recordColumns, idColumn, publishedColumn, chunkColumns, chunkIdColumn, documentColumn,
                ordinalColumn, documents);
    }

    // ---- writing one copy ---------------------------------------------------------------------

    /** Writes copy {@code copy} of a source, at most {@code room} chunks; returns {chunks, documents} written. */
    private static long[] writeCopy(Connection conn, SourceCopy s, int copy, long room, Model model,
                                    Replication replication, boolean bodies) throws SQLException {
        long chunks = 0;
        long documents = 0;
        try (PreparedStatement record = conn.prepareStatement(insert(s.source().table(), s.recordColumns()));
             PreparedStatement chunk = conn.prepareStatement(insert(s.source().chunksTable(), s.chunkColumns()));
             PreparedStatement vector = conn.prepareStatement("INSERT INTO " + s.source().vectorsTable()
                     + " (chunk_id, model_id, model_version, embedding, embedding_bq) VALUES (?, ?, ?, ?, ?)")) {
            for (Original doc : s.documents()) {
                if (chunks >= room) {
                    break;
                }
                String originalId = (String) doc.record()[s.idColumn()];
                String id = replication.documentId(originalId, copy);
                Object[] r = doc.record().clone();
                r[s.idColumn()] = id;
                r[s.publishedColumn()] = replication.publishedAt((String) r[s.publishedColumn()], originalId, copy);
                if (!bodies) {
                    for (int column : s.bodyColumns()) {
                        r[column] = r[column] == null ? null : "";
                    }
                }
                bind(record, r);
                record.executeUpdate();
                documents++;
                int n = (int) Math.min(doc.chunks().size(), room - chunks);
                for (int i = 0; i < n; i++) {
                    Object[] c = doc.chunks().get(i).clone();
                    long originalChunkId = ((Number) c[s.chunkIdColumn()]).longValue();
                    long chunkId = ChunkIds.of(id, ((Number) c[s.ordinalColumn()]).intValue());
                    c[s.chunkIdColumn()] = chunkId;
                    c[s.documentColumn()] = id;
                    bind(chunk, c);
                    chunk.executeUpdate();
                    float[] v = replication.vector(doc.vectors().get(i), originalChunkId, copy);
                    vector.setLong(1, chunkId);
                    vector.setString(2, model.id());
                    vector.setString(3, model.version());
                    vector.setBytes(4, VectorCodec.toBytes(v));
                    vector.setBytes(5, VectorCodec.quantize(v));
                    vector.executeUpdate();
                }
                chunks += n;
            }
        }
        return new long[] {chunks, documents};
    }

    private static String insert(String table, List<String> columns) {
        return "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", columns.stream().map(c -> "?").toList()) + ")";
    }

    private static void bind(PreparedStatement ps, Object[] values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            ps.setObject(i + 1, values[i]);
        }
    }

    /**
     * Drops the AFTER INSERT triggers of the record, chunk and vector tables: the record table's
     * feed the document-level FTS5 index (V70) and side tables, the chunk table's feeds FTS5 row by
     * row (both indexes are rebuilt once instead; side tables are copy 0's only), and a vector
     * table's may mirror rows into the migrated vec0 tables, which the server does not read. Returns
     * their SQL, to recreate them afterwards.
     */
    private static List<String> dropInsertTriggers(Connection conn, List<SourceCopy> sources) throws SQLException {
        List<String> out = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (SourceCopy s : sources) {
            for (String table : List.of(s.source().table(), s.source().chunksTable(), s.source().vectorsTable())) {
                for (Trigger trigger : Rows.on(conn).sql("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' "
                        + "AND tbl_name = ? AND upper(sql) LIKE '%AFTER INSERT ON%'").param(table)
                        .query(Rows.of(Trigger.class)).list()) {
                    names.add(trigger.name());
                    out.add(trigger.sql());
                }
            }
        }
        try (Statement st = conn.createStatement()) {
            for (String name : names) {
                st.execute("DROP TRIGGER " + name);
            }
        }
        conn.commit();
        return out;
    }

    // ---- helpers ------------------------------------------------------------------------------

    static Connection open(Path path, boolean readOnly) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enableLoadExtension(true);
        config.setReadOnly(readOnly);
        Connection conn = config.createConnection("jdbc:sqlite:" + path.toAbsolutePath());
        try (Statement st = conn.createStatement()) {
            st.execute("SELECT load_extension('" + SqliteVec.library().toString().replace("'", "''") + "')");
        }
        return conn;
    }

    private static Model activeModel(Connection conn) throws SQLException {
        return Rows.on(conn).sql("SELECT model_id AS id, model_version AS version FROM embedding_models WHERE active = 1")
                .query(Rows.of(Model.class)).optional().orElseThrow(() -> new IllegalStateException(
                        "the database has no active embedding model; run the embed worker"));
    }

    private static Object[] row(ResultSet rs, int columns) throws SQLException {
        Object[] out = new Object[columns];
        for (int i = 0; i < columns; i++) {
            out[i] = rs.getObject(i + 1);
        }
        return out;
    }

    private static List<String> columns(Connection conn, String table) throws SQLException {
        return Rows.on(conn).sql("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid").query(String.class)
                .list();
    }

    private static int indexOf(List<String> columns, String column, String table) {
        int i = columns.indexOf(column);
        if (i < 0) {
            throw new IllegalStateException(table + " has no column " + column);
        }
        return i;
    }

    static long count(Connection conn, String table) {
        return SqlQueries.count(conn, "SELECT count(*) FROM " + table);
    }

    /** A chunk's stored vector. */
    private record StoredVector(long chunkId, byte[] embedding) {
    }

    /** An insert trigger of a copied table, dropped while the copy is written and made again after. */
    private record Trigger(String name, String sql) {
    }

    private static void deleteDatabase(Path out) {
        try {
            for (String suffix : List.of("", "-wal", "-shm", "-journal")) {
                Files.deleteIfExists(Path.of(out + suffix));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot replace " + out, e);
        }
    }

    private static void createParent(Path out) {
        try {
            Path parent = out.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the directory of " + out, e);
        }
    }

    private static long size(Path out) {
        try {
            return Files.size(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Duration since(long nanos) {
        return Duration.ofNanos(System.nanoTime() - nanos);
    }

    static String seconds(Duration d) {
        return String.format("%.1f s", d.toMillis() / 1000.0);
    }
}
