package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Flow 2: BM25 over one source's FTS5 index. A body source is ranked by its best chunk (FTS rows
 * are chunks, rowid = chunk_id, joined to their document); with {@code rankDocuments} it is ranked
 * by its document-level index instead ({@code <t>_docs_fts}, the record's own fields with per-field
 * weights, rowid = the record's rowid), so a document's score does not grow with its number of
 * chunks, and the page's passages are picked from the chunk index ({@link LexicalPassages}). A
 * short-body source indexes its records directly (rowid = the record's rowid). Every query is
 * bounded by a LIMIT and by the request's deadline.
 *
 * <p>FTS5 has no dynamic pruning: ranking by bm25 scores every row that matches, and a common word
 * matches a large share of a source (700,000 rows of a million-chunk source hold "shall"; scoring
 * them took a second). So each query scores at most {@code scoredRows} matching rows, the first in
 * rowid order; chunk ids are hashes, so those are a uniform sample of the matches, and the answer
 * says it is capped. Queries with a rare word match fewer rows and are ranked exactly.
 */
public final class LexicalLeg {

    /** Matching rows one FTS5 query may score per source (see the class comment); measured in docs/benchmarks.md. */
    public static final int DEFAULT_SCORED_ROWS = 2_000;
    /**
     * Matching documents one document-level query may score per source, as a multiple of the chunk
     * rows: a source has ten to a hundred times fewer documents than chunks, so a larger share of
     * them is ranked exactly. Record rowids follow ingest order, not a hash, so a capped sample
     * leans to early-loaded files.
     */
    private static final int SCORED_DOCUMENT_FACTOR = 5;

    /** Hits best first, and whether a LIMIT cut them off (so more may match, or rank higher). */
    record Hits(List<ChunkHit> hits, boolean capped) {
    }

    private final int scoredRows;
    private final boolean rankDocuments;
    private final Map<String, Double> fieldWeights;
    private final TermCounts terms;
    /** Which record tables have the covering index of {@link #recordIndex}; indexes come with migrations. */
    private final Map<String, Boolean> datedIndexes = new ConcurrentHashMap<>();

    /** The server's defaults: {@link #DEFAULT_SCORED_ROWS}, documents ranked as the defaults say. */
    public LexicalLeg() {
        this(DEFAULT_SCORED_ROWS, SearchProperties.defaults().rankDocuments(), SearchProperties.DEFAULT_FIELD_WEIGHTS);
    }

    /**
     * @param scoredRows    matching chunk rows one query may score per source
     * @param rankDocuments rank documents by their document-level index where the source has one
     * @param fieldWeights  BM25 weight per field of the document-level index; a field not named weighs 1
     */
    public LexicalLeg(int scoredRows, boolean rankDocuments, Map<String, Double> fieldWeights) {
        if (scoredRows <= 0) {
            throw new IllegalArgumentException("scoredRows must be positive, got " + scoredRows);
        }
        this.scoredRows = scoredRows;
        this.rankDocuments = rankDocuments;
        this.fieldWeights = Map.copyOf(fieldWeights);
        this.terms = new TermCounts(scoredRows);
    }

    private RankedIndex rankedIndex(SourceTables source) {
        return ranksDocuments(source) ? RankedIndex.documents(source, fieldWeights) : RankedIndex.chunks(source);
    }

    /**
     * Whether {@link #searchPlanned} ranks this source's documents as wholes (their passages come
     * from {@link LexicalPassages#passages}).
     */
    public boolean ranksDocuments(SourceTables source) {
        return rankDocuments && source.documentIndexed();
    }

    /**
     * A planned search's documents, best first.
     *
     * @param capped a LIMIT cut some source's hits off, so the total is a lower bound
     * @param plan   how the words were matched: {@code syntax}, {@code all_words}, {@code any_word} or
     *               {@code all_words_then_any_word}
     */
    public record Planned(List<DocumentHit> documents, boolean capped, String plan) {
    }

    /** {@link #searchPlanned(Lanes, List, LexicalQuery, SearchFilter, int, int, int, Deadline)} on one connection. */
    public Planned searchPlanned(Connection conn, List<SourceTables> sources, LexicalQuery words, SearchFilter filter,
                                 int window, int needed, int passages, Deadline deadline) {
        return searchPlanned(Lanes.on(conn), sources, words, filter, window, needed, passages, deadline);
    }

    /**
     * Flow 2 over several sources, planned so that the cheap query runs first (DESIGN.md: FTS5 has
     * no dynamic pruning): every word required; only when that finds fewer than {@code needed}
     * documents, any of the words, whose documents follow those that hold them all. In that
     * fallback a source leaves out the words it holds in {@code scoredRows} rows or more, when it
     * holds a rarer one: a frequent word would fill the scored sample with rows that hold nothing
     * else, and its bm25 weight is small (nil in FTS5 for a word in half the rows).
     *
     * @param lanes    how the per-source queries run (in turn, or spread over connections)
     * @param window   chunk rows one source may return
     * @param passages best chunks kept per document
     */
    Planned searchPlanned(Lanes lanes, List<SourceTables> sources, LexicalQuery words, SearchFilter filter,
                          int window, int needed, int passages, Deadline deadline) {
        // Rows without the words left out as weightless match too: the total is not the all-words count.
        Phase all = phase(lanes, sources, words.allTerms(), (conn, s) -> withoutWeightlessTerms(conn, s, words, deadline),
                filter, window, deadline);
        List<DocumentHit> docs = DocumentHit.group(all.hits(), passages);
        if (words.plan() == LexicalQuery.Plan.SYNTAX) {
            return new Planned(docs, all.capped(), "syntax");
        }
        if (words.anyTerm() == null || docs.size() >= needed) {
            return new Planned(docs, all.capped(), "all_words");
        }
        // Too few documents hold every word: documents with some of the words follow, best first.
        // Documents holding only the words left out as frequent are not counted: the total is a lower bound.
        Phase any = phase(lanes, sources, words.anyTerm(), (conn, s) -> withoutFrequentTerms(conn, s, words, deadline),
                filter, window, deadline);
        Set<DocumentKey> seen = new HashSet<>();
        docs.forEach(d -> seen.add(d.document()));
        List<DocumentHit> merged = new ArrayList<>(docs);
        for (DocumentHit d : DocumentHit.group(any.hits(), passages)) {
            if (seen.add(d.document())) {
                merged.add(d);
            }
        }
        return new Planned(merged, all.capped() || any.capped(),
                docs.isEmpty() ? "any_word" : "all_words_then_any_word");
    }

    /** One step of the plan over every source, and whether a cap or a left-out word makes its total a bound. */
    private record Phase(List<ChunkHit> hits, boolean capped) {
    }

    /**
     * Runs one step of the plan on every source: each source's own expression ({@code expression}
     * may leave words out of {@code full} for that source) through {@link #search}.
     */
    private Phase phase(Lanes lanes, List<SourceTables> sources, String full,
                        BiFunction<Connection, SourceTables, String> expression, SearchFilter filter, int window,
                        Deadline deadline) {
        record SourceHits(Hits hits, boolean leftWordsOut) {
        }
        List<ChunkHit> hits = new ArrayList<>();
        boolean capped = false;
        for (SourceHits h : lanes.each(sources, (conn, s) -> {
            String match = expression.apply(conn, s);
            return new SourceHits(search(conn, s, match, filter, window, deadline), !match.equals(full));
        })) {
            hits.addAll(h.hits().hits());
            capped |= h.hits().capped() || h.leftWordsOut();
        }
        return new Phase(hits, capped);
    }

    /**
     * The best {@code window} rows of one source for a MATCH expression, from at most
     * {@code scoredRows} matching rows (those that pass the filter: it applies before the cap). With
     * a filter every row walked costs a chunk and a record lookup too, and a narrow window admits
     * few of them, so the sample is a quarter as large (a year of thirty: 15,000 rows walked, not
     * 60,000). Where the source's documents are ranked as wholes, a row is a document and the hit
     * carries no chunk ({@link ChunkHit#NO_CHUNK}).
     */
    Hits search(Connection conn, SourceTables source, String match, SearchFilter filter, int window,
                Deadline deadline) {
        RankedIndex index = rankedIndex(source);
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
            sql = "SELECT s.rowid, " + documentId + ", s.score, s.matched FROM (SELECT rowid, score, "
                    + "count(*) OVER () AS matched FROM (SELECT rowid, " + bm25 + " AS score FROM " + fts + " WHERE "
                    + fts + " MATCH ? LIMIT ?) ORDER BY score LIMIT ?) s JOIN " + documentTable + " d ON "
                    + documentJoin.formatted("s") + " ORDER BY s.score";
        } else {
            String scored = chunkRows
                    ? "SELECT " + fts + ".rowid AS rowid, d.document_id AS document_id, " + bm25 + " AS score FROM "
                    + fts + " JOIN " + documentTable + " d ON " + documentJoin.formatted(fts) + " JOIN "
                    + source.table() + " r" + recordIndex(conn, source, filter) + " ON r.id = d.document_id WHERE "
                    + fts + " MATCH ? AND " + filter.condition(source, "r") + " LIMIT ?"
                    : "SELECT " + fts + ".rowid AS rowid, r.id AS document_id, " + bm25 + " AS score FROM " + fts
                    + " JOIN " + source.table() + " r ON r.rowid = " + fts + ".rowid WHERE " + fts + " MATCH ? AND "
                    + filter.condition(source, "r") + " LIMIT ?";
            sql = "SELECT rowid, document_id, score, matched FROM (SELECT rowid, document_id, score, "
                    + "count(*) OVER () AS matched FROM (" + scored + ")) ORDER BY score LIMIT ?";
        }
        int rows = ranksDocuments(source) ? scoredRows * SCORED_DOCUMENT_FACTOR : scoredRows;
        int cap = filter.isEmpty() ? rows : Math.max(1, rows / 4);
        boolean wholeDocuments = ranksDocuments(source);
        List<ChunkHit> hits = new ArrayList<>();
        long matched = 0;
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            ps.setString(1, match);
            int next = filter.bind(ps, 2);
            ps.setInt(next, cap);
            ps.setInt(next + 1, window);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    // bm25() is lower-is-better; negate so every leg's scores read higher-is-better.
                    hits.add(new ChunkHit(new DocumentKey(source.name(), rs.getString(2)),
                            wholeDocuments ? ChunkHit.NO_CHUNK : rs.getLong(1), -rs.getDouble(3)));
                    matched = rs.getLong(4);
                }
            }
        } catch (SQLException e) {
            throw FtsErrors.translate(e, deadline);
        }
        return new Hits(hits, hits.size() >= window || matched >= cap);
    }

    /**
     * {@code INDEXED BY} the covering index on the record table's (id, published_at) (migration
     * V60) when the filter needs nothing else of the record: SQLite's planner otherwise looks the
     * record up by its primary key and reads the row, whose body lies before {@code published_at}
     * and mostly overflows its page (four times slower per matching chunk, measured).
     */
    private String recordIndex(Connection conn, SourceTables source, SearchFilter filter) {
        if (!filter.fields().isEmpty()) {
            return "";
        }
        String index = source.table() + "_by_id_published";
        boolean present = datedIndexes.computeIfAbsent(index, name -> {
            try (PreparedStatement ps = conn.prepareStatement(
                    "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            } catch (SQLException e) {
                return false;
            }
        });
        return present ? " INDEXED BY " + index : "";
    }

    /** {@link TermCounts#withoutWeightlessTerms} for the index {@code source} is ranked by. */
    String withoutWeightlessTerms(Connection conn, SourceTables source, LexicalQuery words, Deadline deadline) {
        return terms.withoutWeightlessTerms(conn, rankedIndex(source), words, deadline);
    }

    /** {@link TermCounts#withoutFrequentTerms} for the index {@code source} is ranked by. */
    String withoutFrequentTerms(Connection conn, SourceTables source, LexicalQuery words, Deadline deadline) {
        return terms.withoutFrequentTerms(conn, rankedIndex(source), words, deadline);
    }

    /** Rows of the index {@code source} is ranked by that hold {@code term}; see {@link TermCounts}. */
    long rowsHolding(Connection conn, SourceTables source, String term, Deadline deadline) {
        return terms.rowsHolding(conn, rankedIndex(source), term, deadline);
    }
}
