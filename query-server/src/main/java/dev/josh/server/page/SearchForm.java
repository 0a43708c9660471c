package dev.josh.server.page;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.DocumentField;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The search form as a person submitted it: every value as typed, so the page can show it back
 * beside an error, and one field filter chosen from a list ({@code field} and {@code value}).
 *
 * @param page 1-based; each page holds {@link #PAGE_SIZE} documents
 */
public record SearchForm(String q, String mode, String source, String since, String until, String field, String value,
                         int page) {

    static final int PAGE_SIZE = 10;
    /** Past this the search's own offset bound answers first; the page stays well inside it. */
    static final int MAX_PAGE = 100;

    /** The form's values from the query string; a page number that is not one is a 400 on the page. */
    static SearchForm of(Map<String, String> params) {
        String page = blankToNull(params.get("page"));
        int p = 1;
        if (page != null) {
            try {
                p = Integer.parseInt(page.strip());
            } catch (NumberFormatException e) {
                p = 0;
            }
            if (p < 1 || p > MAX_PAGE) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "page must be a number from 1 to " + MAX_PAGE
                        + ", got '" + page + "'");
            }
        }
        return new SearchForm(blankToNull(params.get("q")), blankToNull(params.get("mode")),
                blankToNull(params.get("source")), blankToNull(params.get("since")), blankToNull(params.get("until")),
                blankToNull(params.get("field")), blankToNull(params.get("value")), p);
    }

    /** Whether anything was asked: the bare page shows the empty form. */
    boolean asked() {
        return q != null;
    }

    /** The request the REST route would build from the same values; a bad value is the same ApiException. */
    SearchRequest request(SearchProperties properties) {
        Map<DocumentField, String> fields = Map.of();
        if (field != null && value != null) {
            DocumentField f = DocumentField.byParameter(field).orElseThrow(() -> new ApiException(
                    ErrorCode.INVALID_PARAMETER, "there is no field filter '" + field + "'",
                    ApiException.newHint().put("fields", DocumentField.parameters()).build()));
            fields = Map.of(f, value);
        }
        return SearchRequest.of(q, mode, source, PAGE_SIZE, (page - 1) * PAGE_SIZE,
                SearchFilter.parse(since, until, null, fields), properties);
    }

    /** The address of another page of the same search, encoded as the form itself sends it. */
    public String pageLink(int other) {
        StringJoiner query = new StringJoiner("&", "/?", "");
        add(query, "q", q);
        add(query, "mode", mode);
        add(query, "source", source);
        add(query, "since", since);
        add(query, "until", until);
        add(query, "field", field);
        add(query, "value", value);
        add(query, "page", other > 1 ? String.valueOf(other) : null);
        return query.toString();
    }

    private static void add(StringJoiner query, String name, String v) {
        if (v != null) {
            query.add(name + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
