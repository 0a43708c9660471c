package dev.josh.server.mcp;

import dev.josh.contracts.api.ApiError;
import dev.josh.server.web.QueryStrings;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hints of an error as an MCP client can follow them: the services write the REST request that
 * helps ({@code "search": "/v1/search?q=hr%3A117%3A9999&source=bills"}), which a client holding only
 * the tools cannot send; here each such request becomes the tool call that does the same
 * ({@code {"tool": "search", "arguments": {"query": "hr:117:9999", "source": "bills"}}}). A path no
 * tool answers is left as it is.
 */
final class McpHints {

    /** A REST request in a hint: an optional method, the path, its query, then words that say why. */
    private static final Pattern REQUEST = Pattern.compile("^(?:GET )?(/v1/[^?\\s]*)(?:\\?(\\S*))?(?:\\s+(.+))?$");
    private static final Pattern BILL_TEXT = Pattern.compile("/v1/bills/([^/]+)/text");
    private static final Pattern FETCH = Pattern.compile("/v1/fetch/([^/]+)");
    private static final Pattern CONTEXT = Pattern.compile("/v1/context/([^/]+)");
    private static final Pattern RECORD = Pattern.compile("/v1/[a-z-]+/([^/]+)");
    private static final Pattern NAME_LOOKUP = Pattern.compile("/v1/(legislators|committees)");

    private McpHints() {
    }

    static ApiError forTools(ApiError error) {
        if (error.hint() == null || error.hint().isEmpty()) {
            return error;
        }
        Map<String, Object> hint = new LinkedHashMap<>();
        error.hint().forEach((key, value) -> hint.put(key, value instanceof String s ? toolCall(s) : value));
        return new ApiError(error.code(), error.message(), hint);
    }

    /** The tool call that does what {@code text} asks of REST, or {@code text} itself. */
    static Object toolCall(String text) {
        Matcher request = REQUEST.matcher(text);
        if (!request.matches()) {
            return text;
        }
        String path = request.group(1);
        Map<String, String> query = QueryStrings.firstValues(request.group(2));
        Map<String, Object> arguments = new LinkedHashMap<>();
        String tool;
        Matcher m;
        if (path.equals("/v1/search") && query.containsKey("q")) {
            tool = "search";
            arguments.put("query", query.get("q"));
            if (query.containsKey("source")) {
                arguments.put("source", query.get("source"));
            }
        } else if ((m = BILL_TEXT.matcher(path)).matches()) {
            tool = "get_bill_text";
            arguments.put("bill_id", m.group(1));
        } else if ((m = FETCH.matcher(path)).matches() && !m.group(1).equals("{id}")) {
            tool = "fetch";
            arguments.put("id", m.group(1));
        } else if ((m = CONTEXT.matcher(path)).matches()) {
            tool = "context";
            arguments.put("id", m.group(1));
        } else if ((m = NAME_LOOKUP.matcher(path)).matches() && query.containsKey("q")) {
            tool = "resolve_entity";
            arguments.put("type", m.group(1).equals("legislators") ? "legislator" : "committee");
            arguments.put("name", query.get("q"));
        } else if ((m = RECORD.matcher(path)).matches() && !m.group(1).startsWith("{")) {
            tool = "fetch";
            arguments.put("id", m.group(1));
        } else {
            return text;
        }
        Map<String, Object> call = new LinkedHashMap<>();
        call.put("tool", tool);
        call.put("arguments", arguments);
        if (request.group(3) != null) {
            call.put("why", request.group(3));
        }
        return call;
    }
}
