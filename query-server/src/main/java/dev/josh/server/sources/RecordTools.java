package dev.josh.server.sources;

import static dev.josh.server.mcp.ToolSupport.BODY_WINDOW;
import static dev.josh.server.mcp.ToolSupport.bool;
import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.readOnly;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.error.ApiException;
import dev.josh.server.mcp.McpExplore;
import dev.josh.server.mcp.McpToolsets;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.mcp.Toolset;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.status.ExploreService;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The MCP tools around records: fetch by any id, a committee's members, entity resolution and
 * explore (with the toolsets a client can turn on). Like every tool group, thin adapters that read arguments, call the same services as the REST routes,
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
    /** Lazily: the toolsets are made from every tool group, this one included. */
    private final ObjectProvider<McpToolsets> toolsets;

    public RecordTools(RecordSources records, Legislators legislators, Committees committees, ExploreService explore,
                       LobbyingNames lobbying, ToolSupport support, ObjectProvider<McpToolsets> toolsets) {
        this.toolsets = toolsets;
        this.lobbying = lobbying;
        this.support = support;
        this.explore = explore;
        this.records = records;
        this.legislators = legislators;
        this.committees = committees;
    }

    @Override
    public List<ToolDefinition> tools() {
        return List.of(fetchTool(), membersTool().in(Toolset.CONGRESS), resolveTool(), exploreTool());
    }

    // ---- fetch ------------------------------------------------------------------------------

    private ToolDefinition fetchTool() {
        Tool tool = Tool.builder()
                .name("fetch")
                .title("Fetch a record by id")
                .description("""
                        One record of any source by its id, with its citation: usc:17:102, hr:117:3684, S000033 (a \
                        legislator), HSWM (a committee), or any id a result returned. Use it whenever the question names an identifier; never search for one. For a \
                        record with what surrounds it (votes, cosponsors, reports) use context. Text comes in \
                        windows of %d characters: call again with body_offset=body.next_offset to read on."""
                        .formatted(BODY_WINDOW))
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "id", Map.of("type", "string", "description", "a public id"),
                                "body_offset", Map.of("type", "integer", "minimum", 0,
                                        "description", "first character of the body, default 0")),
                        "required", List.of("id"),
                        "additionalProperties", false))
                .annotations(readOnly())
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
                .annotations(readOnly())
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
                        A name to registry ids, best first with a 0-1 score: a member of Congress ("Sen. Markye" \
                        too) to a bioguide id, a committee ("ways and means") to a Thomas id, a lobbying \
                        registrant or client to its LDA id. Use it when a question names one without an id; \
                        never search for names.""")
                .inputSchema(Map.of(
                        "type", "object",
                        "properties", Map.of(
                                "type", Map.of("type", "string", "enum", RESOLVABLE,
                                        "description", "what the name is"),
                                "name", Map.of("type", "string", "description", "the name as written"),
                                "state", Map.of("type", "string", "description",
                                        "legislators: two-letter state"),
                                "current", Map.of("type", "boolean", "description",
                                        "legislators: true sitting, false former"),
                                "limit", Map.of("type", "integer", "minimum", 1, "maximum", 50,
                                        "description", "default 10")),
                        "required", List.of("type", "name"),
                        "additionalProperties", false))
                .annotations(readOnly())
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
                        What Josh holds and how to ask: each source with its counts, dates, search filters and \
                        example ids; the id grammar; the routing rules; and the toolsets with how to turn them \
                        on. Call it first when unsure; no arguments.""")
                .inputSchema(Map.of("type", "object", "properties", Map.of(), "additionalProperties", false))
                .annotations(readOnly())
                .build();
        return support.define(tool, Cost.LOOKUP, args -> new McpExplore(explore.explore(),
                toolsets.getObject().guides()));
    }
}
