package dev.josh.server.mcp;

import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.property;
import static dev.josh.server.mcp.ToolSupport.readOnly;
import static dev.josh.server.mcp.ToolSupport.required;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;
import static dev.josh.server.mcp.ToolSupport.stringMap;

import dev.josh.contracts.id.IdType;
import dev.josh.server.lists.ListQuery;
import dev.josh.server.lists.ListService;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.sources.bills.BillRecords;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.sources.votes.VoteRecords;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * Class A of the MCP tools: typed lookups and structured joins (flow 1), one per question an
 * agent asks with an identifier in hand, plus list and aggregate over a resource's whitelisted
 * filters. Each calls the same service as its REST route and answers with the same JSON and the
 * same error codes; output stays small (20 rows a page by default, text in 8,000-character
 * windows, each with the cursor or offset that continues it).
 */
@Component
public class LookupTools {

    static final int BODY_WINDOW = 8_000;
    static final int BILL_TEXT_MAX_WINDOW = 20_000;
    /** A bill's record in a tool call: its overview's opening; the text is get_bill_text's. */
    static final int BILL_OVERVIEW_WINDOW = 4_000;

    private static final String ID_RULE = "Use it when the question names this identifier (or an earlier result "
            + "returned it); never search for an id.";

    private final RecordSources records;
    private final Legislators legislators;
    private final Committees committees;
    private final BillRecords bills;
    private final VoteRecords votes;
    private final ListService lists;
    private final ToolSupport support;

    public LookupTools(RecordSources records, Legislators legislators, Committees committees, BillRecords bills, VoteRecords votes, ListService lists,
                       ToolSupport support) {
        this.records = records;
        this.legislators = legislators;
        this.committees = committees;
        this.bills = bills;
        this.votes = votes;
        this.lists = lists;
        this.support = support;
    }

    public List<SyncToolSpecification> specifications() {
        List<SyncToolSpecification> tools = new ArrayList<>(List.of(getBill(), getBillText(), listCosponsors(),
                listBillActions(), getBillRelated(), getLegislator(), listMemberVotes(), listMemberBills(),
                getCommittee(), getVote()));
        records.getters().stream().filter(GetterTool::generic).forEach(g -> tools.add(getter(g)));
        tools.add(listRecords());
        tools.add(aggregateRecords());
        return tools;
    }

    private SyncToolSpecification tool(String name, String title, String description, Map<String, Object> inputSchema,
                                       Function<Map<String, Object>, Object> handler) {
        Tool tool = Tool.builder().name(name).title(title).description(description).inputSchema(inputSchema)
                .annotations(readOnly(title)).build();
        return new SyncToolSpecification(tool, (exchange, request) -> support.call(tool, request, handler));
    }

    private static Map<String, Object> properties(Object... nameThenProperty) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < nameThenProperty.length; i += 2) {
            out.put((String) nameThenProperty[i], nameThenProperty[i + 1]);
        }
        return out;
    }

    private static Map<String, Object> limitProperty() {
        return Map.of("type", "integer", "minimum", 1, "maximum", PageParams.TOOL_MAX_LIMIT,
                "description", "rows per page, default " + PageParams.TOOL_DEFAULT_LIMIT);
    }

    private static Map<String, Object> cursorProperty() {
        return property("string", "next_cursor of the previous page, unchanged, to read the next page");
    }

    private static Map<String, Object> bodyOffsetProperty() {
        return Map.of("type", "integer", "minimum", 0,
                "description", "first character of the text to return (default 0); use body.next_offset to read on");
    }

    private static PageParams page(Map<String, Object> args) {
        return PageParams.tool(integer(args, "limit"), string(args, "cursor"));
    }

    // ---- bills --------------------------------------------------------------------------------

    private SyncToolSpecification getBill() {
        return tool("get_bill", "Get a bill", """
                        Get a bill or resolution by id (hr:117:3684, s:119:5, hjres:116:37): title, sponsor, \
                        cosponsor counts, policy area, subjects, latest action, the law it became, committees, text \
                        versions, and the opening of its overview with a citation. %s Then: get_bill_text for its text, \
                        list_cosponsors, list_bill_actions, get_bill_related for laws, votes, statements of \
                        administration policy and U.S. Code sections it cites.""".formatted(ID_RULE),
                schema(properties("bill_id", property("string", "bill id: {type}:{congress}:{number}, e.g. hr:117:3684")),
                        List.of("bill_id")),
                args -> bills.bill(required(args, "bill_id"), TextWindow.of(0, BILL_OVERVIEW_WINDOW)));
    }

    private SyncToolSpecification getBillText() {
        return tool("get_bill_text", "Read a bill's text", """
                        Read the text of a bill version in windows, and list its versions. Use it to answer "does \
                        bill X say / mention Y" by reading the text itself, never by semantic search. Without version, \
                        the latest loaded version is read. Each call returns at most max_chars characters (default \
                        %d, at most %d); when text.window.next_offset is set, call again with offset = that value. \
                        When no version's text is loaded, text is null and note says where the versions are \
                        published.""".formatted(BODY_WINDOW, BILL_TEXT_MAX_WINDOW),
                schema(properties(
                        "bill_id", property("string", "bill id, e.g. hjres:116:37"),
                        "version", property("string", "version code (IH, RH, RFS, ENR, …); default the latest loaded"),
                        "offset", Map.of("type", "integer", "minimum", 0, "description", "first character, default 0"),
                        "max_chars", Map.of("type", "integer", "minimum", 1, "maximum", BILL_TEXT_MAX_WINDOW,
                                "description", "characters to return, default " + BODY_WINDOW)),
                        List.of("bill_id")),
                args -> bills.text(required(args, "bill_id"), string(args, "version"),
                        TextWindow.bounded(integer(args, "offset"), integer(args, "max_chars"), BODY_WINDOW,
                                BILL_TEXT_MAX_WINDOW, "offset", "max_chars")));
    }

    private SyncToolSpecification listCosponsors() {
        return tool("list_cosponsors", "List a bill's cosponsors", """
                        List the cosponsors of a bill with party, state, date joined, whether original and whether \
                        withdrawn; total counts all pages. A structured join: use it for "who cosponsored hr:117:3684", \
                        never search.""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684"), "limit", limitProperty(),
                        "cursor", cursorProperty()), List.of("bill_id")),
                args -> bills.cosponsors(required(args, "bill_id"), page(args)));
    }

    private SyncToolSpecification listBillActions() {
        return tool("list_bill_actions", "List a bill's actions", """
                        List the actions on a bill, newest first (BILLSTATUS order): date, text, type, committees \
                        (Thomas ids) and the roll-call votes each records (vote ids). Use it for "what happened to \
                        bill X" and "when did it pass".""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684"), "limit", limitProperty(),
                        "cursor", cursorProperty()), List.of("bill_id")),
                args -> bills.actions(required(args, "bill_id"), page(args)));
    }

    private SyncToolSpecification getBillRelated() {
        return tool("get_bill_related", "Records linked to a bill", """
                        What the data links to a bill: the laws it became, statements of administration policy, \
                        roll-call votes on it, related bills, committee reports, hearings and Congressional Record \
                        granules that list it, and U.S. Code sections its loaded text cites. Each is an id with \
                        in_database saying whether that record is loaded here (fetch it with its typed getter).""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684")), List.of("bill_id")),
                args -> bills.related(required(args, "bill_id")));
    }

    // ---- legislators, committees, votes -------------------------------------------------------

    private SyncToolSpecification getLegislator() {
        return tool("get_legislator", "Get a member of Congress", """
                        Get a member of Congress by bioguide id (S000033, P000197): name, party, state, every term, \
                        current committee seats, other ids. %s No id yet? Resolve the name with resolve_entity \
                        first.""".formatted(ID_RULE),
                schema(properties("bioguide_id", property("string", "bioguide id: a capital and six digits, e.g. P000197")),
                        List.of("bioguide_id")),
                args -> legislators.legislator(required(args, "bioguide_id")));
    }

    private SyncToolSpecification listMemberVotes() {
        return tool("list_member_votes", "List how a member voted", """
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

    private SyncToolSpecification listMemberBills() {
        return tool("list_member_bills", "List a member's bills", """
                        List the bills a member of Congress sponsored or cosponsored, newest first, with role, \
                        policy area and latest action. Narrow with role (sponsor, cosponsor) and congress.""",
                schema(properties("bioguide_id", property("string", "bioguide id, e.g. D000191"),
                        "role", Map.of("type", "string", "enum", List.of("sponsor", "cosponsor", "all"),
                                "description", "default all"),
                        "congress", Map.of("type", "integer", "minimum", 1, "description", "only this Congress"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("bioguide_id")),
                args -> bills.legislatorBills(required(args, "bioguide_id"), string(args, "role"),
                        integer(args, "congress"), page(args)));
    }

    private SyncToolSpecification getCommittee() {
        return tool("get_committee", "Get a committee", """
                        Get a committee or subcommittee by Thomas id (HSWM is House Ways and Means, SSFI Senate \
                        Finance, HSWM01 a subcommittee): chamber, jurisdiction, parent or subcommittees, contact. \
                        %s Its members: list_committee_members.""".formatted(ID_RULE),
                schema(properties("committee_id", property("string", "Thomas id, e.g. HSWM")), List.of("committee_id")),
                args -> committees.committee(required(args, "committee_id")));
    }

    private SyncToolSpecification getVote() {
        return tool("get_vote", "Get a roll-call vote", """
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

    private SyncToolSpecification getter(GetterTool g) {
        Map<String, Object> props = g.body()
                ? properties(g.argument(), property("string", g.type().resource() + " id, e.g. " + g.example()),
                "body_offset", bodyOffsetProperty())
                : properties(g.argument(), property("string", g.type().resource() + " id, e.g. " + g.example()));
        String window = g.body() ? " Text comes in windows of " + BODY_WINDOW + " characters: when body.next_offset is "
                + "set, call again with body_offset = that value." : "";
        return tool(g.tool(), g.title(), "Get " + g.returns() + ", with its citation, by id (" + g.example() + "). "
                        + ID_RULE + window,
                schema(props, List.of(g.argument())),
                args -> records.fetch(g.type().resource(), required(args, g.argument()),
                        g.body() ? TextWindow.of(integer(args, "body_offset"), BODY_WINDOW) : TextWindow.WHOLE));
    }

    // ---- lists and aggregations ---------------------------------------------------------------

    private SyncToolSpecification listRecords() {
        return tool("list_records", "List records with filters", """
                        List the records of one resource that match structured filters, newest first (by id for \
                        codes and registries), %d a page by default: e.g. resource=bills, filters={"congress": 117, \
                        "sponsor": "D000191"}; resource=roll-call-votes, filters={"chamber": "senate", "bill": \
                        "hr:117:3684"}; resource=federal-register, filters={"agency": "food and drug", "type": \
                        "rule"}; resource=lda-filings, filters={"registrant_id": "8976"}. An unknown filter is an \
                        error that lists the valid ones. Use it for "which bills/votes/rules match these fields", \
                        not for words in text (that is search).""".formatted(PageParams.TOOL_DEFAULT_LIMIT),
                schema(properties("resource", Map.of("type", "string", "enum", lists.resources(),
                                "description", "what to list"),
                        "filters", Map.of("type", "object", "description", "filter name → value; since/until take "
                                + "dates (YYYY, YYYY-MM, YYYY-MM-DD)", "additionalProperties", true),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("resource")),
                args -> lists.list(new ListQuery(required(args, "resource"), stringMap(args, "filters"),
                        integer(args, "limit"), string(args, "cursor"), null, null, null, null), page(args)));
    }

    private SyncToolSpecification aggregateRecords() {
        return tool("aggregate_records", "Count or sum records by group", """
                        Count (or sum) the records of one resource that match filters, grouped by up to two \
                        whitelisted columns and ranked, top groups only: "top sponsors of the 117th Congress" is \
                        resource=bills, aggregate=count, group_by=sponsor, filters={"congress": 117}; "Federal Register \
                        documents by agency and type" is resource=federal-register, group_by=agency,type; "lobbying \
                        income by registrant" is resource=lda-filings, aggregate=sum, sum_field=amount, \
                        group_by=registrant. Each group carries results_path, the list of its rows. An invalid column \
                        is an error listing the valid ones.""",
                schema(properties("resource", Map.of("type", "string", "enum", lists.resources(),
                                "description", "what to count"),
                        "aggregate", Map.of("type", "string", "enum", List.of("count", "sum"), "description",
                                "count (default) or sum"),
                        "group_by", property("string", "one or two columns, comma-separated, e.g. agency,type"),
                        "sum_field", property("string", "with aggregate=sum: the column to add up, e.g. amount"),
                        "top", Map.of("type", "integer", "minimum", 1, "maximum", ListService.MAX_TOP,
                                "description", "groups to return, default " + ListService.DEFAULT_TOP),
                        "filters", Map.of("type", "object", "description", "filter name → value, as list_records",
                                "additionalProperties", true)), List.of("resource")),
                args -> {
                    String aggregate = string(args, "aggregate");
                    return lists.aggregate(new ListQuery(required(args, "resource"), stringMap(args, "filters"), null,
                            null, aggregate == null ? "count" : aggregate, string(args, "group_by"),
                            integer(args, "top"), string(args, "sum_field")));
                });
    }
}
