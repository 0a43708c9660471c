package dev.josh.server.paging;

/**
 * The paging a caller asked for, before the list it applies to is known: REST pages hold up to
 * 200 rows, MCP tool pages fewer (tool output must stay small).
 */
public record PageParams(Integer limit, String cursor, int defaultLimit, int maxLimit) {

    public static final int TOOL_DEFAULT_LIMIT = 20;
    public static final int TOOL_MAX_LIMIT = 50;

    public static PageParams rest(Integer limit, String cursor) {
        return new PageParams(limit, cursor, PageRequest.DEFAULT_LIMIT, PageRequest.MAX_LIMIT);
    }

    public static PageParams tool(Integer limit, String cursor) {
        return new PageParams(limit, cursor, TOOL_DEFAULT_LIMIT, TOOL_MAX_LIMIT);
    }

    /** The page of the list {@code scope} describes; a cursor of another list is a 400. */
    public PageRequest forScope(String scope) {
        return PageRequest.of(limit, cursor, scope, defaultLimit, maxLimit);
    }
}
