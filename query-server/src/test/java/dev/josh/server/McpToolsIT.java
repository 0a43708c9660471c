package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.support.RoutingFixture;
import dev.josh.server.support.ServerProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP surface as an agent meets it: the packaged server as its own process, the SDK's client
 * over Streamable HTTP, the database ingested from the real corpus. Every tool's schema is
 * checked (every toolset on), the routing fixture calls every default tool and finds its records
 * with the default toolset alone, every id any tool returns opens with {@code fetch}, and bad calls
 * come back as tool errors with codes and hints.
 */
@Tag("slow")
class McpToolsIT {

    private static final JsonMapper json = JsonMapper.builder().build();
    private static ServerProcess server;
    /** A client with the default toolset, as most agents connect, and one with every toolset on. */
    private static McpSyncClient mcp;
    private static McpSyncClient all;

    @BeforeAll
    static void start() throws Exception {
        server = ServerProcess.overCorpus();
        mcp = server.mcpClient();
        mcp.initialize();
        all = server.mcpClient("/mcp?toolsets=all");
        all.initialize();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (mcp != null) {
            mcp.close();
        }
        if (all != null) {
            all.close();
        }
    }

    private static Map<String, McpSchema.Tool> tools(McpSyncClient client) {
        Map<String, McpSchema.Tool> tools = new HashMap<>();
        client.listTools().tools().forEach(t -> tools.put(t.name(), t));
        return tools;
    }

    @Test
    void everyToolDescribesItselfAndEveryArgument() {
        Map<String, McpSchema.Tool> tools = tools(all);
        assertThat(tools).hasSizeGreaterThan(tools(mcp).size());
        assertThat(tools).containsKeys("search", "lexical_search", "semantic_search", "fetch", "resolve_entity",
                "list_committee_members", "explore");
        for (McpSchema.Tool tool : tools.values()) {
            assertThat(tool.description()).as(tool.name()).hasSizeGreaterThan(80);
            assertThat(tool.annotations().readOnlyHint()).as(tool.name()).isTrue();
            Map<String, Object> schema = tool.inputSchema();
            assertThat(schema.get("type")).as(tool.name()).isEqualTo("object");
            assertThat(schema.get("additionalProperties")).as(tool.name()).isEqualTo(false);
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> properties = (Map<String, Map<String, Object>>) schema.get("properties");
            assertThat(properties).as(tool.name()).isNotNull();
            for (Map.Entry<String, Map<String, Object>> p : properties.entrySet()) {
                assertThat(p.getValue().get("type")).as(tool.name() + "." + p.getKey())
                        .isIn("string", "integer", "boolean", "number", "array", "object");
                assertThat((String) p.getValue().get("description")).as(tool.name() + "." + p.getKey()).isNotBlank();
            }
            Object required = schema.getOrDefault("required", List.of());
            assertThat((List<?>) required).as(tool.name()).allSatisfy(r -> assertThat(properties).containsKey((String) r));
        }
        assertThat(tools.get("lexical_search").inputSchema().get("properties").toString()).doesNotContain("mode=");
        assertThat(tools.get("search").description()).contains("fetch").contains("mode=lexical")
                .contains("mode=semantic");
    }

    @Test
    void theRoutingFixtureCallsEveryToolAndFindsEveryExpectedRecord() throws Exception {
        List<RoutingFixture.Question> questions = RoutingFixture.questions();
        assertThat(questions).hasSizeGreaterThanOrEqualTo(30);
        assertThat(questions).extracting(RoutingFixture.Question::flow)
                .contains("lookup", "join", "resolve", "lexical", "semantic", "hybrid");
        Set<String> called = new TreeSet<>();
        questions.forEach(q -> called.add(q.tool()));
        assertThat(called).as("every default tool is in the fixture, and only those")
                .isEqualTo(new TreeSet<>(tools(mcp).keySet()));

        List<RoutingFixture.Answer> answers = RoutingFixture.askAll(mcp);

        // Every id any tool returned opens with fetch (ids are the load-bearing contract between tools).
        Set<String> ids = new LinkedHashSet<>();
        answers.stream().filter(a -> !a.question().tool().equals("explore"))
                .forEach(a -> RoutingFixture.allIds(a.output()).stream()
                        .filter(id -> PublicId.tryParse(id).isPresent()).forEach(ids::add));
        assertThat(ids).hasSizeGreaterThan(50);
        for (String id : ids) {
            McpSchema.CallToolResult fetched = call("fetch", Map.of("id", id));
            assertThat(fetched.isError()).as(id + ": " + text(fetched)).isFalse();
            assertThat(json.readTree(text(fetched)).get("id").asString()).isEqualTo(id);
        }
        // An id a tool marks as not loaded (in_database: false) is still a valid id: fetch says not_found.
        Set<String> unloaded = new LinkedHashSet<>();
        answers.forEach(a -> unloaded.addAll(RoutingFixture.unloadedIds(a.output())));
        unloaded.removeAll(ids);
        assertThat(unloaded).isNotEmpty();
        for (String id : unloaded) {
            assertThat(PublicId.tryParse(id)).as(id).isPresent();
            assertToolError(call("fetch", Map.of("id", id)), "not_found", null);
        }
    }

    @Test
    void badCallsAreToolErrorsWithCodesAndHints() throws Exception {
        assertToolError(call("search", Map.of("limit", 5)), "invalid_parameter", "q");
        assertToolError(call("fetch", Map.of()), "invalid_id", null);
        assertToolError(call("search", Map.of("query", "arbitration", "limit", "ten")), "invalid_parameter", "limit");
        assertToolError(call("search", Map.of("query", "arbitration", "limit", true)), "invalid_parameter", "limit");
        assertToolError(call("fetch", Map.of("id", "usc:9:99999")), "not_found", null);
        assertToolError(call("fetch", Map.of("id", "not an id")), "invalid_id", null);
        JsonNode registry = assertToolError(call(all, "semantic_search", Map.of("query", "markey", "source", "legislators")),
                "source_not_searchable", null);
        // REST's redirect (/v1/legislators?q=markey) as the tool call an MCP client can make (McpHints).
        JsonNode redirect = registry.get("error").get("hint").get("redirect_to");
        assertThat(redirect.get("tool").asString()).isEqualTo("resolve_entity");
        assertThat(redirect.get("arguments").get("type").asString()).isEqualTo("legislator");
        assertThat(redirect.get("arguments").get("name").asString()).isEqualTo("markey");
        JsonNode shortBody = assertToolError(call(all, "semantic_search", Map.of("query", "budget", "source", "sap")),
                "source_not_searchable_semantically", null);
        assertThat(shortBody.get("error").get("hint").get("valid_sources").toString()).contains("us-code");
        JsonNode unknown = assertToolError(call(all, "lexical_search", Map.of("query", "x", "mode", "semantic")),
                "invalid_parameter", null);
        assertThat(unknown.get("error").get("hint").get("unknown_arguments").toString()).contains("mode");
        assertToolError(call("resolve_entity", Map.of("type", "lobbyist", "name", "x")), "invalid_parameter", "type");
        assertToolError(call(all, "list_committee_members", Map.of("committee_id", "ZZZZ")), "not_found", null);
        assertToolError(call("search", Map.of("query", "\"unbalanced", "mode", "lexical")), "invalid_query", null);
        JsonNode uncovered = assertToolError(call(all, "get_gao_report", Map.of("report_id", "gao:GAO-06-282")),
                "not_found", null);
        assertThat(uncovered.get("error").get("hint").get("reason").asString()).isEqualTo("not_covered");
        assertToolError(call(all, "get_bill", Map.of("bill_id", "S000033")), "wrong_resource", null);
        assertToolError(call(all, "get_vote", Map.of("vote_id", "vote:117:h:1:208", "member", "B001296")),
                "invalid_parameter", null);
        assertToolError(call("list_records", Map.of("resource", "bills", "filters", Map.of("colour", "red"))),
                "invalid_parameter", "colour");
    }

    @Test
    void anEmptyAnswerSaysWhetherNothingMatchedOrNothingIsCovered() throws Exception {
        JsonNode none = json.readTree(text(call(all, "lexical_search", Map.of("query", "zeppelin", "document",
                "hr:117:3684"))));
        assertThat(none.get("results")).isEmpty();
        assertThat(none.get("empty").get("kind").asString()).isEqualTo("no_match");
        JsonNode uncovered = json.readTree(text(call("search", Map.of("query", "audit", "source", "gao-reports"))));
        assertThat(uncovered.get("empty").get("kind").asString()).isEqualTo("not_covered");
    }

    private static McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return call(mcp, tool, arguments);
    }

    private static McpSchema.CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new McpSchema.CallToolRequest(tool, arguments));
    }

    private static JsonNode assertToolError(McpSchema.CallToolResult result, String code, String parameter) {
        assertThat(result.isError()).as(text(result)).isTrue();
        JsonNode error = json.readTree(text(result));
        assertThat(error.get("error").get("code").asString()).as(text(result)).isEqualTo(code);
        assertThat(error.get("error").get("hint")).as("a hint: " + text(result)).isNotNull();
        if (parameter != null) {
            assertThat(error.get("error").get("hint").get("parameter").asString()).isEqualTo(parameter);
        }
        return error;
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
