package dev.josh.server.mcp;

import dev.josh.server.error.ApiException;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Which tool is in which {@link Toolset}, and which toolsets a connection has turned on: those its request
 * named ({@link ToolsetFilter}, kept in the transport context), else the server's ({@code JOSH_MCP_TOOLSETS},
 * the only choice over stdio). The SDK's server holds every tool, so one server serves every selection:
 * {@code tools/list} shows a connection its toolsets' tools ({@link #visible}), and a call of any other tool
 * is refused with the toolset that holds it ({@link #specifications}). An unknown name in
 * {@code JOSH_MCP_TOOLSETS} stops the start with the valid ones.
 */
@Component
public class McpToolsets {

    /** Where a request's toolsets travel in the SDK's transport context. */
    static final String CONTEXT_KEY = "josh.toolsets";

    /** One toolset as {@code explore} describes it. */
    public record Guide(String name, String description, List<String> tools) {
    }

    private final Map<String, ToolDefinition> tools = new LinkedHashMap<>();
    private final Set<Toolset> configured;

    public McpToolsets(List<ToolGroup> groups, @Value("${josh.mcp.toolsets:}") String configured) {
        groups.forEach(g -> g.tools().forEach(t -> tools.put(t.name(), t)));
        try {
            this.configured = Toolset.parse(configured, Toolset.ENVIRONMENT);
        } catch (ApiException e) {
            throw new IllegalStateException(e.getMessage() + "; valid: " + String.join(", ", Toolset.names()), e);
        }
    }

    /** The toolsets of a connection that names none. */
    public Set<Toolset> configured() {
        return configured;
    }

    /** The tools these toolsets list, in the groups' order. */
    public List<ToolDefinition> listed(Set<Toolset> selection) {
        return tools.values().stream().filter(t -> selection.contains(t.toolset())).toList();
    }

    public List<Guide> guides() {
        return Arrays.stream(Toolset.values()).map(s -> new Guide(s.wire(), s.description(),
                listed(Set.of(s)).stream().map(ToolDefinition::name).toList())).toList();
    }

    /** The context a request's toolsets travel in to the tool filter and the tools. */
    static McpTransportContext context(Set<Toolset> selection) {
        return McpTransportContext.create(Map.of(CONTEXT_KEY, selection));
    }

    /** Whether the connection of this request lists the tool (the SDK's filter over {@code tools/list}). */
    boolean visible(McpTransportContext context, Tool tool) {
        ToolDefinition t = tools.get(tool.name());
        return t != null && selection(context).contains(t.toolset());
    }

    /** Every tool for the SDK, each refusing a call from a connection that has not turned its toolset on. */
    List<SyncToolSpecification> specifications() {
        return tools.values().stream().map(t -> new SyncToolSpecification(t.specification().tool(),
                (exchange, request) -> {
                    if (!selection(exchange.transportContext()).contains(t.toolset())) {
                        throw McpErrors.toolsetOff(t.name(), t.toolset());
                    }
                    return t.specification().callHandler().apply(exchange, request);
                })).toList();
    }

    @SuppressWarnings("unchecked")
    private Set<Toolset> selection(McpTransportContext context) {
        Object selection = context == null ? null : context.get(CONTEXT_KEY);
        return selection == null ? configured : (Set<Toolset>) selection;
    }
}
