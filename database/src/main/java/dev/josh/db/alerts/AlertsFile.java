package dev.josh.db.alerts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import org.sqlite.SQLiteConfig;

/**
 * The saved searches' own SQLite file, beside the database ({@code josh.db.alerts}) and never inside it:
 * the server opens the database read-only, and an alert is written by the operator ({@code josh alerts})
 * and by ingest (its matches and deliveries). The schema is created here when the file is first opened for
 * writing; {@code user_version} says which one it is, so a later change can migrate it.
 */
public final class AlertsFile {

    /** The schema this build writes and reads. */
    static final int VERSION = 1;
    /** {@code JOSH_ALERTS}: the alerts file when it is not {@code <database>.alerts}. */
    public static final String ENV = "JOSH_ALERTS";

    /** Times as stored: UTC to the millisecond, always the same width, so text order is time order. */
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private AlertsFile() {
    }

    /** The alerts file of {@code database}: {@code $JOSH_ALERTS} when set, else {@code <database>.alerts}. */
    public static Path of(Path database) {
        String env = System.getenv(ENV);
        return env == null || env.isBlank() ? database.resolveSibling(database.getFileName() + ".alerts")
                : Path.of(env).toAbsolutePath();
    }

    public static String time(Instant instant) {
        return TIME.format(instant);
    }

    /**
     * A checkpoint ({@code checked_through}): records loaded at or after it are still to be looked at. Ingest stamps
     * {@code retrieved_at} in whole seconds, so the checkpoint is too: a record loaded later in the same second as
     * the checkpoint is still looked at (and one looked at twice matches once: matches are unique per record).
     */
    public static String checkpoint(Instant instant) {
        return time(instant.truncatedTo(ChronoUnit.SECONDS));
    }

    /** Opens {@code file} for writing, creating it and its schema when absent. */
    public static Connection openForWrite(Path file) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath() + "?busy_timeout=30000");
        try (Statement s = c.createStatement()) {
            int version = version(s);
            if (version > VERSION) {
                throw new SQLException(file + " holds alerts schema " + version + ", newer than this build's "
                        + VERSION + "; use the josh that wrote it");
            }
            s.execute("""
                    CREATE TABLE IF NOT EXISTS alerts (
                      id TEXT PRIMARY KEY, query TEXT NOT NULL, sources TEXT NOT NULL, congress INTEGER,
                      webhook TEXT, secret TEXT, created_at TEXT NOT NULL, checked_through TEXT NOT NULL)""");
            // A record matches an alert once: a later change to it is not a new match (UNIQUE).
            s.execute("""
                    CREATE TABLE IF NOT EXISTS alert_matches (
                      seq INTEGER PRIMARY KEY AUTOINCREMENT, alert_id TEXT NOT NULL, record_id TEXT NOT NULL,
                      source TEXT NOT NULL, title TEXT, citation TEXT, retrieved_at TEXT NOT NULL,
                      matched_at TEXT NOT NULL, delivery TEXT, UNIQUE (alert_id, record_id))""");
            s.execute("CREATE INDEX IF NOT EXISTS alert_matches_time ON alert_matches (alert_id, matched_at, seq)");
            // One webhook POST and its retries; the key is the Idempotency-Key every attempt sends.
            s.execute("""
                    CREATE TABLE IF NOT EXISTS alert_deliveries (
                      idempotency_key TEXT PRIMARY KEY, alert_id TEXT NOT NULL, body TEXT NOT NULL,
                      created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
                      delivered_at TEXT)""");
            s.execute("PRAGMA user_version = " + VERSION);
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** Opens {@code file} read-only (the server), or nothing when there is no such file: no alert exists. */
    public static Optional<Connection> openReadOnly(Path file) throws SQLException {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(5_000);
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(), config.toProperties());
        try (Statement s = c.createStatement()) {
            if (version(s) != VERSION) {
                // An empty file (created, schema not yet written) or another build's: nothing to read yet.
                c.close();
                return Optional.empty();
            }
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return Optional.of(c);
    }

    private static int version(Statement s) throws SQLException {
        try (var rs = s.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}
