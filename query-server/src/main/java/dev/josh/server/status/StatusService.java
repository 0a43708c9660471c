package dev.josh.server.status;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog.Shape;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.records.Queries;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SourceGraphs;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/** What the server can answer from: each source's shape and counts, the active model, the semantic index. */
@Service
public class StatusService {

    /**
     * @param vectors      vectors of the active model in the semantic index; null for sources without vectors
     * @param legs         the search legs that can serve the source ({@code registry} sources: none; look them up by id)
     * @param lexicalIndex the Lucene index the lexical leg ranks the source by: {@code current}, {@code lagging}
     *                     (FTS5 ranks it until ingest or {@code josh lexical} updates it) or {@code none}; null
     *                     for sources without a lexical leg
     * @param vectorGraph  how the semantic leg searches the source ({@link SourceGraphs.State}): {@code current}
     *                     (its vector graph), {@code behind} (its graph, and a scan of the vectors written since),
     *                     {@code none} (a scan: no graph of this database and model) or {@code scanned} (a scan:
     *                     too few vectors for a graph); null for sources without vectors
     */
    public record SourceStatus(String name, String shape, long records, Long chunks, Long vectors, List<String> legs,
                               String lexicalIndex, String vectorGraph) {
    }

    /**
     * @param available whether semantic (and so hybrid) search can run now
     * @param reason       why not, when it cannot
     * @param queryEncoder the active model's query encoder: {@code loading} (for a few seconds after
     *                     start), {@code ready} or {@code failed}; null without an active model
     */
    public record Semantic(boolean available, String reason, ActiveModel activeModel, String queryEncoder,
                           Instant indexRefreshedAt) {
    }

    /** @param database the database's file name: its directory is the operator's business, not a client's */
    public record Status(String database, List<SourceStatus> sources, Semantic semantic) {
    }

    private final JoshDatabase database;
    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final QueryEncoders encoders;
    private final LexicalIndexes lexicalIndexes;
    private final SourceGraphs graphs;

    public StatusService(JoshDatabase database, DataSource dataSource, SourceRegistry registry, SemanticIndexes indexes,
                         QueryEncoders encoders, LexicalIndexes lexicalIndexes, VectorGraphs vectorGraphs,
                         SearchProperties properties) {
        this.database = database;
        this.dataSource = dataSource;
        this.registry = registry;
        this.indexes = indexes;
        this.encoders = encoders;
        this.lexicalIndexes = lexicalIndexes;
        this.graphs = new SourceGraphs(vectorGraphs, properties.vectorScan());
    }

    public Status status() {
        List<SourceStatus> sources = new ArrayList<>();
        long vectorsTotal = 0;
        SemanticIndexes.State semantic = indexes.state();
        try (Connection conn = dataSource.getConnection()) {
            for (SourceTables s : registry.all()) {
                Long vectors = s.semanticallySearchable()
                        ? (long) indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0) : null;
                vectorsTotal += vectors == null ? 0 : vectors;
                List<String> legs = new ArrayList<>();
                if (s.lexicallySearchable()) {
                    legs.add("lexical");
                }
                if (vectors != null && vectors > 0) {
                    legs.add("semantic");
                }
                String lexicalIndex = s.lexicallySearchable()
                        ? lexicalIndexes.state(conn, s.source().ftsTable()).name().toLowerCase(Locale.ROOT) : null;
                String vectorGraph = vectors == null ? null
                        : graphs.state(conn, s, semantic).name().toLowerCase(Locale.ROOT);
                sources.add(new SourceStatus(s.name(), s.shape().name().toLowerCase(Locale.ROOT),
                        Queries.count(conn, "SELECT count(*) FROM " + s.table()), s.chunked() ? s.chunkCount() : null,
                        vectors, legs, lexicalIndex, vectorGraph));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading counts failed: " + e.getMessage(), e);
        }
        ActiveModel model = indexes.activeModel().orElse(null);
        String reason = model == null ? "no embedding model is active: run the embed worker"
                : encoders.failure() != null ? "the query encoder could not be loaded: " + encoders.failure()
                : vectorsTotal == 0 && registry.all().stream().anyMatch(s -> s.shape() == Shape.BODY && s.chunkCount() > 0)
                ? "no chunk has a vector yet: the embed worker has not run or is still running"
                : null;
        return new Status(database.path().getFileName().toString(), sources,
                new Semantic(reason == null, reason, model, model == null ? null : encoders.state(model),
                        indexes.state().refreshedAt()));
    }
}
