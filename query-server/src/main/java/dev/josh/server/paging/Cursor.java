package dev.josh.server.paging;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Where a page of a keyset-ordered list ended: the last row's sort key and tie-breaker. On the
 * wire it is opaque: base64url of {@code [query, key, tie, check]}, where {@code query} is a digest
 * of the resource and filters it was made for and {@code check} a digest of the rest, so a cursor
 * that was edited, truncated or carried to another query is refused with a 400 instead of
 * silently paging something else. Keys are column values, so a cursor survives writes: rows added
 * before it do not shift the next page.
 *
 * @param key the sort column's value in the last row (a string or a number)
 * @param tie the tie-breaker's value in the last row (unique within the list)
 */
public record Cursor(Object key, Object tie) {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HexFormat HEX = HexFormat.of();

    /** The token for this position in the list that {@code scope} describes. */
    public String encode(String scope) {
        String query = digest("scope|" + scope);
        String body = JSON.writeValueAsString(List.of(query, key, tie));
        String payload = JSON.writeValueAsString(List.of(query, key, tie, digest("cursor|" + body)));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(payload.getBytes(StandardCharsets.UTF_8));
    }

    /** The position a token names, or a 400 saying the token is not one this query handed out. */
    public static Cursor decode(String token, String scope) {
        List<?> parts;
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(token.strip());
            parts = JSON.readValue(bytes, List.class);
        } catch (IllegalArgumentException | JacksonException e) {
            throw invalid("the cursor is not one this server handed out");
        }
        if (parts == null || parts.size() != 4 || !(parts.get(0) instanceof String query) || !(parts.get(3) instanceof String check)
                || !validValue(parts.get(1)) || !validValue(parts.get(2))) {
            throw invalid("the cursor is not one this server handed out");
        }
        String body = JSON.writeValueAsString(parts.subList(0, 3));
        if (!check.equals(digest("cursor|" + body))) {
            throw invalid("the cursor was altered");
        }
        if (!query.equals(digest("scope|" + scope))) {
            throw invalid("the cursor belongs to another list (another resource, other filters or another order)");
        }
        return new Cursor(parts.get(1), parts.get(2));
    }

    private static boolean validValue(Object value) {
        return value instanceof String || value instanceof Number;
    }

    private static ApiException invalid(String message) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, message,
                ApiException.newHint()
                        .put("parameter", "cursor")
                        .put("try", "pass next_cursor from the previous page unchanged, with the same filters; "
                                + "leave cursor out to start from the first page")
                        .build());
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HEX.formatHex(hash, 0, 9);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
