package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.SearchResponse.Degraded;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.fusion.HybridSearch;
import dev.josh.server.search.fusion.LegResults;
import dev.josh.server.search.fusion.Ranking.Ranked;
import dev.josh.server.search.fusion.Ranking;
import dev.josh.server.search.lexical.LexicalLeg;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import dev.josh.server.search.lexical.LexicalSearch;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticSearch;
import jakarta.annotation.PreDestroy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.sql.DataSource;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/**
 * Flows 2, 3 and 4 behind one method. A search waits for a place ({@link SearchAdmission}), is
 * planned over the sources each leg may search ({@link SourcePlanner}), runs its legs (in parallel
 * for hybrid: {@link HybridSearch}), is ranked ({@link Ranking}, RRF when both legs ran), and
 * reads titles, citations and passages for the requested page only ({@link ResultAssembler}).
 * It knows nothing of HTTP or MCP: both call {@link #search} and render what it returns or throws.
 */
@Service
public class SearchService {

    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEncoders encoders;
    private final SearchProperties properties;
    private final LexicalQueryParser parser = new LexicalQueryParser();
    private final ExecutorService legs = Executors.newVirtualThreadPerTaskExecutor();
    private final SearchAdmission admission;
    private final SourcePlanner planner;
    private final LexicalSearch lexical;
    private final SemanticSearch semantic;
    private final HybridSearch hybrid;
    private final Ranking ranking;
    private final ResultAssembler assembler;
    private final SourceReport report;
    private final SearchTrends trends;
    private final SimilarDocuments similar;

    /**
     * @param lexicalIndexes the Lucene indexes beside the database, which the lexical leg reads where
     *                       they mirror it; null to rank every source with FTS5
     * @param vectorGraphs   the vector graphs beside the database, which the semantic leg searches where
     *                       they belong to it; null to scan every source
     */
    public SearchService(DataSource dataSource, SourceRegistry registry, SemanticIndexes indexes,
                         QueryEncoders encoders, SearchProperties properties, LexicalIndexes lexicalIndexes,
                         VectorGraphs vectorGraphs) {
        this.registry = registry;
        this.indexes = indexes;
        this.encoders = encoders;
        this.properties = properties;
        LexicalLeg lexicalLeg = new LexicalLeg(properties.lexical().scoredRows(), properties.scoring().rankDocuments(),
                properties.scoring().fieldWeights(), lexicalIndexes);
        this.admission = new SearchAdmission(properties);
        this.planner = new SourcePlanner(registry, indexes);
        this.lexical = new LexicalSearch(dataSource, legs, properties, lexicalLeg);
        this.semantic = new SemanticSearch(dataSource, encoders, properties, vectorGraphs);
        this.hybrid = new HybridSearch(lexical, semantic);
        this.ranking = new Ranking(properties);
        this.assembler = new ResultAssembler(dataSource, properties);
        this.report = new SourceReport(dataSource, indexes);
        this.trends = new SearchTrends(dataSource, parser);
        this.similar = new SimilarDocuments(dataSource, registry, planner, semantic, ranking, assembler, report);
    }

    /**
     * Documents like {@code request.id()} by its document vector ({@link SimilarDocuments}), with the
     * same admission and time budget as a search.
     */
    public SimilarResponse similar(SimilarRequest request) {
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(properties.admission().timeBudget());
        return admission.admit(deadline, () -> similar.find(request, indexes.state(), started, deadline));
    }

    /**
     * {@code aggregate=count&bucket=…}: the documents matching the request's words, counted per period
     * and source ({@link SearchTrend}), over the same sources and pre-filters a lexical search of it
     * would search. Semantic mode is refused: nearest neighbours have no set of matches to count.
     */
    public SearchTrend trend(SearchRequest request, TrendRequest trend) {
        if (request.mode() == SearchMode.SEMANTIC) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER,
                    "a trend counts the documents that hold the words; semantic search has no such set",
                    ApiException.newHint().put("parameter", "mode")
                            .put("valid_values", List.of("lexical", "hybrid")).build());
        }
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(properties.admission().timeBudget());
        SearchRequest lexicalRequest = new SearchRequest(request.query(), SearchMode.LEXICAL, request.sources(),
                request.limit(), request.offset(), request.filter(), 0, null);
        return admission.admit(deadline, () -> trends.count(lexicalRequest, planner.plan(lexicalRequest),
                trend.bucket(), trend.dateField(), started, deadline));
    }

    /** Runs a search once {@link SearchAdmission} gives it a place; the wait counts against its time budget. */
    public SearchResponse search(SearchRequest request) {
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(properties.admission().timeBudget());
        return admission.admit(deadline, () -> search(request, started, deadline));
    }

    private SearchResponse search(SearchRequest request, long started, Deadline deadline) {
        SearchMode mode = request.mode();
        SourcePlan plan = planner.plan(request);
        LexicalQuery words = mode == SearchMode.SEMANTIC ? null : parser.parse(request.query());
        int needed = request.offset() + request.limit();
        DocumentScoring scoring = properties.scoring().forQuery(request.query());

        SemanticIndexes.State vectors = indexes.state(); // one model and its indexes for the whole request
        LegResults found = switch (mode) {
            case LEXICAL -> new LegResults(lexical.run(words, plan.lexical(), request.filter(), needed, scoring,
                    deadline), null, null);
            case SEMANTIC -> new LegResults(null, semantic.run(request.query(), plan.semantic(), request.filter(),
                    needed, vectors, scoring.openingWeight(), deadline),
                    plan.excluded().isEmpty() ? null : new Degraded(SearchMode.SEMANTIC.wire(), null,
                            "sources without vectors cannot be searched semantically", Map.of(), plan.excluded()));
            case HYBRID -> hybrid.run(request, words, plan, needed, vectors, scoring, deadline);
        };

        List<Ranked> ranked = ranking.rank(found);
        SearchResponse.Diversity diversity = null;
        if (request.maxPerSource() != null) {
            PerSourceCap.Capped capped = PerSourceCap.apply(ranked, request.maxPerSource());
            ranked = capped.kept();
            diversity = capped.diversity();
        }
        List<Ranked> page = ranked.subList(Math.min(request.offset(), ranked.size()), Math.min(needed, ranked.size()));
        List<String> highlight = words != null ? words.words() : LexicalQueryParser.highlightWords(request.query());
        List<Result> results = assembler.assemble(page, found, highlight, plan, request.expand(), deadline);
        LexicalSearch.Outcome lexicalOutcome = found.lexical();
        boolean exact = found.semantic() == null && lexicalOutcome != null && !lexicalOutcome.capped();
        return SearchResponse.builder(request.query(), mode.wire())
                .page(results, ranked.size(), exact, request.offset(), request.limit())
                .tookMs((System.nanoTime() - started) / 1_000_000)
                .lexicalPlan(lexicalOutcome == null ? null : lexicalOutcome.plan())
                .sources(report.searched(plan, lexicalOutcome != null, found.semantic() != null),
                        report.emptySources(plan))
                .filters(request.filter().describe())
                .degraded(found.degraded())
                .empty(ranked.isEmpty() ? report.empty(plan, request.filter()) : null)
                .model(found.semantic() == null ? null : SearchResponse.EmbeddingModel.of(vectors.model()))
                .diversity(diversity)
                .build();
    }

    /** Loads the query encoder and the dated index rows in the background at start, so no first query waits for them. */
    @EventListener(ApplicationReadyEvent.class)
    public void warmUp() {
        semantic.prepare(registry.all(), indexes);
        indexes.activeModel().ifPresent(model -> legs.submit(() -> {
            try {
                encoders.embedderFor(model);
            } catch (ApiException e) {
                // already logged with its reason; semantic requests answer 503 with it
            }
        }));
    }

    /** The sources whose index rows {@link #warmUp} is still reading (empty once done). */
    public List<String> indexRowsPending() {
        return semantic.rowsPending(registry.all(), indexes);
    }

    @PreDestroy
    public void close() {
        legs.shutdownNow();
    }
}
