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
                One call for "everything about X": a bounded dossier of a record and what cites or concerns \
                it, in sections with their own status and citations (a bill: sponsor, cosponsors by party, \
                actions, votes, law, SAPs, reports; a legislator: terms, committees, party-line voting; a \
                committee: members, bills, hearings). Example: id=hr:117:3684, sections=votes. depth: minimal (%d \
                characters), standard (%d, default), deep (%d).""".formatted(
                        Depth.MINIMAL.boundChars(), Depth.STANDARD.boundChars(), Depth.DEEP.boundChars()),
                schema(properties(
                        "id", property("string", "a public id"),
                        "depth", Map.of("type", "string", "enum", List.of("minimal", "standard", "deep"),
                                "description", "default standard"),
                        "sections", property("string", "comma-separated section names, to read only those")),
                        List.of("id")),
                args -> context.context(required(args, "id"), string(args, "depth"), string(args, "sections")));
    }

    private ToolDefinition whatsNewTool() {
        return support.tool("whats_new", Cost.CHANGES, "What changed since a time", """
                Records added or changed since a time, oldest first: "what is new since I last checked". \
                Example: since=2024-02-01, source=federal-register. When has_more is false, keep latest as the \
                next since.""",
                schema(properties(
                        "since", property("string", "a date (2024-02-12) or an instant (2026-11-26T22:14:57Z)"),
                        "until", property("string", "the same forms, exclusive; default now"),
                        "source", property("string", "comma-separated sources; default all"),
                        "basis", Map.of("type", "string", "enum", List.of("loaded", "published"),
                                "description", "loaded (default): when this database took the record in"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("since")),
                args -> changes.changes(required(args, "since"), string(args, "until"), string(args, "source"),
                        string(args, "basis"), page(args)));
    }

    private ToolDefinition upcomingTool() {
        return support.tool("upcoming", Cost.CHANGES, "What is due", """
                What is due in the next days, soonest first, with dates and citations: Federal Register comment \
                periods closing, rules taking effect, committee meetings. as_of=DATE answers for a past day; \
                actionable_only=true keeps comment periods still open. Example: as_of=2024-02-12, days=90.""",
                schema(properties(
                        "days", Map.of("type", "integer", "minimum", 0, "maximum", 366,
                                "description", "days ahead, default 30"),
                        "as_of", property("string", "the day to answer for, default today"),
                        "actionable_only", property("boolean", "open comment periods only"),
                        "limit", Map.of("type", "integer", "minimum", 1, "maximum", 200,
                                "description", "default 50")), List.of()),
                args -> upcoming.upcoming(integer(args, "days"), string(args, "as_of"), bool(args, "actionable_only"),
                        integer(args, "limit")));
    }
}
