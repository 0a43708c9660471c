package dev.josh.ingest.sync;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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

    private final Connection connection;

    private SyncLedger(Connection connection) {
        this.connection = connection;
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

    public Optional<Entry> entry(String url) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT * FROM sync_files WHERE url = ?")) {
            ps.setString(1, url);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(entry(rs)) : Optional.empty();
            }
        }
    }

    /** Every entry of {@code source}, by URL. */
    public List<Entry> entries(String source) throws SQLException {
        List<Entry> entries = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT * FROM sync_files WHERE source = ? ORDER BY url")) {
            ps.setString(1, source);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    entries.add(entry(rs));
                }
            }
        }
        return entries;
    }

    public void put(Entry e) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("""
                INSERT INTO sync_files (url, source, corpus_path, outputs, etag, last_modified, listed_modified, size,
                                        sha256, retrieved_at, changed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET source = excluded.source, corpus_path = excluded.corpus_path,
                  outputs = excluded.outputs, etag = excluded.etag, last_modified = excluded.last_modified,
                  listed_modified = excluded.listed_modified, size = excluded.size, sha256 = excluded.sha256,
                  retrieved_at = excluded.retrieved_at, changed_at = excluded.changed_at""")) {
            ps.setString(1, e.url());
            ps.setString(2, e.source());
            ps.setString(3, e.corpusPath());
            ps.setString(4, String.join("\n", e.outputs()));
            ps.setString(5, e.etag());
            ps.setString(6, e.lastModified());
            ps.setString(7, e.listedModified() == null ? null : e.listedModified().toString());
            ps.setLong(8, e.size());
            ps.setString(9, e.sha256());
            ps.setString(10, e.retrievedAt().toString());
            ps.setString(11, e.changedAt().toString());
            ps.executeUpdate();
        }
    }

    public void startRun(String runId, String source, Instant at) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT OR REPLACE INTO sync_runs (run_id, source, started_at, status) VALUES (?, ?, ?, 'running')")) {
            ps.setString(1, runId);
            ps.setString(2, source);
            ps.setString(3, at.toString());
            ps.executeUpdate();
        }
    }

    public void finishRun(Run run) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("""
                UPDATE sync_runs SET finished_at = ?, status = ?, listed = ?, added = ?, changed = ?, unchanged = ?,
                  failed = ?, bytes = ? WHERE run_id = ? AND source = ?""")) {
            ps.setString(1, run.finishedAt().toString());
            ps.setString(2, run.status());
            ps.setInt(3, run.listed());
            ps.setInt(4, run.added());
            ps.setInt(5, run.changed());
            ps.setInt(6, run.unchanged());
            ps.setInt(7, run.failed());
            ps.setLong(8, run.bytes());
            ps.setString(9, run.runId());
            ps.setString(10, run.source());
            ps.executeUpdate();
        }
    }

    public void failure(String runId, String source, String url, String corpusPath, String reason) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT INTO sync_failures (run_id, source, url, corpus_path, reason, at) VALUES (?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, runId);
            ps.setString(2, source);
            ps.setString(3, url);
            ps.setString(4, corpusPath);
            ps.setString(5, reason);
            ps.setString(6, Instant.now().toString());
            ps.executeUpdate();
        }
    }

    /** A file (or listing entry) that failed in a run, with where it would have gone (null for a listing entry). */
    public record Failure(String source, String url, String corpusPath, String reason) {
        @Override
        public String toString() {
            return url + ": " + reason;
        }
    }

    /** The failures recorded in {@code runId}, in the order they happened. */
    public List<Failure> failures(String runId) throws SQLException {
        List<Failure> failures = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT source, url, corpus_path, reason FROM sync_failures WHERE run_id = ? ORDER BY rowid")) {
            ps.setString(1, runId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    failures.add(new Failure(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)));
                }
            }
        }
        return failures;
    }

    /** The last finished run of each source, by source name. */
    public List<Run> lastRuns() throws SQLException {
        List<Run> runs = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("""
                SELECT * FROM sync_runs r
                WHERE started_at = (SELECT MAX(started_at) FROM sync_runs WHERE source = r.source)
                ORDER BY source""");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                runs.add(new Run(rs.getString("run_id"), rs.getString("source"), instant(rs.getString("started_at")),
                        instant(rs.getString("finished_at")), rs.getString("status"), rs.getInt("listed"),
                        rs.getInt("added"), rs.getInt("changed"), rs.getInt("unchanged"), rs.getInt("failed"),
                        rs.getLong("bytes")));
            }
        }
        return runs;
    }

    /** When a file of {@code source} last changed upstream (the newest change the sync saw), or null. */
    public Instant lastUpstreamChange(String source) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT MAX(changed_at) FROM sync_files WHERE source = ?")) {
            ps.setString(1, source);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? instant(rs.getString(1)) : null;
            }
        }
    }

    private static Entry entry(ResultSet rs) throws SQLException {
        String outputs = rs.getString("outputs");
        return new Entry(rs.getString("url"), rs.getString("source"), rs.getString("corpus_path"),
                outputs.isEmpty() ? List.of() : List.of(outputs.split("\n")), rs.getString("etag"),
                rs.getString("last_modified"), instant(rs.getString("listed_modified")), rs.getLong("size"),
                rs.getString("sha256"), instant(rs.getString("retrieved_at")), instant(rs.getString("changed_at")));
    }

    private static Instant instant(String text) {
        return text == null ? null : Instant.parse(text);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
