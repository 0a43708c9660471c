package dev.josh.contracts.api;

/** Stable error codes, shared by REST responses and MCP tool errors. */
public enum ErrorCode {
    INVALID_PARAMETER(400),
    INVALID_QUERY(400),
    INVALID_ID(400),
    SOURCE_NOT_SEARCHABLE(400),
    SOURCE_NOT_SEARCHABLE_SEMANTICALLY(400),
    UNKNOWN_SOURCE(400),
    NOT_FOUND(404),
    WRONG_RESOURCE(404),
    UNAUTHORIZED(401),
    FORBIDDEN_ORIGIN(403),
    PAYLOAD_TOO_LARGE(413),
    RATE_LIMITED(429),
    SEMANTIC_UNAVAILABLE(503),
    TIMEOUT(504);

    private final int httpStatus;

    ErrorCode(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** The wire form: lower snake case, e.g. {@code source_not_searchable}. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
