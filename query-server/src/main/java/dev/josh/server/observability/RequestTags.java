package dev.josh.server.observability;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;

/**
 * What a request says about itself for {@code http_server_requests} beyond its route: the search mode
 * and source it ran with, and the code of the error envelope it was answered with. Stored as request
 * attributes by the code that knows them, read by {@link RequestObservationConvention} when the
 * request ends. Every value is from a closed set (modes, source names the planner accepted, error
 * codes), never the client's raw text, so the metric's cardinality stays bounded.
 */
public final class RequestTags {

    static final String MODE = RequestTags.class.getName() + ".mode";
    static final String SOURCE = RequestTags.class.getName() + ".source";
    static final String ERROR_CODE = RequestTags.class.getName() + ".errorCode";
    /** The tag value of a request that is not a search, or answered without an error. */
    static final String NONE = "none";

    private RequestTags() {
    }

    /** The mode a search runs in ({@code lexical}, {@code semantic}, {@code hybrid}) or {@code aggregate}. */
    public static void mode(HttpServletRequest request, String mode) {
        request.setAttribute(MODE, mode);
    }

    /**
     * The sources a search ran over, once the planner accepted them: {@code all} when none was named,
     * the source's name when one was, {@code several} otherwise.
     */
    public static void sources(HttpServletRequest request, List<String> names) {
        request.setAttribute(SOURCE, names.isEmpty() ? "all" : names.size() == 1 ? names.getFirst() : "several");
    }

    /** The {@code code} of the error envelope the request is answered with. */
    public static void error(HttpServletRequest request, String code) {
        request.setAttribute(ERROR_CODE, code);
    }

    /** The same, for code that answers inside Spring MVC without the request at hand (exception handlers). */
    public static void error(String code) {
        RequestAttributes attributes = RequestContextHolder.getRequestAttributes();
        if (attributes != null) {
            attributes.setAttribute(ERROR_CODE, code, RequestAttributes.SCOPE_REQUEST);
        }
    }
}
