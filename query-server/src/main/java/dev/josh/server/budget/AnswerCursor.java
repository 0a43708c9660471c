package dev.josh.server.budget;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Cursor;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Where the rest of an answer cut at its budget starts: per field cut, the items or characters
 * already sent. Signed and scoped like a list's {@link Cursor} (it is one, keyed by that map), so it
 * is honoured only by the call that made it: the same tool or route with the same arguments.
 */
final class AnswerCursor {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private AnswerCursor() {
    }

    static String encode(Map<String, Integer> sent, String scope) {
        return new Cursor(JSON.writeValueAsString(sent), 0).encode("answer|" + scope);
    }

    static Map<String, Integer> decode(String token, String scope) {
        try {
            Object key = Cursor.decode(token, "answer|" + scope).key();
            return JSON.readValue((String) key, new TypeReference<LinkedHashMap<String, Integer>>() { });
        } catch (ApiException | ClassCastException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "answer_cursor is not one this call handed out",
                    ApiException.newHint().put("parameter", "answer_cursor")
                            .put("try", "repeat the call that returned it, with the same arguments, adding its "
                                    + "budget.answer_cursor unchanged").build());
        }
    }
}
