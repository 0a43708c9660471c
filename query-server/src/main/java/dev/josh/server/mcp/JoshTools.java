package dev.josh.server.mcp;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.RecordService;
import dev.josh.server.records.TextWindow;
import dev.josh.server.search.DocumentField;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchService;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP tools: thin adapters that read arguments, call the same services as the REST routes,
 * and return the same JSON (snake case, as REST writes it) as text and as structured content.
 * A failure is a tool result with {@code isError=true} carrying the REST error envelope, never a
 * protocol error: the agent reads the code and the hint and can correct its call.
 */
@Component
public class JoshTools {

    private static final Logger log = LoggerFactory.getLogger(JoshTools.class);

    /** Tool output must stay small: fewer results than REST allows, bodies in windows. */
    static final int MAX_SEARCH_LIMIT = 50;
    static final int FETCH_WINDOW_CHARS = 8_000;

    private final SearchService search;
    private final RecordService records;
    private final SourceRegistry registry;
    private final SearchProperties properties;
    private final JsonMapper json;

    public JoshTools(SearchService search, RecordService records, SourceRegistry registry,
                     SearchProperties properties, JsonMapper json) {
        this.search = search;
        this.records = records;
        this.registry = registry;
        this.properties = properties;
        this.json = json;
    }

    public List<SyncToolSpecification> specifications() {
        return List.of(searchTool(), fetchTool(), membersTool(), resolveTool());
    }

    // ---- search -----------------------------------------------------------------------------

    private SyncToolSpecification searchTool() {
        String sources = registry.all().stream().filter(SourceTables::lexicallySearchable).map(SourceTables::name)
                .collect(Collectors.joining(", "));
        Tool tool = Tool.builder()
                .name("search")
                .title("Search federal law text")
                .description("""
                        Search the text of US federal law held by Josh and get one result per document: its id, \
                        title, a snippet with the matching words between <mark> tags, its best passages with deep \
                        links, and a citation to quote. Searchable sources now: %s.
                        How to choose:
                        - The question names an identifier (usc:17:102, a bioguide id like S000033, a committee \
                        like HSWM, a bill like hr:119:103)? Do not search: call fetch with the id.
                        - The exact words must appear (a term of art, a name, a number, a citation)? mode=lexical. \
                        It accepts "quoted phrases", prefix*, NEAR(fair use, 5) and AND / OR / NOT.
                        - A concept or a paraphrase, where the law may use other words? mode=semantic.
                        - Unsure? Leave mode out: hybrid runs both and fuses them.
                        Then call fetch with a result's id to read the full text. An empty result means nothing \
                        matched in searched_sources; read degraded before concluding something does not exist."""
                        .formatted(sources.isEmpty() ? "none (the database is empty)" : sources))
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", searchProperties(sources),
                        "required", List.of("query"),
                        "additionalProperties", false))
                .annotations(readOnly("Search federal law text"))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> call(request, args -> {
            Integer limit = integer(args, "limit");
            if (limit != null && limit > MAX_SEARCH_LIMIT) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be at most " + MAX_SEARCH_LIMIT
                        + " in a tool call", ApiException.newHint().put("parameter", "limit")
                        .put("next_page", "use offset to page on").build());
            }
            return search.search(SearchRequest.of(string(args, "query"), string(args, "mode"), sourceList(args),
                    limit, integer(args, "offset"),
                    SearchFilter.parse(string(args, "since"), string(args, "until"), string(args, "document"),
                            documentFields(args)),
                    properties));
        }));
    }

    /** The search tool's arguments: those of {@code GET /v1/search}, with {@code query} for {@code q}. */
    private Map<String, Object> searchProperties(String sources) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("query", Map.of("type", "string", "description", "the words or question to search for"));
        p.put("mode", Map.of("type", "string", "enum", List.of("hybrid", "lexical", "semantic"),
                "description", "hybrid (default), lexical (the words must appear) or semantic (meaning)"));
        p.put("source", Map.of("type", "string", "description", "comma-separated source names or their id "
                + "prefixes (fr, usc, cfr, crs, gao, crpt, crec, sap, pl) to search (" + sources + "); all when omitted"));
        p.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", MAX_SEARCH_LIMIT,
                "description", "results to return, default " + properties.defaultLimit()));
        p.put("offset", Map.of("type", "integer", "minimum", 0, "description", "results to skip, for the next page"));
        p.put("since", Map.of("type", "string", "description",
                "only documents published on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("until", Map.of("type", "string", "description",
                "only documents published on or before this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("document", Map.of("type", "string", "description",
                "search inside one document only, by its id (e.g. usc:17:107): \"does X mention Y\" questions"));
        for (DocumentField field : DocumentField.values()) {
            p.put(field.parameter(), Map.of("type", "string", "description", "only " + field.description()
                    + " (e.g. " + field.example() + "); confines the search to sources that have it"));
        }
        return p;
    }

    private static Map<DocumentField, String> documentFields(Map<String, Object> args) {
        Map<DocumentField, String> fields = new EnumMap<>(DocumentField.class);
        for (DocumentField field : DocumentField.values()) {
            Object v = args.get(field.parameter());
            if (v != null) {
                fields.put(field, String.valueOf(v));
            }
        }
        return fields;
    }

    // ---- fetch ------------------------------------------------------------------------------

    private SyncToolSpecification fetchTool() {
        Tool tool = Tool.builder()
                .name("fetch")
                .title("Fetch a record by id")
                .description("""
                        Fetch one record by its public id, with its citation: a U.S. Code section (usc:17:102, \
                        usc:42:1320a-7b), a legislator by bioguide id (S000033: terms, party, committee seats), a \
                        committee by Thomas id (HSWM, subcommittee HSWM01), or any id a search result returned. \
                        Use it whenever the question names an identifier; identifiers never need search. Long texts \
                        come in windows of %d characters: when body.next_offset is set, call again with \
                        body_offset = body.next_offset to read on.""".formatted(FETCH_WINDOW_CHARS))
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "id", Map.of("type", "string", "description", "a public id, e.g. usc:17:102, S000033, HSWM"),
                                "body_offset", Map.of("type", "integer", "minimum", 0,
                                        "description", "first character of the body to return (default 0)")),
                        "required", List.of("id"),
                        "additionalProperties", false))
                .annotations(readOnly("Fetch a record by id"))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> call(request, args -> records.fetch(
                string(args, "id"), TextWindow.of(integer(args, "body_offset"), FETCH_WINDOW_CHARS))));
    }

    // ---- committee members ------------------------------------------------------------------

    private SyncToolSpecification membersTool() {
        Tool tool = Tool.builder()
                .name("list_committee_members")
                .title("List a committee's members")
                .description("""
                        List the members of a committee or subcommittee (by Thomas id: HSWM is House Ways and \
                        Means, SSFI Senate Finance) with party, state, role (Chairman, Ranking Member, …), rank and \
                        majority/minority side, majority first. A structured join: use it for "who is on …" \
                        questions instead of search. Omit congress for the latest roster on file.""")
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "committee_id", Map.of("type", "string", "description", "Thomas id, e.g. HSWM"),
                                "congress", Map.of("type", "integer", "minimum", 1, "description",
                                        "Congress number, e.g. 119; latest on file when omitted")),
                        "required", List.of("committee_id"),
                        "additionalProperties", false))
                .annotations(readOnly("List a committee's members"))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> call(request,
                args -> records.members(string(args, "committee_id"), integer(args, "congress"))));
    }

    // ---- entity resolution ------------------------------------------------------------------

    private SyncToolSpecification resolveTool() {
        Tool tool = Tool.builder()
                .name("resolve_entity")
                .title("Resolve a name to ids")
                .description("""
                        Turn a noisy name into registry ids, best match first with a score from 0 to 1: a member of                         Congress ("Markey", "Sen. Ed Markey", even "Markye") to a bioguide id, or a committee                         ("ways and means") to a Thomas id. Typos, accents, initials and word order are tolerated.                         Use it before fetch or list_committee_members when the question names a person or                         committee but gives no id; never search for people or committees.""")
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "type", Map.of("type", "string", "enum", List.of("legislator", "committee"),
                                        "description", "what the name is"),
                                "name", Map.of("type", "string", "description", "the name as written"),
                                "state", Map.of("type", "string", "description",
                                        "legislators only: two-letter state, e.g. MA"),
                                "current", Map.of("type", "boolean", "description",
                                        "legislators only: true for sitting members, false for former ones"),
                                "limit", Map.of("type", "integer", "minimum", 1, "maximum", 50,
                                        "description", "matches to return, default 10")),
                        "required", List.of("type", "name"),
                        "additionalProperties", false))
                .annotations(readOnly("Resolve a name to ids"))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> call(request, args -> {
            Integer limit = integer(args, "limit");
            int n = limit == null ? 10 : limit;
            String type = string(args, "type");
            if ("legislator".equals(type)) {
                Object current = args.get("current");
                if (current != null && !(current instanceof Boolean)) {
                    throw wrongType("current", "a boolean", current);
                }
                return records.legislatorsNamed(string(args, "name"), string(args, "state"), (Boolean) current, n);
            }
            if ("committee".equals(type)) {
                return records.committeesNamed(string(args, "name"), n);
            }
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "type must be legislator or committee, got '" + type
                    + "'", ApiException.newHint().put("parameter", "type")
                    .put("valid_values", List.of("legislator", "committee")).build());
        }));
    }

    // ---- shared -----------------------------------------------------------------------------

    private static ToolAnnotations readOnly(String title) {
        return ToolAnnotations.builder().title(title).readOnlyHint(true).destructiveHint(false)
                .idempotentHint(true).openWorldHint(false).build();
    }

    private CallToolResult call(CallToolRequest request, Function<Map<String, Object>, Object> handler) {
        Map<String, Object> args = request.arguments() == null ? Map.of() : request.arguments();
        try {
            return success(handler.apply(args));
        } catch (ApiException e) {
            return failure(e.toApiError());
        } catch (RuntimeException e) {
            log.error("tool {} failed", request.name(), e);
            return failure(new ApiError("internal_error", "the server failed to answer; this is a bug",
                    Map.of("try", "retry once; if it persists, report it with the call")));
        }
    }

    @SuppressWarnings("unchecked")
    private CallToolResult success(Object value) {
        Map<String, Object> structured = json.convertValue(value, LinkedHashMap.class);
        return CallToolResult.builder()
                .addTextContent(json.writeValueAsString(value))
                .structuredContent(structured)
                .isError(false)
                .build();
    }

    private CallToolResult failure(ApiError error) {
        return CallToolResult.builder()
                .addTextContent(json.writeValueAsString(error.envelope()))
                .isError(true)
                .build();
    }

    private static String string(Map<String, Object> args, String name) {
        Object v = args.get(name);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        throw wrongType(name, "a string", v);
    }

    private static Integer integer(Map<String, Object> args, String name) {
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

    /** A comma-separated string, or a list of names (some clients send arrays). */
    private static String sourceList(Map<String, Object> args) {
        Object v = args.get("source");
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        return string(args, "source");
    }

    private static ApiException wrongType(String name, String expected, Object value) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be " + expected + ", got " + value,
                ApiException.newHint().put("parameter", name).build());
    }
}
