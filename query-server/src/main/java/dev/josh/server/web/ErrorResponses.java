package dev.josh.server.web;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.observability.RequestTags;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * Builds the one error envelope for statuses that have no {@link ErrorCode} of their own (HTTP
 * protocol errors the contracts do not name): their codes are the snake-case reason phrase.
 */
final class ErrorResponses {

    static final String INTERNAL_ERROR = "internal_error";
    static final List<String> ROUTES = List.of(
            "GET /v1/search?q=&mode=lexical|semantic|hybrid&source=&limit=&offset=",
            "GET /v1/fetch/{id}",
            "GET /v1/{resource}/{id}",
            "GET /v1/{resource}?<filters>&limit=&cursor=",
            "GET /v1/{resource}?<filters>&aggregate=count|sum&group_by=&top=&sum_field=",
            "GET /v1/roll-call-votes/{id}?position=&party=&state=",
            "GET /v1/bills/{id}/cosponsors|actions|text|related",
            "GET /v1/legislators/{id}/votes|bills",
            "GET /v1/committees/{id}/members?congress=",
            "GET /v1/legislators?q=",
            "GET /v1/committees?q=",
            "GET /v1/lda-filings/registrants?q=, /v1/lda-filings/clients?q=",
            "GET /v1/status",
            "POST /mcp (MCP Streamable HTTP)");

    private ErrorResponses() {
    }

    static ResponseEntity<ApiError.Envelope> of(int status, String code, String message, Map<String, Object> hint) {
        RequestTags.error(code);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON)
                .body(new ApiError(code, message, hint).envelope());
    }

    static ResponseEntity<ApiError.Envelope> of(ErrorCode code, String message, Map<String, Object> hint) {
        return of(code.httpStatus(), code.code(), message, hint);
    }

    /** The code for a bare HTTP status: not_found, internal_error, else the reason phrase in snake case. */
    static String codeFor(int status) {
        if (status == ErrorCode.NOT_FOUND.httpStatus()) {
            return ErrorCode.NOT_FOUND.code();
        }
        HttpStatus known = HttpStatus.resolve(status);
        if (known == null) {
            return status >= 500 ? INTERNAL_ERROR : "bad_request";
        }
        return known.is5xxServerError() ? INTERNAL_ERROR : known.name().toLowerCase(Locale.ROOT);
    }
}
