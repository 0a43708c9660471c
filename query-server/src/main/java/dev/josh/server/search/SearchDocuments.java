package dev.josh.server.search;

import dev.josh.contracts.api.Citation;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads what a result shows, for the one page being answered only: the record's title and
 * citation (a column read, DESIGN.md invariant 3) and its chunks' place and text.
 */
final class SearchDocuments {

    record Document(String id, String title, String sourceUrl, Citation citation) {
    }

    record Chunk(long chunkId, String headingPath, String anchor, String text) {
    }

    Map<String, Document> documents(Connection conn, SourceTables source, Collection<String> ids, Deadline deadline)
            throws SQLException {
        if (ids.isEmpty()) {
            return Map.of();
        }
        String title = source.recordColumns().contains("title") ? "title" : "id";
        String sql = "SELECT id, " + title + ", source_url, published_at, citation_string FROM " + source.table()
                + " WHERE id IN (" + placeholders(ids.size()) + ")";
        Map<String, Document> out = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            int i = 1;
            for (String id : ids) {
                ps.setString(i++, id);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String url = rs.getString(3);
                    out.put(rs.getString(1), new Document(rs.getString(1), rs.getString(2), url,
                            new Citation(rs.getString(5), url, rs.getString(4))));
                }
            }
        }
        return out;
    }

    Map<Long, Chunk> chunks(Connection conn, SourceTables source, Collection<Long> chunkIds, Deadline deadline)
            throws SQLException {
        if (chunkIds.isEmpty() || !source.chunked()) {
            return Map.of();
        }
        String ids = chunkIds.stream().map(String::valueOf).collect(Collectors.joining(","));
        String sql = "SELECT chunk_id, heading_path, anchor, text FROM " + source.source().chunksTable()
                + " WHERE chunk_id IN (" + ids + ")";
        Map<Long, Chunk> out = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getLong(1), new Chunk(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4)));
            }
        }
        return out;
    }

    private static String placeholders(int n) {
        return String.join(",", Collections.nCopies(n, "?"));
    }
}
