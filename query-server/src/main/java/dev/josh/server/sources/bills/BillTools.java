package dev.josh.server.sources.bills;

import static dev.josh.server.mcp.ToolSupport.BODY_WINDOW;
import static dev.josh.server.mcp.ToolSupport.ID_RULE;
import static dev.josh.server.mcp.ToolSupport.cursorProperty;
import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.limitProperty;
import static dev.josh.server.mcp.ToolSupport.page;
import static dev.josh.server.mcp.ToolSupport.properties;
import static dev.josh.server.mcp.ToolSupport.property;
import static dev.josh.server.mcp.ToolSupport.required;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.server.auth.Cost;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.mcp.Toolset;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.TextWindow;
import java.util.List;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The bill tools (flow 1): a bill's record, its text in windows, what changed between its versions,
 * its cosponsors and actions, what links to it, and a member's bills. Each calls the same service as
 * its REST route.
 */
@Component
@Order(3)
public class BillTools implements ToolGroup {

    static final int BILL_TEXT_MAX_WINDOW = 20_000;
    /** A bill's record in a tool call: its overview's opening; the text is get_bill_text's. */
    static final int BILL_OVERVIEW_WINDOW = 4_000;
    /** compare_versions: changes a page, and characters of hunks or text per changed provision. */
    static final int DIFF_DEFAULT_LIMIT = 10;
    static final int DIFF_DEFAULT_MAX_CHARS = 1_000;
    static final int DIFF_MAX_CHARS = 8_000;

    private final BillRecords records;
    private final BillTexts texts;
    private final BillJoins joins;
    private final BillRelations relations;
    private final BillTextDiffs diffs;
    private final ToolSupport support;

    public BillTools(BillRecords records, BillTexts texts, BillJoins joins, BillRelations relations,
                     BillTextDiffs diffs, ToolSupport support) {
        this.records = records;
        this.texts = texts;
        this.joins = joins;
        this.relations = relations;
        this.diffs = diffs;
        this.support = support;
    }

    @Override
    public List<ToolDefinition> tools() {
        return List.of(getBill().in(Toolset.BILLS), getBillText().in(Toolset.BILLS), compareVersions(), listCosponsors(),
                listBillActions().in(Toolset.BILLS), getBillRelated().in(Toolset.BILLS), listMemberBills().in(Toolset.BILLS));
    }

    private ToolDefinition getBill() {
        return support.tool("get_bill", Cost.LOOKUP, "Get a bill", """
                        Get a bill or resolution by id (hr:117:3684, s:119:5, hjres:116:37): title, sponsor, \
                        cosponsor counts, policy area, subjects, latest action, the law it became, committees, text \
                        versions, and the opening of its overview with a citation. %s Then: get_bill_text for its text, \
                        list_cosponsors, list_bill_actions, get_bill_related for laws, votes, statements of \
                        administration policy and U.S. Code sections it cites.""".formatted(ID_RULE),
                schema(properties("bill_id", property("string", "bill id: {type}:{congress}:{number}, e.g. hr:117:3684")),
                        List.of("bill_id")),
                args -> records.bill(required(args, "bill_id"), TextWindow.of(0, BILL_OVERVIEW_WINDOW)));
    }

    private ToolDefinition getBillText() {
        return support.tool("get_bill_text", Cost.LOOKUP, "Read a bill's text", """
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
                args -> texts.text(required(args, "bill_id"), string(args, "version"),
                        TextWindow.bounded(integer(args, "offset"), integer(args, "max_chars"), BODY_WINDOW,
                                BILL_TEXT_MAX_WINDOW, "offset", "max_chars")));
    }

    private ToolDefinition compareVersions() {
        return support.tool("compare_versions", Cost.DIFF, "Compare bill text versions", """
                        What changed between two text versions of a bill, or versions of two bills \
                        (other_bill_id): provisions inserted, struck, changed, moved, unchanged, and a page of \
                        changes with hunks of words. Example: bill_id=hjres:116:37, from=RH, to=RFS. A cut \
                        provision says truncated (read it with get_bill_text or fetch); next_cursor reads on.""",
                schema(properties(
                        "bill_id", property("string", "bill id, e.g. hjres:116:37"),
                        "from", property("string", "version code of bill_id, e.g. IH; default its earliest loaded"),
                        "to", property("string", "version code (of other_bill_id when given); default the latest "
                                + "loaded"),
                        "other_bill_id", property("string", "a second bill to compare with"),
                        "limit", Map.of("type", "integer", "minimum", 1, "maximum", PageParams.TOOL_MAX_LIMIT,
                                "description", "default " + DIFF_DEFAULT_LIMIT),
                        "max_chars", Map.of("type", "integer", "minimum", 1, "maximum", DIFF_MAX_CHARS,
                                "description", "characters of hunks per provision, default " + DIFF_DEFAULT_MAX_CHARS),
                        "cursor", cursorProperty()),
                        List.of("bill_id")),
                args -> diffs.diff(required(args, "bill_id"), string(args, "from"), string(args, "to"),
                        string(args, "other_bill_id"), "other_bill_id",
                        new PageParams(integer(args, "limit"), string(args, "cursor"), DIFF_DEFAULT_LIMIT,
                                PageParams.TOOL_MAX_LIMIT),
                        BillTextDiffs.maxChars(integer(args, "max_chars"), DIFF_DEFAULT_MAX_CHARS, DIFF_MAX_CHARS,
                                "max_chars")));
    }

    private ToolDefinition listCosponsors() {
        return support.tool("list_cosponsors", Cost.LOOKUP, "List a bill's cosponsors", """
                        The cosponsors of a bill, each with party, state, date joined, original or not, withdrawn or \
                        not; total counts every page. Example: bill_id=hr:117:3684. context gives the counts by \
                        party; never search for cosponsors.""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684"), "limit", limitProperty(),
                        "cursor", cursorProperty()), List.of("bill_id")),
                args -> joins.cosponsors(required(args, "bill_id"), page(args)));
    }

    private ToolDefinition listBillActions() {
        return support.tool("list_bill_actions", Cost.LOOKUP, "List a bill's actions", """
                        List the actions on a bill, newest first (BILLSTATUS order): date, text, type, committees \
                        (Thomas ids) and the roll-call votes each records (vote ids). Use it for "what happened to \
                        bill X" and "when did it pass".""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684"), "limit", limitProperty(),
                        "cursor", cursorProperty()), List.of("bill_id")),
                args -> joins.actions(required(args, "bill_id"), page(args)));
    }

    private ToolDefinition getBillRelated() {
        return support.tool("get_bill_related", Cost.LOOKUP, "Records linked to a bill", """
                        What the data links to a bill: the laws it became, statements of administration policy, \
                        roll-call votes on it, related bills, committee reports, hearings and Congressional Record \
                        granules that list it, and U.S. Code sections its loaded text cites. Each is an id with \
                        in_database saying whether that record is loaded here (fetch it with its typed getter).""",
                schema(properties("bill_id", property("string", "bill id, e.g. hr:117:3684")), List.of("bill_id")),
                args -> relations.related(required(args, "bill_id")));
    }

    private ToolDefinition listMemberBills() {
        return support.tool("list_member_bills", Cost.LOOKUP, "List a member's bills", """
                        List the bills a member of Congress sponsored or cosponsored, newest first, with role, \
                        policy area and latest action. Narrow with role (sponsor, cosponsor) and congress.""",
                schema(properties("bioguide_id", property("string", "bioguide id, e.g. D000191"),
                        "role", Map.of("type", "string", "enum", List.of("sponsor", "cosponsor", "all"),
                                "description", "default all"),
                        "congress", Map.of("type", "integer", "minimum", 1, "description", "only this Congress"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("bioguide_id")),
                args -> joins.legislatorBills(required(args, "bioguide_id"), string(args, "role"),
                        integer(args, "congress"), page(args)));
    }
}
