package dev.josh.server.auth;

import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SourceNames;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a request costs in rate units, by what it does (the civic ADR's rule: a search over five sources
 * counts as five queries, so one wide request is never cheaper than the narrow ones it stands for). Every
 * REST route declares one ({@link RateCost} on its handler method) and every MCP tool one (its
 * {@code ToolDefinition}); {@link RequestCost} reads the declaration. A key's {@code rate_per_minute} is
 * units a minute ({@link RateLimiter}).
 *
 * <p>"Sources searched" are the distinct names in {@code source}, or every searchable source when it is
 * left out. A request is priced before it is checked, from what it asks for: a malformed one costs what it
 * would have cost.
 */
public enum Cost {

    /** A record, a join, a name lookup, status, explore: 1. */
    LOOKUP,
    /** A list: 1, or 2 with {@code aggregate} (counts and sums by group). */
    LIST,
    /** An aggregation ({@code aggregate_records}): 2. */
    AGGREGATE,
    /** Search in the mode asked ({@code mode}), hybrid by default, or a trend with {@code aggregate}. */
    SEARCH,
    /** One leg of search (lexical or semantic): 1 + sources searched. */
    ONE_LEG_SEARCH,
    /** Matching documents per period: 1 + sources searched. */
    TREND,
    /** Changes since a time, what is due: 3. */
    CHANGES,
    /** A citation check: 3. */
    CITATIONS,
    /** Documents like one: 5. */
    SIMILAR,
    /** A text diff: 5. */
    DIFF,
    /** A context dossier by {@code depth}: 3 minimal, 5 standard (the default), 10 deep. */
    CONTEXT;

    private static final Map<String, Integer> CONTEXT_UNITS = Map.of("minimal", 3, "standard", 5, "deep", 10);
    private static final String DEFAULT_DEPTH = "standard";

    /**
     * The units of one request with these arguments (a REST query string's first values; an MCP call's
     * string arguments, a list of sources joined by commas).
     *
     * @param searchable how many sources a search without {@code source} searches now
     */
    public int units(Map<String, String> args, int searchable) {
        return switch (this) {
            case LOOKUP -> RequestCost.LOOKUP;
            case LIST -> args.containsKey("aggregate") ? 2 : 1;
            case AGGREGATE -> 2;
            case SEARCH -> args.containsKey("aggregate") ? 1 + sources(args, searchable)
                    : 1 + legs(args.get("mode")) * sources(args, searchable);
            case ONE_LEG_SEARCH, TREND -> 1 + sources(args, searchable);
            case CHANGES, CITATIONS -> 3;
            case SIMILAR, DIFF -> 5;
            case CONTEXT -> context(args.get("depth"));
        };
    }

    /** The legs of the mode asked ({@link SearchMode#read}, as the search reads it): hybrid, the default, two. */
    private static int legs(String mode) {
        return SearchMode.read(mode).orElse(SearchMode.HYBRID).legs();
    }

    private static int context(String depth) {
        String d = depth == null || depth.isBlank() ? DEFAULT_DEPTH : depth.strip().toLowerCase(Locale.ROOT);
        return CONTEXT_UNITS.getOrDefault(d, CONTEXT_UNITS.get(DEFAULT_DEPTH));
    }

    /** The distinct sources in {@code source} ({@link SourceNames}: a short form and its full name are one), at most every searchable one; all when none. */
    private static int sources(Map<String, String> args, int searchable) {
        int all = Math.max(1, searchable);
        List<String> names = SourceNames.parse(args.get("source"));
        return names.isEmpty() ? all : Math.min(names.size(), all);
    }
}
