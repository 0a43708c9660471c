package dev.josh.ingest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;
import org.springframework.transaction.TransactionSystemException;

/**
 * What a writer tells its user when SQLite itself gives up on the database file: another writer held
 * it past the busy timeout, the file or its directory cannot be written, or the disk is full. Each is a
 * one-line message that names the file and says what to do, and an exit code; SQLite's transactions
 * leave the file as it was before the failed one, so running the same command again resumes.
 *
 * @param exit    {@link IngestCli#EXIT_BUSY} for a lock held by another writer, else 1
 * @param message the file, what went wrong and what to do
 */
record DatabaseFault(int exit, String message) {

    /** Below this much free space a disk I/O error is taken for a full disk. */
    private static final long NEARLY_FULL_BYTES = 4L << 20;

    /** The fault behind {@code failure} on {@code db}, or null when it is not one of SQLite's about the file. */
    static DatabaseFault of(Throwable failure, Path db) {
        SQLException sqlite = sqliteCause(failure);
        if (sqlite == null) {
            // A failure that wraps SQLite's in a way that loses it (a rollback that failed after a write did)
            // on a disk with no room left is still the full disk.
            return nearlyFull(db) ? full(db, "no space left") : null;
        }
        // sqlite-jdbc throws SQLiteException with the extended code, and a plain SQLException carrying
        // SQLite's code in a few places (a commit that found the database locked).
        SQLiteErrorCode code = sqlite instanceof SQLiteException e ? e.getResultCode()
                : SQLiteErrorCode.getErrorCode(sqlite.getErrorCode());
        int primary = primary(sqlite);
        if (primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code) {
            return new DatabaseFault(IngestCli.EXIT_BUSY, db + " is locked by another writer (an embed run, another "
                    + "ingest or a tool holding a write transaction) for longer than the busy timeout; wait for it to "
                    + "finish, then run the same command again (nothing of this run was written)");
        }
        if (primary == SQLiteErrorCode.SQLITE_FULL.code
                || (primary == SQLiteErrorCode.SQLITE_IOERR.code && nearlyFull(db))) {
            return full(db, code.name());
        }
        if (primary == SQLiteErrorCode.SQLITE_READONLY.code || primary == SQLiteErrorCode.SQLITE_CANTOPEN.code
                || primary == SQLiteErrorCode.SQLITE_PERM.code) {
            return new DatabaseFault(1, "cannot write " + db + " (" + code.name() + "): the file or its directory is "
                    + "read-only or not there; make them writable (or write another database with --db), then run the "
                    + "same command again");
        }
        return null;
    }

    private static DatabaseFault full(Path db, String why) {
        return new DatabaseFault(1, "the disk holding " + db + " is full (" + why + "); free space there (or write "
                + "another database with --db), then run the same command again: it resumes where this one stopped, "
                + "and what was written is whole");
    }

    /**
     * The SQL exception that says what happened to the file, among the causes, suppressed exceptions and
     * transaction originals: one whose code is about the file (busy, full, I/O, read-only) before any other,
     * because a failed write is often followed by a failed rollback that says only "no transaction is active".
     */
    private static SQLException sqliteCause(Throwable failure) {
        List<SQLException> found = new ArrayList<>();
        collect(failure, found, 0);
        return found.stream().filter(e -> ABOUT_THE_FILE.contains(primary(e))).findFirst()
                .orElse(found.isEmpty() ? null : found.getFirst());
    }

    private static final Set<Integer> ABOUT_THE_FILE = Set.of(SQLiteErrorCode.SQLITE_BUSY.code,
            SQLiteErrorCode.SQLITE_LOCKED.code, SQLiteErrorCode.SQLITE_FULL.code, SQLiteErrorCode.SQLITE_IOERR.code,
            SQLiteErrorCode.SQLITE_READONLY.code, SQLiteErrorCode.SQLITE_CANTOPEN.code, SQLiteErrorCode.SQLITE_PERM.code);

    private static int primary(SQLException e) {
        return (e instanceof SQLiteException s ? s.getResultCode().code : e.getErrorCode()) & 0xff;
    }

    private static void collect(Throwable t, List<SQLException> found, int depth) {
        if (t == null || depth > 32) {
            return;
        }
        if (t instanceof SQLException e && (e instanceof SQLiteException || e.getErrorCode() != 0)) {
            found.add(e);
        }
        if (t instanceof TransactionSystemException tx) {
            collect(tx.getOriginalException(), found, depth + 1);
        }
        collect(t.getCause(), found, depth + 1);
        for (Throwable suppressed : t.getSuppressed()) {
            collect(suppressed, found, depth + 1);
        }
    }

    private static boolean nearlyFull(Path db) {
        try {
            Path dir = db.toAbsolutePath().getParent();
            return dir != null && Files.getFileStore(dir).getUsableSpace() < NEARLY_FULL_BYTES;
        } catch (IOException e) {
            return false;
        }
    }
}
