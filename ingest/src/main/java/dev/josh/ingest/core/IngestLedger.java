package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The bookkeeping tables every source shares: {@code ingest_runs} (one row per run and source,
 * counters added in the same transaction as the records they count), {@code source_files} (the
 * hash of every file read, so an unchanged file is skipped next time) and {@code ingestion_logs}
 * (every file or record that could not be loaded).
 */
public final class IngestLedger {

    /** What an earlier run stored about a file. */
    public record StoredFile(String sha256, int records) {
    }

    /**
     * Counters of one transaction, added to the run's row. {@code failed} counts records and files that
     * could not be loaded (errors); {@code warnings} the warnings logged: records set aside for a known
     * reason, and notes on records that were loaded (those count under their outcome too).
     */
    public record Counts(int filesRead, int added, int changed, int unchanged, int failed, int warnings) {
        public static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0);

        public Counts plus(Counts o) {
            return new Counts(filesRead + o.filesRead, added + o.added, changed + o.changed,
                    unchanged + o.unchanged, failed + o.failed, warnings + o.warnings);
        }

        public Counts plus(WriteOutcome outcome) {
            return switch (outcome) {
                case ADDED -> new Counts(filesRead, added + 1, changed, unchanged, failed, warnings);
                case CHANGED -> new Counts(filesRead, added, changed + 1, unchanged, failed, warnings);
                case UNCHANGED -> new Counts(filesRead, added, changed, unchanged + 1, failed, warnings);
            };
        }

        /** One more record or file not loaded, counted as a failure or a warning by its level. */
        public Counts plusRejected(RejectedRecordException.Level level) {
            return level == RejectedRecordException.Level.WARNING ? plusWarnings(1)
                    : new Counts(filesRead, added, changed, unchanged, failed + 1, warnings);
        }

        public Counts plusWarnings(int logged) {
            return new Counts(filesRead, added, changed, unchanged, failed, warnings + logged);
        }

        public Counts plusFileRead() {
            return new Counts(filesRead + 1, added, changed, unchanged, failed, warnings);
        }

        public Counts plusUnchanged(int records) {
            return new Counts(filesRead, added, changed, unchanged + records, failed, warnings);
        }

        /** Records loaded or attempted: what records/s divides; a record set aside with a warning is none. */
        public int records() {
            return added + changed + unchanged + failed;
        }
    }

    private final String source;

    /** @param source the source name as the CLI knows it, e.g. {@code us-code} */
    public IngestLedger(String source) {
        this.source = source;
    }

    public String source() {
        return source;
    }

    /** Opens the run's row, or reopens it when a failed run is restarted under the same run id. */
    public void startRun(Connection c, String runId, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO ingest_runs (run_id, source, started_at, status) VALUES (?, ?, ?, 'running')
                ON CONFLICT (run_id, source) DO UPDATE SET status = 'running', finished_at = NULL""")) {
            ps.setString(1, runId);
            ps.setString(2, source);
            ps.setString(3, now.toString());
            ps.executeUpdate();
        }
    }

    public void finishRun(Connection c, String runId, boolean completed, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE ingest_runs SET status = ?, finished_at = ? WHERE run_id = ? AND source = ?")) {
            Params.bind(ps, 1, completed ? "completed" : "failed", now.toString(), runId, source);
            ps.executeUpdate();
        }
    }

    public void addCounts(Connection c, String runId, Counts counts) throws SQLException {
        if (counts.equals(Counts.ZERO)) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("""
                UPDATE ingest_runs SET files_read = files_read + ?, added = added + ?, changed = changed + ?,
                       unchanged = unchanged + ?, failed = failed + ?, warnings = warnings + ?
                WHERE run_id = ? AND source = ?""")) {
            Params.bind(ps, 1, counts.filesRead(), counts.added(), counts.changed(), counts.unchanged(),
                    counts.failed(), counts.warnings(), runId, source);
            ps.executeUpdate();
        }
    }

    /** The counters of one run, or zeros when it has no row. */
    public Counts counts(Connection c, String runId) {
        return Rows.on(c).sql("""
                SELECT files_read, added, changed, unchanged, failed, warnings FROM ingest_runs
                WHERE run_id = ? AND source = ?""").params(runId, source).query(Rows.of(Counts.class)).optional()
                .orElse(Counts.ZERO);
    }

    /** Every file of this source read completely by an earlier run, by relative path. */
    public Map<String, StoredFile> storedFiles(Connection c) {
        return Rows.on(c).sql("SELECT path, raw_sha256 AS sha256, records FROM source_files WHERE source = ?")
                .param(source).query(Rows.of(PathedFile.class)).stream()
                .collect(Collectors.toMap(PathedFile::path, PathedFile::file));
    }

    private record PathedFile(String path, String sha256, int records) {
        StoredFile file() {
            return new StoredFile(sha256, records);
        }
    }

    public void fileDone(Connection c, SourceFile file, int records, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO source_files (source, path, raw_sha256, bytes, records, ingested_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, path) DO UPDATE SET raw_sha256 = excluded.raw_sha256, bytes = excluded.bytes,
                       records = excluded.records, ingested_at = excluded.ingested_at""")) {
            Params.bind(ps, 1, source, file.relativePath(), file.sha256(), file.bytes(), records, now.toString());
            ps.executeUpdate();
        }
    }

    /**
     * Logs a file or record that could not be loaded. A chunk replayed after a crash (its data
     * committed, its Batch bookkeeping not) logs nothing twice.
     */
    public void log(Connection c, String runId, String file, String position, String recordId,
                    RejectedRecordException.Level level, String reason, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO ingestion_logs (run_id, source, file, position, record_id, level, reason, logged_at)
                SELECT ?, ?, ?, ?, ?, ?, ?, ?
                WHERE NOT EXISTS (SELECT 1 FROM ingestion_logs WHERE run_id IS ? AND source = ? AND file IS ?
                                  AND position IS ? AND record_id IS ? AND reason = ?)""")) {
            Params.bind(ps, 1, runId, source, file, position, recordId, level.column(), reason, now.toString(),
                    runId, source, file, position, recordId, reason);
            ps.executeUpdate();
        }
    }
}
