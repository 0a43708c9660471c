package dev.josh.server.mcp;

import java.util.List;

/**
 * A group of MCP tools with one subject (search, bills, lookups); the server lists every group's
 * tools in the groups' {@code @Order}.
 */
public interface ToolGroup {

    List<ToolDefinition> tools();
}
