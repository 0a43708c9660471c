package dev.josh.server.mcp;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.budget.AnswerBudgets;
import dev.josh.server.budget.AnswerRequest;
import dev.josh.server.budget.AnswerShaper;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.PageParams;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * What every tool does around its service call: refuse arguments the tool does not declare, read
 * typed arguments (a wrong type is the same {@code invalid_parameter} REST answers), shape the service's value
 * to the tool's answer budget ({@code verbosity}, {@code fields}, {@code answer_cursor}: {@link AnswerShaper}) and
 * return it as JSON text, and turn a failure into a tool result with {@code isError=true} carrying the REST error
 * envelope, never a protocol error. The JSON is sent once, as text: no tool declares an output schema, so
 * structured content is optional (MCP 2025-06-18, "Structured Content"), and sending it too doubled every answer.
 */
@Component
public class ToolSupport {

    private static final Logger log = LoggerFactory.getLogger(ToolSupport.class);

    private final JsonMapper json;
    private final AnswerShaper shaper;

    public ToolSupport(JsonMapper json) {
        this.json = json;
        this.shaper = new AnswerShaper(json);
    }

    /**
     * Read-only and closed-world: every Josh tool reads the database and nothing else. Nothing more: the
     * destructive and idempotent hints mean something only for a tool that writes, and the tool's own title
     * names it; each would cost every {@code tools/list} its bytes again.
     */
    public static ToolAnnotations readOnly() {
        return ToolAnnotations.builder().readOnlyHint(true).openWorldHint(false).build();
    }

    public CallToolResult call(Tool tool, CallToolRequest request, Function<Map<String, Object>, Object> handler) {
        Map<String, Object> args = request.arguments() == null ? Map.of() : request.arguments();
        try {
            rejectUnknownArguments(tool, args);
            AnswerRequest shape = AnswerRequest.of(string(args, "verbosity"), string(args, "fields"),
                    string(args, "answer_cursor"));
            Object value = handler.apply(args);
            return success(shaper.shape(value, shape, AnswerBudgets.TOOL, scope(tool, args),
                    "call " + tool.name() + " again with the same arguments"));
        } catch (ApiException e) {
            return failure(e.toApiError());
        } catch (RuntimeException e) {
            log.error("tool {} failed", request.name(), e);
            return failure(new ApiError("internal_error", "the server failed to answer; this is a bug",
                    Map.of("try", "retry once; if it persists, report it with the call")));
        }
    }

    /** The call an answer cursor belongs to: the tool and its arguments but the cursor, in a stable order. */
    private String scope(Tool tool, Map<String, Object> args) {
        Map<String, Object> sorted = new TreeMap<>(args);
        sorted.remove("answer_cursor");
        return tool.name() + "|" + json.writeValueAsString(sorted);
    }

    /**
     * A misspelt argument would be ignored and change the answer without a word: refuse it, as REST does. The
     * answer arguments ({@link AnswerRequest#ARGUMENTS}) are every tool's, so they are not repeated in each schema.
     */
    private static void rejectUnknownArguments(Tool tool, Map<String, Object> args) {
        Object properties = tool.inputSchema().get("properties");
        Set<String> known = new HashSet<>(AnswerRequest.ARGUMENTS);
        if (properties instanceof Map<?, ?> map) {
            map.keySet().forEach(k -> known.add(String.valueOf(k)));
        }
        List<String> unknown = args.keySet().stream().filter(a -> !known.contains(a)).sorted().toList();
        if (!unknown.isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown argument" + (unknown.size() > 1 ? "s " : " ")
                    + String.join(", ", unknown) + " for " + tool.name(), ApiException.newHint()
                    .put("unknown_arguments", unknown).put("valid_arguments", known.stream().sorted().toList()).build());
        }
    }

    private CallToolResult success(Object value) {
        return CallToolResult.builder()
                .addTextContent(json.writeValueAsString(value))
                .isError(false)
                .build();
    }

    private CallToolResult failure(ApiError error) {
        return CallToolResult.builder()
                .addTextContent(json.writeValueAsString(McpHints.forTools(error).envelope()))
                .isError(true)
                .build();
    }

    public static String string(Map<String, Object> args, String name) {
        Object v = args.get(name);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        throw wrongType(name, "a string", v);
    }

    /** A string argument the tool cannot do without. */
    public static String required(Map<String, Object> args, String name) {
        String v = string(args, name);
        if (v == null || v.isBlank()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " is required",
                    ApiException.newHint().put("parameter", name).build());
        }
        return v;
    }

    public static Integer integer(Map<String, Object> args, String name) {
        Object v = args.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())
                && Math.abs(n.doubleValue()) <= Integer.MAX_VALUE) {
            return n.intValue();
        }
        if (v instanceof String s && s.strip().matches("-?\\d{1,9}")) {
            return Integer.parseInt(s.strip());
        }
        throw wrongType(name, "an integer", v);
    }

    /** An object of string (or number, or boolean) values, e.g. list filters. */
    public static Map<String, String> stringMap(Map<String, Object> args, String name) {
        Object v = args.get(name);
        if (v == null) {
            return Map.of();
        }
        if (!(v instanceof Map<?, ?> map)) {
            throw wrongType(name, "an object of filter names and values", v);
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            Object value = e.getValue();
            if (!(value instanceof String || value instanceof Number || value instanceof Boolean)) {
                throw wrongType(name + "." + e.getKey(), "a string, number or boolean", value);
            }
            out.put(String.valueOf(e.getKey()), String.valueOf(value));
        }
        return out;
    }

    /** A boolean argument, or null when absent. */
    public static Boolean bool(Map<String, Object> args, String name) {
        Object value = args.get(name);
        if (value != null && !(value instanceof Boolean)) {
            throw wrongType(name, "a boolean", value);
        }
        return (Boolean) value;
    }

    public static ApiException wrongType(String name, String expected, Object value) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be " + expected + ", got " + value,
                ApiException.newHint().put("parameter", name).build());
    }

    /** A JSON-schema property. */
    public static Map<String, Object> property(String type, String description) {
        return Map.of("type", type, "description", description);
    }

    /** A JSON-schema object of these properties. */
    public static Map<String, Object> schema(Map<String, Object> properties, List<String> required) {
        return Map.of("type", "object", "properties", properties, "required", required, "additionalProperties", false);
    }

    /** Bodies in a tool call come in windows of this many characters, each with the offset that continues it. */
    public static final int BODY_WINDOW = 8_000;

    /** What every getter's description ends with: ids are fetched, never searched. */
    public static final String ID_RULE = "Use it when the question names this identifier (or an earlier result "
            + "returned it); never search for an id.";

    /** A read-only tool whose handler runs through {@link #call} (errors as tool results, arguments checked). */
    public ToolDefinition tool(String name, Cost cost, String title, String description,
                               Map<String, Object> inputSchema, Function<Map<String, Object>, Object> handler) {
        Tool tool = Tool.builder().name(name).title(title).description(description).inputSchema(inputSchema)
                .annotations(readOnly()).build();
        return define(tool, cost, handler);
    }

    /** A tool built whole by its group, with its cost and its handler run through {@link #call}. */
    public ToolDefinition define(Tool tool, Cost cost, Function<Map<String, Object>, Object> handler) {
        return new ToolDefinition(new SyncToolSpecification(tool, (exchange, request) -> call(tool, request, handler)),
                cost);
    }

    /** JSON-schema properties in the order given: name, property, name, property … */
    public static Map<String, Object> properties(Object... nameThenProperty) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < nameThenProperty.length; i += 2) {
            out.put((String) nameThenProperty[i], nameThenProperty[i + 1]);
        }
        return out;
    }

    public static Map<String, Object> limitProperty() {
        return Map.of("type", "integer", "minimum", 1, "maximum", PageParams.TOOL_MAX_LIMIT,
                "description", "default " + PageParams.TOOL_DEFAULT_LIMIT);
    }

    public static Map<String, Object> cursorProperty() {
        return property("string", "the previous page's next_cursor");
    }

    public static Map<String, Object> bodyOffsetProperty() {
        return Map.of("type", "integer", "minimum", 0,
                "description", "first character of the text to return (default 0); use body.next_offset to read on");
    }

    /** The page a tool call asks for: its limit (tool bounds) and cursor. */
    public static PageParams page(Map<String, Object> args) {
        return PageParams.tool(integer(args, "limit"), string(args, "cursor"));
    }
}
