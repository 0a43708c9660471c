package dev.josh.server.sources;

import static dev.josh.server.mcp.ToolSupport.BODY_WINDOW;
import static dev.josh.server.mcp.ToolSupport.ID_RULE;
import static dev.josh.server.mcp.ToolSupport.bodyOffsetProperty;
import static dev.josh.server.mcp.ToolSupport.cursorProperty;
import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.limitProperty;
import static dev.josh.server.mcp.ToolSupport.page;
import static dev.josh.server.mcp.ToolSupport.properties;
import static dev.josh.server.mcp.ToolSupport.property;
import static dev.josh.server.mcp.ToolSupport.required;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;
import static dev.josh.server.mcp.ToolSupport.stringMap;

import dev.josh.server.auth.Cost;
import dev.josh.server.lists.ListQuery;
import dev.josh.server.lists.ListService;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.mcp.Toolset;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.sources.votes.VoteRecords;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * Class A of the MCP tools: typed lookups and structured joins (flow 1), one per question an
 * agent asks with an identifier in hand, plus list and aggregate over a resource's whitelisted
 * filters. Each calls the same service as its REST route and answers with the same JSON and the
 * same error codes; output stays small (20 rows a page by default, text in 8,000-character
 * windows, each with the cursor or offset that continues it).
 */
@Component
@Order(4)
public class LookupTools implements ToolGroup {


    private final RecordSources records;
    private final Legislators legislators;
    private final Committees committees;
    private final VoteRecords votes;
    private final ListService lists;
    private final ToolSupport support;

    public LookupTools(RecordSources records, Legislators legislators, Committees committees, VoteRecords votes,
                       ListService lists,
                       ToolSupport support) {
        this.records = records;
        this.legislators = legislators;
        this.committees = committees;
        this.votes = votes;
        this.lists = lists;
        this.support = support;
    }

    @Override
    public List<ToolDefinition> tools() {
        List<ToolDefinition> tools = new ArrayList<>(Stream.of(getLegislator(), listMemberVotes(), getCommittee(),
                getVote()).map(t -> t.in(Toolset.CONGRESS)).toList());
        records.getters().stream().filter(GetterTool::generic).forEach(g -> tools.add(getter(g).in(Toolset.RECORDS)));
        tools.add(listRecords());
        tools.add(aggregateRecords());
        return tools;
    }

    // ---- legislators, committees, votes -------------------------------------------------------

    private ToolDefinition getLegislator() {
        return support.tool("get_legislator", Cost.LOOKUP, "Get a member of Congress", """
                        Get a member of Congress by bioguide id (S000033, P000197): name, party, state, every term, \
                        current committee seats, other ids. %s No id yet? Resolve the name with resolve_entity \
                        first.""".formatted(ID_RULE),
                schema(properties("bioguide_id", property("string", "bioguide id: a capital and six digits, e.g. P000197")),
                        List.of("bioguide_id")),
                args -> legislators.legislator(required(args, "bioguide_id")));
    }

    private ToolDefinition listMemberVotes() {
        return support.tool("list_member_votes", Cost.LOOKUP, "List how a member voted", """
                        List how a member of Congress voted on roll calls, newest first: vote id, date, question, \
                        result, the bill voted on and the member's position (Yea, Nay, Present, Not Voting). Narrow \
                        with congress, chamber and position. A structured join over the vote files: use it for \
                        "how did X vote on …" once you have the bioguide id.""",
                schema(properties("bioguide_id", property("string", "bioguide id, e.g. P000197"),
                        "congress", Map.of("type", "integer", "minimum", 1, "description", "only this Congress"),
                        "chamber", Map.of("type", "string", "enum", List.of("house", "senate"), "description",
                                "only this chamber"),
                        "position", property("string", "only this position: Yea, Nay, Aye, No, Present, Not Voting"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("bioguide_id")),
                args -> votes.legislatorVotes(required(args, "bioguide_id"), integer(args, "congress"),
                        string(args, "chamber"), string(args, "position"), page(args)));
    }

    private ToolDefinition getCommittee() {
        return support.tool("get_committee", Cost.LOOKUP, "Get a committee", """
                        Get a committee or subcommittee by Thomas id (HSWM is House Ways and Means, SSFI Senate \
                        Finance, HSWM01 a subcommittee): chamber, jurisdiction, parent or subcommittees, contact. \
                        %s Its members: list_committee_members.""".formatted(ID_RULE),
                schema(properties("committee_id", property("string", "Thomas id, e.g. HSWM")), List.of("committee_id")),
                args -> committees.committee(required(args, "committee_id")));
    }

    private ToolDefinition getVote() {
        return support.tool("get_vote", Cost.LOOKUP, "Get a roll-call vote", """
                        Get a roll-call vote by id (vote:{congress}:{h|s}:{session}:{number}, e.g. vote:117:h:1:369): \
                        question, result, required majority, tallies, party breakdown and the bill voted on. Member \
                        positions are listed when you narrow them with position (e.g. Nay), party (D, R, I) or state \
                        (two letters); without them only the counts come back. %s""".formatted(ID_RULE),
                schema(properties("vote_id", property("string", "vote id, e.g. vote:117:h:1:369"),
                        "position", property("string", "list members with this position: Yea, Nay, Aye, No, Present, "
                                + "Not Voting"),
                        "party", property("string", "list members of this party: D, R, I"),
                        "state", property("string", "list members from this state, e.g. MA")), List.of("vote_id")),
                args -> {
                    VoteRecords.MemberFilter filter = VoteRecords.MemberFilter.of(string(args, "position"),
                            string(args, "party"), string(args, "state"));
                    return votes.vote(required(args, "vote_id"), filter, !filter.isAll());
                });
    }

    // ---- typed getters ------------------------------------------------------------------------

    private ToolDefinition getter(GetterTool g) {
        Map<String, Object> props = g.body()
                ? properties(g.argument(), property("string", g.type().resource() + " id, e.g. " + g.example()),
                "body_offset", bodyOffsetProperty())
                : properties(g.argument(), property("string", g.type().resource() + " id, e.g. " + g.example()));
        String window = g.body() ? " Text comes in windows of " + BODY_WINDOW + " characters: when body.next_offset is "
                + "set, call again with body_offset = that value." : "";
        return support.tool(g.tool(), Cost.LOOKUP, g.title(), "Get " + g.returns() + ", with its citation, by id (" + g.example() + "). "
                        + ID_RULE + window,
                schema(props, List.of(g.argument())),
                args -> records.fetchLinked(g.type().resource(), required(args, g.argument()),
                        g.body() ? TextWindow.of(integer(args, "body_offset"), BODY_WINDOW) : TextWindow.WHOLE));
    }

    // ---- lists and aggregations ---------------------------------------------------------------

    private ToolDefinition listRecords() {
        return support.tool("list_records", Cost.LIST, "List records with filters", """
                        The records of one resource that match field filters, newest first, %d a page: a member's \
                        bills (resource=bills, filters={"sponsor": "D000191", "congress": 117}), how a member voted \
                        (roll-call-votes, {"member": "B001296"}), votes on a bill (roll-call-votes, {"bill": \
                        "hr:117:3684"}). An \
                        unknown filter is an error listing the valid ones. Words in text: search.""".formatted(
                        PageParams.TOOL_DEFAULT_LIMIT),
                schema(properties("resource", Map.of("type", "string", "enum", lists.resources(),
                                "description", "what to list"),
                        "filters", Map.of("type", "object", "description", "filter name to value",
                                "additionalProperties", true),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("resource")),
                args -> lists.list(new ListQuery(required(args, "resource"), stringMap(args, "filters"),
                        integer(args, "limit"), string(args, "cursor"), null, null, null, null), page(args)));
    }

    private ToolDefinition aggregateRecords() {
        return support.tool("aggregate_records", Cost.AGGREGATE, "Count or sum records by group", """
                        Count or sum a resource's records that match filters, grouped by up to two columns, top \
                        groups first. Example: top sponsors of the 117th Congress is resource=bills, \
                        group_by=sponsor, filters={"congress": 117}. bucket counts per period instead. An invalid \
                        column is an error listing the valid ones. Words per period: search_trend.""",
                schema(properties("resource", Map.of("type", "string", "enum", lists.resources(),
                                "description", "what to count"),
                        "aggregate", Map.of("type", "string", "enum", List.of("count", "sum"), "description",
                                "default count"),
                        "group_by", property("string", "one or two columns, comma-separated, e.g. agency,type"),
                        "sum_field", property("string", "with aggregate=sum: the column to add up"),
                        "bucket", Map.of("type", "string", "enum", List.of("month", "year"), "description",
                                "count per period"),
                        "date_field", property("string", "with bucket: the date column, default published_at"),
                        "top", Map.of("type", "integer", "minimum", 1, "maximum", ListService.MAX_TOP,
                                "description", "groups to return, default " + ListService.DEFAULT_TOP),
                        "filters", Map.of("type", "object", "description", "filter name to value, as list_records",
                                "additionalProperties", true)), List.of("resource")),
                args -> {
                    String aggregate = string(args, "aggregate");
                    return lists.aggregate(new ListQuery(required(args, "resource"), stringMap(args, "filters"), null,
                            null, aggregate == null ? "count" : aggregate, string(args, "group_by"),
                            integer(args, "top"), string(args, "sum_field"), string(args, "bucket"),
                            string(args, "date_field")));
                });
    }
}
