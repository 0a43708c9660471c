package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one place a REST request's query string is checked before any handler runs: every parameter
 * has a name, is given once, is valid percent-encoding of UTF-8 and is of a bounded length. The
 * servlet container would otherwise fail deep inside a handler (a lone {@code %}, bytes that are not
 * UTF-8) and the client would see a 500; here it gets a 400 that says which parameter and why.
 */
public final class QueryParameterFilter extends OncePerRequestFilter {

    /** Longer than any query, id, date or cursor the API takes; a bound on what one request can make the server hold. */
    static final int MAX_VALUE_LENGTH = 4096;
    static final int MAX_PARAMETERS = 64;
    /** Methods some route or the servlet answers itself (405 with Allow where a route does not take them). */
    static final Set<String> KNOWN_METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE");

    private final JsonMapper json;

    public QueryParameterFilter(JsonMapper json) {
        this.json = json;
    }

    /** What is wrong with a query string, and how to fix it. */
    record Problem(String message, String fix) { }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!KNOWN_METHODS.contains(request.getMethod())) {
            // The servlet would answer 501 for a method it does not implement (CONNECT, PROPFIND…): the client's error.
            response.setStatus(405);
            response.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
            response.setContentType("application/json");
            response.setCharacterEncoding("UTF-8");
            json.writeValue(response.getOutputStream(), ErrorResponses.of(405, ErrorResponses.codeFor(405),
                    "method " + request.getMethod() + " is not supported here",
                    Map.of("allowed", List.of("GET", "HEAD", "POST", "OPTIONS"))).getBody());
            return;
        }
        Optional<Problem> problem = check(request.getQueryString());
        if (problem.isPresent()) {
            response.setStatus(ErrorCode.INVALID_PARAMETER.httpStatus());
            response.setContentType("application/json");
            response.setCharacterEncoding("UTF-8");
            json.writeValue(response.getOutputStream(), ErrorResponses.of(ErrorCode.INVALID_PARAMETER,
                    problem.get().message(), Map.of("fix", problem.get().fix())).getBody());
            return;
        }
        chain.doFilter(request, response);
    }

    /** The first problem of a raw (still percent-encoded) query string, if any. */
    static Optional<Problem> check(String raw) {
        if (raw == null || raw.isEmpty()) {
            return Optional.empty();
        }
        String[] pairs = raw.split("&", -1);
        if (pairs.length > MAX_PARAMETERS) {
            return Optional.of(new Problem(pairs.length + " parameters", "send at most " + MAX_PARAMETERS));
        }
        Set<String> seen = new HashSet<>();
        int position = 0;
        for (String pair : pairs) {
            position++;
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            Optional<String> name = decode(equals < 0 ? pair : pair.substring(0, equals));
            if (name.isEmpty()) {
                return Optional.of(new Problem("parameter " + position + " has a name that is not percent-encoded UTF-8",
                        "encode each byte that is not a letter or digit as %XX of its UTF-8 bytes"));
            }
            if (name.get().isBlank()) {
                return Optional.of(new Problem("parameter " + position + " has no name", "send name=value pairs joined by &"));
            }
            Optional<String> value = decode(equals < 0 ? "" : pair.substring(equals + 1));
            if (value.isEmpty()) {
                return Optional.of(new Problem("parameter '" + name.get() + "' is not percent-encoded UTF-8 ('%' must be "
                        + "followed by two hex digits, and the bytes must be UTF-8)",
                        "encode a literal % as %25 and each non-ASCII character as the %XX of its UTF-8 bytes"));
            }
            if (value.get().length() > MAX_VALUE_LENGTH) {
                return Optional.of(new Problem("parameter '" + name.get() + "' is " + value.get().length() + " characters long",
                        "send at most " + MAX_VALUE_LENGTH + " characters"));
            }
            if (!seen.add(name.get())) {
                return Optional.of(new Problem("parameter '" + name.get() + "' is given more than once",
                        "give each parameter once"));
            }
        }
        return Optional.empty();
    }

    /** {@code application/x-www-form-urlencoded} decoding that refuses what it cannot decode instead of guessing. */
    static Optional<String> decode(String encoded) {
        byte[] bytes = new byte[encoded.length()];
        int n = 0;
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == '%') {
                if (i + 2 >= encoded.length()) {
                    return Optional.empty();
                }
                int hi = Character.digit(encoded.charAt(i + 1), 16);
                int lo = Character.digit(encoded.charAt(i + 2), 16);
                if (hi < 0 || lo < 0) {
                    return Optional.empty();
                }
                bytes[n++] = (byte) (hi * 16 + lo);
                i += 2;
            } else if (c > 0x7f) {
                return Optional.empty();
            } else {
                bytes[n++] = (byte) (c == '+' ? ' ' : c);
            }
        }
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, n)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
