package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.List;

/**
 * A validated search: REST and MCP both build it with {@link #of}, so both reject the same input
 * with the same error.
 *
 * @param sources source names asked for; empty means every searchable source (or the filtered
 *                document's source)
 * @param filter  pre-filters on the documents that may be returned
 * @param expand  neighbouring chunks on each side joined to every passage as its {@code context}, 0 to
 *                {@value #MAX_EXPAND}
 * @param maxPerSource at most this many documents of any one source in the answer (1 to
 *                {@value #MAX_PER_SOURCE}), the rest held back after fusion; null: no cap
 */
public record SearchRequest(String query, SearchMode mode, List<String> sources, int limit, int offset,
                            SearchFilter filter, int expand, Integer maxPerSource) {

    /** Neighbours on each side a passage's context may take: two chunks of up to 512 tokens already make 2,500. */
    public static final int MAX_EXPAND = 2;
    /** The largest per-source cap: a page holds at most 200 results anyway. */
    public static final int MAX_PER_SOURCE = 200;

    public SearchRequest {
        sources = List.copyOf(sources);
    }

    /** A request without a per-source cap. */
    public SearchRequest(String query, SearchMode mode, List<String> sources, int limit, int offset,
                         SearchFilter filter, int expand) {
        this(query, mode, sources, limit, offset, filter, expand, null);
    }

    /** This request with {@code expand} neighbouring chunks around each passage (null: none). */
    public SearchRequest withExpand(Integer neighbours) {
        int e = neighbours == null ? 0 : neighbours;
        if (e < 0 || e > MAX_EXPAND) {
            throw outOfRange("expand", e, 0, MAX_EXPAND);
        }
        return new SearchRequest(query, mode, sources, limit, offset, filter, e, maxPerSource);
    }

    /**
     * This request with at most {@code cap} documents of any one source in its answer (null: no cap).
     * Applied after fusion: a source's documents beyond its first {@code cap} are held back and the
     * next best documents of other sources take their places.
     */
    public SearchRequest withMaxPerSource(Integer cap) {
        if (cap != null && (cap < 1 || cap > MAX_PER_SOURCE)) {
            throw outOfRange("max_per_source", cap, 1, MAX_PER_SOURCE);
        }
        return new SearchRequest(query, mode, sources, limit, offset, filter, expand, cap);
    }

    /** A search without filters. */
    public static SearchRequest of(String query, String mode, String sources, Integer limit, Integer offset,
                                   SearchProperties properties) {
        return of(query, mode, sources, limit, offset, SearchFilter.NONE, properties);
    }

    public static SearchRequest of(String query, String mode, String sources, Integer limit, Integer offset,
                                   SearchFilter filter, SearchProperties properties) {
        if (query == null || query.isBlank()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the query is missing or empty",
                    ApiException.newHint().put("parameter", "q").put("example", "/v1/search?q=fair+use").build());
        }
        if (query.length() > properties.pages().maxQueryChars()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the query is " + query.length()
                    + " characters long; at most " + properties.pages().maxQueryChars() + " are accepted",
                    ApiException.newHint().put("parameter", "q").put("max_chars", properties.pages().maxQueryChars())
                            .build());
        }
        int l = limit == null ? properties.pages().defaultLimit() : limit;
        if (l < 1 || l > properties.pages().maxLimit()) {
            throw outOfRange("limit", l, 1, properties.pages().maxLimit());
        }
        int o = offset == null ? 0 : offset;
        if (o < 0 || o > properties.pages().maxOffset()) {
            throw outOfRange("offset", o, 0, properties.pages().maxOffset());
        }
        return new SearchRequest(query.strip(), SearchMode.parse(mode), sourcesFor(SourceNames.parse(sources), filter),
                l, o, filter, 0);
    }

    /** A document filter names its own source; other sources could not hold it. */
    private static List<String> sourcesFor(List<String> sources, SearchFilter filter) {
        if (filter.document() == null) {
            return sources;
        }
        String own = filter.document().type().resource();
        if (!sources.isEmpty() && !sources.contains(own)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "document " + filter.document() + " belongs to "
                    + own + ", which source= leaves out", ApiException.newHint().put("parameter", "source")
                    .put("document_source", own).build());
        }
        return List.of(own);
    }

    private static ApiException outOfRange(String parameter, int value, int min, int max) {
        return new ApiException(ErrorCode.INVALID_PARAMETER,
                parameter + " must be between " + min + " and " + max + ", got " + value,
                ApiException.newHint().put("parameter", parameter).put("min", min).put("max", max).build());
    }
}
