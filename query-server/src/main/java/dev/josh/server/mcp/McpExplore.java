package dev.josh.server.mcp;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.josh.server.status.ExploreService;
import java.util.List;

/**
 * What the {@code explore} tool answers: REST's explore and, for an MCP client, the toolsets it can turn on.
 *
 * @param enable how a client turns toolsets on
 */
public record McpExplore(@JsonUnwrapped ExploreService.Explore explore, List<McpToolsets.Guide> toolsets,
                         String enable) {

    public McpExplore(ExploreService.Explore explore, List<McpToolsets.Guide> toolsets) {
        this(explore, toolsets, "connect to /mcp?" + Toolset.PARAMETER + "=bills,congress (or send the header "
                + Toolset.HEADER + ": bills,congress; over stdio set " + Toolset.ENVIRONMENT + "=bills,congress); "
                + Toolset.ALL + " turns every toolset on, the default set is always on");
    }
}
