package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.RoutingFixture;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * MCP toolsets over the real server and the SDK's client (Streamable HTTP), on the database the real ingest
 * built from the corpus slice (every source, so every description is as long as it gets): the default
 * {@code tools/list} within its budget and enough for the routing fixture, more toolsets per connection by
 * query parameter or header, a call outside them refused with the toolset that holds the tool.
 */
class McpToolsetsTest {

    /** The most bytes the default tools/list may take: about 4,000 tokens, what hosts with many servers keep. */
    static final int DEFAULT_LIST_BUDGET = 16_384;

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());
    static final JsonMapper json = JsonMapper.builder().build();

    static McpSyncClient client(String endpoint, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder();
        headers.forEach(request::header);
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(server.base())
                .endpoint(endpoint).requestBuilder(request).build()).requestTimeout(Duration.ofSeconds(20)).build();
        client.initialize();
        return client;
    }

    /** The bytes of the {@code tools/list} result as the SDK writes it. */
    static int bytes(McpSchema.ListToolsResult tools) throws Exception {
        return McpJsonDefaults.getMapper().writeValueAsString(tools).getBytes(StandardCharsets.UTF_8).length;
    }

    static Set<String> names(McpSchema.ListToolsResult tools) {
        Set<String> names = new TreeSet<>();
        tools.tools().forEach(t -> names.add(t.name()));
        return names;
    }

    @Test
    void theDefaultListFitsItsBudgetAndHoldsEveryToolTheRoutingFixtureCalls() throws Exception {
        try (McpSyncClient client = server.mcp()) {
            McpSchema.ListToolsResult tools = client.listTools();
            int size = bytes(tools);
            System.out.printf("tools/list default: %d tools, %,d bytes%n", tools.tools().size(), size);
            for (McpSchema.Tool tool : tools.tools()) {
                System.out.printf("  %s: %,d bytes%n", tool.name(),
                        McpJsonDefaults.getMapper().writeValueAsString(tool).getBytes(StandardCharsets.UTF_8).length);
            }
            assertThat(size).as("default tools/list bytes").isLessThanOrEqualTo(DEFAULT_LIST_BUDGET);
            Set<String> listed = names(tools);
            assertThat(listed).containsExactlyInAnyOrderElementsOf(server.bean(McpToolsets.class)
                    .listed(Set.of(Toolset.DEFAULT)).stream().map(ToolDefinition::name).toList());
            Set<String> asked = new TreeSet<>();
            RoutingFixture.questions().forEach(q -> asked.add(q.tool()));
            assertThat(listed).as("every tool the routing fixture calls is a default tool").containsAll(asked);
        }
    }

    @Test
    void allListsEveryToolAndAQueryParameterOrHeaderAddsToolsets() throws Exception {
        Set<String> every = ToolDefinition.costs(List.copyOf(server.beans(ToolGroup.class).values())).keySet();
        try (McpSyncClient all = client("/mcp?toolsets=all", Map.of())) {
            McpSchema.ListToolsResult tools = all.listTools();
            System.out.printf("tools/list all: %d tools, %,d bytes%n", tools.tools().size(), bytes(tools));
            assertThat(names(tools)).containsExactlyInAnyOrderElementsOf(every);
            McpSchema.CallToolResult bill = all.callTool(new McpSchema.CallToolRequest("get_bill",
                    Map.of("bill_id", "hr:117:3684")));
            assertThat(bill.isError()).isFalse();
        }
        try (McpSyncClient bills = client("/mcp", Map.of(Toolset.HEADER, "bills"));
             McpSyncClient congress = client("/mcp?toolsets=congress,records", Map.of())) {
            Set<String> withBills = names(bills.listTools());
            assertThat(withBills).contains("search", "fetch", "get_bill", "get_bill_text", "list_member_bills")
                    .doesNotContain("get_vote", "lexical_search", "get_us_code_section");
            assertThat(names(congress.listTools())).contains("fetch", "get_vote", "list_member_votes",
                    "list_committee_members", "get_us_code_section").doesNotContain("get_bill");
            assertThat(congress.callTool(new McpSchema.CallToolRequest("get_vote",
                    Map.of("vote_id", "vote:117:h:1:208"))).isError()).isFalse();
        }
    }

    @Test
    void aCallOfAToolOutsideTheConnectionsToolsetsNamesTheToolsetThatHoldsIt() {
        try (McpSyncClient client = server.mcp()) {
            McpError refused = catchThrowableOfType(McpError.class, () -> client.callTool(
                    new McpSchema.CallToolRequest("get_bill", Map.of("bill_id", "hr:117:3684"))));
            assertThat(refused.getJsonRpcError().code()).isEqualTo(McpSchema.ErrorCodes.INVALID_PARAMS);
            assertThat(refused.getMessage()).contains("get_bill").contains("toolset bills");
            assertThat(json.valueToTree(refused.getJsonRpcError().data()).toString())
                    .contains("/mcp?toolsets=bills").contains("X-MCP-Toolsets");
            // The default tools still answer on the same session.
            assertThat(client.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", "hr:117:3684")))
                    .isError()).isFalse();
        }
    }

    @Test
    void anUnknownToolsetIsA400NamingTheValidOnes() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String initialize = """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"t","version":"1"}}}""";
        for (HttpRequest.Builder request : List.of(
                HttpRequest.newBuilder(URI.create(server.base() + "/mcp?toolsets=bills,lobbyists")),
                HttpRequest.newBuilder(URI.create(server.base() + "/mcp")).header(Toolset.HEADER, "lobbyists"))) {
            HttpResponse<String> answer = http.send(request.header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .POST(HttpRequest.BodyPublishers.ofString(initialize)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(400);
            JsonNode error = json.readTree(answer.body()).get("error");
            assertThat(error.get("message").asString()).contains("unknown toolset 'lobbyists'");
            assertThat(error.get("data").get("error_code").asString()).isEqualTo("invalid_parameter");
            assertThat(error.get("data").get("hint").get("valid_values").toString())
                    .contains("bills", "congress", "records", "search", "all");
        }
    }

    @Test
    void exploreListsTheToolsetsAndHowToTurnThemOn() throws Exception {
        try (McpSyncClient client = server.mcp()) {
            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("explore", Map.of()));
            JsonNode explore = json.readTree(((McpSchema.TextContent) result.content().getFirst()).text());
            assertThat(explore.get("sources")).isNotEmpty();
            Map<String, JsonNode> toolsets = new java.util.HashMap<>();
            explore.get("toolsets").forEach(t -> toolsets.put(t.get("name").asString(), t));
            assertThat(toolsets).containsOnlyKeys("default", "search", "bills", "congress", "records");
            assertThat(toolsets.get("bills").get("tools").toString()).contains("get_bill_text");
            assertThat(toolsets.get("default").get("tools").toString()).contains("context", "search_trend");
            assertThat(explore.get("enable").asString()).contains("/mcp?toolsets=").contains("JOSH_MCP_TOOLSETS");
        }
    }

    @Test
    void anUnknownToolsetInTheServersSettingStopsTheStart() {
        assertThatThrownBy(() -> new McpToolsets(List.of(), "bills,lobbyists"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("unknown toolset 'lobbyists' in JOSH_MCP_TOOLSETS")
                .hasMessageContaining("valid: default, search, bills, congress, records, all");
        assertThat(new McpToolsets(List.of(), " Bills , congress").configured())
                .containsExactlyInAnyOrder(Toolset.DEFAULT, Toolset.BILLS, Toolset.CONGRESS);
        assertThat(new McpToolsets(List.of(), "all").configured()).containsExactlyInAnyOrder(Toolset.values());
    }
}
