package dev.josh.server.page;

import dev.josh.server.error.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.ErrorResponse;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

/**
 * What goes wrong on the page is said in the page: the service's message and hint with its 4xx (an
 * unknown source, a malformed date, an id that is not one), the key form for a missing key, and
 * for anything unexpected a 500 page without a trace (the log has it). Ordered before the REST
 * advice, whose JSON envelope is for {@code /v1} only.
 */
@ConditionalOnWebApplication
@ControllerAdvice(assignableTypes = {PageController.class, KeyController.class})
@Order(Ordered.HIGHEST_PRECEDENCE)
public class PageErrors {

    private static final Logger log = LoggerFactory.getLogger(PageErrors.class);

    /** An error as the page shows it. */
    public record Shown(int status, String code, String message, Map<String, Object> hint) {
        static Shown of(ApiException e) {
            return new Shown(e.code().httpStatus(), e.code().code(), e.getMessage(), e.hint());
        }
    }

    @ExceptionHandler(ApiException.class)
    ModelAndView api(ApiException e) {
        return page("page/error", Shown.of(e));
    }

    @ExceptionHandler(PageKeys.KeyRequired.class)
    ModelAndView key(PageKeys.KeyRequired e, HttpServletRequest request) {
        ModelAndView page = page("page/key", new Shown(401, "unauthorized", e.getMessage(), Map.of()));
        page.addObject("next", request.getRequestURI()
                + (request.getQueryString() == null ? "" : "?" + request.getQueryString()));
        return page;
    }

    @ExceptionHandler(Exception.class)
    ModelAndView unexpected(Exception e) {
        if (e instanceof ErrorResponse spring && spring.getStatusCode().is4xxClientError()) {
            // Spring's own request errors (a method the route does not take, a body it cannot read)
            String detail = spring.getBody().getDetail();
            return page("page/error", new Shown(spring.getStatusCode().value(), "invalid_request",
                    detail == null ? "bad request" : detail, Map.of()));
        }
        log.error("unexpected failure on the page", e);
        return page("page/error", new Shown(500, "internal_error", "the server failed to answer; this is a bug",
                Map.of("try", "retry once; if it persists, report it with the address")));
    }

    private static ModelAndView page(String view, Shown error) {
        ModelAndView page = new ModelAndView(view);
        page.addObject("error", error);
        page.setStatus(HttpStatus.valueOf(error.status()));
        return page;
    }
}
