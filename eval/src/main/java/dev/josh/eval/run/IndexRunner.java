package dev.josh.eval.run;

import dev.josh.eval.lexical.LuceneIndex;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs cells over one eval index: each is one call of the shipped {@code SearchService} per query
 * (lexical, semantic or hybrid mode, with the cell's RRF constant and leg weights), as
 * {@code GET /v1/search} runs it; or, for a Lucene cell, one Lucene BM25 query over the same index's
 * FTS rows, its chunk hits grouped into documents by {@link DocumentHit#group} as the lexical leg
 * groups its own, so that a Lucene cell and the bm25 cell differ only in how the chunks are ranked.
 */
final class IndexRunner implements AutoCloseable {

    private final EvalSet set;
    private final SearchStack stack;
    private final Path luceneDir;
    /** Built (or found built) on the first Lucene cell: the other cells do not pay for it. */
    private LuceneIndex lucene;

    /** @param luceneDir where the index's Lucene copy is kept, beside the eval index database */
    IndexRunner(EvalSet set, SearchStack stack, Path luceneDir) {
        this.set = set;
        this.stack = stack;
        this.luceneDir = luceneDir;
    }

    Run run(Cell cell) throws IOException, SQLException {
        Map<String, Ranking> byQuery = new LinkedHashMap<>();
        String source = set.definition().source();
        boolean lucene = !cell.serverSetting();
        List<SourceTables> sources = lucene ? openLucene() : List.of();
        for (EvalQuery q : set.queries()) {
            Ranking r = switch (cell.mode()) {
                case Cell.BM25 -> stack.search(source, q.text(), SearchMode.LEXICAL, 0, 1, 1, cell.since(),
                        cell.bestChunk(), Metrics.CUTOFF);
                case Cell.DENSE -> stack.search(source, q.text(), SearchMode.SEMANTIC, 0, 1, 1, cell.since(),
                        cell.bestChunk(), Metrics.CUTOFF);
                case Cell.LUCENE, Cell.LUCENE_FLAT -> lucene(sources, q.text(), cell);
                default -> stack.search(source, q.text(), SearchMode.HYBRID, cell.k(), cell.lexicalWeight(),
                        cell.semanticWeight(), cell.since(), cell.bestChunk(), Metrics.CUTOFF);
            };
            byQuery.put(q.id(), r);
        }
        return new Run(cell, byQuery);
    }

    /** Opens the Lucene copy of every lexically searchable source, returning the set's sources among them. */
    private List<SourceTables> openLucene() throws IOException, SQLException {
        List<SourceTables> all = stack.registry().all().stream().filter(SourceTables::lexicallySearchable).toList();
        if (lucene == null) {
            try (Connection conn = stack.dataSource().getConnection()) {
                lucene = LuceneIndex.openOrBuild(conn, stack.database(), all, luceneDir, System.err);
            }
        }
        return all.stream().filter(s -> set.definition().sources().contains(s.name())).toList();
    }

    /**
     * The set's sources ranked by Lucene: as many chunk rows as the lexical leg takes for a page of
     * {@link Metrics#CUTOFF} documents, grouped, the first {@link Metrics#CUTOFF} documents kept.
     */
    private Ranking lucene(List<SourceTables> sources, String query, Cell cell) {
        long started = System.nanoTime();
        try {
            SearchProperties ranking = stack.ranking();
            List<DocumentHit> documents = lucene.search(sources, query, SearchFilter.parse(cell.since(), null, null),
                    ranking.lexical().window(Metrics.CUTOFF), ranking.pages().passagesPerResult(),
                    cell.mode().equals(Cell.LUCENE));
            List<String> ids = documents.stream().limit(Metrics.CUTOFF).map(d -> d.document().documentId()).toList();
            return new Ranking(ids, (System.nanoTime() - started) / 1e6, null);
        } catch (RuntimeException e) {
            return Ranking.failed(e.getClass().getSimpleName() + ": " + e.getMessage(),
                    (System.nanoTime() - started) / 1e6);
        }
    }

    @Override
    public void close() throws IOException {
        if (lucene != null) {
            lucene.close();
        }
    }
}
