package dev.josh.eval.run;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.search.FusionSettings;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchResponse;
import dev.josh.server.search.SearchService;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.EncoderQueryEmbedderFactory;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The query server's search, assembled without Spring over one eval index, as the server
 * assembles it: a read-only pool, the source registry, the in-memory binary indexes, the Lucene
 * indexes beside the database that the lexical leg ranks with ({@link LexicalIndexes}) and
 * {@link SearchService}. Only the fusion (RRF constant and leg weights) and whether documents are
 * scored by their best chunk vary between the services it hands out; every other ranking setting is the run's ({@link SearchProperties#defaults()}
 * unless the run names other lexical settings). The time budget is a minute instead of 5 s: on a
 * shared machine a slow query would otherwise score as a miss, which measures the machine, not
 * the ranking.
 */
public final class SearchStack implements AutoCloseable {

    private final Path database;
    private final HikariDataSource dataSource;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEncoders encoders;
    /** Null: the lexical leg ranks with FTS5 alone, as it did before issue 20. */
    private final LexicalIndexes lexicalIndexes;
    private final SearchProperties ranking;
    private final Map<Variant, SearchService> byVariant = new HashMap<>();

    /** What the cells vary: the fusion, and whether every document is scored by its best chunk. */
    private record Variant(int k, double lexicalWeight, double semanticWeight, boolean bestChunk) {
    }

    /**
     * Queries are embedded as the server embeds them (the model the database names as active, opened
     * by name); each text once, since every cell of an index searches the same queries.
     */
    public SearchStack(Path database, SearchProperties ranking) {
        this(database, ranking, true);
    }

    /**
     * @param lexicalIndexes read the Lucene indexes beside the database where they mirror it, as the
     *                       server does; false: FTS5 alone (its scored sample included), the
     *                       comparison for the Lucene path
     */
    public SearchStack(Path database, SearchProperties ranking, boolean lexicalIndexes) {
        this.ranking = ranking;
        this.lexicalIndexes = lexicalIndexes ? new LexicalIndexes(database) : null;
        this.database = database;
        this.dataSource = DatabaseConfig.pooled(JoshDatabase.readOnly(database), 2);
        this.registry = new SourceRegistry(dataSource);
        EncoderQueryEmbedderFactory factory = new EncoderQueryEmbedderFactory("");
        this.encoders = new QueryEncoders(model -> new Remembering(factory.open(model)));
        this.indexes = new SemanticIndexes(dataSource, registry, encoders);
    }

    public Path database() {
        return database;
    }

    /** The search settings every service of this stack starts from. */
    public SearchProperties ranking() {
        return ranking;
    }

    public HikariDataSource dataSource() {
        return dataSource;
    }

    public SourceRegistry registry() {
        return registry;
    }

    public SemanticIndexes indexes() {
        return indexes;
    }

    /** The Lucene indexes the lexical leg reads, or empty when this stack ranks with FTS5 alone. */
    public Optional<LexicalIndexes> lexicalIndexes() {
        return Optional.ofNullable(lexicalIndexes);
    }

    /** The query vector the semantic leg would use: the active model's embedding of the text. */
    public float[] embedQuery(String text) {
        ActiveModel model = indexes.activeModel().orElseThrow(() -> new IllegalStateException("no active model"));
        return encoders.embedderFor(model).embed(text);
    }

    /**
     * {@link #search(String, String, SearchMode, int, double, double, String, boolean, int)} with equal leg
     * weights, unfiltered, scored by the run's settings.
     */
    public Ranking search(String source, String query, SearchMode mode, int rrfK, int limit) {
        return search(source, query, mode, rrfK, 1, 1, null, false, limit);
    }

    /**
     * Searches {@code source} as {@code GET /v1/search} would, returning document ids best first.
     *
     * @param rrfK           the fusion constant (hybrid only)
     * @param lexicalWeight  the lexical ranking's weight in the fusion (hybrid only)
     * @param semanticWeight the semantic ranking's weight in the fusion (hybrid only)
     * @param since          the {@code since=} date filter, or null
     * @param bestChunk      every document scored by its best chunk, whatever the query's shape, and partial
     *                       lexical matches fused at full weight (the server before issue 31), instead of by the
     *                       run's settings
     */
    public Ranking search(String source, String query, SearchMode mode, int rrfK, double lexicalWeight,
                          double semanticWeight, String since, boolean bestChunk, int limit) {
        long started = System.nanoTime();
        try {
            SearchRequest request = SearchRequest.of(query, mode.wire(), source, limit, 0,
                    SearchFilter.parse(since, null, null), ranking);
            SearchResponse response = service(new Variant(rrfK, lexicalWeight, semanticWeight, bestChunk)).search(request);
            if (response.degraded() != null) {
                throw new IllegalStateException("the search was degraded: " + response.degraded().reason());
            }
            List<String> ids = response.results().stream().map(SearchResponse.Result::id).toList();
            return new Ranking(ids, (System.nanoTime() - started) / 1e6, null);
        } catch (RuntimeException e) {
            return Ranking.failed(e.getClass().getSimpleName() + ": " + e.getMessage(),
                    (System.nanoTime() - started) / 1e6);
        }
    }

    private SearchService service(Variant variant) {
        return byVariant.computeIfAbsent(variant, v -> {
            FusionSettings fusion = ranking.fusion().withWeights(v.k(), v.lexicalWeight(), v.semanticWeight());
            SearchProperties.Builder settings = ranking.toBuilder().fusion(fusion)
                    .admission(ranking.admission().withTimeBudget(Duration.ofMinutes(1)));
            if (v.bestChunk()) {
                settings.scoring(ranking.scoring().withTargeted(false, ranking.scoring().fieldWeights(), 0)
                        .withDescriptive(ScoringSettings.Descriptive.NONE)).fusion(fusion.withPartialMatchWeight(1));
            }
            // No vector graphs: the eval's sets are far smaller than any josh.search.graph-min-vectors worth setting.
            return new SearchService(dataSource, registry, indexes, encoders, settings.build(), lexicalIndexes, null);
        });
    }

    /** An embedder that embeds each distinct text once: the vectors are the model's, only computed fewer times. */
    private static final class Remembering implements QueryEmbedder {
        private final QueryEmbedder embedder;
        private final Map<String, float[]> vectors = new ConcurrentHashMap<>();

        Remembering(QueryEmbedder embedder) {
            this.embedder = embedder;
        }

        @Override
        public float[] embed(String query) {
            return vectors.computeIfAbsent(query, embedder::embed).clone();
        }

        @Override
        public void close() {
            embedder.close();
        }
    }

    @Override
    public void close() {
        byVariant.values().forEach(SearchService::close);
        encoders.close();
        try {
            if (lexicalIndexes != null) {
                lexicalIndexes.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            dataSource.close();
        }
    }
}
