package dev.josh.server.mcp;

import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.readOnly;
import static dev.josh.server.mcp.ToolSupport.string;
import static dev.josh.server.mcp.ToolSupport.wrongType;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.TextWindow;
import dev.josh.server.search.DocumentField;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchService;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.status.ExploreService;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The MCP tools: thin adapters that read arguments, call the same services as the REST routes,
 * and return the same JSON (snake case, as REST writes it) as text and as structured content.
 * A failure is a tool result with {@code isError=true} carrying the REST error envelope, never a
 * protocol error: the agent reads the code and the hint and can correct its call.
 */
@Component
@Order(1)
public class JoshTools implements ToolGroup {

    /** The kinds of name resolve_entity resolves. */
    private static final List<String> RESOLVABLE = List.of("legislator", "committee", "lobbying_registrant",
            "lobbying_client");

    /** Tool output must stay small: fewer results than REST allows, bodies in windows. */
    static final int MAX_SEARCH_LIMIT = 50;
    static final int FETCH_WINDOW_CHARS = 8_000;

    private final SearchService search;
    private final RecordSources records;
    private final Legislators legislators;
    private final Committees committees;
    private final SourceRegistry registry;
    private final SearchProperties properties;
    private final ExploreService explore;
    private final LobbyingNames lobbying;
    private final ToolSupport support;

    public JoshTools(SearchService search, RecordSources records, Legislators legislators, Committees committees,
                     SourceRegistry registry,
                     SearchProperties properties, ExploreService explore, LobbyingNames lobbying,
                     ToolSupport support) {
        this.search = search;
        this.lobbying = lobbying;
        this.support = support;
        this.explore = explore;
        this.records = records;
        this.legislators = legislators;
        this.committees = committees;
        this.registry = registry;
        this.properties = properties;
    }

    @Override
    public List<SyncToolSpecification> specifications() {
        List<SyncToolSpecification> tools = new ArrayList<>(searchTools());
        tools.addAll(List.of(fetchTool(), membersTool(), resolveTool(), exploreTool()));
        return tools;
    }

    // ---- search -----------------------------------------------------------------------------

    private List<SyncToolSpecification> searchTools() {
        String sources = registry.all().stream().filter(SourceTables::lexicallySearchable).map(SourceTables::name)
                .collect(Collectors.joining(", "));
        String searchable = sources.isEmpty() ? "none (the database is empty)" : sources;
        String after = """
                Each result: id, title, url, a snippet with the matching words between <mark> tags, the best passages with deep links, and a citation to quote. Read a whole document with fetch(id). searched_sources says what was searched; degraded says what was served below the mode; when there are no results, empty.kind tells no_match (nothing matched) from not_covered (the sources hold nothing). Searchable sources now: %s. Registry sources (legislators, committees, votes, lobbying filings) are never searched: use resolve_entity and the lookups.""".formatted(searchable);
        return List.of(
                searchTool("search", null, "Search federal law text", """
                        Search the text of US federal law and policy (bills, laws, the U.S. Code, CFR, Federal Register, CRS and GAO reports, the Congressional Record, SAPs): hybrid by default, words and meaning fused. How to choose:
                        - The question names an identifier (usc:17:102, hr:117:3684, S000033, HSWM)? Do not search: call fetch (or a get_* tool) with the id.
                        - The exact words must appear (a term of art, a name, a number, a citation)? lexical_search, or mode=lexical.
                        - A concept or a paraphrase, where the law may use other words? semantic_search.
                        - Unsure? This tool, mode left out.
                        """ + after),
                searchTool("lexical_search", SearchMode.LEXICAL, "Search for exact words (BM25)", """
                        Find documents where the words appear (BM25 ranking): terms of art ("qualified immunity"), names, numbers, citations ("42 U.S.C. 7521"), "does bill X mention Y" (with document=X). Plain words must all appear, then any; FTS5 syntax passes through: "quoted phrase", prefix*, NEAR(fair use, 5), AND / OR / NOT. Not for identifiers (use fetch) nor for concepts phrased in other words (use semantic_search).
                        """ + after),
                searchTool("semantic_search", SearchMode.SEMANTIC, "Search by meaning", """
                        Find passages close in meaning to the question even when the law uses other words ("protections for whistleblowers at federal contractors"). Body sources with vectors only: a short-body or registry source is refused with the sources that can serve. Not for exact terms, names or numbers (use lexical_search) nor for identifiers (use fetch).
                        """ + after));
    }

    /** One search tool; {@code fixedMode} null lets the caller choose the mode (the {@code search} tool). */
    private SyncToolSpecification searchTool(String name, SearchMode fixedMode, String title, String description) {
        Map<String, Object> arguments = searchProperties(registry.all().stream()
                .filter(SourceTables::lexicallySearchable).map(SourceTables::name).toList());
        if (fixedMode != null) {
            arguments.remove("mode");
        }
        Tool tool = Tool.builder()
                .name(name)
                .title(title)
                .description(description)
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", arguments,
                        "required", List.of("query"),
                        "additionalProperties", false))
                .annotations(readOnly(title))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request, args -> {
            Integer limit = integer(args, "limit");
            if (limit != null && limit > MAX_SEARCH_LIMIT) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be at most " + MAX_SEARCH_LIMIT
                        + " in a tool call", ApiException.newHint().put("parameter", "limit")
                        .put("next_page", "use offset to page on").build());
            }
            String mode = fixedMode != null ? fixedMode.wire() : string(args, "mode");
            return search.search(SearchRequest.of(string(args, "query"), mode, sourceList(args),
                    limit, integer(args, "offset"),
                    SearchFilter.parse(string(args, "since"), string(args, "until"), string(args, "document"),
                            documentFields(args)),
                    properties).withExpand(integer(args, "expand")));
        }));
    }

    /** The search tool's arguments: those of {@code GET /v1/search}, with {@code query} for {@code q}. */
    private Map<String, Object> searchProperties(List<String> sources) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("query", Map.of("type", "string", "description", "the words or question to search for"));
        p.put("mode", Map.of("type", "string", "enum", List.of("hybrid", "lexical", "semantic"),
                "description", "hybrid (default), lexical (the words must appear) or semantic (meaning)"));
        p.put("source", Map.of("type", "string", "description", "comma-separated source names or their id "
                + "prefixes (" + String.join(", ", RecordIds.shortNamesOf(sources)) + ") to search ("
                + String.join(", ", sources) + "); all when omitted"));
        p.put("limit", Map.of("type", "integer", "minimum", 1, "maximum", MAX_SEARCH_LIMIT,
                "description", "results to return, default " + properties.defaultLimit()));
        p.put("offset", Map.of("type", "integer", "minimum", 0, "description", "results to skip, for the next page"));
        p.put("since", Map.of("type", "string", "description",
                "only documents published on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("until", Map.of("type", "string", "description",
                "only documents published on or before this date (YYYY-MM-DD, YYYY-MM or YYYY)"));
        p.put("document", Map.of("type", "string", "description",
                "search inside one document only, by its id (e.g. usc:17:107): \"does X mention Y\" questions"));
        p.put("expand", Map.of("type", "integer", "minimum", 0, "maximum", SearchRequest.MAX_EXPAND, "description",
                "join this many neighbouring chunks on each side to every passage, as its context (default 0)"));
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
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request, args -> records.fetch(
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
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request,
                args -> committees.members(string(args, "committee_id"), integer(args, "congress"))));
    }

    // ---- entity resolution ------------------------------------------------------------------

    private SyncToolSpecification resolveTool() {
        Tool tool = Tool.builder()
                .name("resolve_entity")
                .title("Resolve a name to ids")
                .description("""
                        Turn a noisy name into registry ids, best match first with a score from 0 to 1: a member \
                        of Congress ("Markey", "Sen. Ed Markey", even "Markye") to a bioguide id, a committee \
                        ("ways and means") to a Thomas id, a lobbying registrant or client to its Senate LDA id \
                        with its filings. Typos, accents, initials and word order are tolerated. Use it before \
                        fetch, list_committee_members or the lobbying lookups when the question names a person, \
                        committee, firm or client but gives no id; never search for them.""")
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "type", Map.of("type", "string", "enum", RESOLVABLE,
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
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request, args -> {
            Integer limit = integer(args, "limit");
            int n = limit == null ? 10 : limit;
            String type = string(args, "type");
            if ("legislator".equals(type)) {
                Object current = args.get("current");
                if (current != null && !(current instanceof Boolean)) {
                    throw wrongType("current", "a boolean", current);
                }
                return legislators.legislatorsNamed(string(args, "name"), string(args, "state"), (Boolean) current, n);
            }
            if ("committee".equals(type)) {
                return committees.committeesNamed(string(args, "name"), n);
            }
            if ("lobbying_registrant".equals(type)) {
                return lobbying.named(LobbyingNames.Kind.REGISTRANT, string(args, "name"), n);
            }
            if ("lobbying_client".equals(type)) {
                return lobbying.named(LobbyingNames.Kind.CLIENT, string(args, "name"), n);
            }
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "type must be one of " + RESOLVABLE + ", got '" + type
                    + "'", ApiException.newHint().put("parameter", "type").put("valid_values", RESOLVABLE).build());
        }));
    }

    // ---- explore ----------------------------------------------------------------------------

    private SyncToolSpecification exploreTool() {
        Tool tool = Tool.builder()
                .name("explore")
                .title("What can be asked")
                .description("""
                        Start here when unsure what Josh holds: every source with its shape (body: searchable by words and meaning; short-body: by words; registry: looked up by id or name), record, chunk and vector counts, the date range of its records, the flows it supports, its search filters and example ids; the ID grammar with an example per type; and the routing rules (which tool for which question). Takes no arguments; cheap to call.""")
                .inputSchema(Map.of("type", "object", "properties", Map.of(), "additionalProperties", false))
                .annotations(readOnly("What can be asked"))
                .build();
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request,
                args -> explore.explore()));
    }

    // ---- shared -----------------------------------------------------------------------------

    /** A comma-separated string, or a list of names (some clients send arrays). */
    private static String sourceList(Map<String, Object> args) {
        Object v = args.get("source");
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        return string(args, "source");
    }
}
