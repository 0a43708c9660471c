package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.SourceCatalog.Shape;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.SearchResponse.Coverage;
import dev.josh.server.search.SearchResponse.Degraded;
import dev.josh.server.search.SearchResponse.LegRank;
import dev.josh.server.search.SearchResponse.Passage;
import dev.josh.server.search.SearchResponse.Ranks;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.SearchResponse.SearchedSource;
import dev.josh.server.search.fusion.ReciprocalRankFusion;
import dev.josh.server.search.lexical.LexicalLeg;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticLeg;
import jakarta.annotation.PreDestroy;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/**
 * Flows 2, 3 and 4 behind one method. It decides which sources each leg may search (from the
 * live schema), runs the legs (in parallel for hybrid), groups chunk hits into one result per
 * document, fuses with RRF, and reads titles, citations and passages for the requested page only.
 * It knows nothing of HTTP or MCP: both call {@link #search} and render what it returns or throws.
 */
@Service
public class SearchService {

    private static final Logger log = LoggerFactory.getLogger(SearchService.class);
    private static final String LEXICAL = "lexical";
    private static final String SEMANTIC = "semantic";
    private static final String HYBRID_WIRE = SearchMode.HYBRID.wire();

    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEncoders encoders;
    private final SearchProperties properties;
    private final LexicalQueryParser parser = new LexicalQueryParser();
    private final LexicalLeg lexicalLeg;
    private final SemanticLeg semanticLeg;
    private final SearchDocuments documents = new SearchDocuments();
    private final ReciprocalRankFusion fusion;
    private final ExecutorService legs = Executors.newVirtualThreadPerTaskExecutor();
    private final Semaphore places;
    /**
     * Chunks that make a second lexical lane worth its virtual thread and pooled connection (tens of
     * microseconds): a common word costs FTS5 about a millisecond per 10,000 chunks.
     */
    private static final long CHUNKS_PER_LANE = 10_000;

    public SearchService(DataSource dataSource, SourceRegistry registry, SemanticIndexes indexes,
                         QueryEncoders encoders, SearchProperties properties) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.indexes = indexes;
        this.encoders = encoders;
        this.properties = properties;
        this.fusion = new ReciprocalRankFusion(properties.rrfK());
        this.lexicalLeg = new LexicalLeg(properties.scoredRows(), properties.rankDocuments(),
                properties.fieldWeights());
        this.semanticLeg = new SemanticLeg(dataSource);
        this.places = new Semaphore(properties.searchPlaces(), true);
    }

    /** Which sources each leg searches, and what the plan had to give up. */
    private record SourcePlan(List<SourceTables> searched, List<SourceTables> lexical, List<SourceTables> semantic,
                              Map<String, String> lexicalOnly, List<String> excluded) {
    }

    /** A lexical leg's documents, best first, and how the words were matched. */
    private record LexicalOutcome(List<DocumentHit> documents, boolean capped, String plan, String snippetMatch) {
    }

    /** A document's place in the final order, with each leg's rank and score (null where absent). */
    private record Ranked(DocumentKey key, double score, LegRank lexical, LegRank semantic) {
    }

    /**
     * Runs a search once one of {@code josh.search.concurrent-searches} places is free, first come
     * first served. Two cores shared by 32 searches at once stretch every one of them 16-fold and the
     * heaviest past the time budget; in a queue each waits for those before it and then runs at full
     * speed. The wait counts against the request's budget.
     */
    public SearchResponse search(SearchRequest request) {
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(properties.timeBudget());
        try {
            if (!places.tryAcquire(Math.max(0, deadline.remainingMillis()), TimeUnit.MILLISECONDS)) {
                throw busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy();
        }
        try {
            return search(request, started, deadline);
        } finally {
            places.release();
        }
    }

    private ApiException busy() {
        return new ApiException(ErrorCode.TIMEOUT, "the server was busy with other searches for the whole time budget",
                ApiException.newHint().put("budget_ms", properties.timeBudget().toMillis())
                        .put("concurrent_searches", properties.searchPlaces())
                        .put("try", "retry shortly, or send fewer searches at once").build());
    }

    private SearchResponse search(SearchRequest request, long started, Deadline deadline) {
        SearchMode mode = request.mode();
        SourcePlan plan = plan(request);
        LexicalQuery words = mode == SearchMode.SEMANTIC ? null : parser.parse(request.query());
        int needed = request.offset() + request.limit();

        SemanticIndexes.State vectors = indexes.state(); // one model and its indexes for the whole request
        LexicalOutcome lexical = null;
        List<DocumentHit> semantic = null;
        Degraded degraded = null;
        Map<String, String> perSource = new LinkedHashMap<>(plan.lexicalOnly());
        switch (mode) {
            case LEXICAL -> lexical = runLexical(words, plan.lexical(), request.filter(), needed, deadline);
            case SEMANTIC -> {
                semantic = runSemantic(request.query(), plan.semantic(), request.filter(), needed, vectors, deadline);
                if (!plan.excluded().isEmpty()) {
                    degraded = new Degraded(SEMANTIC, null, "sources without vectors cannot be searched semantically",
                            Map.of(), plan.excluded());
                }
            }
            case HYBRID -> {
                Future<LexicalOutcome> lexicalRun = legs.submit(() -> runLexical(words, plan.lexical(), request.filter(), needed,
                        deadline));
                String semanticProblem = null;
                try {
                    semantic = runSemantic(request.query(), plan.semantic(), request.filter(), needed, vectors,
                            deadline);
                } catch (ApiException e) {
                    if (e.code().httpStatus() < 500) {
                        lexicalRun.cancel(true);
                        throw e;
                    }
                    semanticProblem = String.valueOf(e.hint().getOrDefault("reason", e.getMessage()));
                } catch (RuntimeException e) {
                    log.error("semantic leg failed; answering with the lexical leg", e);
                    semanticProblem = "the semantic leg failed (" + e.getClass().getSimpleName() + "); see the server log";
                }
                try {
                    lexical = await(lexicalRun, deadline);
                } catch (ApiException e) {
                    if (e.code().httpStatus() < 500 || semantic == null) {
                        throw e;
                    }
                    degraded = new Degraded(HYBRID_WIRE, SEMANTIC, "the lexical leg failed: " + e.getMessage(),
                            Map.of(), List.of());
                }
                if (semanticProblem != null) {
                    for (SourceTables s : plan.semantic()) {
                        perSource.put(s.name(), "lexical only: " + semanticProblem);
                    }
                    degraded = new Degraded(HYBRID_WIRE, LEXICAL, semanticProblem, perSource, List.of());
                } else if (degraded == null && !perSource.isEmpty()) {
                    degraded = new Degraded(HYBRID_WIRE, LEXICAL, "some sources have no vectors; they were searched "
                            + "lexically only", perSource, List.of());
                }
            }
        }

        List<Ranked> ranked = rank(lexical, semantic);
        List<Ranked> page = ranked.subList(Math.min(request.offset(), ranked.size()), Math.min(needed, ranked.size()));
        List<String> highlight = words != null ? words.words() : LexicalQueryParser.highlightWords(request.query());
        List<Result> results = assemble(page, lexical, semantic, highlight, plan, request.expand(), deadline);
        boolean exact = semantic == null && lexical != null && !lexical.capped();
        return new SearchResponse(request.query(), mode.wire(), results, ranked.size(), exact, request.offset(),
                request.limit(), (System.nanoTime() - started) / 1_000_000, lexical == null ? null : lexical.plan(),
                searched(plan, lexical != null, semantic != null), request.filter().describe(), degraded,
                ranked.isEmpty() ? empty(plan, request.filter()) : null,
                semantic == null ? null : SearchResponse.EmbeddingModel.of(vectors.model()));
    }

    // ---- source eligibility -------------------------------------------------------------------

    private SourcePlan plan(SearchRequest request) {
        List<SourceTables> all = registry.all();
        List<SourceTables> searchable = all.stream().filter(SourceTables::lexicallySearchable).toList();
        List<String> valid = searchable.stream().map(SourceTables::name).toList();
        List<SourceTables> chosen;
        if (request.sources().isEmpty()) {
            chosen = searchable;
        } else {
            Map<String, SourceTables> byName = new HashMap<>();
            all.forEach(s -> byName.put(s.name(), s));
            List<String> unknown = new ArrayList<>();
            List<String> registryOnly = new ArrayList<>();
            chosen = new ArrayList<>();
            for (String name : request.sources()) {
                SourceTables s = byName.get(name);
                if (s == null) {
                    unknown.add(name);
                } else if (!s.lexicallySearchable()) {
                    registryOnly.add(name);
                } else {
                    chosen.add(s);
                }
            }
            if (!unknown.isEmpty()) {
                throw new ApiException(ErrorCode.UNKNOWN_SOURCE, "unknown source" + (unknown.size() > 1 ? "s " : " ")
                        + String.join(", ", unknown),
                        ApiException.newHint().put("unknown_sources", unknown).put("valid_sources", valid)
                                .put("short_forms", "a source's id prefix names it too: fr, usc, cfr, crs, gao, crpt, "
                                        + "crec, sap, pl").build());
            }
            if (!registryOnly.isEmpty()) {
                throw notSearchable(registryOnly, request.query(), valid);
            }
        }
        chosen = withFields(chosen, searchable, request);
        List<SourceTables> lexical = chosen;
        List<SourceTables> semantic = chosen.stream().filter(SourceTables::semanticallySearchable).toList();
        List<SourceTables> withoutVectors = chosen.stream().filter(s -> !s.semanticallySearchable()).toList();
        Map<String, String> lexicalOnly = new LinkedHashMap<>();
        List<String> excluded = new ArrayList<>();
        List<SourceTables> searched = chosen;
        switch (request.mode()) {
            case LEXICAL -> semantic = List.of();
            case SEMANTIC -> {
                if (!request.sources().isEmpty() && !withoutVectors.isEmpty()) {
                    throw new ApiException(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY,
                            "source" + (withoutVectors.size() > 1 ? "s " : " ")
                                    + String.join(", ", withoutVectors.stream().map(SourceTables::name).toList())
                                    + " cannot be searched semantically: no vectors",
                            ApiException.newHint()
                                    .put("offending_sources", withoutVectors.stream().map(SourceTables::name).toList())
                                    .put("valid_sources", all.stream().filter(SourceTables::semanticallySearchable)
                                            .map(SourceTables::name).toList())
                                    .put("try", "mode=lexical or mode=hybrid search these sources by their words")
                                    .build());
                }
                withoutVectors.forEach(s -> excluded.add(s.name()));
                lexical = List.of();
                searched = semantic;
            }
            case HYBRID -> {
                withoutVectors.forEach(s -> lexicalOnly.put(s.name(), "short-body source without vectors: lexical only"));
                for (SourceTables s : semantic) {
                    if (s.chunkCount() > 0 && indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0) == 0) {
                        lexicalOnly.put(s.name(), "no vectors yet for its " + s.chunkCount()
                                + " chunks (the embed worker has not run or is still running): lexical only");
                    }
                }
            }
        }
        return new SourcePlan(searched, lexical, semantic, lexicalOnly, excluded);
    }

    /**
     * Confines the search to the sources whose records carry every per-document field asked for. A
     * source named explicitly that lacks one is a client error, since it could never match.
     */
    private static List<SourceTables> withFields(List<SourceTables> chosen, List<SourceTables> searchable,
                                                 SearchRequest request) {
        if (request.filter().fields().isEmpty()) {
            return chosen;
        }
        List<SourceTables> supporting = chosen.stream().filter(s -> request.filter().unsupportedBy(s).isEmpty())
                .toList();
        List<SourceTables> lacking = chosen.stream().filter(s -> !request.filter().unsupportedBy(s).isEmpty())
                .toList();
        if (supporting.isEmpty() || (!request.sources().isEmpty() && !lacking.isEmpty())) {
            Map<String, List<String>> supportedBy = new LinkedHashMap<>();
            for (DocumentField field : request.filter().fields().keySet()) {
                supportedBy.put(field.parameter(), searchable.stream().filter(field::supportedBy).map(SourceTables::name)
                        .toList());
            }
            SourceTables first = lacking.isEmpty() ? chosen.get(0) : lacking.get(0);
            throw new ApiException(ErrorCode.INVALID_PARAMETER, first.name() + " records have no "
                    + String.join(", ", request.filter().unsupportedBy(first).stream().map(DocumentField::parameter)
                    .toList()) + " to filter on",
                    ApiException.newHint().put("parameter", request.filter().unsupportedBy(first).get(0).parameter())
                            .put("sources_with_field", supportedBy)
                            .put("try", "drop source= to search every source that has the field, or drop the field")
                            .build());
        }
        return supporting;
    }

    private static ApiException notSearchable(List<String> sources, String query, List<String> valid) {
        String q = URLEncoder.encode(query, StandardCharsets.UTF_8);
        Object redirect;
        if (sources.size() == 1) {
            redirect = "/v1/" + sources.get(0) + "?q=" + q;
        } else {
            Map<String, String> each = new LinkedHashMap<>();
            sources.forEach(s -> each.put(s, "/v1/" + s + "?q=" + q));
            redirect = each;
        }
        return new ApiException(ErrorCode.SOURCE_NOT_SEARCHABLE,
                String.join(", ", sources) + (sources.size() > 1 ? " are registry sources" : " is a registry source")
                        + " (names and identifiers, no body text): look records up by name instead of searching",
                ApiException.newHint()
                        .put("offending_sources", sources)
                        .put("redirect_to", redirect)
                        .put("valid_sources", valid)
                        .build());
    }

    // ---- the legs ---------------------------------------------------------------------------

    private LexicalOutcome runLexical(LexicalQuery words, List<SourceTables> sources, SearchFilter filter, int needed,
                                      Deadline deadline) {
        int window = Math.clamp(needed * 4L, properties.lexicalCandidates(), properties.maxLexicalCandidates());
        String snippetMatch = words.anyTerm() != null ? words.anyTerm() : words.allTerms();
        LexicalLeg.Planned planned = lexicalLeg.searchPlanned(pooledLanes(deadline), sources, words, filter, window,
                needed, properties.passagesPerResult(), deadline);
        return new LexicalOutcome(planned.documents(), planned.capped(), planned.plan(), snippetMatch);
    }

    /**
     * The lexical leg's per-source queries spread over up to {@code josh.search.lexical-lanes}
     * connections at once: sources are dealt largest first to the lane with the fewest chunks so
     * far, and a lane is only opened for {@link #CHUNKS_PER_LANE} chunks or more. Each lane returns
     * its connection before the answers are joined, so lanes waiting for the pool never hold one
     * another's.
     */
    private LexicalLeg.Lanes pooledLanes(Deadline deadline) {
        return new LexicalLeg.Lanes() {
            @Override
            public <T> List<T> each(List<SourceTables> sources, BiFunction<Connection, SourceTables, T> query) {
                if (sources.isEmpty()) {
                    return List.of();
                }
                List<List<Integer>> lanes = deal(sources);
                List<Future<Map<Integer, T>>> others = new ArrayList<>();
                Map<Integer, T> answers = new HashMap<>();
                try {
                    for (List<Integer> lane : lanes.subList(1, lanes.size())) {
                        others.add(legs.submit(() -> runLane(lane, sources, query)));
                    }
                    answers.putAll(runLane(lanes.getFirst(), sources, query));
                    for (Future<Map<Integer, T>> other : others) {
                        answers.putAll(await(other, deadline));
                    }
                } catch (RuntimeException e) {
                    others.forEach(f -> f.cancel(true));
                    throw e;
                }
                return IntStream.range(0, sources.size()).mapToObj(answers::get).toList();
            }
        };
    }

    /** Source positions per lane, largest sources first, each to the lane with the fewest chunks. */
    private List<List<Integer>> deal(List<SourceTables> sources) {
        long chunks = sources.stream().mapToLong(SourceTables::chunkCount).sum();
        int count = (int) Math.clamp(chunks / CHUNKS_PER_LANE, 1, Math.min(properties.lexicalLanes(), sources.size()));
        List<List<Integer>> lanes = new ArrayList<>();
        long[] load = new long[count];
        for (int i = 0; i < count; i++) {
            lanes.add(new ArrayList<>());
        }
        List<Integer> bySize = IntStream.range(0, sources.size()).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> sources.get(i).chunkCount()).reversed()).toList();
        for (int i : bySize) {
            int lightest = 0;
            for (int l = 1; l < count; l++) {
                if (load[l] < load[lightest]) {
                    lightest = l;
                }
            }
            lanes.get(lightest).add(i);
            load[lightest] += sources.get(i).chunkCount();
        }
        return lanes;
    }

    private <T> Map<Integer, T> runLane(List<Integer> lane, List<SourceTables> sources,
                                        BiFunction<Connection, SourceTables, T> query) {
        Map<Integer, T> out = new HashMap<>();
        try (Connection conn = dataSource.getConnection()) {
            for (int i : lane) {
                out.put(i, query.apply(conn, sources.get(i)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("lexical search failed: " + e.getMessage(), e);
        }
        return out;
    }

    private List<DocumentHit> runSemantic(String query, List<SourceTables> sources, SearchFilter filter, int needed,
                                          SemanticIndexes.State vectors, Deadline deadline) {
        ActiveModel model = vectors.model();
        if (model == null) {
            throw unavailable("no embedding model is active in this database",
                    "run the embed worker (josh embed) to create vectors; mode=lexical works meanwhile");
        }
        long embedded = 0;
        long chunks = 0;
        for (SourceTables s : sources) {
            embedded += vectors.index(s.name()).map(BinaryVectorIndex::size).orElse(0);
            chunks += s.chunkCount();
        }
        if (embedded == 0 && chunks > 0) {
            throw unavailable("none of the " + chunks + " chunks searched has a vector for " + model.modelId() + " yet",
                    "the embed worker has not run or is still running; mode=lexical works meanwhile");
        }
        if (embedded == 0) {
            return List.of(); // the sources are empty: nothing to find, which is not an error
        }
        float[] queryVector;
        try {
            queryVector = encoders.embedderFor(model).embed(query);
        } catch (ApiException e) {
            throw e;
        } catch (RuntimeException e) {
            log.warn("query embedding failed", e);
            throw unavailable("the query could not be embedded: " + e.getMessage(),
                    "mode=lexical works without the encoder");
        }
        deadline.check();
        int candidates = Math.clamp((long) needed * 2 * properties.oversample(), properties.minCandidates(),
                properties.maxCandidates());
        try (Connection conn = dataSource.getConnection()) {
            List<SemanticLeg.Scope> scopes = new ArrayList<>();
            for (SourceTables s : sources) {
                BinaryVectorIndex index = vectors.index(s.name()).orElse(null);
                if (index != null) {
                    // Sources are restricted by scanning only their own indexes; per-document conditions become
                    // the scan's allowed rows, so the candidates are the best of what the filter admits.
                    BitSet allowed = filter.isEmpty() ? null : semanticLeg.allowedRows(conn, s, index, filter, deadline);
                    scopes.add(new SemanticLeg.Scope(s, index, allowed));
                }
            }
            List<ChunkHit> hits = semanticLeg.search(conn, scopes, queryVector, candidates, deadline);
            List<DocumentHit> documents = DocumentHit.group(hits, properties.passagesPerResult());
            return properties.openingWeight() > 0
                    ? withOpenings(conn, documents, sources, queryVector, model, deadline) : documents;
        } catch (SQLException e) {
            throw new IllegalStateException("semantic search failed: " + e.getMessage(), e);
        }
    }

    /**
     * Documents rescored as {@code w · cos(opening) + (1 - w) · cos(best chunk)}, best first: a
     * document's best chunk alone is a lottery that a document with hundreds of chunks wins on
     * every topic; its opening says what the whole document is about. A document whose opening has
     * no vector yet keeps its best chunk's score.
     */
    private List<DocumentHit> withOpenings(Connection conn, List<DocumentHit> documents, List<SourceTables> sources,
                                           float[] queryVector, ActiveModel model, Deadline deadline) {
        double w = properties.openingWeight();
        Map<String, List<String>> idsBySource = new LinkedHashMap<>();
        documents.forEach(d -> idsBySource.computeIfAbsent(d.document().source(), k -> new ArrayList<>())
                .add(d.document().documentId()));
        Map<DocumentKey, Double> openings = new HashMap<>();
        for (SourceTables s : sources) {
            List<String> ids = idsBySource.get(s.name());
            if (ids != null) {
                semanticLeg.openingScores(conn, s, ids, queryVector, model, deadline)
                        .forEach((id, score) -> openings.put(new DocumentKey(s.name(), id), score));
            }
        }
        List<DocumentHit> out = new ArrayList<>(documents.size());
        for (DocumentHit d : documents) {
            Double opening = openings.get(d.document());
            out.add(opening == null ? d : new DocumentHit(d.document(), w * opening + (1 - w) * d.score(), d.chunks()));
        }
        out.sort(Comparator.comparingDouble(DocumentHit::score).reversed());
        return out;
    }

    private static ApiException unavailable(String reason, String action) {
        return new ApiException(ErrorCode.SEMANTIC_UNAVAILABLE, "semantic search is unavailable: " + reason,
                ApiException.newHint().put("reason", reason).put("try", action).build());
    }

    private static <T> T await(Future<T> run, Deadline deadline) {
        try {
            return run.get(Math.max(1, deadline.remainingMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            run.cancel(true);
            throw deadline.timeout();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw deadline.timeout();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    // ---- ranking and results ----------------------------------------------------------------

    private List<Ranked> rank(LexicalOutcome lexical, List<DocumentHit> semantic) {
        Map<DocumentKey, LegRank> lexicalRanks = ranks(lexical == null ? null : lexical.documents());
        Map<DocumentKey, LegRank> semanticRanks = ranks(semantic);
        List<Ranked> out = new ArrayList<>();
        if (lexical != null && semantic != null) {
            Map<String, List<DocumentKey>> lists = new LinkedHashMap<>();
            lists.put(LEXICAL, lexical.documents().stream().map(DocumentHit::document).toList());
            lists.put(SEMANTIC, semantic.stream().map(DocumentHit::document).toList());
            Map<String, Double> weights = Map.of(LEXICAL, properties.lexicalWeight(), SEMANTIC,
                    properties.semanticWeight());
            for (ReciprocalRankFusion.Fused<DocumentKey> f : fusion.fuse(lists, weights)) {
                out.add(new Ranked(f.item(), f.score(), lexicalRanks.get(f.item()), semanticRanks.get(f.item())));
            }
        } else {
            List<DocumentHit> only = lexical != null ? lexical.documents() : semantic == null ? List.of() : semantic;
            for (DocumentHit d : only) {
                out.add(new Ranked(d.document(), d.score(), lexicalRanks.get(d.document()),
                        semanticRanks.get(d.document())));
            }
        }
        return out;
    }

    private static Map<DocumentKey, LegRank> ranks(List<DocumentHit> docs) {
        Map<DocumentKey, LegRank> out = new HashMap<>();
        if (docs != null) {
            for (int i = 0; i < docs.size(); i++) {
                out.put(docs.get(i).document(), new LegRank(i + 1, round(docs.get(i).score())));
            }
        }
        return out;
    }

    private List<Result> assemble(List<Ranked> page, LexicalOutcome lexical, List<DocumentHit> semantic,
                                  List<String> highlight, SourcePlan plan, int expand, Deadline deadline) {
        if (page.isEmpty()) {
            return List.of();
        }
        Map<DocumentKey, DocumentHit> lexicalHits = byKey(lexical == null ? null : lexical.documents());
        Map<DocumentKey, DocumentHit> semanticHits = byKey(semantic);
        Map<String, SourceTables> sources = new HashMap<>();
        plan.searched().forEach(s -> sources.put(s.name(), s));
        Map<DocumentKey, Result> built = new HashMap<>();
        try (Connection conn = dataSource.getConnection()) {
            Map<String, List<Ranked>> bySource = new LinkedHashMap<>();
            page.forEach(r -> bySource.computeIfAbsent(r.key().source(), k -> new ArrayList<>()).add(r));
            for (Map.Entry<String, List<Ranked>> entry : bySource.entrySet()) {
                SourceTables source = sources.get(entry.getKey());
                List<Ranked> ranked = entry.getValue();
                Map<String, SearchDocuments.Document> docs = documents.documents(conn, source,
                        ranked.stream().map(r -> r.key().documentId()).toList(), deadline);
                if (lexical != null && lexicalLeg.ranksDocuments(source)) {
                    pickPassages(conn, source, ranked, lexicalHits, lexical.snippetMatch(), deadline);
                }
                Set<Long> lexicalChunks = new LinkedHashSet<>();
                Set<Long> allChunks = new LinkedHashSet<>();
                for (Ranked r : ranked) {
                    chunksOf(lexicalHits.get(r.key())).forEach(c -> {
                        lexicalChunks.add(c);
                        allChunks.add(c);
                    });
                    allChunks.addAll(chunksOf(semanticHits.get(r.key())));
                }
                Map<Long, SearchDocuments.Chunk> chunks = documents.chunks(conn, source, allChunks, deadline);
                Map<Long, String> contexts = documents.contexts(conn, source, chunks.values(), expand, deadline);
                Map<Long, String> snippets = lexical == null ? Map.of()
                        : lexicalLeg.snippets(conn, source, lexical.snippetMatch(), lexicalChunks, deadline);
                for (Ranked r : ranked) {
                    SearchDocuments.Document doc = docs.get(r.key().documentId());
                    if (doc == null) {
                        continue; // removed by a concurrent ingest since the legs ran
                    }
                    List<Passage> passages = passages(r.key(), lexicalHits, semanticHits, chunks, snippets, contexts,
                            doc, highlight);
                    String snippet = passages.isEmpty() ? null : passages.get(0).text();
                    built.put(r.key(), new Result(doc.id(), source.name(), doc.title(), doc.citation().url(), snippet,
                            round(r.score()),
                            new Ranks(r.lexical(), r.semantic()), passages, doc.citation()));
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading search results failed: " + e.getMessage(), e);
        }
        return page.stream().map(r -> built.get(r.key())).filter(java.util.Objects::nonNull).toList();
    }

    /** Passages for the documents of the page that the lexical leg ranked as wholes, which came without chunks. */
    private void pickPassages(Connection conn, SourceTables source, List<Ranked> ranked,
                              Map<DocumentKey, DocumentHit> lexicalHits, String match, Deadline deadline) {
        List<String> ids = ranked.stream().map(Ranked::key)
                .filter(k -> lexicalHits.containsKey(k) && lexicalHits.get(k).chunks().isEmpty())
                .map(DocumentKey::documentId).toList();
        lexicalLeg.passages(conn, source, match, ids, properties.passagesPerResult(), deadline)
                .forEach((id, chunks) -> lexicalHits.computeIfPresent(new DocumentKey(source.name(), id),
                        (key, hit) -> hit.withChunks(chunks)));
    }

    private List<Passage> passages(DocumentKey key, Map<DocumentKey, DocumentHit> lexicalHits,
                                   Map<DocumentKey, DocumentHit> semanticHits, Map<Long, SearchDocuments.Chunk> chunks,
                                   Map<Long, String> snippets, Map<Long, String> contexts,
                                   SearchDocuments.Document doc, List<String> highlight) {
        // Lexical passages first: they show why the words matched; then the closest in meaning.
        Set<Long> order = new LinkedHashSet<>(chunksOf(lexicalHits.get(key)));
        order.addAll(chunksOf(semanticHits.get(key)));
        List<Passage> out = new ArrayList<>();
        for (long id : order) {
            if (out.size() == properties.passagesPerResult()) {
                break;
            }
            SearchDocuments.Chunk chunk = chunks.get(id);
            String snippet = snippets.get(id);
            String text = snippet != null ? Snippets.tidy(snippet)
                    : chunk != null ? Snippets.excerpt(chunk.text(), highlight) : null;
            if (text == null) {
                continue;
            }
            String anchor = chunk == null ? null : chunk.anchor();
            String url = anchor == null || anchor.isBlank() ? doc.sourceUrl() : doc.sourceUrl() + "#" + anchor;
            out.add(new Passage(chunk == null ? null : chunk.headingPath(), anchor, url, text, contexts.get(id)));
        }
        return out;
    }

    private static List<Long> chunksOf(DocumentHit hit) {
        return hit == null ? List.of() : hit.chunks().stream().map(ChunkHit::chunkId).toList();
    }

    private static Map<DocumentKey, DocumentHit> byKey(List<DocumentHit> docs) {
        Map<DocumentKey, DocumentHit> out = new HashMap<>();
        if (docs != null) {
            docs.forEach(d -> out.put(d.document(), d));
        }
        return out;
    }

    private List<SearchedSource> searched(SourcePlan plan, boolean lexicalRan, boolean semanticRan) {
        Set<String> semanticNames = new HashSet<>();
        plan.semantic().forEach(s -> semanticNames.add(s.name()));
        Set<String> lexicalNames = new HashSet<>();
        plan.lexical().forEach(s -> lexicalNames.add(s.name()));
        List<SearchedSource> out = new ArrayList<>();
        for (SourceTables s : plan.searched()) {
            List<String> ran = new ArrayList<>();
            if (lexicalRan && lexicalNames.contains(s.name())) {
                ran.add(LEXICAL);
            }
            if (semanticRan && semanticNames.contains(s.name())) {
                ran.add(SEMANTIC);
            }
            Coverage coverage = s.semanticallySearchable()
                    ? new Coverage(indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0), s.chunkCount())
                    : null;
            out.add(new SearchedSource(s.name(), shapeName(s.shape()), ran, coverage));
        }
        return out;
    }

    /** No results: tell "nothing matched" from "nothing here to match". */
    private SearchResponse.Empty empty(SourcePlan plan, SearchFilter filter) {
        List<String> emptySources = new ArrayList<>();
        try (Connection conn = dataSource.getConnection()) {
            for (SourceTables s : plan.searched()) {
                try (var st = conn.createStatement();
                     var rs = st.executeQuery("SELECT EXISTS (SELECT 1 FROM " + s.table() + ")")) {
                    if (rs.next() && rs.getInt(1) == 0) {
                        emptySources.add(s.name());
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading source sizes failed: " + e.getMessage(), e);
        }
        if (!plan.searched().isEmpty() && emptySources.size() == plan.searched().size()) {
            return new SearchResponse.Empty("not_covered", "none of the searched sources holds any document yet: "
                    + "this database does not cover them (ingest them, or search other sources)", emptySources);
        }
        return new SearchResponse.Empty("no_match", "the searched sources hold documents and none matched"
                + (filter.isEmpty() ? "" : " within the filters") + "; other words, another mode or wider "
                + "filters may find some", emptySources);
    }

    static String shapeName(Shape shape) {
        return shape.name().toLowerCase(Locale.ROOT);
    }

    private static double round(double score) {
        return Math.round(score * 1e6) / 1e6;
    }

    /** Loads the query encoder and the dated index rows in the background at start, so no first query waits for them. */
    @EventListener(ApplicationReadyEvent.class)
    public void warmUp() {
        // The rows behind date filters are read in the background too (seconds at millions of chunks).
        for (SourceTables s : registry.all()) {
            indexes.index(s.name()).ifPresent(index -> semanticLeg.prepare(s, index));
        }
        indexes.activeModel().ifPresent(model -> legs.submit(() -> {
            try {
                encoders.embedderFor(model);
            } catch (ApiException e) {
                // already logged with its reason; semantic requests answer 503 with it
            }
        }));
    }

    @PreDestroy
    public void close() {
        legs.shutdownNow();
    }
}
