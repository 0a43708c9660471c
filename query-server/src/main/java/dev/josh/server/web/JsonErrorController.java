package dev.josh.server.web;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.http.ResponseEntity;

/**
 * Errors that never reach a controller (the servlet container rejects the request, a filter
 * fails) are forwarded to {@code /error}; they get the same envelope as everything else instead
 * of Boot's default body.
 */
@RestController
public class JsonErrorController implements ErrorController {

    @RequestMapping("/error")
    ResponseEntity<ApiError.Envelope> error(HttpServletRequest request) {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        if (code == null) {
            // Asked for directly, not forwarded after an error: /error is no route of the API.
            return ErrorResponses.of(ErrorCode.NOT_FOUND, "no route /error", Map.of("routes", ErrorResponses.ROUTES));
        }
        int status = code instanceof Integer i && i >= 400 ? i : 500;
        String message = status >= 500 ? "the server failed to answer" : "the request could not be handled";
        return ErrorResponses.of(status, ErrorResponses.codeFor(status), message,
                Map.of("routes", ErrorResponses.ROUTES));
    }
}
