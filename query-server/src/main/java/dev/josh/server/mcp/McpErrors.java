package dev.josh.server.mcp;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Protocol errors for the requests that are not tool calls (resources/read, prompts/get): a tool
 * answers a bad call with a result marked {@code isError}, but these methods have no such result, so
 * a failure is a JSON-RPC error whose {@code data} carries the REST error envelope ({@code error}:
 * code, message, hint), the same words REST and the tools use.
 */
public final class McpErrors {

    private McpErrors() {
    }

    /**
     * A resource that cannot be read: an unknown or malformed id is "resource not found" (-32002, as the
     * specification asks), a bad query parameter is invalid params (-32602), anything else an internal
     * error (-32603) with the same envelope.
     */
    public static McpError resource(String uri, ApiException e) {
        ErrorCode code = e.code();
        int rpc = switch (code) {
            case NOT_FOUND, INVALID_ID, WRONG_RESOURCE -> ErrorCodes.RESOURCE_NOT_FOUND;
            case INVALID_PARAMETER -> ErrorCodes.INVALID_PARAMS;
            default -> ErrorCodes.INTERNAL_ERROR;
        };
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("uri", uri);
        data.putAll(envelope(e.toApiError()));
        return McpError.builder(rpc).message(e.getMessage()).data(data).build();
    }

    /** A prompt asked for with a missing or malformed argument, or a record that is not loaded: invalid params. */
    static McpError prompt(ApiException e) {
        return McpError.builder(ErrorCodes.INVALID_PARAMS).message(e.getMessage()).data(envelope(e.toApiError()))
                .build();
    }

    /**
     * A call of a tool whose toolset the connection has not turned on: invalid params, naming the toolset and
     * how to turn it on.
     */
    static McpError toolsetOff(String tool, Toolset toolset) {
        String name = toolset.wire();
        ApiException e = new ApiException(ErrorCode.INVALID_PARAMETER, "tool " + tool + " is in the toolset " + name
                + ", which this connection has not turned on", ApiException.newHint().put("toolset", name)
                .put("enable", "connect to /mcp?" + Toolset.PARAMETER + "=" + name + " (or send the header "
                        + Toolset.HEADER + ": " + name + "; over stdio set " + Toolset.ENVIRONMENT + "=" + name + ")")
                .build());
        return McpError.builder(ErrorCodes.INVALID_PARAMS).message(e.getMessage()).data(envelope(e.toApiError()))
                .build();
    }

    /** A bug: the message says so and nothing of the exception leaks. */
    public static McpError internal() {
        return McpError.builder(ErrorCodes.INTERNAL_ERROR).message("the server failed to answer; this is a bug")
                .data(envelope(new ApiError("internal_error", "the server failed to answer; this is a bug",
                        Map.of("try", "retry once; if it persists, report it with the request"))))
                .build();
    }

    /**
     * {@code {"error": {"code", "message", "hint"}}} as plain maps, whatever mapper writes the JSON-RPC answer;
     * the hint's REST requests as tool calls ({@link McpHints}).
     */
    static Map<String, Object> envelope(ApiError restError) {
        ApiError error = McpHints.forTools(restError);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", error.code());
        body.put("message", error.message());
        body.put("hint", error.hint());
        return Map.of("error", body);
    }
}
