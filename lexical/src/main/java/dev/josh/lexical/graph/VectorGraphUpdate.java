package dev.josh.lexical.graph;

import dev.josh.db.SourceCatalog;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.lexical.LexicalIndexUpdate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Bits;

/**
 * Brings the vector graph of every body source ({@link VectorGraphLayout}) up to the active model's
 * rows of its {@code <table>_chunks_vectors}. The vectors table is its own change log: the embed worker
 * gives every row it writes (a new chunk's, or a re-embedded one's, which replaces the old row) a
 * {@code seq} above all before, and a chunk's deletion deletes its row. So a catch-up adds the rows
 * above the committed seq (a re-embedded chunk's document replaced by its chunk id) and, when the
 * graph holds more documents than the table has rows up to that seq, deletes those whose seq is gone.
 * A graph of another format, database or model is rebuilt. Each source is read inside one read
 * transaction, so a commit mirrors the table as of its seq.
 */
public final class VectorGraphUpdate {

    /** How one source's graph was brought up to date. */
    public enum Kind { REBUILT, CAUGHT_UP, CURRENT, NO_MODEL }

    /**
     * @param rows    vectors added (every row for a rebuild)
     * @param deleted documents removed because their row is gone
     * @param seq     the highest vector seq the graph now includes
     */
    public record SourceUpdate(String table, Kind kind, long rows, long deleted, long seq, double seconds) {
    }

    /**
     * {@code JOSH_VECTOR_GRAPHS=on} turns the graphs on for ingest, {@code josh lexical} and the embed worker. They
     * are off by default: a graph costs about 15 minutes of build a million vectors on two cores, and at 1M the
     * server searched them slower than its scan (docs/benchmarks.md, "Vector graph"), so the server searches
     * them only when told to as well ({@code josh.search.graph-min-vectors}).
     */
    public static final String SWITCH = "JOSH_VECTOR_GRAPHS";

    private static final int PROGRESS_ROWS = 100_000;

    private final DataSource database;
    private final Path file;
    private final Consumer<String> progress;

    /**
     * @param database the database (only read)
     * @param file     its file, beside which the graphs live
     * @param progress where lines about long work go
     */
    public VectorGraphUpdate(DataSource database, Path file, Consumer<String> progress) {
        this.database = database;
        this.file = file;
        this.progress = progress;
    }

    /** Whether this environment turns the graphs on ({@link #SWITCH}). */
    public static boolean switchedOn(Map<String, String> environment) {
        return "on".equalsIgnoreCase(environment.getOrDefault(SWITCH, "").strip());
    }

    /** Updates every body source's graph, one after another; {@code rebuild} forces a rebuild of each. */
    public List<SourceUpdate> run(boolean rebuild) throws SQLException, IOException {
        List<SourceCatalog.Source> sources;
        try (Connection conn = database.getConnection()) {
            sources = SourceCatalog.read(conn).stream().filter(s -> s.shape() == SourceCatalog.Shape.BODY).toList();
        }
        List<SourceUpdate> updates = new ArrayList<>();
        for (SourceCatalog.Source source : sources) {
            updates.add(update(source.vectorsTable(), rebuild));
        }
        return updates;
    }

    private record Model(String id, String version) {
    }

    /** Brings one vectors table's graph up to the database. */
    public SourceUpdate update(String vectorsTable, boolean rebuild) throws SQLException, IOException {
        long start = System.nanoTime();
        Path dir = VectorGraphLayout.of(file, vectorsTable);
        try (Connection conn = database.getConnection()) {
            execute(conn, "BEGIN DEFERRED");
            try {
                Model model = activeModel(conn);
                if (model == null) {
                    return new SourceUpdate(vectorsTable, Kind.NO_MODEL, 0, 0, 0, 0);
                }
                Files.createDirectories(dir);
                try (Directory directory = FSDirectory.open(dir)) {
                    String epoch = LexicalIndexUpdate.epoch(conn);
                    Map<String, String> committed = DirectoryReader.indexExists(directory)
                            ? SegmentInfos.readLatestCommit(directory).getUserData() : Map.of();
                    boolean same = !rebuild
                            && VectorGraphLayout.FORMAT.equals(committed.get(VectorGraphLayout.FORMAT_KEY))
                            && epoch.equals(committed.get(VectorGraphLayout.EPOCH_KEY))
                            && model.id().equals(committed.get(VectorGraphLayout.MODEL_KEY))
                            && model.version().equals(committed.get(VectorGraphLayout.MODEL_VERSION_KEY));
                    long from = same ? Long.parseLong(committed.get(VectorGraphLayout.SEQ_KEY)) : 0;
                    try (IndexWriter writer = new IndexWriter(directory, config(same
                            ? IndexWriterConfig.OpenMode.APPEND : IndexWriterConfig.OpenMode.CREATE))) {
                        long deleted = same ? deleteGone(conn, writer, vectorsTable, model, from) : 0;
                        Added added = add(conn, writer, vectorsTable, model, from, same);
                        long seq = Math.max(from, added.lastSeq());
                        Kind kind = !same ? Kind.REBUILT : added.rows() + deleted > 0 ? Kind.CAUGHT_UP : Kind.CURRENT;
                        if (kind != Kind.CURRENT) {
                            writer.setLiveCommitData(Map.of(VectorGraphLayout.FORMAT_KEY, VectorGraphLayout.FORMAT,
                                    VectorGraphLayout.EPOCH_KEY, epoch, VectorGraphLayout.MODEL_KEY, model.id(),
                                    VectorGraphLayout.MODEL_VERSION_KEY, model.version(),
                                    VectorGraphLayout.SEQ_KEY, Long.toString(seq)).entrySet());
                            writer.commit();
                        }
                        double seconds = (System.nanoTime() - start) / 1e9;
                        if (kind != Kind.CURRENT) {
                            progress.accept("vector graph %s: %s, %,d vectors added, %,d deleted in %.1f s".formatted(
                                    vectorsTable, kind.name().toLowerCase(Locale.ROOT), added.rows(), deleted, seconds));
                        }
                        return new SourceUpdate(vectorsTable, kind, added.rows(), deleted, seq, seconds);
                    }
                }
            } finally {
                execute(conn, "ROLLBACK");
            }
        }
    }

    private record Added(long rows, long lastSeq) {
    }

    /** Adds the model's rows above {@code from}, replacing a chunk's earlier document where {@code replace}. */
    private Added add(Connection conn, IndexWriter writer, String vectorsTable, Model model, long from,
                      boolean replace) throws SQLException, IOException {
        long rows = 0;
        long last = from;
        try (PreparedStatement ps = conn.prepareStatement("SELECT seq, chunk_id, embedding FROM " + vectorsTable
                + " WHERE model_id = ? AND model_version = ? AND seq > ? ORDER BY seq")) {
            ps.setString(1, model.id());
            ps.setString(2, model.version());
            ps.setLong(3, from);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    last = rs.getLong(1);
                    String chunk = Long.toString(rs.getLong(2));
                    Document doc = new Document();
                    doc.add(new KnnFloatVectorField(VectorGraphLayout.VECTOR, VectorCodec.fromBytes(rs.getBytes(3)),
                            VectorSimilarityFunction.DOT_PRODUCT));
                    doc.add(new LongField(VectorGraphLayout.SEQ, last, Field.Store.NO));
                    doc.add(new StringField(VectorGraphLayout.CHUNK, chunk, Field.Store.NO));
                    if (replace) {
                        writer.updateDocument(new Term(VectorGraphLayout.CHUNK, chunk), doc);
                    } else {
                        writer.addDocument(doc);
                    }
                    if (++rows % PROGRESS_ROWS == 0) {
                        progress.accept("vector graph %s: %,d vectors".formatted(vectorsTable, rows));
                    }
                }
            }
        }
        return new Added(rows, last);
    }

    /**
     * Deletes the documents whose row is gone (its chunk deleted), found only when the graph holds more
     * documents than the table has rows up to {@code upTo}: then every seq of the graph is looked up
     * among the table's. A re-embedded chunk's old document is replaced by {@link #add} instead.
     */
    private static long deleteGone(Connection conn, IndexWriter writer, String vectorsTable, Model model, long upTo)
            throws SQLException, IOException {
        long[] seqs = seqs(conn, vectorsTable, model, upTo);
        List<Long> gone = new ArrayList<>();
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            if (reader.numDocs() <= seqs.length) {
                return 0;
            }
            for (LeafReaderContext leaf : reader.leaves()) {
                NumericDocValues values = DocValues.unwrapSingleton(
                        DocValues.getSortedNumeric(leaf.reader(), VectorGraphLayout.SEQ));
                Bits live = leaf.reader().getLiveDocs();
                for (int doc = values.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = values.nextDoc()) {
                    if ((live == null || live.get(doc)) && Arrays.binarySearch(seqs, values.longValue()) < 0) {
                        gone.add(values.longValue());
                    }
                }
            }
        }
        if (!gone.isEmpty()) {
            writer.deleteDocuments(LongField.newSetQuery(VectorGraphLayout.SEQ,
                    gone.stream().mapToLong(Long::longValue).toArray()));
        }
        return gone.size();
    }

    /** The model's seqs up to {@code upTo}, ascending. */
    private static long[] seqs(Connection conn, String vectorsTable, Model model, long upTo) throws SQLException {
        long[] out = new long[1024];
        int n = 0;
        try (PreparedStatement ps = conn.prepareStatement("SELECT seq FROM " + vectorsTable
                + " WHERE model_id = ? AND model_version = ? AND seq <= ? ORDER BY seq")) {
            ps.setString(1, model.id());
            ps.setString(2, model.version());
            ps.setLong(3, upTo);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, n * 2);
                    }
                    out[n++] = rs.getLong(1);
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The active model, or null when none is. */
    private static Model activeModel(Connection conn) throws SQLException {
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT model_id, model_version FROM embedding_models WHERE active = 1")) {
            return rs.next() ? new Model(rs.getString(1), rs.getString(2)) : null;
        }
    }

    /**
     * The quantized HNSW format for the vector field, and a RAM buffer large enough that a source of a
     * few hundred thousand vectors is flushed as one segment: each segment is a graph of its own that
     * every query walks, and merging segments rebuilds their graphs.
     */
    private static IndexWriterConfig config(IndexWriterConfig.OpenMode mode) {
        KnnVectorsFormat format = VectorGraphLayout.vectorsFormat();
        return new IndexWriterConfig()
                .setOpenMode(mode)
                .setCodec(new Lucene104Codec() {
                    @Override
                    public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
                        return format;
                    }
                })
                .setRAMBufferSizeMB(1024);
    }

    private static void execute(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement()) {
            st.execute(sql);
        }
    }
}
