package dev.josh.ingest.sync;

import dev.josh.ingest.core.Rows;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What the sync has downloaded, kept in its own SQLite file beside the database
 * ({@code josh.db.sync}): per remote file its URL, corpus path, HTTP validators, size, SHA-256 and
 * when it was retrieved; per run and source the counts; per failed file the reason. A row is
 * written only after its file is in place, so a sync killed at any point leaves a ledger that
 * names only complete files, and the next run picks up where it stopped.
 */
public final class SyncLedger implements AutoCloseable {

    /** One downloaded remote file. {@code outputs} are the corpus paths it produced (a ZIP's members). */
    public record Entry(String url, String source, String corpusPath, List<String> outputs, String etag,
                        String lastModified, Instant listedModified, long size, String sha256,
                        Instant retrievedAt, Instant changedAt) {
        public Entry {
            outputs = List.copyOf(outputs);
        }
    }

    /** One source's outcome in one run. */
    public record Run(String runId, String source, Instant startedAt, Instant finishedAt, String status,
                      int listed, int added, int changed, int unchanged, int failed, long bytes) { }

    /** The sync file for {@code database}: {@code <database>.sync}. */
    public static Path pathFor(Path database) {
        return database.resolveSibling(database.getFileName() + ".sync");
    }

    /** {@code outputs} is stored one corpus path a line. */
    private static final RowMapper<Entry> ENTRY = Rows.of(Entry.class, conversions -> conversions.addConverter(
            String.class, List.class, lines -> lines.isEmpty() ? List.of() : List.of(lines.split("\n"))));

    private final Connection connection;
    private final JdbcClient jdbc;

    private SyncLedger(Connection connection) {
        this.connection = connection;
        this.jdbc = Rows.on(connection);
    }

    /** Opens (creating when absent) the ledger at {@code file}. */
    public static SyncLedger open(Path file) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath() + "?busy_timeout=30000");
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("""
                    CREATE TABLE IF NOT EXISTS sync_files (
                      url TEXT PRIMARY KEY, source TEXT NOT NULL, corpus_path TEXT NOT NULL, outputs TEXT NOT NULL,
                      etag TEXT, last_modified TEXT, listed_modified TEXT, size INTEGER NOT NULL,
                      sha256 TEXT NOT NULL, retrieved_at TEXT NOT NULL, changed_at TEXT NOT NULL)""");
            s.execute("CREATE INDEX IF NOT EXISTS sync_files_source ON sync_files(source)");
            s.execute("""
                    CREATE TABLE IF NOT EXISTS sync_runs (
                      run_id TEXT NOT NULL, source TEXT NOT NULL, started_at TEXT NOT NULL, finished_at TEXT,
                      status TEXT NOT NULL, listed INTEGER NOT NULL DEFAULT 0, added INTEGER NOT NULL DEFAULT 0,
                      changed INTEGER NOT NULL DEFAULT 0, unchanged INTEGER NOT NULL DEFAULT 0,
                      failed INTEGER NOT NULL DEFAULT 0, bytes INTEGER NOT NULL DEFAULT 0,
                      PRIMARY KEY (run_id, source))""");
            s.execute("""
                    CREATE TABLE IF NOT EXISTS sync_failures (
                      run_id TEXT NOT NULL, source TEXT NOT NULL, url TEXT NOT NULL, corpus_path TEXT,
                      reason TEXT NOT NULL, at TEXT NOT NULL)""");
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return new SyncLedger(c);
    }

    public Optional<Entry> entry(String url) {
        return jdbc.sql("SELECT * FROM sync_files WHERE url = ?").param(url).query(ENTRY).optional();
    }

    /** Every entry of {@code source}, by URL. */
    public List<Entry> entries(String source) {
        return jdbc.sql("SELECT * FROM sync_files WHERE source = ? ORDER BY url").param(source).query(ENTRY).list();
    }

    public void put(Entry e) {
        jdbc.sql("""
                INSERT INTO sync_files (url, source, corpus_path, outputs, etag, last_modified, listed_modified, size,
                                        sha256, retrieved_at, changed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET source = excluded.source, corpus_path = excluded.corpus_path,
                  outputs = excluded.outputs, etag = excluded.etag, last_modified = excluded.last_modified,
                  listed_modified = excluded.listed_modified, size = excluded.size, sha256 = excluded.sha256,
                  retrieved_at = excluded.retrieved_at, changed_at = excluded.changed_at""")
                .params(e.url(), e.source(), e.corpusPath(), String.join("\n", e.outputs()), e.etag(), e.lastModified(),
                        text(e.listedModified()), e.size(), e.sha256(), text(e.retrievedAt()), text(e.changedAt()))
                .update();
    }

    public void startRun(String runId, String source, Instant at) {
        jdbc.sql("INSERT OR REPLACE INTO sync_runs (run_id, source, started_at, status) VALUES (?, ?, ?, 'running')")
                .params(runId, source, text(at)).update();
    }

    public void finishRun(Run run) {
        jdbc.sql("""
                UPDATE sync_runs SET finished_at = ?, status = ?, listed = ?, added = ?, changed = ?, unchanged = ?,
                  failed = ?, bytes = ? WHERE run_id = ? AND source = ?""")
                .params(text(run.finishedAt()), run.status(), run.listed(), run.added(), run.changed(), run.unchanged(),
                        run.failed(), run.bytes(), run.runId(), run.source())
                .update();
    }

    public void failure(String runId, String source, String url, String corpusPath, String reason) {
        jdbc.sql("INSERT INTO sync_failures (run_id, source, url, corpus_path, reason, at) VALUES (?, ?, ?, ?, ?, ?)")
                .params(runId, source, url, corpusPath, reason, text(Instant.now())).update();
    }

    /** A file (or listing entry) that failed in a run, with where it would have gone (null for a listing entry). */
    public record Failure(String source, String url, String corpusPath, String reason) {
        @Override
        public String toString() {
            return url + ": " + reason;
        }
    }

    /** The failures recorded in {@code runId}, in the order they happened. */
    public List<Failure> failures(String runId) {
        return jdbc.sql("SELECT source, url, corpus_path, reason FROM sync_failures WHERE run_id = ? ORDER BY rowid")
                .param(runId).query(Rows.of(Failure.class)).list();
    }

    /** The last finished run of each source, by source name. */
    public List<Run> lastRuns() {
        return jdbc.sql("""
                SELECT * FROM sync_runs r
                WHERE started_at = (SELECT MAX(started_at) FROM sync_runs WHERE source = r.source)
                ORDER BY source""").query(Rows.of(Run.class)).list();
    }

    /** When a file of {@code source} last changed upstream (the newest change the sync saw), or null. */
    public Instant lastUpstreamChange(String source) {
        return jdbc.sql("SELECT MAX(changed_at) FROM sync_files WHERE source = ?").param(source)
                .query(String.class).optional().map(Instant::parse).orElse(null);
    }

    private static String text(Instant at) {
        return at == null ? null : at.toString();
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
