package dev.josh.server.web;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.observability.RequestTags;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * An error answered by a filter, before any handler runs: the error envelope on REST, and on
 * {@code /mcp} a JSON-RPC error object ({@code code -32600}, the envelope's code and hint in
 * {@code data}), as {@code HostOriginFilter} answers.
 */
public final class FilterErrors {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private FilterErrors() {
    }

    public static void write(HttpServletRequest request, HttpServletResponse response, ErrorCode code, String message,
                             Map<String, Object> hint) throws IOException {
        RequestTags.error(request, code.code());
        response.setStatus(code.httpStatus());
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        String path = request.getRequestURI();
        if (path != null && (path.equals("/mcp") || path.startsWith("/mcp/"))) {
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("error_code", code.code());
            data.put("hint", hint);
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("code", -32600);
            error.put("message", message);
            error.put("data", data);
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("jsonrpc", "2.0");
            body.put("id", null);
            body.put("error", error);
            JSON.writeValue(response.getOutputStream(), body);
        } else {
            JSON.writeValue(response.getOutputStream(), new ApiError(code.code(), message, hint).envelope());
        }
    }
}
