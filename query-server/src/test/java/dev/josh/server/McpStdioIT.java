package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.CorpusDatabase;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code josh mcp --stdio}: the MCP SDK's client launches the packaged server as a command and
 * talks to it over its standard input and output, as Claude Code or Cursor do with a local server.
 */
class McpStdioIT {

    private static final JsonMapper json = JsonMapper.builder().build();

    @Test
    void aClientThatLaunchesTheCommandListsSearchesAndFetches() throws Exception {
        Path db = CorpusDatabase.ensureBuilt();
        String java = ProcessHandle.current().info().command().orElse("java");
        ServerParameters command = ServerParameters.builder(java)
                .args("--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                        "-jar", System.getProperty("josh.server.jar"), "--stdio")
                .addEnvVar("JOSH_DB", db.toString())
                .addEnvVar("JOSH_AUTH", "disabled")
                .build();
        StdioClientTransport transport = new StdioClientTransport(command, McpJsonDefaults.getMapper());
        try (McpSyncClient mcp = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build()) {
            assertThat(mcp.initialize().serverInfo().name()).isEqualTo("josh");
            assertThat(mcp.listTools().tools()).extracting(McpSchema.Tool::name)
                    .contains("search", "fetch", "list_committee_members");

            McpSchema.CallToolResult found = mcp.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "vacating an arbitration award", "mode", "lexical", "source", "us-code", "limit", 3)));
            assertThat(found.isError()).isFalse();
            JsonNode results = json.readTree(text(found)).get("results");
            assertThat(results).isNotEmpty();
            String id = results.get(0).get("id").asString();
            assertThat(id).startsWith("usc:9:");

            McpSchema.CallToolResult fetched = mcp.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", id)));
            assertThat(fetched.isError()).isFalse();
            assertThat(json.readTree(text(fetched)).get("citation").get("citation_string").asString())
                    .startsWith("9 U.S.C. §");

            McpSchema.CallToolResult unknown = mcp.callTool(new McpSchema.CallToolRequest("fetch",
                    Map.of("id", "usc:9:9999")));
            assertThat(unknown.isError()).isTrue();
            assertThat(text(unknown)).contains("not_found");
        }
    }

    private static String text(McpSchema.CallToolResult result) {
        List<McpSchema.Content> content = result.content();
        return ((McpSchema.TextContent) content.get(0)).text();
    }
}
