package dev.josh.eval.lexical;

import dev.josh.lexical.Fts5Analyzer;
import dev.josh.lexical.LexicalIndexLayout;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import dev.josh.server.search.lexical.RankedIndex;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.QueryBuilder;

/**
 * A Josh database's FTS rows (chunks, or the records of a short-body source; a bench scale database
 * for {@code bench compare}/{@code bench eval}, an eval index for the {@code lucene} cells) indexed with
 * Lucene: one index for every source, a text field per FTS column with {@link Fts5Analyzer},
 * the source and document id as doc values and filter terms, the record's day as an
 * {@link IntField}; Lucene's default similarity, BM25 (k1 = 1.2, b = 0.75, as FTS5's bm25()). Built
 * once into a directory beside the database and reused until the database file changes.
 *
 * <p>A query is what a Java user would write: the words OR-joined per field (a quoted phrase as a
 * phrase), each field boosted by the shipped column weight ({@link RankedIndex#chunks}) or, asked
 * for, every field weighing 1, sources
 * and dates as filter clauses, top {@code k} rows by score, with Lucene's dynamic pruning
 * (block-max WAND / MAXSCORE) doing the rest.
 */
public final class LuceneIndex implements AutoCloseable {

    /** Bumped when what is indexed, or how, changes: a cached index of another format is rebuilt. */
    static final int FORMAT = 1;
    private static final String MARKER = "josh-lucene.properties";
    private static final String SOURCE = "source";
    private static final String DOCUMENT = "document";
    private static final String ROWID = "rowid";
    private static final String DAY = "day";

    /** How the index came to be: built now, or found built for this database file. */
    public record Provenance(boolean cached, double buildSeconds, long rows, int segments) {
    }

    private final Directory directory;
    private final DirectoryReader reader;
    private final IndexSearcher searcher;
    private final Map<String, Float> fieldWeights;
    /** The same fields, every one weighing 1: Lucene's plain BM25 over the columns, for the {@code lucene-flat} cell. */
    private final Map<String, Float> flatWeights = new LinkedHashMap<>();
    /** The sources indexed: a query over all of them needs no source filter. */
    private final List<String> indexed;
    private final QueryBuilder queries = new QueryBuilder(new Fts5Analyzer());
    private final Provenance provenance;

    private LuceneIndex(Path dir, List<SourceTables> sources, Provenance provenance) throws IOException {
        this.directory = FSDirectory.open(dir);
        this.reader = DirectoryReader.open(directory);
        this.searcher = new IndexSearcher(reader); // no executor: one thread, as one FTS5 query runs
        this.fieldWeights = fieldWeights(sources);
        fieldWeights.keySet().forEach(field -> flatWeights.put(field, 1f));
        this.indexed = sources.stream().map(SourceTables::name).toList();
        this.provenance = new Provenance(provenance.cached(), provenance.buildSeconds(), provenance.rows(),
                reader.leaves().size());
    }

    public Provenance provenance() {
        return provenance;
    }

    /**
     * The index of {@code sources} in {@code dir}: opened as it is when its marker names this
     * database file as it is now (size and modification time of the file and of a WAL holding writes), otherwise
     * (re)built from the database first.
     */
    public static LuceneIndex openOrBuild(Connection conn, Path database, List<SourceTables> sources, Path dir,
                                          PrintStream log) throws IOException, SQLException {
        String key = key(database);
        Properties marker = new Properties();
        Path markerFile = dir.resolve(MARKER);
        if (Files.isRegularFile(markerFile)) {
            try (Reader r = Files.newBufferedReader(markerFile)) {
                marker.load(r);
            }
            if (key.equals(marker.getProperty("database"))) {
                return new LuceneIndex(dir, sources, new Provenance(true,
                        Double.parseDouble(marker.getProperty("seconds")), Long.parseLong(marker.getProperty("rows")), 0));
            }
            log.println("lucene index: " + dir + " was built for another state of the database; rebuilding");
        }
        long start = System.nanoTime();
        long rows = build(conn, sources, dir, log);
        double seconds = (System.nanoTime() - start) / 1e9;
        marker.setProperty("database", key);
        marker.setProperty("seconds", String.valueOf(seconds));
        marker.setProperty("rows", String.valueOf(rows));
        // Written last: an index without it is an interrupted build, rebuilt next time.
        try (Writer w = Files.newBufferedWriter(markerFile)) {
            marker.store(w, "the database this Lucene index was built from");
        }
        return new LuceneIndex(dir, sources, new Provenance(false, seconds, rows, 0));
    }

    /** The database file's identity as far as a rebuild is concerned, with the index format. */
    private static String key(Path database) throws IOException {
        Path wal = database.resolveSibling(database.getFileName() + "-wal");
        StringBuilder key = new StringBuilder("format " + FORMAT + "; " + database.toAbsolutePath().normalize() + " "
                + Files.size(database) + " bytes, modified " + Files.getLastModifiedTime(database).toMillis());
        // An empty WAL is rewritten by any reader that opens the file; only one holding writes is a change.
        if (Files.exists(wal) && Files.size(wal) > 0) {
            key.append("; wal ").append(Files.size(wal)).append(" bytes, modified ")
                    .append(Files.getLastModifiedTime(wal).toMillis());
        }
        return key.toString();
    }

    /** The weight of each FTS column by name, as the shipped leg weighs it (the same name weighs the same everywhere). */
    private static Map<String, Float> fieldWeights(List<SourceTables> sources) {
        Map<String, Float> weights = new LinkedHashMap<>();
        for (SourceTables s : sources) {
            double[] w = RankedIndex.chunks(s).weights();
            for (int i = 0; i < w.length; i++) {
                weights.put(s.ftsColumns().get(i), (float) w[i]);
            }
        }
        return weights;
    }

    private static long build(Connection conn, List<SourceTables> sources, Path dir, PrintStream log)
            throws IOException, SQLException {
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(dir);
        IndexWriterConfig config = new IndexWriterConfig(new Fts5Analyzer())
                .setOpenMode(IndexWriterConfig.OpenMode.CREATE).setRAMBufferSizeMB(256);
        long rows = 0;
        try (Directory d = FSDirectory.open(dir); IndexWriter writer = new IndexWriter(d, config)) {
            for (SourceTables s : sources) {
                long t = System.nanoTime();
                long before = rows;
                try (PreparedStatement ps = conn.prepareStatement(rowsOf(s)); ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Document doc = new Document();
                        doc.add(new StringField(SOURCE, s.name(), Field.Store.NO));
                        doc.add(new SortedDocValuesField(SOURCE, new BytesRef(s.name())));
                        doc.add(new SortedDocValuesField(DOCUMENT, new BytesRef(rs.getString(2))));
                        doc.add(new NumericDocValuesField(ROWID, rs.getLong(1)));
                        Integer day = LexicalIndexLayout.day(rs.getString(3));
                        if (day != null) {
                            doc.add(new IntField(DAY, day, Field.Store.NO));
                        }
                        for (int i = 0; i < s.ftsColumns().size(); i++) {
                            String text = rs.getString(4 + i);
                            if (text != null) {
                                doc.add(new TextField(s.ftsColumns().get(i), text, Field.Store.NO));
                            }
                        }
                        writer.addDocument(doc);
                        rows++;
                    }
                }
                log.printf("lucene index: %s, %,d rows in %.1f s%n", s.name(), rows - before,
                        (System.nanoTime() - t) / 1e9);
            }
            writer.commit();
        }
        return rows;
    }

    /** rowid, document id, published_at, then the FTS columns: the rows FTS5 indexes for this source. */
    private static String rowsOf(SourceTables s) {
        String published = s.recordColumns().contains("published_at") ? "r.published_at" : "NULL";
        String columns = String.join(", ", s.ftsColumns().stream().map(c -> (s.chunked() ? "c." : "r.") + c).toList());
        return s.chunked()
                ? "SELECT c.chunk_id, c.document_id, " + published + ", " + columns + " FROM "
                + s.source().chunksTable() + " c JOIN " + s.table() + " r ON r.id = c.document_id"
                : "SELECT r.rowid, r.id, " + published + ", " + columns + " FROM " + s.table() + " r";
    }

    /**
     * The best {@code k} rows for {@code text} in {@code sources} under {@code filter}, grouped into
     * documents as the server groups chunk hits, each field boosted by its shipped column weight.
     *
     * @param phrase the text is one quoted phrase (the mix's FTS5 syntax), not words to OR-join
     */
    public List<DocumentHit> search(List<SourceTables> sources, String text, boolean phrase, SearchFilter filter,
                                    int k, int passages) {
        return search(sources, text, phrase, filter, k, passages, fieldWeights);
    }

    /**
     * A query as {@code /v1/search} takes it: quoted (FTS5 syntax, {@link LexicalQuery.Plan#SYNTAX})
     * it is searched as one phrase, otherwise as its words OR-joined.
     *
     * @param columnWeights boost each field by its shipped column weight; false weighs every field 1
     */
    public List<DocumentHit> search(List<SourceTables> sources, String query, SearchFilter filter, int k, int passages,
                                    boolean columnWeights) {
        boolean phrase = new LexicalQueryParser().parse(query).plan() == LexicalQuery.Plan.SYNTAX;
        return search(sources, phrase ? query.replace("\"", "") : query, phrase, filter, k, passages,
                columnWeights ? fieldWeights : flatWeights);
    }

    private List<DocumentHit> search(List<SourceTables> sources, String text, boolean phrase, SearchFilter filter,
                                     int k, int passages, Map<String, Float> weights) {
        try {
            Query query = query(sources, text, phrase, filter, weights);
            ScoreDoc[] top = searcher.search(query, k).scoreDocs;
            List<LeafReaderContext> leaves = reader.leaves();
            List<ChunkHit> hits = new ArrayList<>(top.length);
            for (ScoreDoc hit : top) {
                LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(hit.doc, leaves));
                int doc = hit.doc - leaf.docBase;
                LeafReader r = leaf.reader();
                hits.add(new ChunkHit(new DocumentKey(string(r.getSortedDocValues(SOURCE), doc),
                        string(r.getSortedDocValues(DOCUMENT), doc)), number(r.getNumericDocValues(ROWID), doc),
                        hit.score));
            }
            return DocumentHit.group(hits, passages);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Query query(List<SourceTables> sources, String text, boolean phrase, SearchFilter filter,
                        Map<String, Float> weights) {
        BooleanQuery.Builder scored = new BooleanQuery.Builder();
        for (Map.Entry<String, Float> field : weights.entrySet()) {
            Query q = phrase ? queries.createPhraseQuery(field.getKey(), text)
                    : queries.createBooleanQuery(field.getKey(), text, Occur.SHOULD);
            if (q != null) {
                scored.add(field.getValue() == 1f ? q : new BoostQuery(q, field.getValue()), Occur.SHOULD);
            }
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder().add(scored.build(), Occur.MUST);
        if (!sources.stream().map(SourceTables::name).toList().containsAll(indexed)) {
            BooleanQuery.Builder bySource = new BooleanQuery.Builder();
            sources.forEach(s -> bySource.add(new TermQuery(new Term(SOURCE, s.name())), Occur.SHOULD));
            query.add(bySource.build(), Occur.FILTER);
        }
        if (filter.since() != null || filter.until() != null) {
            query.add(IntField.newRangeQuery(DAY, filter.since() == null ? Integer.MIN_VALUE : day(filter.since()),
                    filter.until() == null ? Integer.MAX_VALUE : day(filter.until())), Occur.FILTER);
        }
        return query.build();
    }

    private static int day(LocalDate d) {
        return LexicalIndexLayout.day(d.toString());
    }

    private static String string(SortedDocValues values, int doc) throws IOException {
        if (values == null || !values.advanceExact(doc)) {
            throw new IllegalStateException("a Lucene row without its " + SOURCE + "/" + DOCUMENT + " value");
        }
        return values.lookupOrd(values.ordValue()).utf8ToString();
    }

    private static long number(NumericDocValues values, int doc) throws IOException {
        return values != null && values.advanceExact(doc) ? values.longValue() : ChunkHit.NO_CHUNK;
    }

    @Override
    public void close() throws IOException {
        reader.close();
        directory.close();
    }
}
