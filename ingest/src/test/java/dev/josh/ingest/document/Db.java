package dev.josh.ingest.document;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Small read helpers for tests that check what a run wrote. */
public final class Db {

    private Db() {
    }

    public static Connection read(Path db) throws SQLException {
        return JoshDatabase.readOnly(db).getConnection();
    }

    public static List<String> strings(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    public static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Records without a whole citation (the six columns of DESIGN.md invariant 3). */
    public static long uncited(Connection c, String table) throws SQLException {
        return count(c, "SELECT COUNT(*) FROM " + table + " WHERE citation_string IS NULL OR citation_string = ''"
                + " OR source_url NOT LIKE 'https://%' OR source_org = '' OR published_at = '' OR retrieved_at = ''"
                + " OR length(raw_sha256) != 64");
    }

    /** Chunks whose text is not the slice of the body their offsets name, or longer than the window. */
    public static long badChunks(Connection c, String table) throws SQLException {
        return count(c, "SELECT COUNT(*) FROM " + table + "_chunks k JOIN " + table + " r ON r.id = k.document_id"
                + " WHERE substr(r.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text"
                + " OR k.token_count > 510");
    }

    /** Chunks without exactly one pending embedding job. */
    public static long chunksNotQueued(Connection c, String table) throws SQLException {
        return count(c, "SELECT COUNT(*) FROM " + table + "_chunks k WHERE (SELECT COUNT(*) FROM chunk_embedding_jobs j"
                + " WHERE j.chunk_table = '" + table + "_chunks' AND j.chunk_id = k.chunk_id AND j.status = 'pending') != 1");
    }

    /** The documents of {@code table} with a chunk that matches the FTS5 query {@code match}, by id. */
    public static List<String> matching(Connection c, String table, String match) throws SQLException {
        return strings(c, "SELECT DISTINCT k.document_id FROM " + table + "_fts f JOIN " + table + "_chunks k"
                + " ON k.chunk_id = f.rowid WHERE " + table + "_fts MATCH '" + match.replace("'", "''") + "' ORDER BY 1");
    }
}
