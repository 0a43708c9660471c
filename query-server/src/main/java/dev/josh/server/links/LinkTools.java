package dev.josh.server.links;

import static dev.josh.server.mcp.ToolSupport.cursorProperty;
import static dev.josh.server.mcp.ToolSupport.limitProperty;
import static dev.josh.server.mcp.ToolSupport.page;
import static dev.josh.server.mcp.ToolSupport.properties;
import static dev.josh.server.mcp.ToolSupport.property;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import java.util.List;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/** The MCP tool {@code list_links}: the citation graph around one record. */
@Component
@Order(6)
public class LinkTools implements ToolGroup {

    private final ToolSupport support;
    private final LinkService links;

    public LinkTools(ToolSupport support, LinkService links) {
        this.support = support;
        this.links = links;
    }

    @Override
    public List<SyncToolSpecification> specifications() {
        return List.of(support.tool("list_links", "List a record's citation links", """
                        The citation graph around one record: with direction=out what it cites (a bill's U.S. \
                        Code sections, a rule's CFR parts and statutory authority, a report's bill), with \
                        direction=in what cites it (the laws, bills, rules and reports citing usc:17:102). Each \
                        link has the relation, the locator in the citing record and whether the other end is \
                        loaded (fetch it by id). by_relation counts every link; filter with relation.""",
                schema(properties("id", property("string", "any public id, loaded or not: usc:17:102, hr:117:3684"),
                        "direction", Map.of("type", "string", "enum", List.of("out", "in"),
                                "description", "out (default): what the record cites; in: what cites it"),
                        "relation", property("string", "only this relation, e.g. cites"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("id")),
                args -> links.links(null, string(args, "id"), string(args, "direction"), string(args, "relation"),
                        page(args))));
    }
}
