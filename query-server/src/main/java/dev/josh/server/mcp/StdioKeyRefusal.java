package dev.josh.server.mcp;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code josh mcp --stdio} without a valid {@code JOSH_API_KEY}: the MCP server is never started, and
 * the first request the client sends ({@code initialize}) is answered with a JSON-RPC error that says
 * what is wrong and what to do, which a client shows where a closed pipe would only say "Connection
 * closed". Nothing else reaches standard output.
 */
public final class StdioKeyRefusal {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private StdioKeyRefusal() {
    }

    /** What is wrong with {@code key} (the value of {@code JOSH_API_KEY}, null when unset) and what to do. */
    public static ApiError of(String key) {
        String problem = key == null || key.isBlank() ? "JOSH_API_KEY is not set"
                : "JOSH_API_KEY is not a valid key (unknown or revoked)";
        return new ApiError(ErrorCode.UNAUTHORIZED.code(), "josh mcp: " + problem + ". Set it in the client's "
                + "configuration (env) to a key from 'josh keys create --name NAME', or set JOSH_AUTH=disabled for "
                + "a local, trusted client.", Map.of("env", "JOSH_API_KEY", "create_key",
                "./josh keys create --name NAME", "local_without_keys", "JOSH_AUTH=disabled"));
    }

    /**
     * Reads messages until the first request (one with an {@code id}) or until {@code wait} passes, and
     * answers that request with the refusal; notifications and lines that are not JSON get no answer.
     *
     * @return whether a request was answered
     */
    public static boolean answerFirstRequest(InputStream in, PrintStream out, ApiError refusal, Duration wait) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        CompletableFuture<JsonNode> request = CompletableFuture.supplyAsync(() -> firstRequest(reader),
                command -> Thread.ofPlatform().daemon().start(command));
        JsonNode id;
        try {
            id = request.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        if (id == null) {
            return false;
        }
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", ErrorCodes.INVALID_REQUEST);
        error.put("message", refusal.message());
        error.put("data", McpErrors.envelope(refusal));
        Map<String, Object> response = new LinkedHashMap<>();
        response.put("jsonrpc", "2.0");
        response.put("id", id);
        response.put("error", error);
        out.println(JSON.writeValueAsString(response));
        out.flush();
        return true;
    }

    /** The id of the first request on {@code reader}, or null when the input ends before one. */
    private static JsonNode firstRequest(BufferedReader reader) {
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                JsonNode message;
                try {
                    message = JSON.readTree(line);
                } catch (RuntimeException notJson) {
                    continue;
                }
                if (message.isObject() && message.hasNonNull("id") && message.has("method")) {
                    return message.get("id");
                }
            }
        } catch (IOException e) {
            // the client went away; nothing to answer
        }
        return null;
    }
}
