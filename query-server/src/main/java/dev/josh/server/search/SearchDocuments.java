package dev.josh.server.search;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TitledRow;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.RowMapper;

/**
 * Reads what a result shows, for the one page being answered only: the record's title and
 * citation (a column read, DESIGN.md invariant 3) and its chunks' place and text.
 */
final class SearchDocuments {

    /** A chunk, where it lies in its document ({@code charStart}..{@code charEnd} of the body), and its text. */
    record Chunk(long chunkId, String documentId, int ordinal, int charStart, int charEnd, String headingPath,
                 String anchor, String text) {
    }

    Map<String, TitledRow> documents(Connection conn, SourceTables source, Collection<String> ids, Deadline deadline) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        String title = source.recordColumns().contains("title") ? "title" : "id";
        String sql = "SELECT id, " + title + " AS title, source_url, published_at, citation_string FROM "
                + source.table() + " WHERE id IN (" + placeholders(ids.size()) + ")";
        Map<String, TitledRow> out = new HashMap<>();
        for (TitledRow row : TimedJdbcTemplate.client(conn, deadline).sql(sql).params(List.copyOf(ids))
                .query(Rows.mapper(TitledRow.class)).list()) {
            out.put(row.id(), row);
        }
        return out;
    }

    Map<Long, Chunk> chunks(Connection conn, SourceTables source, Collection<Long> chunkIds, Deadline deadline) {
        if (chunkIds.isEmpty() || !source.chunked()) {
            return Map.of();
        }
        String ids = chunkIds.stream().map(String::valueOf).collect(Collectors.joining(","));
        String sql = "SELECT " + CHUNK_COLUMNS + " FROM " + source.source().chunksTable()
                + " WHERE chunk_id IN (" + ids + ")";
        Map<Long, Chunk> out = new HashMap<>();
        for (Chunk c : TimedJdbcTemplate.client(conn, deadline).sql(sql).query(CHUNK).list()) {
            out.put(c.chunkId(), c);
        }
        return out;
    }

    private static final String CHUNK_COLUMNS =
            "chunk_id, document_id, ordinal, char_start, char_end, heading_path, anchor, text";

    private static final RowMapper<Chunk> CHUNK = Rows.mapper(Chunk.class);

    /**
     * Each chunk with up to {@code expand} neighbours on each side, as one stretch of its document's
     * text: chunks are exact substrings of the body at their offsets, so consecutive ones are joined
     * where they overlap. Between chunks that do not meet lies text no chunk holds: a paragraph break
     * (up to two characters, written as one) or more, shown as an ellipsis on its own line.
     */
    Map<Long, String> contexts(Connection conn, SourceTables source, Collection<Chunk> chunks, int expand,
                               Deadline deadline) {
        if (chunks.isEmpty() || expand <= 0) {
            return Map.of();
        }
        List<Chunk> wanted = List.copyOf(chunks);
        String where = String.join(" OR ", Collections.nCopies(wanted.size(), "(document_id = ? AND ordinal BETWEEN ? AND ?)"));
        List<Object> params = new ArrayList<>();
        for (Chunk c : wanted) {
            params.addAll(List.of(c.documentId(), c.ordinal() - expand, c.ordinal() + expand));
        }
        Map<String, TreeMap<Integer, Chunk>> byDocument = new HashMap<>();
        for (Chunk c : TimedJdbcTemplate.client(conn, deadline).sql("SELECT " + CHUNK_COLUMNS + " FROM "
                + source.source().chunksTable() + " WHERE " + where).params(params).query(CHUNK).list()) {
            byDocument.computeIfAbsent(c.documentId(), d -> new TreeMap<>()).put(c.ordinal(), c);
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
