package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.records.Rows;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;

/**
 * A source's ranked index read through FTS5 itself: the chunk index, the record index of a
 * short-body source, or the document-level index where documents are ranked as wholes. FTS5 has
 * no dynamic pruning (DESIGN.md), so a query scores at most {@code scoredRows} matching rows, the
 * first in rowid order (chunk ids are hashes: a uniform sample), and says so; rarer words are
 * ranked exactly. The path where no Lucene index mirrors the table (none built, or one that lags).
 */
final class Fts5Rows implements RankedRows {

    /** A scored row of the index, its document, and how many matching rows the query scored in all. */
    private record ScoredRow(long rowid, String documentId, double score, long matched) {
    }

    private static final RowMapper<ScoredRow> SCORED = Rows.mapper(ScoredRow.class);

    private final Connection conn;
    private final SourceTables source;
    private final RankedIndex index;
    private final boolean wholeDocuments;
    private final int scoredRows;
    /** Which record tables have the covering index of {@link #recordIndex}, shared across queries. */
    private final Map<String, Boolean> datedIndexes;

    /**
     * @param wholeDocuments a row is a document of the document-level index, and its hit carries no chunk
     * @param scoredRows     matching rows one query may score (a quarter of it with a filter)
     */
    Fts5Rows(Connection conn, SourceTables source, RankedIndex index, boolean wholeDocuments, int scoredRows,
             Map<String, Boolean> datedIndexes) {
        this.conn = conn;
        this.source = source;
        this.index = index;
        this.wholeDocuments = wholeDocuments;
        this.scoredRows = scoredRows;
        this.datedIndexes = datedIndexes;
    }

    @Override
    public String key() {
        return index.table();
    }

    @Override
    public boolean prunes() {
        return false;
    }

    @Override
    public long rows() {
        return index.rows();
    }

    @Override
    public long rowsHolding(QueryNode.Term term, long cap, Deadline deadline) {
        String fts = index.table();
        try {
            return TimedJdbcTemplate.client(conn, deadline).sql("SELECT count(*) FROM (SELECT 1 FROM " + fts
                    + " WHERE " + fts + " MATCH ? LIMIT ?)").params(term.fts5(), cap).query(Long.class).single();
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
    }

    /**
     * The best {@code window} rows for a query, from at most {@code scoredRows} matching
     * rows (those that pass the filter: it applies before the cap). With a filter every row walked
     * costs a chunk and a record lookup too, and a narrow window admits few of them, so the sample is
     * a quarter as large (a year of thirty: 15,000 rows walked, not 60,000).
     */
    @Override
    public LexicalLeg.Hits search(QueryNode match, SearchFilter filter, LexicalLeg.Window ranked, Deadline deadline) {
        int window = ranked.rows(); // FTS5 returns rows; the document window is Lucene's
        String fts = index.table();
        String weights = Arrays.stream(index.weights()).mapToObj(String::valueOf)
                .collect(Collectors.joining(", "));
        // The innermost query stops after scoredRows matches (no ORDER BY: FTS5 walks its rows in rowid
        // order and computes bm25 for those only); the outer ones rank that sample and count it. Without
        // a filter the document is looked up for the best `window` rows only, after ranking (a third to
        // half the time of looking up every scored row, measured at 1M chunks); a filter needs the
        // document of every row it admits, before the cap.
        String bm25 = "bm25(" + fts + ", " + weights + ")";
        boolean chunkRows = index.chunkRows();
        String documentTable = chunkRows ? source.source().chunksTable() : source.table();
        String documentJoin = chunkRows ? "d.chunk_id = %s.rowid" : "d.rowid = %s.rowid";
        String documentId = chunkRows ? "d.document_id" : "d.id";
        String sql;
        if (filter.isEmpty()) {
            sql = "SELECT s.rowid AS rowid, " + documentId + " AS document_id, s.score, s.matched FROM (SELECT "
                    + "rowid, score, count(*) OVER () AS matched FROM (SELECT rowid, " + bm25 + " AS score FROM " + fts
                    + " WHERE " + fts + " MATCH ? LIMIT ?) ORDER BY score LIMIT ?) s JOIN " + documentTable + " d ON "
                    + documentJoin.formatted("s") + " ORDER BY s.score";
        } else {
            String scored = chunkRows
                    ? "SELECT " + fts + ".rowid AS rowid, d.document_id AS document_id, " + bm25 + " AS score FROM "
                    + fts + " JOIN " + documentTable + " d ON " + documentJoin.formatted(fts) + " JOIN "
                    + source.table() + " r" + recordIndex(filter) + " ON r.id = d.document_id WHERE "
                    + fts + " MATCH ? AND " + filter.condition(source, "r") + " LIMIT ?"
                    : "SELECT " + fts + ".rowid AS rowid, r.id AS document_id, " + bm25 + " AS score FROM " + fts
                    + " JOIN " + source.table() + " r ON r.rowid = " + fts + ".rowid WHERE " + fts + " MATCH ? AND "
                    + filter.condition(source, "r") + " LIMIT ?";
            sql = "SELECT rowid, document_id, score, matched FROM (SELECT rowid, document_id, score, "
                    + "count(*) OVER () AS matched FROM (" + scored + ")) ORDER BY score LIMIT ?";
        }
        int cap = filter.isEmpty() ? scoredRows : Math.max(1, scoredRows / 4);
        List<Object> params = new ArrayList<>();
        params.add(match.fts5());
        params.addAll(filter.params());
        params.add(cap);
        params.add(window);
        List<ScoredRow> rows;
        try {
            rows = TimedJdbcTemplate.client(conn, deadline).sql(sql).params(params).query(SCORED).list();
        } catch (DataAccessException e) {
            throw FtsErrors.translate(e, deadline);
        }
        // bm25() is lower-is-better; negate so every leg's scores read higher-is-better.
        List<ChunkHit> hits = rows.stream().map(r -> new ChunkHit(new DocumentKey(source.name(), r.documentId()),
                wholeDocuments ? ChunkHit.NO_CHUNK : r.rowid(), -r.score())).toList();
        long matched = rows.isEmpty() ? 0 : rows.getLast().matched();
        return new LexicalLeg.Hits(hits, hits.size() >= window || matched >= cap);
    }

    /**
     * {@code INDEXED BY} the covering index on the record table's (id, published_at) (migration
     * V60) when the filter needs nothing else of the record: SQLite's planner otherwise looks the
     * record up by its primary key and reads the row, whose body lies before {@code published_at}
     * and mostly overflows its page (four times slower per matching chunk, measured).
     */
    private String recordIndex(SearchFilter filter) {
        if (!filter.fields().isEmpty()) {
            return "";
        }
        String name = source.table() + "_by_id_published";
        boolean present = datedIndexes.computeIfAbsent(name, n -> {
            try (PreparedStatement ps = conn.prepareStatement(
                    "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")) {
                ps.setString(1, n);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            } catch (SQLException e) {
                return false;
            }
        });
        return present ? " INDEXED BY " + name : "";
    }

    /** The connection belongs to the caller. */
    @Override
    public void close() {
    }
}
