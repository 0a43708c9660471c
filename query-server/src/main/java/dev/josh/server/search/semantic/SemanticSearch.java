package dev.josh.server.search.semantic;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.DocumentScoring;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Flow 3 as a request runs it: the query embedded with the active model, the semantic leg over
 * the sources' indexes of that model, and documents rescored by their openings. Semantic search
 * that cannot run says why, as a 503 {@code semantic_unavailable}.
 */
public final class SemanticSearch {

    private static final Logger log = LoggerFactory.getLogger(SemanticSearch.class);

    private final DataSource dataSource;
    private final QueryEncoders encoders;
    private final SearchProperties properties;
    private final SemanticLeg leg;
    private final PreFilter preFilter;
    private final SourceGraphs graphs;

    /**
     * @param graphs the vector graphs beside the database, which the leg searches where they belong to
     *               it and the active model; null to scan every source
     */
    public SemanticSearch(DataSource dataSource, QueryEncoders encoders, SearchProperties properties,
                          VectorGraphs graphs) {
        this.dataSource = dataSource;
        this.encoders = encoders;
        this.properties = properties;
        this.preFilter = new PreFilter(dataSource);
        this.leg = new SemanticLeg(preFilter);
        this.graphs = new SourceGraphs(graphs, properties.vectorScan());
    }

    /**
     * @param needed        documents the request's page reaches (offset + limit)
     * @param vectors       the model and indexes the whole request uses
     * @param openingWeight the share of a document's score from its opening ({@link DocumentScoring})
     * @return documents, best first
     */
    public List<DocumentHit> run(String query, List<SourceTables> sources, SearchFilter filter, int needed,
                                 SemanticIndexes.State vectors, double openingWeight, Deadline deadline) {
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
            queryVector = encoders.embed(model, query);
        } catch (ApiException e) {
            throw e;
        } catch (RuntimeException e) {
            log.warn("query embedding failed", e);
            throw unavailable("the query could not be embedded: " + e.getMessage(),
                    "mode=lexical works without the encoder");
        }
        return nearest(queryVector, sources, filter, null, needed, vectors, openingWeight, deadline);
    }

    /**
     * The semantic leg for a vector already in hand (a query's, or a document's for similar
     * documents): the vector graphs or binary scan over the sources' pre-filtered indexes, the float
     * rescore, one hit per document, and documents rescored by their openings.
     *
     * @param excluded a document whose chunks the scan skips (the document similar documents are asked
     *                 for: its own chunks are its nearest, and a long one's would take every candidate
     *                 place), or null
     * @param openingWeight the share of a document's score from its opening: 0 ranks by the best chunk alone
     * @return documents, best first
     */
    public List<DocumentHit> nearest(float[] queryVector, List<SourceTables> sources, SearchFilter filter,
                                     PublicId excluded, int needed, SemanticIndexes.State vectors,
                                     double openingWeight, Deadline deadline) {
        ActiveModel model = vectors.model();
        deadline.check();
        int candidates = properties.vectorScan().candidates(needed);
        List<SemanticLeg.Scope> scopes = new ArrayList<>();
        try (Connection conn = dataSource.getConnection()) {
            for (SourceTables s : sources) {
                BinaryVectorIndex index = vectors.index(s.name()).orElse(null);
                if (index != null) {
                    // Sources are restricted by scanning only their own indexes; per-document conditions become
                    // the scan's allowed rows, so the candidates are the best of what the filter admits.
                    BitSet allowed = filter.isEmpty() ? null : preFilter.allowedRows(conn, s, index, filter, deadline);
                    if (excluded != null && excluded.type().resource().equals(s.name())) {
                        BitSet own = preFilter.allowedRows(conn, s, index,
                                new SearchFilter(null, null, excluded, Map.of()), deadline);
                        if (allowed == null) {
                            allowed = new BitSet(index.size());
                            allowed.set(0, index.size());
                        }
                        allowed.andNot(own);
                    }
                    scopes.add(new SemanticLeg.Scope(s, index, allowed,
                            graphs.lease(conn, s, index, allowed, model).orElse(null)));
                }
            }
            List<ChunkHit> hits = leg.search(conn, scopes, queryVector, candidates,
                    properties.vectorScan().graphCandidates(needed), deadline);
            List<DocumentHit> documents = DocumentHit.group(hits, properties.pages().passagesPerResult());
            return openingWeight > 0
                    ? withOpenings(conn, documents, sources, queryVector, model, openingWeight, deadline) : documents;
        } catch (SQLException e) {
            throw new IllegalStateException("semantic search failed: " + e.getMessage(), e);
        } finally {
            scopes.stream().map(SemanticLeg.Scope::graph).filter(Objects::nonNull).forEach(VectorGraphs.Lease::close);
        }
    }

    /**
     * Documents rescored as {@code w · cos(opening) + (1 - w) · cos(best chunk)}, best first: a
     * document's best chunk alone is a lottery that a document with hundreds of chunks wins on
     * every topic; its opening says what the whole document is about. A document whose opening has
     * no vector yet keeps its best chunk's score.
     */
    private List<DocumentHit> withOpenings(Connection conn, List<DocumentHit> documents, List<SourceTables> sources,
                                           float[] queryVector, ActiveModel model, double w, Deadline deadline) {
        Map<String, List<String>> idsBySource = new LinkedHashMap<>();
        documents.forEach(d -> idsBySource.computeIfAbsent(d.document().source(), k -> new ArrayList<>())
                .add(d.document().documentId()));
        Map<DocumentKey, Double> openings = new HashMap<>();
        for (SourceTables s : sources) {
            List<String> ids = idsBySource.get(s.name());
            if (ids != null) {
                leg.openingScores(conn, s, ids, queryVector, model, deadline)
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

    /**
     * Starts reading the rows behind date filters of every source's index in the background
     * (seconds at millions of chunks), so that no first filtered query waits for them.
     */
    public void prepare(List<SourceTables> sources, SemanticIndexes indexes) {
        for (SourceTables s : sources) {
            indexes.index(s.name()).ifPresent(index -> preFilter.prepare(s, index));
        }
    }

    /**
     * The sources whose index rows are not read yet: a readiness signal. Their reading starts here if it
     * has not: an index that was empty at start, or reloaded since, gets its vectors while the server runs
     * (an {@code embed} still filling them), and its rows would otherwise wait for a filtered query.
     */
    public List<String> rowsPending(List<SourceTables> sources, SemanticIndexes indexes) {
        prepare(sources, indexes);
        return sources.stream()
                .filter(s -> indexes.index(s.name()).map(index -> !preFilter.rowsRead(index)).orElse(false))
                .map(SourceTables::name)
                .toList();
    }

    private static ApiException unavailable(String reason, String action) {
        return new ApiException(ErrorCode.SEMANTIC_UNAVAILABLE, "semantic search is unavailable: " + reason,
                ApiException.newHint().put("reason", reason).put("try", action).build());
    }
}
