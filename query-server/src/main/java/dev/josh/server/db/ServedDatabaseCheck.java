package dev.josh.server.db;

import dev.josh.db.ConnectionClient;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Locale;
import org.springframework.dao.DataAccessException;

/**
 * What the server refuses to serve, checked once at start so that a bad file is a clear message and
 * not a stream of 500s: an empty file, a file that is not SQLite, a database without Josh's schema
 * or with a newer one than this build knows, and (unless told not to, for huge files) one that fails
 * SQLite's own consistency check.
 */
public final class ServedDatabaseCheck {

    /** How thoroughly to check the file's pages: {@code quick_check}, {@code integrity_check}, or not at all. */
    public enum Depth { QUICK, FULL, NONE }

    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final String REBUILD = "build one with './josh ingest all --corpus DIR' or install a snapshot with "
            + "'./josh bootstrap --snapshot DIR|URL', and point JOSH_DB at it";

    private ServedDatabaseCheck() {
    }

    /** The server must not serve this file: the message names it and says what to do. */
    public static final class Refused extends IllegalStateException {
        Refused(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** @throws Refused saying what is wrong with the file and what to do */
    public static void check(Path path, JoshDatabase database, Depth depth) {
        try {
            checkFile(path, database, depth);
        } catch (Refused e) {
            throw e;
        } catch (IllegalStateException e) {
            throw new Refused(e.getMessage(), e);
        }
    }

    /** The first refusal among the causes of a failed start, or null. */
    public static Refused refusal(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof Refused refused) {
                return refused;
            }
        }
        return null;
    }

    private static void checkFile(Path path, JoshDatabase database, Depth depth) {
        try {
            if (Files.size(path) == 0) {
                throw refused(path, "is an empty file, not a Josh database");
            }
            byte[] header;
            try (InputStream in = Files.newInputStream(path)) {
                header = in.readNBytes(SQLITE_HEADER.length);
            }
            if (!Arrays.equals(header, SQLITE_HEADER)) {
                throw refused(path, "is not an SQLite database");
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + path + ": " + e.getMessage(), e);
        }
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM flyway_schema_history")) {
                rs.next();
            } catch (SQLException e) {
                throw refused(path, "holds no Josh schema (" + e.getMessage() + ")");
            }
            Migrations.requireKnownSchema(database);
            if (depth != Depth.NONE) {
                String pragma = depth == Depth.FULL ? "integrity_check" : "quick_check";
                String result = ConnectionClient.on(c).sql("PRAGMA " + pragma + "(1)").query(String.class).optional()
                        .orElse("no answer");
                if (!"ok".equalsIgnoreCase(result)) {
                    throw refused(path, "fails PRAGMA " + pragma + " (" + result + ")");
                }
            }
        } catch (SQLException e) {
            throw refused(path, "cannot be read as SQLite (" + e.getMessage() + ")");
        } catch (DataAccessException e) {
            throw refused(path, "cannot be read as SQLite (" + e.getMostSpecificCause().getMessage() + ")");
        }
    }

    public static Depth depth(String setting) {
        try {
            return Depth.valueOf(setting.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("josh.db.check (JOSH_DB_CHECK) is quick, full or none, not '" + setting + "'");
        }
    }

    private static Refused refused(Path path, String what) {
        return new Refused(path + " " + what + "; " + REBUILD, null);
    }
}
