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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Reads what a result shows, for the one page being answered only: the record's title and
 * citation (a column read, DESIGN.md invariant 3) and its chunks' place and text.
 */
final class SearchDocuments {

    record Document(String id, String title, String sourceUrl, Citation citation) {
    }

    /** A chunk, where it lies in its document ({@code charStart}..{@code charEnd} of the body), and its text. */
    record Chunk(long chunkId, String documentId, int ordinal, int charStart, int charEnd, String headingPath,
                 String anchor, String text) {
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
        String sql = "SELECT " + CHUNK_COLUMNS + " FROM " + source.source().chunksTable()
                + " WHERE chunk_id IN (" + ids + ")";
        Map<Long, Chunk> out = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                Chunk c = chunk(rs);
                out.put(c.chunkId(), c);
            }
        }
        return out;
    }

    private static final String CHUNK_COLUMNS =
            "chunk_id, document_id, ordinal, char_start, char_end, heading_path, anchor, text";

    private static Chunk chunk(ResultSet rs) throws SQLException {
        return new Chunk(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getString(6),
                rs.getString(7), rs.getString(8));
    }

    /**
     * Each chunk with up to {@code expand} neighbours on each side, as one stretch of its document's
     * text: chunks are exact substrings of the body at their offsets, so consecutive ones are joined
     * where they overlap. Between chunks that do not meet lies text no chunk holds: a paragraph break
     * (up to two characters, written as one) or more, shown as an ellipsis on its own line.
     */
    Map<Long, String> contexts(Connection conn, SourceTables source, Collection<Chunk> chunks, int expand,
                               Deadline deadline) throws SQLException {
        if (chunks.isEmpty() || expand <= 0) {
            return Map.of();
        }
        List<Chunk> wanted = List.copyOf(chunks);
        String where = String.join(" OR ", Collections.nCopies(wanted.size(), "(document_id = ? AND ordinal BETWEEN ? AND ?)"));
        Map<String, TreeMap<Integer, Chunk>> byDocument = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement("SELECT " + CHUNK_COLUMNS + " FROM "
                + source.source().chunksTable() + " WHERE " + where);
             Deadline.Guard guard = deadline.guard(ps)) {
            int i = 1;
            for (Chunk c : wanted) {
                ps.setString(i++, c.documentId());
                ps.setInt(i++, c.ordinal() - expand);
                ps.setInt(i++, c.ordinal() + expand);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Chunk c = chunk(rs);
                    byDocument.computeIfAbsent(c.documentId(), d -> new TreeMap<>()).put(c.ordinal(), c);
                }
            }
        }
        Map<Long, String> out = new HashMap<>();
        for (Chunk c : wanted) {
            var around = byDocument.getOrDefault(c.documentId(), new TreeMap<>())
                    .subMap(c.ordinal() - expand, true, c.ordinal() + expand, true).values();
            out.put(c.chunkId(), joined(around));
        }
        return out;
    }

    /** Consecutive chunks of one body as one text, each overlap once. */
    static String joined(Collection<Chunk> consecutive) {
        StringBuilder text = new StringBuilder();
        int covered = -1;
        for (Chunk c : consecutive) {
            if (covered < 0) {
                text.append(c.text());
            } else if (c.charStart() > covered) {
                text.append(c.charStart() - covered <= 2 ? "\n\n" : "\n…\n").append(c.text());
            } else if (c.charEnd() > covered) {
                text.append(c.text(), covered - c.charStart(), c.text().length());
            }
            covered = Math.max(covered, c.charEnd());
        }
        return text.toString();
    }

    private static String placeholders(int n) {
        return String.join(",", Collections.nCopies(n, "?"));
    }
}
