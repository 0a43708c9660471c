package dev.josh.bench.compare;

import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The floor of issue 20's first candidate fix, in FTS5: MATCH alone in the inner query, no
 * {@code bm25()} (so no walk of each word's whole posting list to count documents), LIMIT the
 * sample the planned leg scores, the filter joined outside it. What is left to add is scoring the
 * sample from stored document frequencies, per row work that FTS5's bm25() already does after its
 * counting walk; so this time is what the planned leg would cost with that walk gone.
 */
final class MatchOnly {

    private final Connection conn;

    MatchOnly(Connection conn) {
        this.conn = conn;
    }

    /**
     * The covering (id, published_at) index the planned leg names for a date filter (migration V60),
     * when the database has it: without it every record row is read from its overflowing body.
     */
    private String datedIndex(SourceTables s) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")) {
            ps.setString(1, s.table() + "_by_id_published");
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? " INDEXED BY " + s.table() + "_by_id_published" : "";
            }
        }
    }

    /** Rows gathered over every source, at most {@code cap} per source ({@code cap / 4} with a filter, as the leg). */
    long candidates(Iterable<SourceTables> sources, String match, SearchFilter filter, int cap) throws SQLException {
        long rows = 0;
        for (SourceTables s : sources) {
            String fts = s.source().ftsTable();
            String inner = "SELECT rowid FROM " + fts + " WHERE " + fts + " MATCH ?";
            String sql = filter.isEmpty() ? inner + " LIMIT ?"
                    : "SELECT m.rowid FROM (" + inner + ") m " + (s.chunked()
                    ? "JOIN " + s.source().chunksTable() + " d ON d.chunk_id = m.rowid JOIN " + s.table()
                    + " r" + datedIndex(s) + " ON r.id = d.document_id" : "JOIN " + s.table() + " r ON r.rowid = m.rowid")
                    + " WHERE " + filter.condition(s, "r") + " LIMIT ?";
            try (PreparedStatement ps = conn.prepareStatement(sql)) {
                ps.setString(1, match);
                ps.setInt(filter.bind(ps, 2), filter.isEmpty() ? cap : Math.max(1, cap / 4));
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows++;
                    }
                }
            }
        }
        return rows;
    }
}
