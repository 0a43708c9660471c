package dev.josh.server.mcp;

import dev.josh.server.auth.Cost;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** An MCP tool as a group defines it: what the SDK serves and what a call costs, declared together. */
public record ToolDefinition(SyncToolSpecification specification, Cost cost) {

    public ToolDefinition {
        Objects.requireNonNull(specification, "specification");
        Objects.requireNonNull(cost, () -> specification.tool().name() + " declares no cost");
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
