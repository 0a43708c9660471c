package dev.josh.lexical;

import dev.josh.db.ConnectionClient;
import dev.josh.db.RankedFtsTable;
import dev.josh.db.RankedFtsTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LogByteSizeMergePolicy;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * Brings the Lucene index of every ranked FTS5 table of a database up to the database: rebuilt
 * from the table's rows when it is missing, of another {@link LexicalIndexLayout#FORMAT} or of
 * another database ({@code lexical_epoch}); otherwise the rows {@code lexical_log} names since its
 * last commit are re-read and replaced (or deleted). Each table is read inside one read transaction,
 * so the index commit mirrors the database exactly as of one log sequence number, which the commit
 * records; the log is pruned up to it only after Lucene's commit is durable, keeping the table's last
 * row as its high-water mark.
 *
 * <p>Why a kill leaves both consistent: the database's writes and their log rows commit together
 * (the triggers of migration V85); Lucene's commit is atomic; an update killed before its commit
 * leaves the last commit, whose sequence number the log still covers, so the next update resumes
 * from there, and the server ({@link LexicalIndexes}) serves no index whose table has log rows past
 * its commit.
 */
public final class LexicalIndexUpdate {

    /** How one table's index was brought up to date. */
    public enum Kind { REBUILT, CAUGHT_UP, CURRENT }

    /**
     * @param rows    rows written to the index (every row for a rebuild, the changed rows otherwise)
     * @param deleted rows removed because the database no longer holds them
     * @param seq     the log sequence number the index now includes
     */
    public record TableUpdate(String table, Kind kind, long rows, long deleted, long seq, double seconds) {
    }

    private static final int PROGRESS_ROWS = 100_000;
    /** The row id of a log row that names no row ({@link #anchorLog}); a catch-up that meets it deletes nothing. */
    private static final long NO_ROW = -1;
    /** Changed rows beyond this share of a table are faster rebuilt than replaced one by one. */
    private static final double REBUILD_SHARE = 0.5;

    private final DataSource database;
    private final Path file;
    private final Consumer<String> progress;

    /**
     * @param database the database, opened for writing (the log is pruned)
     * @param file     its file, beside which the indexes live ({@link LexicalIndexLayout#root})
     * @param progress where lines about long work go
     */
    public LexicalIndexUpdate(DataSource database, Path file, Consumer<String> progress) {
        this.database = database;
        this.file = file;
        this.progress = progress;
    }

    /** Updates every ranked table's index, one after another; {@code rebuild} forces a rebuild of each. */
    public List<TableUpdate> run(boolean rebuild) throws SQLException, IOException {
        List<RankedFtsTable> tables;
        try (Connection conn = database.getConnection()) {
            tables = RankedFtsTables.discover(conn);
        }
        List<TableUpdate> updates = new ArrayList<>();
        for (RankedFtsTable table : tables) {
            updates.add(update(table, rebuild));
        }
        return updates;
    }

    /** Brings one table's index up to the database. */
    public TableUpdate update(RankedFtsTable table, boolean rebuild) throws SQLException, IOException {
        long start = System.nanoTime();
        Path dir = LexicalIndexLayout.of(file, table.name());
        Files.createDirectories(dir);
        TableUpdate update;
        try (Connection conn = database.getConnection(); Directory directory = FSDirectory.open(dir)) {
            // One read transaction: the rows as of exactly `seq`. Begun as a deferred one, not the IMMEDIATE
            // transaction a writer's connection would begin, so other writers (embed, keys) commit meanwhile.
            anchorLog(conn, table.name());
            execute(conn, "BEGIN DEFERRED");
            try {
                String epoch = epoch(conn);
                long seq = lastSeq(conn, table.name());
                Map<String, String> committed = DirectoryReader.indexExists(directory)
                        ? SegmentInfos.readLatestCommit(directory).getUserData() : Map.of();
                long committedSeq = Long.parseLong(committed.getOrDefault(LexicalIndexLayout.SEQ_KEY, "-1"));
                boolean sameIndex = LexicalIndexLayout.FORMAT.equals(committed.get(LexicalIndexLayout.FORMAT_KEY))
                        && epoch.equals(committed.get(LexicalIndexLayout.EPOCH_KEY))
                        && covers(conn, table.name(), committedSeq);
                long from = sameIndex ? committedSeq : -1;
                List<Long> changed = sameIndex && !rebuild ? changedRows(conn, table.name(), from, seq) : List.of();
                if (sameIndex && !rebuild && changed.isEmpty()) {
                    update = new TableUpdate(table.name(), Kind.CURRENT, 0, 0, Math.max(from, seq), 0);
                } else if (sameIndex && !rebuild && changed.size() <= REBUILD_SHARE * rowCount(conn, table)) {
                    update = catchUp(conn, directory, table, changed, epoch, Math.max(from, seq), start);
                } else {
                    update = rebuild(conn, directory, table, epoch, seq, start);
                }
            } finally {
                execute(conn, "ROLLBACK");
            }
            prune(conn, table.name(), update.seq());
        }
        return update;
    }

    private TableUpdate rebuild(Connection conn, Directory directory, RankedFtsTable table, String epoch, long seq,
                                long start) throws SQLException, IOException {
        long rows = 0;
        try (IndexWriter writer = new IndexWriter(directory, config(IndexWriterConfig.OpenMode.CREATE));
             LexicalDocuments documents = new LexicalDocuments(table);
             PreparedStatement ps = conn.prepareStatement(documents.all());
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                writer.addDocument(documents.document(rs));
                if (++rows % PROGRESS_ROWS == 0) {
                    progress.accept("lexical index %s: %,d rows".formatted(table.name(), rows));
                }
            }
            commit(writer, epoch, seq);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        // An empty table's index is built in no time: the run's summary counts it, a line of its own says nothing.
        if (rows > 0) {
            progress.accept("lexical index %s: rebuilt, %,d rows in %.1f s".formatted(table.name(), rows, seconds));
        }
        return new TableUpdate(table.name(), Kind.REBUILT, rows, 0, seq, seconds);
    }

    private TableUpdate catchUp(Connection conn, Directory directory, RankedFtsTable table, List<Long> changed,
                                String epoch, long seq, long start) throws SQLException, IOException {
        long written = 0;
        long deleted = 0;
        try (IndexWriter writer = new IndexWriter(directory, config(IndexWriterConfig.OpenMode.APPEND));
             LexicalDocuments documents = new LexicalDocuments(table);
             PreparedStatement ps = conn.prepareStatement(documents.one())) {
            for (long rowid : changed) {
                ps.setLong(1, rowid);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        writer.updateDocument(LexicalDocuments.rowTerm(rowid), documents.document(rs));
                        written++;
                    } else {
                        writer.deleteDocuments(LexicalDocuments.rowTerm(rowid));
                        deleted++;
                    }
                }
            }
            reclaimDeletes(writer);
            commit(writer, epoch, seq);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        progress.accept("lexical index %s: %,d rows replaced, %,d deleted in %.1f s"
                .formatted(table.name(), written, deleted, seconds));
        return new TableUpdate(table.name(), Kind.CAUGHT_UP, written, deleted, seq, seconds);
    }

    /**
     * A replaced or deleted row would still count in its words' document frequencies until its
     * segment is merged, and bm25's idf would drift from FTS5's (7 % on a word in half the rows, with
     * 2 % of them replaced); so the segments holding such rows are rewritten before the commit. That
     * costs a rewrite of those segments per update, the price of ranking exactly as FTS5 does.
     */
    private static void reclaimDeletes(IndexWriter writer) throws IOException {
        if (writer.hasDeletions()) {
            writer.forceMergeDeletes();
        }
    }

    /**
     * Merges keep adjacent segments together, so documents stay in the order they were added (a
     * rebuild adds them in row id order, the order FTS5 breaks ties in).
     */
    private static IndexWriterConfig config(IndexWriterConfig.OpenMode mode) {
        return new IndexWriterConfig(new Fts5Analyzer())
                .setOpenMode(mode)
                .setSimilarity(Fts5Similarity.forIndexing())
                .setMergePolicy(new LogByteSizeMergePolicy())
                .setRAMBufferSizeMB(128);
    }

    private static void commit(IndexWriter writer, String epoch, long seq) throws IOException {
        writer.setLiveCommitData(Map.of(LexicalIndexLayout.FORMAT_KEY, LexicalIndexLayout.FORMAT,
                LexicalIndexLayout.EPOCH_KEY, epoch, LexicalIndexLayout.SEQ_KEY, Long.toString(seq)).entrySet());
        writer.commit();
    }

    private static void execute(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement()) {
            st.execute(sql);
        }
    }

    public static String epoch(Connection conn) throws SQLException {
        return ConnectionClient.on(conn).sql("SELECT epoch FROM lexical_epoch WHERE id = 1").query(String.class)
                .optional()
                .orElseThrow(() -> new SQLException("lexical_epoch is empty: the database was not migrated by Josh"));
    }

    private static long lastSeq(Connection conn, String table) {
        return ConnectionClient.on(conn).sql("SELECT coalesce(max(seq), 0) FROM lexical_log WHERE fts_table = ?")
                .param(table).query(Long.class).single();
    }

    /**
     * Gives a table whose log is empty (rows written before the log existed, or none yet) one row of
     * its own, a row id no row has ({@link #NO_ROW}), so that every commit's seq is a row of the log.
     */
    private static void anchorLog(Connection conn, String table) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO lexical_log (fts_table, row_id) SELECT ?, ? "
                + "WHERE NOT EXISTS (SELECT 1 FROM lexical_log WHERE fts_table = ?)")) {
            ps.setString(1, table);
            ps.setLong(2, NO_ROW);
            ps.setString(3, table);
            ps.executeUpdate();
        }
    }

    /**
     * Whether the log still holds every change after {@code from}: a commit's seq is always a row of
     * its table's log ({@link #anchorLog}), and pruning keeps the row it pruned up to, so that row is
     * gone only when the log was pruned past the commit (an index copied before a later update pruned
     * the database it is paired with, as a snapshot may pair them) or never held it (an index of a
     * later state of the database than this one).
     */
    private static boolean covers(Connection conn, String table, long from) {
        return ConnectionClient.on(conn).sql("SELECT EXISTS (SELECT 1 FROM lexical_log WHERE fts_table = ? AND seq = ?)")
                .params(table, from).query(Boolean.class).single();
    }

    private static List<Long> changedRows(Connection conn, String table, long after, long upTo) {
        return ConnectionClient.on(conn).sql("SELECT DISTINCT row_id FROM lexical_log "
                        + "WHERE fts_table = ? AND seq > ? AND seq <= ? ORDER BY row_id")
                .params(table, after, upTo).query(Long.class).list();
    }

    private static long rowCount(Connection conn, RankedFtsTable table) {
        return ConnectionClient.on(conn).sql("SELECT count(*) FROM " + table.contentTable()).query(Long.class).single();
    }

    /**
     * Log rows the index now includes are no longer needed, but for the last: it is the table's
     * high-water mark, by which a reader holding an older commit sees that it lags ({@link
     * LexicalIndexes}); a later writer's rows stay too.
     */
    private static void prune(Connection conn, String table, long upTo) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("DELETE FROM lexical_log WHERE fts_table = ? AND seq < ?")) {
            ps.setString(1, table);
            ps.setLong(2, upTo);
            ps.executeUpdate();
        }
    }
}
