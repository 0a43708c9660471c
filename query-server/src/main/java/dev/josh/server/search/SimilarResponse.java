package dev.josh.server.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.contracts.api.Citation;
import dev.josh.server.search.SearchResponse.EmbeddingModel;
import dev.josh.server.search.SearchResponse.Empty;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.SearchResponse.SearchedSource;
import java.util.List;
import java.util.Map;

/**
 * Documents like one document ({@code GET /v1/similar/{id}}, MCP {@code similar}), best first, the
 * document itself never among them. Each result is a search result: title, citation, and the
 * passages closest to the document's vector, with deep links; its {@code ranks.semantic} holds the
 * score.
 *
 * @param of              the document asked about, with its citation and how its vector was made
 * @param results         at most {@code limit} documents, best first
 * @param searchedSources the sources whose vectors were searched, those that hold records
 * @param emptySources    the sources searched that hold no records; absent when none
 * @param filters         the pre-filters applied ({@code since}, {@code until})
 * @param empty           when there are no results: whether nothing was near or the sources hold nothing
 * @param model           the embedding model whose vectors were compared
 */
public record SimilarResponse(
        Of of,
        List<Result> results,
        int limit,
        long tookMs,
        List<SearchedSource> searchedSources,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> emptySources,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> filters,
        @JsonInclude(JsonInclude.Include.NON_NULL) Empty empty,
        EmbeddingModel model) {

    /**
     * The document asked about.
     *
     * @param vector how its document vector was composed from its chunk vectors
     */
    public record Of(String id, String source, String title, String url, Citation citation, DocumentVector vector) {
    }

    /**
     * @param method  how the chunk vectors were combined
     * @param chunks  the document's chunks
     * @param sampled the chunk vectors averaged (at most 64, evenly spaced)
     */
    public record DocumentVector(String method, int chunks, int sampled) {
    }
}
