package dev.josh.server.paging;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;

/**
 * One page of a list: how many rows and after which one.
 *
 * @param limit rows to return
 * @param scope what the list is (resource, filters, order): a cursor made for another scope is refused
 * @param after the cursor of the previous page, or null for the first page
 */
public record PageRequest(int limit, String scope, Cursor after) {

    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 200;

    /** A REST page: {@code limit} defaults to 50, at most 200. */
    public static PageRequest of(Integer limit, String cursor, String scope) {
        return of(limit, cursor, scope, DEFAULT_LIMIT, MAX_LIMIT);
    }

    /** A page with its own bounds (MCP tools return fewer rows than REST). */
    public static PageRequest of(Integer limit, String cursor, String scope, int defaultLimit, int maxLimit) {
        int l = limit == null ? defaultLimit : limit;
        if (l < 1 || l > maxLimit) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be between 1 and " + maxLimit + ", got " + l,
                    ApiException.newHint().put("parameter", "limit").put("min", 1).put("max", maxLimit)
                            .put("next_page", "use next_cursor to read on").build());
        }
        Cursor after = cursor == null || cursor.isBlank() ? null : Cursor.decode(cursor, scope);
        return new PageRequest(l, scope, after);
    }
}
