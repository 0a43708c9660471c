package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A validated search: REST and MCP both build it with {@link #of}, so both reject the same input
 * with the same error.
 *
 * @param sources source names asked for; empty means every searchable source (or the filtered
 *                document's source)
 * @param filter  pre-filters on the documents that may be returned
 */
public record SearchRequest(String query, SearchMode mode, List<String> sources, int limit, int offset,
                            SearchFilter filter) {

    public SearchRequest {
        sources = List.copyOf(sources);
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
        if (query.length() > properties.maxQueryChars()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the query is " + query.length()
                    + " characters long; at most " + properties.maxQueryChars() + " are accepted",
                    ApiException.newHint().put("parameter", "q").put("max_chars", properties.maxQueryChars()).build());
        }
        int l = limit == null ? properties.defaultLimit() : limit;
        if (l < 1 || l > properties.maxLimit()) {
            throw outOfRange("limit", l, 1, properties.maxLimit());
        }
        int o = offset == null ? 0 : offset;
        if (o < 0 || o > properties.maxOffset()) {
            throw outOfRange("offset", o, 0, properties.maxOffset());
        }
        return new SearchRequest(query.strip(), SearchMode.parse(mode), sourcesFor(parseSources(sources), filter), l, o,
                filter);
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

    private static List<String> parseSources(String sources) {
        if (sources == null || sources.isBlank()) {
            return List.of();
        }
        return List.copyOf(new LinkedHashSet<>(Arrays.stream(sources.split(","))
                .map(s -> s.strip().toLowerCase(Locale.ROOT))
                .filter(s -> !s.isEmpty())
                .map(SearchRequest::sourceName)
                .toList()));
    }

    /**
     * Short forms of source names: the prefix their ids carry ({@code fr} for federal-register,
     * {@code usc}, {@code cfr}, {@code crs}, {@code crec}, {@code pl} …), read off each id type's
     * example, so the alias an agent has already seen in every id needs no second table of names.
     */
    public static final Map<String, String> SHORT_FORMS = shortForms();

    private static Map<String, String> shortForms() {
        Map<String, String> out = new TreeMap<>();
        for (IdType type : IdType.values()) {
            int colon = type.example().indexOf(':');
            if (colon > 0) {
                out.putIfAbsent(type.example().substring(0, colon), type.resource());
            }
        }
        return Collections.unmodifiableMap(out);
    }

    static String sourceName(String nameOrShortForm) {
        return SHORT_FORMS.getOrDefault(nameOrShortForm, nameOrShortForm);
    }

    private static ApiException outOfRange(String parameter, int value, int min, int max) {
        return new ApiException(ErrorCode.INVALID_PARAMETER,
                parameter + " must be between " + min + " and " + max + ", got " + value,
                ApiException.newHint().put("parameter", parameter).put("min", min).put("max", max).build());
    }
}
