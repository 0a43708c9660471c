package dev.josh.eval.lexical;

import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.lexical.RankedIndex;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact FTS5 BM25, as a user of SQLite would write it: per source one query with the words
 * OR-joined (the form that gives BM25 quality), every match scored by {@code bm25()} with the
 * shipped column weights and sorted, the best {@code window} rows joined to chunk and record (the
 * filter as the server writes it), merged by score. No sample, no word left out: the ranking the
 * planned leg approximates.
 */
public final class ExactBm25 {

    private final Connection conn;
    private final int window;
    private final int passages;

    /**
     * @param window   chunk rows kept per source
     * @param passages best chunks kept per document
     */
    public ExactBm25(Connection conn, int window, int passages) {
        this.conn = conn;
        this.window = window;
        this.passages = passages;
    }

    public List<DocumentHit> search(List<SourceTables> sources, String match, SearchFilter filter)
            throws SQLException {
        List<ChunkHit> hits = new ArrayList<>();
        for (SourceTables s : sources) {
            String fts = s.source().ftsTable();
            String weights = String.join(", ", Arrays.stream(RankedIndex.chunks(s).weights()).mapToObj(String::valueOf)
                    .toList());
            // FTS5's auxiliary functions take the table's own name, not an alias.
            String bm25 = "bm25(" + fts + ", " + weights + ")";
            StringBuilder sql = new StringBuilder("SELECT " + fts + ".rowid, r.id, " + bm25 + " FROM " + fts);
            sql.append(s.chunked()
                    ? " JOIN " + s.source().chunksTable() + " c ON c.chunk_id = " + fts + ".rowid JOIN " + s.table()
                    + " r ON r.id = c.document_id"
                    : " JOIN " + s.table() + " r ON r.rowid = " + fts + ".rowid");
            sql.append(" WHERE " + fts + " MATCH ? AND " + filter.condition(s, "r") + " ORDER BY " + bm25 + " LIMIT ?");
            try (PreparedStatement ps = conn.prepareStatement(sql.toString())) {
                ps.setString(1, match);
                ps.setInt(filter.bind(ps, 2), window);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        // bm25() is lower-is-better; negated as the server's legs do.
                        hits.add(new ChunkHit(new DocumentKey(s.name(), rs.getString(2)),
                                s.chunked() ? rs.getLong(1) : ChunkHit.NO_CHUNK, -rs.getDouble(3)));
                    }
                }
            }
        }
        return DocumentHit.group(hits, passages);
    }
}
