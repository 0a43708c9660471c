package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;

/**
 * The {@code links} table as the writers keep it: a record's links are replaced whenever the record
 * is written again and deleted with it, so the graph never outlives what is loaded on the citing
 * side. Links to records that are not loaded are kept (the server marks them).
 */
public final class LinkTable {

    private LinkTable() {
    }

    /** Replaces every link {@code fromId} has with {@code links}; a link to the record itself is dropped. */
    public static void replace(Connection c, String source, String fromId, Collection<RecordLink> links)
            throws SQLException {
        delete(c, fromId);
        RowBatch.write(c, "INSERT OR IGNORE INTO links (from_id, to_id, relation, locator, found_by, source) "
                        + "VALUES (?, ?, ?, ?, ?, ?)", links.stream().filter(link -> !link.toId().equals(fromId)).toList(),
                (link, index) -> new Object[] {fromId, link.toId(), link.relation(), link.locator(), link.foundBy(),
                        source});
    }

    /** Deletes the links of a record that is no longer loaded. */
    public static void delete(Connection c, String fromId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM links WHERE from_id = ?")) {
            ps.setString(1, fromId);
            ps.executeUpdate();
        }
    }
}
