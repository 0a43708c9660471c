package dev.josh.contracts.api;

import java.util.Map;

/**
 * The one error envelope of REST and MCP: {@code {"error": {"code", "message", "hint"}}}.
 *
 * @param code    a stable machine code (see {@link ErrorCode})
 * @param message what went wrong, for a person
 * @param hint    what to do instead; free-form keys such as {@code valid_sources}
 */
public record ApiError(String code, String message, Map<String, Object> hint) {

    public ApiError {
        hint = hint == null ? Map.of() : Map.copyOf(hint);
    }

    /** The JSON body, with the error under its top-level key. */
    public record Envelope(ApiError error) {
    }

    public Envelope envelope() {
        return new Envelope(this);
    }
}
