package dev.josh.server.mcp;

import dev.josh.server.auth.Cost;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An MCP tool as a group defines it: what the SDK serves, what a call costs and the {@link Toolset} that lists
 * it, declared together.
 */
public record ToolDefinition(SyncToolSpecification specification, Cost cost, Toolset toolset) {

    public ToolDefinition {
        Objects.requireNonNull(specification, "specification");
        Objects.requireNonNull(cost, () -> specification.tool().name() + " declares no cost");
        Objects.requireNonNull(toolset, () -> specification.tool().name() + " names no toolset");
    }

    /** A tool of the default set. */
    public ToolDefinition(SyncToolSpecification specification, Cost cost) {
        this(specification, cost, Toolset.DEFAULT);
    }

    /** The same tool, listed only where {@code group} is turned on. */
    public ToolDefinition in(Toolset group) {
        return new ToolDefinition(specification, cost, group);
    }

    public String name() {
        return specification.tool().name();
    }

    /** Each tool's cost by name, over every group; two tools of one name are refused. */
    public static Map<String, Cost> costs(List<? extends ToolGroup> groups) {
        Map<String, Cost> out = new LinkedHashMap<>();
        groups.forEach(g -> g.tools().forEach(t -> {
            if (out.putIfAbsent(t.name(), t.cost()) != null) {
                throw new IllegalStateException("two tools named " + t.name());
            }
        }));
        return out;
    }
}
