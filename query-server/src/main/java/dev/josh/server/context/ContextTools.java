package dev.josh.server.context;

import static dev.josh.server.mcp.ToolSupport.bool;
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
import dev.josh.server.changes.ChangesService;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.upcoming.UpcomingService;
import java.util.List;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The tools that answer in one call what took several: a record's dossier, what changed since the
 * last check, and what is due. Same services and JSON as {@code /v1/context}, {@code /v1/changes}
 * and {@code /v1/upcoming}.
 */
@Component
@Order(6)
public class ContextTools implements ToolGroup {

    private final ContextService context;
    private final ChangesService changes;
    private final UpcomingService upcoming;
    private final ToolSupport support;

    public ContextTools(ContextService context, ChangesService changes, UpcomingService upcoming,
                        ToolSupport support) {
        this.context = context;
        this.changes = changes;
        this.upcoming = upcoming;
        this.support = support;
    }

    @Override
    public List<ToolDefinition> tools() {
        return List.of(contextTool(), whatsNewTool(), upcomingTool());
    }

    private ToolDefinition contextTool() {
        return support.tool("context", Cost.CONTEXT, "Everything about one record", """
                One call for "tell me everything about X": a bounded dossier of the record and what the corpus \
                says about it, in sections that each carry their own citations and a status (ok, empty, \
                not_covered, timed_out, truncated, failed). A bill: status, sponsor, cosponsors by party, \
                committees, actions, votes with tallies and party breakdown, related bills, the law it became, \
                SAPs, committee reports, CBO estimates, CRS reports, Record granules, FR documents, U.S. Code \
                sections it amends, lobbying filings. A legislator: terms, committees, sponsorship by policy area, \
                party-line voting, lobbying contributions naming them. A committee, U.S. Code or CFR section, FR \
                document, law, vote or docket: the sections of its type. Use it instead of chaining get_bill, \
                list_cosponsors, list_bill_actions, get_bill_related and get_vote; depth=minimal (at most %d \
                characters) for a card, standard (default, %d) for a briefing, deep (%d) for everything; \
                sections=votes,actions to ask for some only (a section cut for size says so).""".formatted(
                        Depth.MINIMAL.boundChars(), Depth.STANDARD.boundChars(), Depth.DEEP.boundChars()),
                schema(properties(
                        "id", property("string", "a public id: hr:117:3684, S000033, HSWM, usc:17:107, fr:2024-02735, "
                                + "pl:117:58, vote:117:h:1:369, docket:FDA-2014-D-0044"),
                        "depth", Map.of("type", "string", "enum", List.of("minimal", "standard", "deep"),
                                "description", "how much: minimal, standard (default) or deep"),
                        "sections", property("string", "comma-separated section names to read only those, "
                                + "e.g. votes,cosponsors")), List.of("id")),
                args -> context.context(required(args, "id"), string(args, "depth"), string(args, "sections")));
    }

    private ToolDefinition whatsNewTool() {
        return support.tool("whats_new", Cost.CHANGES, "What changed since a time", """
                Records added or changed since a time, across sources, oldest first: the answer to "what's new \
                since I last checked". basis=loaded (default) is when this database took the record in (a \
                re-ingest that changes a record moves it here); basis=published is upstream's publication date. \
                Page with cursor; when has_more is false, keep latest as the since of the next check.""",
                schema(properties(
                        "since", property("string", "a date (2024-02-12) or an instant (2026-11-26T22:14:57Z)"),
                        "until", property("string", "the same forms, exclusive; default now"),
                        "source", property("string", "comma-separated sources, e.g. federal-register,bills; "
                                + "default all"),
                        "basis", Map.of("type", "string", "enum", List.of("loaded", "published"),
                                "description", "loaded (default) or published"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("since")),
                args -> changes.changes(required(args, "since"), string(args, "until"), string(args, "source"),
                        string(args, "basis"), page(args)));
    }

    private ToolDefinition upcomingTool() {
        return support.tool("upcoming", Cost.CHANGES, "What is due", """
                What is due in the next days, soonest first, each with its date and citation: Federal Register \
                comment periods closing (actionable: the public can still comment) and rules taking effect, \
                committee meetings. as_of=DATE answers for a past day (nothing announced after it counts), so \
                an older corpus answers for its own time; actionable_only=true keeps open comment periods.""",
                schema(properties(
                        "days", Map.of("type", "integer", "minimum", 0, "maximum", 366,
                                "description", "how many days ahead, default 30"),
                        "as_of", property("string", "the day to answer for, e.g. 2024-02-12; default today"),
                        "actionable_only", property("boolean", "true: open comment periods only"),
                        "limit", Map.of("type", "integer", "minimum", 1, "maximum", 200,
                                "description", "events to list, default 50")), List.of()),
                args -> upcoming.upcoming(integer(args, "days"), string(args, "as_of"), bool(args, "actionable_only"),
                        integer(args, "limit")));
    }
}
