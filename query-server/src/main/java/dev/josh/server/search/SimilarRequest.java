package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.RecordIds;
import java.util.List;

/**
 * A validated "documents like this one": REST ({@code GET /v1/similar/{id}}) and MCP ({@code similar})
 * both build it with {@link #of}, so both reject the same input with the same error.
 *
 * @param id      the document whose neighbours are asked for
 * @param sources source names to search (empty: every source with vectors)
 * @param filter  {@code since} and {@code until}, applied before scoring like search's
 * @param limit   results, 1 to {@value #MAX_LIMIT}
 */
public record SimilarRequest(PublicId id, List<String> sources, SearchFilter filter, int limit) {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 50;

    public SimilarRequest {
        sources = List.copyOf(sources);
    }

    public static SimilarRequest of(String id, String sources, String since, String until, Integer limit) {
        PublicId parsed = RecordIds.parse(id == null ? "" : id.strip(), null);
        int l = limit == null ? DEFAULT_LIMIT : limit;
        if (l < 1 || l > MAX_LIMIT) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be between 1 and " + MAX_LIMIT + ", got " + l,
                    ApiException.newHint().put("parameter", "limit").put("min", 1).put("max", MAX_LIMIT).build());
        }
        return new SimilarRequest(parsed, SourceNames.parse(sources), SearchFilter.parse(since, until, null), l);
    }
}
