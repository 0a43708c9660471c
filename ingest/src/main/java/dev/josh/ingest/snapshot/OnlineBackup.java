package dev.josh.ingest.snapshot;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.Rows;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteConnection;

/**
 * A consistent copy of a live database through SQLite's online backup API (sqlite3_backup), never a
 * file copy: the pages come through SQLite, so a server reading and an ingest writing (WAL) may go
 * on while it runs.
 */
final class OnlineBackup {

    /** 16 MiB of 4 KiB pages a step: a progress line per step is frequent enough and costs nothing. */
    private static final int PAGES_PER_STEP = 4096;
    private static final int BUSY_SLEEP_MS = 100;
    private static final int BUSY_RETRIES = 300;

    private OnlineBackup() {
    }

    /**
     * Copies {@code source} into the new file {@code target}; {@link #selfContained} then makes it one
     * file (the backup copies the source's WAL flag with its pages).
     */
    static void copy(JoshDatabase source, Path target, ProgressLine progress) throws SQLException {
        try (Connection c = source.getConnection()) {
            // One read transaction for the whole copy: every step reads the same WAL snapshot, so commits
            // made meanwhile by an ingest are neither half in the copy nor a reason to restart it.
            c.setAutoCommit(false);
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM sqlite_master")) {
                rs.next();
            }
            long pageSize = pragma(c, "page_size");
            long bytes = pragma(c, "page_count") * pageSize;
            int rc = c.unwrap(SQLiteConnection.class).getDatabase().backup("main", target.toString(),
                    (remaining, pages) -> progress.update((pages - remaining) * pageSize, pages * pageSize),
                    BUSY_SLEEP_MS, BUSY_RETRIES, PAGES_PER_STEP);
            c.rollback();
            if (rc != 0) {
                throw new SQLException("the online backup of " + source.path() + " into " + target
                        + " stopped with SQLite result code " + rc + "; check the free space in the snapshot directory "
                        + "and that nothing else writes there, then run 'josh snapshot create' again");
            }
            progress.finish(bytes);
        }
    }

    /** Turns the copy's journal to DELETE, so that it is one self-contained file once its writers have closed. */
    static void selfContained(Path copy) throws SQLException {
        // Plain sqlite-jdbc, not JoshDatabase: its writers switch every file to WAL, the opposite of what this wants.
        try (Connection c = new SQLiteConfig().createConnection("jdbc:sqlite:" + copy)) {
            if (!"delete".equalsIgnoreCase(Rows.on(c).sql("PRAGMA journal_mode=DELETE").query(String.class).optional()
                    .orElse(null))) {
                throw new SQLException("could not set the copy " + copy + " to journal_mode=DELETE");
            }
        }
    }

    private static long pragma(Connection c, String name) {
        return Rows.on(c).sql("PRAGMA " + name).query(Long.class).single();
    }
}
