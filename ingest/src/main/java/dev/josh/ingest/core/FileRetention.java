package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * What a newer copy of a file no longer holds leaves the database: for a store whose file holds
 * whole records, the rows of its record table that the file wrote and whose IDs it no longer
 * lists, with the links they made. Their side tables follow by their foreign keys' cascade.
 */
public final class FileRetention {

    private FileRetention() {
    }

    /** Deletes the rows of {@code table} loaded from {@code file} whose IDs are not in {@code keys}; how many. */
    public static int retainOnly(Connection c, String table, SourceFile file, Set<String> keys) throws SQLException {
        List<String> gone = Rows.on(c).sql("SELECT id FROM " + table + " WHERE source_file = ?")
                .param(file.relativePath()).query(String.class).stream().filter(id -> !keys.contains(id)).toList();
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE id = ?")) {
            for (String id : gone) {
                LinkTable.delete(c, id);
                ps.setString(1, id);
                ps.executeUpdate();
            }
        }
        return gone.size();
    }
}
