package dev.josh.server.web;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.List;
import java.util.Map;
import org.apache.catalina.connector.ClientAbortException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.async.AsyncRequestNotUsableException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * Every failure of a REST route leaves as {@code {"error": {code, message, hint}}}: the services'
 * own errors with their codes, Spring's request errors as 4xx, and anything unexpected as a 500
 * whose body carries no stack trace (the log does).
 */
@RestControllerAdvice
public class ApiErrorAdvice {

    private static final Logger log = LoggerFactory.getLogger(ApiErrorAdvice.class);

    @ExceptionHandler(ApiException.class)
    ResponseEntity<ApiError.Envelope> api(ApiException e) {
        return ErrorResponses.of(e.code(), e.getMessage(), e.hint());
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<ApiError.Envelope> typeMismatch(MethodArgumentTypeMismatchException e) {
        String expected = e.getRequiredType() == null ? "another type" : e.getRequiredType().getSimpleName();
        return ErrorResponses.of(ErrorCode.INVALID_PARAMETER,
                e.getName() + " must be " + (expected.equals("Integer") ? "an integer" : "of type " + expected)
                        + ", got '" + e.getValue() + "'",
                Map.of("parameter", e.getName()));
    }

    @ExceptionHandler(MissingServletRequestParameterException.class)
    ResponseEntity<ApiError.Envelope> missing(MissingServletRequestParameterException e) {
        return ErrorResponses.of(ErrorCode.INVALID_PARAMETER, "the parameter " + e.getParameterName() + " is missing",
                Map.of("parameter", e.getParameterName()));
    }

    @ExceptionHandler({NoHandlerFoundException.class, NoResourceFoundException.class})
    ResponseEntity<ApiError.Envelope> noRoute(Exception e) {
        return ErrorResponses.of(ErrorCode.NOT_FOUND, "no such route", Map.of("routes", ErrorResponses.ROUTES));
    }

    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ResponseEntity<ApiError.Envelope> method(HttpRequestMethodNotSupportedException e) {
        return ErrorResponses.of(405, ErrorResponses.codeFor(405), "method " + e.getMethod() + " is not supported here",
                Map.of("allowed", e.getSupportedMethods() == null ? List.of() : List.of(e.getSupportedMethods())));
    }

    /** A body that is missing or is not the JSON the route reads (POST /v1/citations): the client's error. */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<ApiError.Envelope> unreadable(HttpMessageNotReadableException e) {
        return ErrorResponses.of(400, "invalid_body", "the request body is missing or is not the JSON this route reads",
                Map.of("fix", "send Content-Type: application/json with a body such as {\"text\": \"42 U.S.C. 7521\"}"));
    }

    /**
     * The client closed the connection before the answer was written: nothing to answer and nothing
     * wrong with the server, so a debug line rather than an error with a stack trace.
     */
    @ExceptionHandler({AsyncRequestNotUsableException.class, ClientAbortException.class})
    void clientGone(Exception e) {
        log.debug("the client went away before its answer was written: {}", e.getMessage());
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<ApiError.Envelope> unexpected(Exception e) {
        if (e instanceof ErrorResponse spring && spring.getStatusCode().is4xxClientError()) {
            int status = spring.getStatusCode().value();
            String detail = spring.getBody().getDetail();
            return ErrorResponses.of(status, ErrorResponses.codeFor(status), detail == null ? "bad request" : detail,
                    Map.of());
        }
        log.error("unexpected failure", e);
        return ErrorResponses.of(500, ErrorResponses.INTERNAL_ERROR, "the server failed to answer; this is a bug",
                Map.of("try", "retry once; if it persists, report it with the request"));
    }
}
