package dev.josh.server.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.contracts.api.Citation;
import dev.josh.server.search.semantic.ActiveModel;
import java.util.List;
import java.util.Map;

/**
 * The answer to one search, the same for REST and MCP. Built with {@link #builder}: its fields are the
 * wire format, flat, and most are absent from most answers.
 *
 * @param total           distinct documents the legs found within their candidate bounds
 * @param totalExact      false when a leg stopped at its bound, so more documents may match
 *                        (always false when vectors ran: nearest neighbours have no match set)
 * @param lexicalPlan     how the words were matched: {@code all_words}, {@code any_word} (too few
 *                        documents had every word), {@code syntax} (the user's FTS5 expression);
 *                        null when no lexical leg ran
 * @param searchedSources every source searched that holds records, by which legs
 * @param emptySources    the sources searched that hold no records (not loaded here); absent when none
 * @param filters         the pre-filters applied (since, until, document); absent when none
 * @param degraded        present only when the answer is less than the mode promised
 * @param empty           present only when there are no results: whether nothing matched in sources
 *                        that hold documents, or the searched sources hold none (not covered)
 * @param model           the embedding model the semantic leg compared with; absent when no
 *                        semantic leg ran
 * @param diversity       with {@code max_per_source}: the cap and the documents it held back; absent
 *                        otherwise
 */
public record SearchResponse(
        String query,
        String mode,
        List<Result> results,
        int total,
        boolean totalExact,
        int offset,
        int limit,
        long tookMs,
        String lexicalPlan,
        List<SearchedSource> searchedSources,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> emptySources,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> filters,
        @JsonInclude(JsonInclude.Include.NON_NULL) Degraded degraded,
        @JsonInclude(JsonInclude.Include.NON_NULL) Empty empty,
        @JsonInclude(JsonInclude.Include.NON_NULL) EmbeddingModel model,
        @JsonInclude(JsonInclude.Include.NON_NULL) Diversity diversity) {

    /** An answer to {@code query} in {@code mode}, its other fields set by name. */
    public static Builder builder(String query, String mode) {
        return new Builder(query, mode);
    }

    /** The fields of an answer by name; what is not set is empty, absent or zero. */
    public static final class Builder {
        private final String query;
        private final String mode;
        private List<Result> results = List.of();
        private int total;
        private boolean totalExact;
        private int offset;
        private int limit;
        private long tookMs;
        private String lexicalPlan;
        private List<SearchedSource> searchedSources = List.of();
        private List<String> emptySources = List.of();
        private Map<String, String> filters = Map.of();
        private Degraded degraded;
        private Empty empty;
        private EmbeddingModel model;
        private Diversity diversity;

        private Builder(String query, String mode) {
            this.query = query;
            this.mode = mode;
        }

        /** The page's results, out of {@code total} documents found ({@code exact}: no leg stopped at a bound). */
        public Builder page(List<Result> pageResults, int totalFound, boolean exact, int pageOffset, int pageLimit) {
            this.results = pageResults;
            this.total = totalFound;
            this.totalExact = exact;
            this.offset = pageOffset;
            this.limit = pageLimit;
            return this;
        }

        public Builder tookMs(long millis) {
            this.tookMs = millis;
            return this;
        }

        public Builder lexicalPlan(String plan) {
            this.lexicalPlan = plan;
            return this;
        }

        /** The sources searched that hold records, by leg, and those searched that hold none. */
        public Builder sources(List<SearchedSource> searched, List<String> emptyOnes) {
            this.searchedSources = searched;
            this.emptySources = emptyOnes;
            return this;
        }

        public Builder filters(Map<String, String> applied) {
            this.filters = applied;
            return this;
        }

        public Builder degraded(Degraded what) {
            this.degraded = what;
            return this;
        }

        public Builder empty(Empty why) {
            this.empty = why;
            return this;
        }

        public Builder model(EmbeddingModel compared) {
            this.model = compared;
            return this;
        }

        public Builder diversity(Diversity cap) {
            this.diversity = cap;
            return this;
        }

        public SearchResponse build() {
            return new SearchResponse(query, mode, results, total, totalExact, offset, limit, tookMs, lexicalPlan,
                    searchedSources, emptySources, filters, degraded, empty, model, diversity);
        }
    }

    /**
     * What {@code max_per_source} did: documents found beyond each source's first {@code maxPerSource}
     * are left out of the answer (every page of it; {@code total} no longer counts them), and the next
     * best documents of other sources take their places.
     *
     * @param heldBack         documents left out, all sources together (0: the cap changed nothing)
     * @param heldBackBySource source → documents left out, only sources that lost some
     */
    public record Diversity(int maxPerSource, int heldBack, Map<String, Integer> heldBackBySource) {
    }

    /** An embedding model: {@code model_id} and the version derived from its weights. */
    public record EmbeddingModel(String id, String version) {
        static EmbeddingModel of(ActiveModel model) {
            return new EmbeddingModel(model.modelId(), model.modelVersion());
        }
    }

    /**
     * One document.
     *
     * @param id       the record's public id; {@code GET /v1/<source>/{id}} and {@code fetch} accept it
     * @param url      the document upstream (the citation's url)
     * @param snippet  the best passage, bounded, query words between {@code <mark>} and {@code </mark>}
     * @param score    the fused score in hybrid mode, else the leg's own (BM25, higher is better;
     *                 cosine similarity)
     * @param ranks    where each leg ranked the document, null for a leg that did not find it or did
     *                 not run
     * @param passages the document's best chunks, each with a deep link
     */
    public record Result(String id, String source, String title, String url, String snippet, double score, Ranks ranks,
                         List<Passage> passages, Citation citation) {
    }

    public record Ranks(LegRank lexical, LegRank semantic) {
    }

    /** A leg's 1-based rank of the document and the score behind it. */
    public record LegRank(int rank, double score) {
    }

    /**
     * @param url  {@code source_url#anchor}: the passage in the upstream document
     * @param text a bounded excerpt of the chunk, with the same marks as the snippet
     * @param context with {@code expand=N}: the whole chunk with up to N neighbouring chunks on each side,
     *                as one stretch of the document's text (overlaps removed); absent otherwise
     */
    public record Passage(String headingPath, String anchor, String url, String text,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String context) {
    }

    /**
     * @param legs    the legs that ran over this source
     * @param vectors vectors in the semantic index over chunks; null when the source has none
     */
    public record SearchedSource(String name, String shape, List<String> legs, Coverage vectors) {
    }

    public record Coverage(long embeddedChunks, long chunks) {
    }

    /**
     * What the answer gave up, never silently (rest-api-search AC 7 and 8).
     *
     * @param from            the mode asked for
     * @param to              the mode actually served where it differs
     * @param reason          why, for a person
     * @param perSource       source → why that source was served below the mode
     * @param excludedSources sources left out because they cannot serve the mode
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Degraded(String from, String to, String reason, Map<String, String> perSource,
                           List<String> excludedSources) {
    }

    /**
     * Why there are no results, so "no match" is never mistaken for "not covered".
     *
     * @param kind          {@code no_match}: the searched sources hold documents and none matched (within the
     *                      filters); {@code not_covered}: none of the searched sources holds any document
     * @param message       the same for a person
     * @param emptySources  searched sources that hold no documents at all
     */
    public record Empty(String kind, String message, List<String> emptySources) {
    }
}
