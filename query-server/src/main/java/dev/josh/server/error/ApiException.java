package dev.josh.server.error;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request that cannot be answered, said in the shared error vocabulary. Services throw it;
 * REST turns it into {@code {"error": ...}} with the code's HTTP status, MCP into a tool result
 * with {@code isError=true}. Neither layer has to know why it was thrown.
 */
public class ApiException extends RuntimeException {

    private final ErrorCode code;
    private final Map<String, Object> hint;

    public ApiException(ErrorCode code, String message, Map<String, Object> hint) {
        super(message);
        this.code = code;
        this.hint = hint == null ? Map.of() : Map.copyOf(hint);
    }

    public ApiException(ErrorCode code, String message) {
        this(code, message, Map.of());
    }

    public ErrorCode code() {
        return code;
    }

    public Map<String, Object> hint() {
        return hint;
    }

    public ApiError toApiError() {
        return new ApiError(code.code(), getMessage(), hint);
    }

    /** An insertion-ordered hint builder that drops null values (ApiError rejects them). */
    public static Hint newHint() {
        return new Hint();
    }

    public static final class Hint {
        private final Map<String, Object> entries = new LinkedHashMap<>();

        public Hint put(String key, Object value) {
            if (value != null) {
                entries.put(key, value);
            }
            return this;
        }

        public Map<String, Object> build() {
            return entries;
        }
    }
}
