package dev.josh.server.fuzz;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What every answer must satisfy: a body as long as its framing announced (a strict client such as
 * curl fails on less), no 5xx (except 503 with {@code Retry-After} and what
 * docs/query-server.md documents: {@code 503 semantic_unavailable}, {@code 504 timeout} past a
 * time budget, {@code 505 http_version_not_supported} for a request line in another HTTP version),
 * no stack trace, class name, SQL or
 * Tomcat page in the body; REST errors in the JSON envelope; MCP errors as JSON-RPC error objects
 * or tool results with {@code isError}.
 */
public final class FuzzChecks {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** Never in any body: stack frames, class names, serialized exceptions, SQLite's own codes. */
    private static final Pattern ALWAYS = Pattern.compile(
            "\\tat |at (dev|java|org|jdk|sun|com)\\.[\\w$.]+\\(|\\.java:\\d+|dev\\.josh\\.|org\\.springframework"
                    + "|org\\.apache\\.|org\\.sqlite|java\\.(lang|util|io|net|nio|sql)\\.|tools\\.jackson\\.|com\\.fasterxml"
                    + "|io\\.modelcontextprotocol\\.|SQLITE_|\"localizedMessage\"|\"stackTrace\""
                    + "|\"jsonRpcError\"|<html|<!doctype html|Apache Tomcat", Pattern.CASE_INSENSITIVE);
    /** Never in an error's text (records themselves may quote laws that say "exception" or "select"). */
    private static final Pattern IN_ERRORS = Pattern.compile(
            "Exception|SELECT |sqlite|\\bFROM [a-z_]+ WHERE\\b|syntax error|no such (column|table)|fts5");

    private FuzzChecks() {
    }

    /** The first rule {@code answer} breaks, or empty. */
    public static Optional<String> violation(FuzzRequest request, FuzzHttp.Answer answer) {
        int status = answer.status();
        String body = answer.body();
        if (status == -1) {
            return Optional.of("no answer within the read timeout");
        }
        if (status == 0) {
            // Closed without an answer, or an HTTP/0.9-style answer (a body without a status line) to a
            // request line without a version: not a 5xx; its body is still checked for leaks.
            return ALWAYS.matcher(body).find() ? Optional.of("leak: " + excerptOf(ALWAYS, body)) : Optional.empty();
        }
        if (answer.cut() != null) {
            return Optional.of("truncated body: " + answer.cut());
        }
        if ("*".equals(request.target()) && body.isEmpty() && (status == 400 || status == 505)) {
            // Tomcat's connector answers a bad request line whose target is '*' (OPTIONS * HTTPS/1.1) before any
            // host is mapped, so no error valve runs: a bare status with no body. Nothing leaks; left as it is.
            return Optional.empty();
        }
        if (status >= 500) {
            String code = restCode(body);
            // A HEAD answer is its GET's without the body, so its code cannot be read: a 503 or 505 to a HEAD is
            // allowed as its GET twin would be (the generator sends those too, and they are checked in full).
            boolean bodilessHead = "HEAD".equals(request.method()) && body.isEmpty();
            boolean allowed = status == 503 && (answer.header("retry-after") != null
                    || "semantic_unavailable".equals(code) || bodilessHead)
                    || status == 504 && "timeout".equals(code)
                    || status == 505 && ("http_version_not_supported".equals(code) || bodilessHead);
            if (!allowed) {
                return Optional.of(status + " " + (code == null ? "" : code));
            }
        }
        if (ALWAYS.matcher(body).find()) {
            return Optional.of("leak: " + excerptOf(ALWAYS, body));
        }
        if (request.mcp()) {
            return mcp(answer);
        }
        if (status >= 400 && !"HEAD".equals(request.method())) {
            if (IN_ERRORS.matcher(body).find()) {
                return Optional.of("leak in an error: " + excerptOf(IN_ERRORS, body));
            }
            if (restCode(body) == null || !envelope(body)) {
                return Optional.of("error " + status + " not in the JSON envelope {\"error\":{code,message,hint}}");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> mcp(FuzzHttp.Answer answer) {
        String body = answer.body();
        if (body.isBlank()) {
            return Optional.empty(); // 202 to a notification, 405 to a GET without a stream, 204 …
        }
        List<JsonNode> messages;
        try {
            messages = McpFuzz.jsonRpc(body);
        } catch (RuntimeException e) {
            return Optional.of("MCP answer " + answer.status() + " that is not JSON-RPC");
        }
        for (JsonNode m : messages) {
            JsonNode error = m.get("error");
            if (error != null) {
                if (!error.path("code").isIntegralNumber() || !error.path("message").isString()) {
                    // the REST envelope is what the shared filters (Host/Origin, keys) answer before MCP
                    if (error.path("code").isString() && error.has("hint")) {
                        continue;
                    }
                    return Optional.of("MCP error that is not a JSON-RPC error object");
                }
                if (IN_ERRORS.matcher(error.toString()).find()) {
                    return Optional.of("leak in an MCP error: " + excerptOf(IN_ERRORS, error.toString()));
                }
            } else if (m.path("result").path("isError").asBoolean(false)) {
                String text = m.path("result").toString();
                if (IN_ERRORS.matcher(text).find()) {
                    return Optional.of("leak in a tool error: " + excerptOf(IN_ERRORS, text));
                }
            } else if (!m.has("result") && !m.has("method")) {
                return Optional.of("MCP message with neither result nor error");
            }
        }
        if (answer.status() >= 400 && messages.stream().noneMatch(m -> m.has("error"))) {
            return Optional.of("MCP " + answer.status() + " without a JSON-RPC error");
        }
        return Optional.empty();
    }

    /** The envelope's error code, or null when the body is not the envelope. */
    static String restCode(String body) {
        try {
            JsonNode code = JSON.readTree(body).path("error").path("code");
            return code.isString() ? code.asString() : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static boolean envelope(String body) {
        JsonNode error = JSON.readTree(body).path("error");
        return error.path("message").isString() && error.has("hint");
    }

    private static String excerptOf(Pattern p, String body) {
        var m = p.matcher(body);
        if (!m.find()) {
            return "";
        }
        int from = Math.max(0, m.start() - 60);
        int to = Math.min(body.length(), m.end() + 60);
        return "…" + body.substring(from, to).replaceAll("\\s+", " ") + "…";
    }
}
