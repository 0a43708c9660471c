package dev.josh.server.budget;

import dev.josh.contracts.api.ApiError;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;
import tools.jackson.databind.json.JsonMapper;

/**
 * The REST routes' answers shaped as the tools' are ({@link AnswerShaper}): {@code verbosity}
 * ({@code full} by default, so a route answers as its contract says), {@code fields} and
 * {@code answer_cursor} on every {@code /v1/} route, and a budget of {@link AnswerBudgets#REST}
 * characters past which an answer is cut with its {@code budget} marker. Errors pass untouched.
 */
@RestControllerAdvice
public class RestAnswerBudget implements ResponseBodyAdvice<Object> {

    private final AnswerShaper shaper;

    public RestAnswerBudget(JsonMapper json) {
        this.shaper = new AnswerShaper(json);
    }

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    public Object beforeBodyWrite(Object body, MethodParameter returnType, MediaType contentType,
                                  Class<? extends HttpMessageConverter<?>> converterType, ServerHttpRequest request,
                                  ServerHttpResponse response) {
        if (body == null || body instanceof ApiError.Envelope || body instanceof CharSequence || body instanceof byte[]
                || !MediaType.APPLICATION_JSON.isCompatibleWith(contentType)
                || !(request instanceof ServletServerHttpRequest servlet)
                || !servlet.getServletRequest().getRequestURI().startsWith("/v1/")) {
            return body;
        }
        HttpServletRequest http = servlet.getServletRequest();
        AnswerRequest shape = AnswerRequest.of(http.getParameter("verbosity"), http.getParameter("fields"),
                http.getParameter("answer_cursor"), Verbosity.FULL);
        return shaper.shape(body, shape, AnswerBudgets.REST, scope(http), "repeat the request");
    }

    /** The request an answer cursor belongs to: its path and parameters but the cursor, in a stable order. */
    private static String scope(HttpServletRequest http) {
        Map<String, String> params = new TreeMap<>();
        http.getParameterMap().forEach((name, values) -> params.put(name, String.join(",", values)));
        params.remove("answer_cursor");
        return http.getRequestURI() + "|" + params;
    }
}
