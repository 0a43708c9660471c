package dev.josh.server.search.lexical;

import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.DocumentScoring;
import dev.josh.server.search.QueryShape;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.search.SearchProperties;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

/**
 * Flow 2: BM25 over one source's ranked index. A body source is ranked by its best chunk (FTS rows
 * are chunks, rowid = chunk_id, joined to their document); with {@code rankDocuments} it is ranked
 * by its document-level index instead ({@code <t>_docs_fts}, the record's own fields with per-field
 * weights, rowid = the record's rowid), so a document's score does not grow with its number of
 * chunks, and the page's passages are picked from the chunk index ({@link LexicalPassages}). A
 * short-body source indexes its records directly (rowid = the record's rowid). Every query is
 * bounded by a LIMIT and by the request's deadline.
 *
 * <p>The chunk index is read from the Lucene index that mirrors it ({@link LuceneRows}), when one
 * does and the query and filter are ones it answers (no prefix or NEAR, no per-document field
 * filter): FTS5's own bm25 with dynamic pruning, every match ranked. Otherwise from FTS5
 * ({@link Fts5Rows}), which has no dynamic pruning: ranking by bm25 scores every row that matches,
 * and a common word matches a large share of a source (700,000 rows of a million-chunk source hold
 * "shall"; scoring them took a second), so each query scores at most {@code scoredRows} matching
 * rows, the first in rowid order, and the answer says it is capped.
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
    /**
     * Documents holding every word below which the documents with some of them follow: a default
     * page. Fixed, not the request's page, so the plan, the total and the first documents are the
     * same whatever {@code limit} and {@code offset} ask for (a page of 7 once stopped at the 7
     * documents with every word, total 7, where a page of 8 went on to 294).
     */
    static final int ALL_WORDS_ENOUGH = 10;

    /** Hits best first, and whether a LIMIT cut them off (so more may match, or rank higher). */
    record Hits(List<ChunkHit> hits, boolean capped) {
    }

    /**
     * How much one source returns: FTS5 its best {@code rows} rows; Lucene, which prunes, the best
     * {@code passages} rows of each of its best {@code documents} documents (a document ranked by its
     * best row, as {@link DocumentHit#group} ranks it). A top of rows costs as many rows whether they
     * fall in one long document or in many; a top of documents costs what the page needs.
     */
    record Window(int rows, int documents, int passages) {

        /** At least this many documents per source: what fusion with the semantic leg draws on (docs/benchmarks.md). */
        static final int MIN_DOCUMENTS = 40;

        /** The window of a page reaching {@code needed} documents, {@code rows} the FTS5 rows. */
        static Window forPage(int rows, int needed, int passages) {
            // A document is ranked by its best row, so one is read even where no passage is shown.
            return new Window(rows, Math.min(rows, Math.max(MIN_DOCUMENTS, needed * 4)), Math.max(1, passages));
        }

        /** {@code rows} rows, or every row of {@code rows} documents: one source's top, unplanned. */
        static Window ofRows(int rows) {
            return new Window(rows, rows, rows);
        }
    }

    private final int scoredRows;
    private final boolean rankDocuments;
    private final Map<String, Double> fieldWeights;
    private final TermCounts terms;
    /** The Lucene indexes beside the database, or null: every source is read through FTS5. */
    private final LexicalIndexes indexes;
    private final LuceneMatch luceneMatch = new LuceneMatch();
    /** Which record tables have the covering index {@link Fts5Rows} filters dates through; indexes come with migrations. */
    private final Map<String, Boolean> datedIndexes = new ConcurrentHashMap<>();

    /** The server's defaults without Lucene indexes: {@link #DEFAULT_SCORED_ROWS}, documents ranked as the defaults say. */
    public LexicalLeg() {
        this(DEFAULT_SCORED_ROWS, SearchProperties.defaults().scoring().rankDocuments(),
                ScoringSettings.DEFAULT_FIELD_WEIGHTS, null);
    }

    /** Without Lucene indexes: every source read through FTS5. */
    public LexicalLeg(int scoredRows, boolean rankDocuments, Map<String, Double> fieldWeights) {
        this(scoredRows, rankDocuments, fieldWeights, null);
    }

    /**
     * @param scoredRows    matching rows one FTS5 query may score per source
     * @param rankDocuments rank documents by their document-level index where the source has one
     * @param fieldWeights  BM25 weight per field of the document-level index; a field not named weighs 1
     * @param indexes       the Lucene indexes that mirror the chunk indexes, or null for none
     */
    public LexicalLeg(int scoredRows, boolean rankDocuments, Map<String, Double> fieldWeights,
                      LexicalIndexes indexes) {
        if (scoredRows <= 0) {
            throw new IllegalArgumentException("scoredRows must be positive, got " + scoredRows);
        }
        this.scoredRows = scoredRows;
        this.rankDocuments = rankDocuments;
        this.fieldWeights = Map.copyOf(fieldWeights);
        this.terms = new TermCounts(scoredRows);
        this.indexes = indexes;
    }

    /**
     * Whether a search scored by {@code scoring} ranks this source's documents as wholes (their
     * passages come from {@link LexicalPassages#passages}).
     */
    public static boolean ranksDocuments(SourceTables source, DocumentScoring scoring) {
        return scoring.rankDocuments() && source.documentIndexed();
    }

    /** The scoring of the searches that name none: this leg's default ranking, as for a targeted query. */
    private DocumentScoring defaultScoring() {
        return new DocumentScoring(QueryShape.TARGETED, rankDocuments, 0);
    }

    /**
     * A planned search's documents, best first.
     *
     * @param capped a LIMIT cut some source's hits off, so the total is a lower bound
     * @param plan   how the words were matched: {@code syntax}, {@code all_words}, {@code any_word} or
     *               {@code all_words_then_any_word}
     * @param engine which index ranked the rows: {@code lucene}, {@code fts5}, or {@code lucene+fts5} when
     *               sources or steps differed (a benchmark's check that the Lucene path was taken)
     */
    public record Planned(List<DocumentHit> documents, boolean capped, String plan, String engine) {
    }

    /**
     * {@link #searchPlanned(Lanes, List, LexicalQuery, SearchFilter, int, int, int, DocumentScoring, Deadline)} on
     * one connection, scored as this leg's default says.
     */
    public Planned searchPlanned(Connection conn, List<SourceTables> sources, LexicalQuery words, SearchFilter filter,
                                 int window, int needed, int passages, Deadline deadline) {
        return searchPlanned(Lanes.on(conn), sources, words, filter, window, needed, passages, defaultScoring(),
                deadline);
    }

    /**
     * Flow 2 over several sources, planned so that the cheap query runs first (DESIGN.md: FTS5 has
     * no dynamic pruning): every word required; only when that finds fewer than
     * {@link #ALL_WORDS_ENOUGH} documents, any of the words, whose documents follow those that hold them all. In that
     * fallback a source leaves out the words it holds in {@code scoredRows} rows or more, when it
     * holds a rarer one: a frequent word would fill the scored sample with rows that hold nothing
     * else, and its bm25 weight is small (nil in FTS5 for a word in half the rows). A descriptive
     * query ({@link DocumentScoring#anyWordFirst}) goes to the any-word step at once.
     *
     * @param lanes    how the per-source queries run (in turn, or spread over connections)
     * @param window   chunk rows one source may return through FTS5 (Lucene: {@link Window#forPage})
     * @param passages best chunks kept per document
     * @param scoring  whether documents are ranked as wholes, and whether all words are asked for first
     */
    Planned searchPlanned(Lanes lanes, List<SourceTables> sources, LexicalQuery words, SearchFilter filter,
                          int window, int needed, int passages, DocumentScoring scoring, Deadline deadline) {
        Window rows = Window.forPage(window, needed, passages);
        if (scoring.anyWordFirst() && words.plan() == LexicalQuery.Plan.WORDS && words.anyTerm() != null) {
            Phase any = phase(lanes, sources, words.anyTerm(), (r, w) -> terms.withoutFrequentTerms(r, w, deadline),
                    words, filter, rows, scoring, deadline);
            return new Planned(DocumentHit.group(any.hits(), passages), any.capped(), "any_word", any.engine());
        }
        // Rows without the words left out as weightless match too: the total is not the all-words count.
        Phase all = phase(lanes, sources, words.allTerms(), (r, w) -> terms.withoutWeightlessTerms(r, w, deadline),
                words, filter, rows, scoring, deadline);
        List<DocumentHit> docs = DocumentHit.group(all.hits(), passages);
        if (words.plan() == LexicalQuery.Plan.SYNTAX) {
            return new Planned(docs, all.capped(), "syntax", all.engine());
        }
        if (words.anyTerm() == null || docs.size() >= ALL_WORDS_ENOUGH) {
            return new Planned(docs, all.capped(), "all_words", all.engine());
        }
        // Too few documents hold every word: documents with some of the words follow, best first.
        // Documents holding only the words left out as frequent are not counted: the total is a lower bound.
        Phase any = phase(lanes, sources, words.anyTerm(), (r, w) -> terms.withoutFrequentTerms(r, w, deadline),
                words, filter, rows, scoring, deadline);
        Set<DocumentKey> seen = new HashSet<>();
        docs.forEach(d -> seen.add(d.document()));
        List<DocumentHit> merged = new ArrayList<>(docs);
        for (DocumentHit d : DocumentHit.group(any.hits(), passages)) {
            if (seen.add(d.document())) {
                merged.add(d);
            }
        }
        return new Planned(merged, all.capped() || any.capped(),
                docs.isEmpty() ? "any_word" : "all_words_then_any_word", Phase.engine(all.lucene() + any.lucene(),
                all.fts5() + any.fts5()));
    }

    /**
     * One step of the plan over every source, whether a cap or a left-out word makes its total a
     * bound, and how many sources it read from Lucene and from FTS5.
     */
    private record Phase(List<ChunkHit> hits, boolean capped, int lucene, int fts5) {
        String engine() {
            return engine(lucene, fts5);
        }

        static String engine(int lucene, int fts5) {
            return lucene == 0 ? "fts5" : fts5 == 0 ? "lucene" : "lucene+fts5";
        }
    }

    /**
     * Runs one step of the plan on every source: each source's own expression ({@code expression}
     * may leave words out of {@code full} for that source) through {@link #search}.
     */
    private Phase phase(Lanes lanes, List<SourceTables> sources, QueryNode full,
                        BiFunction<RankedRows, LexicalQuery, QueryNode> expression, LexicalQuery words,
                        SearchFilter filter, Window window, DocumentScoring scoring, Deadline deadline) {
        record SourceHits(Hits hits, boolean leftWordsOut, boolean lucene) {
        }
        List<ChunkHit> hits = new ArrayList<>();
        boolean capped = false;
        int lucene = 0;
        for (SourceHits h : lanes.each(sources, (conn, s) -> {
            try (RankedRows rows = open(conn, s, words.allTerms(), filter, scoring)) {
                QueryNode match = expression.apply(rows, words);
                return new SourceHits(rows.search(match, filter, window, deadline), !match.equals(full),
                        rows instanceof LuceneRows);
            }
        })) {
            hits.addAll(h.hits().hits());
            capped |= h.hits().capped() || h.leftWordsOut();
            lucene += h.lucene() ? 1 : 0;
        }
        return new Phase(hits, capped, lucene, sources.size() - lucene);
    }

    /**
     * The index a step of the plan reads for one source: the Lucene index that mirrors its chunk
     * index, where there is one the query and filter can use, else FTS5.
     */
    private RankedRows open(Connection conn, SourceTables source, QueryNode match, SearchFilter filter,
                            DocumentScoring scoring) {
        boolean wholeDocuments = ranksDocuments(source, scoring);
        if (indexes != null && !wholeDocuments && filter.fields().isEmpty()
                && luceneMatch.query(match).isPresent()) {
            Optional<LexicalIndexes.Lease> lease = indexes.acquire(conn, source.source().ftsTable());
            if (lease.isPresent()) {
                return new LuceneRows(lease.get(), source, luceneMatch);
            }
        }
        RankedIndex index = wholeDocuments ? RankedIndex.documents(source, fieldWeights) : RankedIndex.chunks(source);
        return new Fts5Rows(conn, source, index, wholeDocuments,
                wholeDocuments ? scoredRows * SCORED_DOCUMENT_FACTOR : scoredRows, datedIndexes);
    }

    /**
     * The best {@code window} rows of one source for a query, or every row of its best {@code window}
     * documents (see {@link RankedRows#search}).
     */
    Hits search(Connection conn, SourceTables source, QueryNode match, SearchFilter filter, int window,
                Deadline deadline) {
        try (RankedRows rows = open(conn, source, match, filter, defaultScoring())) {
            return rows.search(match, filter, Window.ofRows(window), deadline);
        }
    }

    /** {@link TermCounts#withoutWeightlessTerms} for the index {@code source} is ranked by. */
    QueryNode withoutWeightlessTerms(Connection conn, SourceTables source, LexicalQuery words, Deadline deadline) {
        try (RankedRows rows = open(conn, source, words.allTerms(), SearchFilter.NONE, defaultScoring())) {
            return terms.withoutWeightlessTerms(rows, words, deadline);
        }
    }

    /** {@link TermCounts#withoutFrequentTerms} for the index {@code source} is ranked by. */
    QueryNode withoutFrequentTerms(Connection conn, SourceTables source, LexicalQuery words, Deadline deadline) {
        try (RankedRows rows = open(conn, source, words.allTerms(), SearchFilter.NONE, defaultScoring())) {
            return terms.withoutFrequentTerms(rows, words, deadline);
        }
    }

    /** Rows of the index {@code source} is ranked by that hold {@code term}; see {@link TermCounts}. */
    long rowsHolding(Connection conn, SourceTables source, QueryNode.Term term, Deadline deadline) {
        try (RankedRows rows = open(conn, source, term, SearchFilter.NONE, defaultScoring())) {
            return terms.rowsHolding(rows, term, deadline);
        }
    }
}
