package dev.josh.server.search.fusion;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentScoring;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchResponse.Degraded;
import dev.josh.server.search.SourcePlan;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalSearch;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticSearch;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Flow 4's legs: the lexical leg on a virtual thread of its own while the caller's thread runs the
 * semantic leg, and the rules by which a hybrid search answers with one leg rather than fail. A
 * client error from either leg (4xx) fails the search; a server-side failure of the semantic leg
 * leaves the lexical answer, marked degraded for every source it could not search by meaning; a
 * server-side error the lexical leg answers with (its deadline passed) leaves the semantic answer,
 * if there is one.
 */
public final class HybridSearch {

    private static final Logger log = LoggerFactory.getLogger(HybridSearch.class);
    private static final String HYBRID = SearchMode.HYBRID.wire();
    private static final String LEXICAL = SearchMode.LEXICAL.wire();
    private static final String SEMANTIC = SearchMode.SEMANTIC.wire();

    private final LexicalSearch lexical;
    private final SemanticSearch semantic;

    public HybridSearch(LexicalSearch lexical, SemanticSearch semantic) {
        this.lexical = lexical;
        this.semantic = semantic;
    }

    /**
     * @param needed  documents the request's page reaches (offset + limit)
     * @param vectors the model and indexes the whole request uses
     * @param scoring how each leg scores the request's documents
     */
    public LegResults run(SearchRequest request, LexicalQuery words, SourcePlan plan, int needed,
                          SemanticIndexes.State vectors, DocumentScoring scoring, Deadline deadline) {
        LexicalSearch.Pending lexicalRun = lexical.start(words, plan.lexical(), request.filter(), needed, scoring,
                deadline);
        List<DocumentHit> semanticHits = null;
        String semanticProblem = null;
        try {
            semanticHits = semantic.run(request.query(), plan.semantic(), request.filter(), needed, vectors,
                    scoring.openingWeight(), deadline);
        } catch (ApiException e) {
            if (e.code().httpStatus() < 500) {
                lexicalRun.cancel();
                throw e;
            }
            semanticProblem = String.valueOf(e.hint().getOrDefault("reason", e.getMessage()));
        } catch (RuntimeException e) {
            log.error("semantic leg failed; answering with the lexical leg", e);
            semanticProblem = "the semantic leg failed (" + e.getClass().getSimpleName() + "); see the server log";
        }
        LexicalSearch.Outcome lexicalOutcome = null;
        Degraded degraded = null;
        try {
            lexicalOutcome = lexicalRun.await();
        } catch (ApiException e) {
            if (e.code().httpStatus() < 500 || semanticHits == null) {
                throw e;
            }
            degraded = new Degraded(HYBRID, SEMANTIC, "the lexical leg failed: " + e.getMessage(), Map.of(), List.of());
        }
        Map<String, String> perSource = new LinkedHashMap<>(plan.lexicalOnly());
        if (semanticProblem != null) {
            for (SourceTables s : plan.semantic()) {
                perSource.put(s.name(), "lexical only: " + semanticProblem);
            }
            degraded = new Degraded(HYBRID, LEXICAL, semanticProblem, perSource, List.of());
        } else if (degraded == null && !perSource.isEmpty()) {
            degraded = new Degraded(HYBRID, LEXICAL, "some sources have no vectors; they were searched "
                    + "lexically only", perSource, List.of());
        }
        return new LegResults(lexicalOutcome, semanticHits, degraded);
    }
}
