package dev.josh.server.sources;

import static dev.josh.server.mcp.ToolSupport.BODY_WINDOW;
import static dev.josh.server.mcp.ToolSupport.bool;
import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.readOnly;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.error.ApiException;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.status.ExploreService;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The MCP tools around records: fetch by any id, a committee's members, entity resolution and
 * explore. Like every tool group, thin adapters that read arguments, call the same services as the REST routes,
 * and return the same JSON (snake case, as REST writes it) as text and as structured content.
 * A failure is a tool result with {@code isError=true} carrying the REST error envelope, never a
 * protocol error: the agent reads the code and the hint and can correct its call.
 */
@Component
@Order(2)
public class RecordTools implements ToolGroup {

    /** The kinds of name resolve_entity resolves. */
    private static final List<String> RESOLVABLE = List.of("legislator", "committee", "lobbying_registrant",
            "lobbying_client");

    private final RecordSources records;
    private final Legislators legislators;
    private final Committees committees;
    private final ExploreService explore;
    private final LobbyingNames lobbying;
    private final ToolSupport support;

    public RecordTools(RecordSources records, Legislators legislators, Committees committees, ExploreService explore,
                       LobbyingNames lobbying, ToolSupport support) {
        this.lobbying = lobbying;
        this.support = support;
        this.explore = explore;
        this.records = records;
        this.legislators = legislators;
        this.committees = committees;
    }

    @Override
    public List<ToolDefinition> tools() {
        return List.of(fetchTool(), membersTool(), resolveTool(), exploreTool());
    }

    // ---- fetch ------------------------------------------------------------------------------

    private ToolDefinition fetchTool() {
        Tool tool = Tool.builder()
                .name("fetch")
                .title("Fetch a record by id")
                .description("""
                        Fetch one record by its public id, with its citation: a U.S. Code section (usc:17:102, \
                        usc:42:1320a-7b), a legislator by bioguide id (S000033: terms, party, committee seats), a \
                        committee by Thomas id (HSWM, subcommittee HSWM01), or any id a search result returned. \
                        Use it whenever the question names an identifier; identifiers never need search. Long texts \
                        come in windows of %d characters: when body.next_offset is set, call again with \
                        body_offset = body.next_offset to read on.""".formatted(BODY_WINDOW))
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
        return support.define(tool, Cost.LOOKUP, args -> records.fetchLinked(
                string(args, "id"), TextWindow.of(integer(args, "body_offset"), BODY_WINDOW)));
    }

    // ---- committee members ------------------------------------------------------------------

    private ToolDefinition membersTool() {
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
        return support.define(tool, Cost.LOOKUP,
                args -> committees.members(string(args, "committee_id"), integer(args, "congress")));
    }

    // ---- entity resolution ------------------------------------------------------------------

    private ToolDefinition resolveTool() {
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
        return support.define(tool, Cost.LOOKUP, args -> {
            Integer limit = integer(args, "limit");
            int n = limit == null ? 10 : limit;
            String type = string(args, "type");
            if ("legislator".equals(type)) {
                return legislators.legislatorsNamed(string(args, "name"), string(args, "state"), bool(args, "current"),
                        n);
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
        });
    }

    // ---- explore ----------------------------------------------------------------------------

    private ToolDefinition exploreTool() {
        Tool tool = Tool.builder()
                .name("explore")
                .title("What can be asked")
                .description("""
                        Start here when unsure what Josh holds: every source with its shape (body: searchable by words and meaning; short-body: by words; registry: looked up by id or name), record, chunk and vector counts, the date range of its records, the flows it supports, its search filters and example ids; the ID grammar with an example per type; and the routing rules (which tool for which question). Takes no arguments; cheap to call.""")
                .inputSchema(Map.of("type", "object", "properties", Map.of(), "additionalProperties", false))
                .annotations(readOnly("What can be asked"))
                .build();
        return support.define(tool, Cost.LOOKUP,
                args -> explore.explore());
    }
}
