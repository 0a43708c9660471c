package dev.josh.server.web;

import dev.josh.contracts.api.ApiError;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.http.HttpStatus;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tomcat's error report for what never reaches the application (a request line it cannot parse, an
 * HTTP version it does not speak): the error envelope every other answer uses, instead of Tomcat's
 * HTML page with its version in it. Tomcat makes this valve by its class name, so it holds no
 * Spring bean.
 */
public class JsonErrorReportValve extends ErrorReportValve {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        SecurityHeadersFilter.apply(response);
        int status = response.getStatus();
        if (status < 400 || response.isCommitted() || response.getContentWritten() > 0) {
            return;
        }
        if (status == 501) {
            // A method Tomcat does not implement (CONNECT): the client's error, answered as any other unsupported method.
            status = 405;
            response.setStatus(status);
            response.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
        }
        String code = status == 505 ? "http_version_not_supported" : ErrorResponses.codeFor(status);
        HttpStatus known = HttpStatus.resolve(status);
        String message = status == 400 ? "the request line or its headers could not be read"
                : known == null ? "HTTP status " + status : known.getReasonPhrase().toLowerCase(java.util.Locale.ROOT);
        Map<String, Object> hint = status == 505 ? Map.of("fix", "speak HTTP/1.1 or HTTP/2")
                : status == 405 ? Map.of("allowed", java.util.List.of("GET", "HEAD", "POST", "OPTIONS"))
                : Map.of("fix", "send HTTP/1.1 with a percent-encoded target (a space is %20, | is %7C), "
                        + "the request line and headers within 8 KB");
        try {
            response.setContentType("application/json");
            response.setCharacterEncoding(StandardCharsets.UTF_8.name());
            byte[] body = JSON.writeValueAsBytes(new ApiError(code, message, hint).envelope());
            // Framed by its length: after a request line or headers past the bound, Tomcat closes the connection
            // without ending a chunked body, and a strict client (curl) then drops the whole answer.
            response.setContentLength(body.length);
            OutputStream out = response.getOutputStream();
            out.write(body);
            out.flush();
        } catch (IOException | IllegalStateException e) {
            // The connection is gone or the response was taken; nothing more can be said to the client.
        }
    }
}
