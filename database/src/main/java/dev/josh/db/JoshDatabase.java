package dev.josh.db;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteConnection;
import org.sqlite.SQLiteOpenMode;

/**
 * The one way to open {@code josh.db}: WAL, foreign keys, a busy timeout, synchronous=NORMAL,
 * mmap, and sqlite-vec loaded on every connection. Writers open in {@link Mode#READ_WRITE} with
 * IMMEDIATE transactions (two writers must queue, not deadlock on upgrade); the query server
 * opens in {@link Mode#READ_ONLY}, where SQLite itself refuses any write.
 */
public final class JoshDatabase implements DataSource {

    /** Where the database lives unless told otherwise: {@code JOSH_DB}, else {@code data/josh.db}. */
    public static Path defaultPath() {
        String env = System.getenv("JOSH_DB");
        return Path.of(env == null || env.isBlank() ? "data/josh.db" : env);
    }

    public enum Mode { READ_WRITE, READ_ONLY }

    /**
     * How long a connection waits for another writer's lock before SQLITE_BUSY: 30 s, or
     * {@code josh.db.busy-timeout-ms} (tests set it short to see what a writer does when it runs out).
     */
    private static int busyTimeoutMs() {
        return Integer.getInteger("josh.db.busy-timeout-ms", 30_000);
    }
    private static final long MMAP_BYTES = 1L << 30;

    private final Path path;
    private final Mode mode;
    private final SQLiteConfig config;
    /** Opened with {@code immutable=1}: read-only storage where SQLite cannot create {@code -shm}/{@code -wal}. */
    private final boolean immutable;

    private JoshDatabase(Path path, Mode mode, boolean immutable) {
        this.path = path.toAbsolutePath().normalize();
        this.mode = mode;
        this.config = configFor(mode);
        this.immutable = immutable;
    }

    /** Opens for writing, creating the parent directory; run {@link Migrations#migrate} before use. */
    public static JoshDatabase readWrite(Path path) {
        try {
            Path parent = path.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the directory for " + path, e);
        }
        return new JoshDatabase(path, Mode.READ_WRITE, false);
    }

    /** Opens an existing database read-only; fails with what to do when it does not exist. */
    public static JoshDatabase readOnly(Path path) {
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException("no database at " + path.toAbsolutePath()
                    + ". Build one with './josh ingest us-code --corpus DIR' and './josh embed', "
                    + "or point JOSH_DB at an existing file.");
        }
        return new JoshDatabase(path, Mode.READ_ONLY, onReadOnlyStorage(path.toAbsolutePath().normalize()));
    }

    /**
     * Whether {@code path} lies where nothing can be written (a read-only mount, a directory without write
     * permission), so that SQLite could not create the {@code -shm} file a WAL database needs even to be read.
     * There it is opened {@code immutable=1}: no locks, no shared memory, which is right because no one can
     * write it either. A {@code -wal} file that still holds writes would be ignored that way, so that case is
     * refused with what to do.
     */
    private static boolean onReadOnlyStorage(Path path) {
        Path dir = path.getParent();
        Path shm = path.resolveSibling(path.getFileName() + "-shm");
        Path wal = path.resolveSibling(path.getFileName() + "-wal");
        if (dir == null || Files.isWritable(dir) || Files.exists(shm)) {
            return false;
        }
        try {
            if (Files.exists(wal) && Files.size(wal) > 0) {
                throw new IllegalStateException(path + " is on read-only storage and " + wal.getFileName()
                        + " holds writes not yet in the file, which cannot be read without creating "
                        + shm.getFileName() + "; open it once where it can be written (it is checkpointed when the "
                        + "last writer closes), or copy the three files to writable storage");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + wal, e);
        }
        return true;
    }

    /** Whether the file is opened {@code immutable=1} (read-only storage). */
    public boolean immutable() {
        return immutable;
    }

    private static SQLiteConfig configFor(Mode mode) {
        SQLiteConfig c = new SQLiteConfig();
        c.enableLoadExtension(true);
        c.enforceForeignKeys(true);
        c.setBusyTimeout(busyTimeoutMs());
        c.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        if (mode == Mode.READ_ONLY) {
            c.setReadOnly(true);
            c.setOpenMode(SQLiteOpenMode.READONLY);
            // file: URIs, for immutable=1 on read-only storage.
            c.setOpenMode(SQLiteOpenMode.OPEN_URI);
        } else {
            // WAL is persistent in the file: readers opened later inherit it.
            c.setJournalMode(SQLiteConfig.JournalMode.WAL);
            c.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        }
        return c;
    }

    public Path path() {
        return path;
    }

    public Mode mode() {
        return mode;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection conn = config.createConnection(immutable ? "jdbc:sqlite:" + path.toUri() + "?immutable=1"
                : "jdbc:sqlite:" + path);
        try (Statement st = conn.createStatement()) {
            st.execute("PRAGMA mmap_size=" + MMAP_BYTES);
            if (mode == Mode.READ_ONLY) {
                st.execute("PRAGMA query_only=1");
            }
            st.execute("SELECT load_extension('" + SqliteVec.library().toString().replace("'", "''") + "')");
            // sqlite-vec is in; no other library may be: a crafted query cannot load one (load_extension()
            // answers "not authorized" from here on).
            conn.unwrap(SQLiteConnection.class).getDatabase().enable_load_extension(false);
        } catch (SQLException | RuntimeException e) {
            conn.close();
            throw e;
        }
        return conn;
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return getConnection();
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
    }

    @Override
    public void setLoginTimeout(int seconds) {
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        throw new SQLException("not a wrapper for " + iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public String toString() {
        return "JoshDatabase[" + path + ", " + mode + "]";
    }
}
