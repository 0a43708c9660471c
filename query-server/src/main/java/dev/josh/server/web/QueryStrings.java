package dev.josh.server.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** A query string read without a servlet request: the rate cost of a request, the REST request in an error's hint. */
public final class QueryStrings {

    private QueryStrings() {
    }

    /**
     * The parameters of {@code queryString}, first value of each, decoded leniently: a pair whose escape
     * is malformed is left out, since this also runs before {@code QueryParameterFilter} refuses what is
     * malformed, and must not read a form body.
     */
    public static Map<String, String> firstValues(String queryString) {
        Map<String, String> params = new HashMap<>();
        if (queryString == null || queryString.isEmpty()) {
            return params;
        }
        for (String pair : queryString.split("&")) {
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            if (name != null && value != null) {
                params.putIfAbsent(name, value);
            }
        }
        return params;
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
