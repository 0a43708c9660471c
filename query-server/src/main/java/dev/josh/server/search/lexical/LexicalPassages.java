package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.records.Rows;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What the lexical leg shows of a page's documents: the chunks that best hold the words, for
 * documents it ranked as wholes, and FTS5 snippets with the matched words marked.
 */
public final class LexicalPassages {

    public static final String MARK_OPEN = "<mark>";
    public static final String MARK_CLOSE = "</mark>";
    /** Tokens of context FTS5 puts in a snippet; about 150-250 characters of legal text. */
    private static final int SNIPPET_TOKENS = 28;

    /** A chunk of a page's documents: a candidate for their passages. */
    private record Candidate(long chunkId, String documentId, int ordinal) {
    }

    /** An FTS row's text with the query's words marked (a snippet, or the whole text highlighted). */
    private record MarkedRow(long rowid, String text) {
    }

    private static final RowMapper<MarkedRow> MARKED = Rows.mapper(MarkedRow.class);

    private LexicalPassages() {
    }

    /**
     * The best chunks of documents ranked as wholes, at most {@code perDocument} each, best first:
     * the chunks of those documents that hold any of the words, scored by the words they hold
     * (each distinct word weighs {@code ln(1 + C / c)}, C the candidate chunks and c those holding
     * it, and a repeated word a little more). bm25() is not used: over a handful of rowids FTS5
     * recounts every word's rows for each one. A document whose words matched only its fields (its
     * title, say) gets its first chunk.
     */
    static Map<String, List<ChunkHit>> passages(Connection conn, SourceTables source, QueryNode match,
                                                Collection<String> documentIds, int perDocument,
                                                Deadline deadline) {
        if (documentIds.isEmpty() || !source.chunked()) {
            return Map.of();
        }
        String placeholders = documentIds.stream().map(d -> "?").collect(Collectors.joining(","));
        JdbcClient sql = TimedJdbcTemplate.client(conn, deadline);
        Map<Long, Candidate> candidates = new HashMap<>();
        try {
            for (Candidate c : sql.sql("SELECT chunk_id, document_id, ordinal FROM " + source.source().chunksTable()
                    + " WHERE document_id IN (" + placeholders + ")").params(List.copyOf(documentIds))
                    .query(Rows.mapper(Candidate.class)).list()) {
                candidates.put(c.chunkId(), c);
            }
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
        if (candidates.isEmpty()) {
            return Map.of();
        }
        String fts = source.source().ftsTable();
        int column = source.ftsColumns().indexOf("text");
        String ids = candidates.keySet().stream().map(String::valueOf).collect(Collectors.joining(","));
        Map<Long, Map<String, Integer>> wordsByChunk = new HashMap<>();
        try {
            for (MarkedRow row : sql.sql("SELECT rowid, highlight(" + fts + ", " + column
                    + ", char(1), char(2)) AS text FROM " + fts + " WHERE " + fts + " MATCH ? AND rowid IN (" + ids + ")")
                    .param(match.fts5()).query(MARKED).list()) {
                wordsByChunk.put(row.rowid(), markedWords(row.text()));
            }
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
        Map<String, Integer> chunksHolding = new HashMap<>();
        wordsByChunk.values().forEach(words -> words.keySet().forEach(w -> chunksHolding.merge(w, 1, Integer::sum)));
        Map<String, List<ChunkHit>> out = new HashMap<>();
        Map<String, Candidate> first = new HashMap<>();
        for (Candidate c : candidates.values()) {
            first.merge(c.documentId(), c, (a, b) -> a.ordinal() <= b.ordinal() ? a : b);
            Map<String, Integer> words = wordsByChunk.get(c.chunkId());
            if (words == null || words.isEmpty()) {
                continue;
            }
            double score = 0;
            for (Map.Entry<String, Integer> w : words.entrySet()) {
                score += Math.log(1.0 + (double) candidates.size() / chunksHolding.get(w.getKey()))
                        * (1.0 + Math.log(w.getValue()));
            }
            out.computeIfAbsent(c.documentId(), k -> new ArrayList<>())
                    .add(new ChunkHit(new DocumentKey(source.name(), c.documentId()), c.chunkId(), score));
        }
        for (String id : documentIds) {
            List<ChunkHit> hits = out.get(id);
            if (hits == null) {
                Candidate opening = first.get(id);
                if (opening != null) {
                    out.put(id, List.of(new ChunkHit(new DocumentKey(source.name(), id), opening.chunkId(), 0)));
                }
                continue;
            }
            hits.sort(Comparator.comparingDouble(ChunkHit::score).reversed()
                    .thenComparingLong(ChunkHit::chunkId));
            out.put(id, List.copyOf(hits.subList(0, Math.min(perDocument, hits.size()))));
        }
        return out;
    }

    /** The words FTS5's highlight() marked with {@code \u0001…\u0002}, lower-cased, with their counts. */
    static Map<String, Integer> markedWords(String highlighted) {
        Map<String, Integer> words = new HashMap<>();
        if (highlighted == null) {
            return words;
        }
        int from = 0;
        while (true) {
            int open = highlighted.indexOf('\u0001', from);
            if (open < 0) {
                return words;
            }
            int close = highlighted.indexOf('\u0002', open);
            if (close < 0) {
                return words;
            }
            words.merge(highlighted.substring(open + 1, close).toLowerCase(Locale.ROOT), 1, Integer::sum);
            from = close + 1;
        }
    }

    /** FTS5 snippets, with marks around the matched words, for the given FTS rowids. */
    public static Map<Long, String> snippets(Connection conn, SourceTables source, QueryNode match,
                                             Collection<Long> rowids, Deadline deadline) {
        if (rowids.isEmpty()) {
            return Map.of();
        }
        String fts = source.source().ftsTable();
        int column = source.chunked() ? source.ftsColumns().indexOf("text") : -1; // -1: FTS5 picks the best column
        String ids = rowids.stream().map(String::valueOf).collect(Collectors.joining(","));
        String sql = "SELECT rowid, snippet(" + fts + ", " + column + ", '" + MARK_OPEN + "', '" + MARK_CLOSE
                + "', '…', " + SNIPPET_TOKENS + ") AS text FROM " + fts + " WHERE " + fts + " MATCH ? AND rowid IN ("
                + ids + ")";
        Map<Long, String> out = new HashMap<>();
        try {
            for (MarkedRow row : TimedJdbcTemplate.client(conn, deadline).sql(sql).param(match.fts5()).query(MARKED)
                    .list()) {
                out.put(row.rowid(), row.text());
            }
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
        return out;
    }
}
