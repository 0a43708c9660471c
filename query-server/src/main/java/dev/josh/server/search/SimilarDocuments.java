package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.TitledRow;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.fusion.LegResults;
import dev.josh.server.search.fusion.Ranking;
import dev.josh.server.search.fusion.Ranking.Ranked;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.DocumentVectors;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.search.semantic.SemanticSearch;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;

/**
 * "Documents like this one": the document's vector ({@link DocumentVectors}: its opening and an
 * even sample of its chunks), then the same candidate scan as semantic search ({@link
 * SemanticSearch#nearest}: pre-filtered binary scan, float rescore, one hit per document, openings
 * rescored), the document itself left out, and the page assembled as search results are, with
 * titles, citations and passages.
 */
final class SimilarDocuments {

    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final SourcePlanner planner;
    private final SemanticSearch semantic;
    private final Ranking ranking;
    private final ResultAssembler assembler;
    private final SourceReport report;
    private final SearchDocuments documents = new SearchDocuments();

    SimilarDocuments(DataSource dataSource, SourceRegistry registry, SourcePlanner planner, SemanticSearch semantic,
                     Ranking ranking, ResultAssembler assembler, SourceReport report) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.planner = planner;
        this.semantic = semantic;
        this.ranking = ranking;
        this.assembler = assembler;
        this.report = report;
    }

    SimilarResponse find(SimilarRequest request, SemanticIndexes.State vectors, long started, Deadline deadline) {
        PublicId id = request.id();
        SourceTables own = registry.find(id.type().resource()).filter(SourceTables::semanticallySearchable)
                .orElseThrow(() -> withoutVectors(id));
        ActiveModel model = vectors.model();
        if (model == null) {
            throw unavailable("no embedding model is active in this database",
                    "run the embed worker (josh embed) to create vectors");
        }
        // The sources to search, checked as a semantic search checks them (unknown, registry, without vectors).
        SourcePlan plan = planner.plan(new SearchRequest(id.value(), SearchMode.SEMANTIC, request.sources(),
                request.limit(), 0, request.filter(), 0));
        TitledRow document;
        DocumentVectors.DocumentVector vector;
        try (Connection conn = dataSource.getConnection()) {
            document = documents.documents(conn, own, List.of(id.value()), deadline).get(id.value());
            if (document == null) {
                throw notFound(id, own.name());
            }
            vector = DocumentVectors.of(conn, own, id.value(), model, deadline).orElseThrow(() -> unavailable(
                    id.value() + " has no vectors of " + model.modelId() + " yet",
                    "the embed worker has not embedded this document (yet); meanwhile search by its title: /v1/search?q="
                            + URLEncoder.encode(document.title() == null ? id.value() : document.title(),
                            StandardCharsets.UTF_8)));
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading " + id.value() + " failed: " + e.getMessage(), e);
        }
        DocumentKey self = new DocumentKey(own.name(), id.value());
        // The scan skips the document's own chunks (the nearest of all to its vector); the filter is a safety net
        // for chunks appended to the index after the scan's pre-filter was read. The document's vector already
        // leans on its opening (DocumentVectors), so its neighbours are ranked by their best chunk (opening weight 0).
        List<DocumentHit> hits = semantic.nearest(vector.vector(), plan.semantic(), request.filter(), id,
                request.limit(), vectors, 0, deadline).stream().filter(h -> !h.document().equals(self)).toList();
        LegResults found = new LegResults(null, hits, null);
        List<Ranked> ranked = ranking.rank(found);
        List<Ranked> page = ranked.subList(0, Math.min(request.limit(), ranked.size()));
        List<Result> results = assembler.assemble(page, found, List.of(), plan, 0, deadline);
        SimilarResponse.Of of = new SimilarResponse.Of(document.id(), own.name(), document.title(),
                document.citation().url(), document.citation(), new SimilarResponse.DocumentVector(
                vector.opening() ? "opening_and_mean" : "mean", vector.chunks(), vector.sampled()));
        return new SimilarResponse(of, results, request.limit(), (System.nanoTime() - started) / 1_000_000,
                report.searched(plan, false, true), report.emptySources(plan), request.filter().describe(),
                results.isEmpty() ? report.empty(plan, request.filter()) : null,
                SearchResponse.EmbeddingModel.of(model));
    }

    private ApiException withoutVectors(PublicId id) {
        return new ApiException(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY,
                id.value() + " is a " + RecordIds.typeName(id.type()).replace('_', ' ')
                        + ": its source has no body vectors, so it has no document vector to compare",
                ApiException.newHint()
                        .put("parameter", "id")
                        .put("sources_with_vectors", registry.all().stream().filter(SourceTables::semanticallySearchable)
                                .map(SourceTables::name).toList())
                        .put("try", "/v1/context/" + id.value() + " for the records linked to it")
                        .build());
    }

    private static ApiException notFound(PublicId id, String source) {
        return new ApiException(ErrorCode.NOT_FOUND, "no " + RecordIds.typeName(id.type()).replace('_', ' ') + " '"
                + id.value() + "' in this database",
                ApiException.newHint()
                        .put("reason", "not_in_database")
                        .put("source", source)
                        .put("search", "/v1/search?q=" + URLEncoder.encode(id.value(), StandardCharsets.UTF_8)
                                + "&source=" + source)
                        .build());
    }

    private static ApiException unavailable(String reason, String action) {
        return new ApiException(ErrorCode.SEMANTIC_UNAVAILABLE, "similar documents are unavailable: " + reason,
                ApiException.newHint().put("reason", reason).put("try", action).build());
    }
}
