package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.server.McpServerFeatures.SyncPromptSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.GetPromptRequest;
import io.modelcontextprotocol.spec.McpSchema.GetPromptResult;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Records as resources and the research prompts, on the database the real ingest built from the corpus
 * slice: the protocol through the real SDK client over Streamable HTTP, the many argument and id checks
 * by calling the handlers in process as the server does.
 */
class McpResourcesPromptsTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());
    static final JsonMapper json = JsonMapper.builder().build();
    static final JsonMapper snake = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    /** A client per test: a session held across the whole class outlives the servlet's async timeout. */
    @AutoClose
    final McpSyncClient client = server.mcp();
    static Flow1Services services;
    static RecordResources resources;
    static Map<String, SyncPromptSpecification> prompts = new HashMap<>();

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        resources = new RecordResources(services.records, null, snake);
        new ResearchPrompts(services.records).specifications().forEach(p -> prompts.put(p.prompt().name(), p));
    }

    @AfterAll
    static void close() {
        services.close();
    }

    JsonNode read(String uri) {
        ReadResourceResult result = client.readResource(new ReadResourceRequest(uri));
        assertThat(result.contents()).hasSize(1);
        TextResourceContents contents = (TextResourceContents) result.contents().getFirst();
        assertThat(contents.uri()).isEqualTo(uri);
        assertThat(contents.mimeType()).isEqualTo("application/json");
        return json.readTree(contents.text());
    }

    /**
     * A JSON-RPC error answer over Streamable HTTP, read with a plain HTTP client (initialize, initialized,
     * the request): the raw answer, as any client gets it. Error answers written from a thread other than the
     * request's were once cut off now and then; McpConfiguration runs handlers on the request's thread.
     */
    static JsonNode rpcError(String method, String params) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> init = http.send(post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                    + "\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}"), HttpResponse.BodyHandlers.ofString());
            String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
            http.send(post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                    HttpResponse.BodyHandlers.ofString());
            String body = http.send(post(session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"" + method
                    + "\",\"params\":" + params + "}"), HttpResponse.BodyHandlers.ofString()).body();
            String data = body.lines().filter(l -> l.startsWith("data:")).findFirst().orElseThrow()
                    .substring("data:".length());
            JsonNode answer = json.readTree(data);
            assertThat(answer.has("result")).as(body).isFalse();
            return answer.get("error");
        }
    }

    static HttpRequest post(String session, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.base() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return request.build();
    }

    /** The resource as the server reads it, without the HTTP round trip. */
    static JsonNode readInProcess(String uri) {
        ReadResourceResult result = resources.read(uri);
        return json.readTree(((TextResourceContents) result.contents().getFirst()).text());
    }

    static McpSchema.JSONRPCResponse.JSONRPCError readErrorInProcess(String uri) {
        McpError e = catchThrowableOfType(McpError.class, () -> resources.read(uri));
        assertThat(e).as(uri).isNotNull();
        return e.getJsonRpcError();
    }

    static GetPromptResult promptInProcess(String name, Map<String, Object> args) {
        return prompts.get(name).promptHandler().apply(null, new GetPromptRequest(name, args));
    }

    static McpSchema.JSONRPCResponse.JSONRPCError promptErrorInProcess(String name, Map<String, Object> args) {
        McpError e = catchThrowableOfType(McpError.class, () -> promptInProcess(name, args));
        assertThat(e).as(name + " " + args).isNotNull();
        return e.getJsonRpcError();
    }

    static String text(GetPromptResult result) {
        assertThat(result.messages()).hasSize(1);
        assertThat(result.messages().getFirst().role()).isEqualTo(McpSchema.Role.USER);
        return ((McpSchema.TextContent) result.messages().getFirst().content()).text();
    }

    @Test
    void theServerDeclaresResourcesAndPrompts() {
        McpSchema.ServerCapabilities capabilities = client.getServerCapabilities();
        assertThat(capabilities.resources()).isNotNull();
        assertThat(capabilities.prompts()).isNotNull();
        assertThat(capabilities.tools()).isNotNull();
    }

    @Test
    void theRecordTemplateIsListedAndTheResourceListStaysSmall() {
        List<McpSchema.ResourceTemplate> templates = client.listResourceTemplates().resourceTemplates();
        assertThat(templates).extracting(McpSchema.ResourceTemplate::uriTemplate)
                .containsExactlyInAnyOrder("josh://{id}", "josh://alerts/{id}");
        McpSchema.ResourceTemplate record = templates.stream().filter(t -> t.uriTemplate().equals("josh://{id}"))
                .findFirst().orElseThrow();
        assertThat(record.mimeType()).isEqualTo("application/json");
        assertThat(record.description()).contains("josh://hr:117:3684", "body_offset");
        assertThat(client.listResources().resources()).extracting(McpSchema.Resource::uri)
                .containsExactly("josh://explore");
    }

    @Test
    void aBillReadsAsTheFetchToolAndRestReturnIt() {
        JsonNode bill = read("josh://hr:117:3684");
        assertThat(bill.get("id").asString()).isEqualTo("hr:117:3684");
        assertThat(bill.get("type").asString()).isEqualTo("bill");
        JsonNode rest = server.get("/v1/fetch/hr:117:3684").body();
        assertThat(bill.get("citation")).isEqualTo(rest.get("citation"));
        assertThat(bill.get("citation").get("citation_string").asString()).contains("3684");
        assertThat(bill.has("link_counts")).isTrue();

        McpSchema.CallToolResult fetched = client.callTool(new McpSchema.CallToolRequest("fetch",
                Map.of("id", "hr:117:3684")));
        // the tool answers within its size budget (docs/mcp.md): the same record, its body cut where the marker says
        ObjectNode tool = (ObjectNode) json.readTree(((McpSchema.TextContent) fetched.content().getFirst()).text());
        JsonNode budget = tool.remove("budget");
        assertThat(budget.get("cut").toString()).contains("/body_markdown");
        String body = tool.remove("body_markdown").asString();
        assertThat(bill.get("body_markdown").asString()).startsWith(body).hasSizeGreaterThan(body.length());
        ObjectNode resource = (ObjectNode) bill.deepCopy();
        resource.remove("body_markdown");
        assertThat(tool).isEqualTo(resource);
    }

    @Test
    void aSectionReadsInWindowsAndEncodedColonsAreAccepted() {
        JsonNode section = readInProcess("josh://usc:17:107");
        assertThat(section.get("id").asString()).isEqualTo("usc:17:107");
        assertThat(section.get("citation").get("citation_string").asString()).contains("17", "107");
        JsonNode later = readInProcess("josh://usc:17:107?body_offset=100");
        assertThat(later.get("body").get("offset").asInt()).isEqualTo(100);
        assertThat(later.get("body_markdown").asString())
                .isEqualTo(section.get("body_markdown").asString().substring(100));
        assertThat(readInProcess("josh://usc%3A17%3A107").get("id").asString()).isEqualTo("usc:17:107");
    }

    @Test
    void exploreIsAResource() {
        JsonNode explore = read("josh://explore");
        assertThat(explore.toString()).contains("hr:117:3684".substring(0, 3));
        assertThat(explore.size()).isPositive();
    }

    @Test
    void anUnknownOrMalformedIdIsResourceNotFoundWithTheRestEnvelope() throws Exception {
        JsonNode unknown = rpcError("resources/read", "{\"uri\":\"josh://hr:117:9999\"}");
        assertThat(unknown.get("code").asInt()).isEqualTo(-32002);
        assertThat(unknown.get("message").asString()).contains("hr:117:9999");
        JsonNode data = unknown.get("data");
        assertThat(data.get("uri").asString()).isEqualTo("josh://hr:117:9999");
        assertThat(data.get("error").get("code").asString()).isEqualTo("not_found");
        assertThat(data.get("error").get("hint").size()).isPositive();
        assertThat(data.get("error").get("hint").toString()).as("hints for an MCP client").doesNotContain("/v1/")
                .contains("\"tool\":\"search\"");

        McpSchema.JSONRPCResponse.JSONRPCError malformed = readErrorInProcess("josh://not-an-id");
        assertThat(malformed.code()).isEqualTo(-32002);
        assertThat(json.valueToTree(malformed.data()).get("error").get("code").asString()).isEqualTo("invalid_id");
        assertThat(json.valueToTree(malformed.data()).get("error").get("hint").get("examples").size()).isPositive();

        assertThat(readErrorInProcess("other://hr:117:3684").code()).isEqualTo(-32002);
        McpSchema.JSONRPCResponse.JSONRPCError badOffset = readErrorInProcess("josh://usc:17:107?body_offset=-1");
        assertThat(badOffset.code()).isEqualTo(-32602);
        assertThat(readErrorInProcess("josh://usc:17:107?page=2").message()).contains("page");
    }

    @Test
    void thePromptsAreListedWithTheirArguments() {
        List<McpSchema.Prompt> prompts = client.listPrompts().prompts();
        assertThat(prompts).extracting(McpSchema.Prompt::name).containsExactly("brief_on_bill",
                "regulations_implementing_statute", "compare_bill_versions", "whats_due");
        assertThat(prompts).allSatisfy(p -> assertThat(p.description()).isNotBlank());
        McpSchema.Prompt brief = prompts.getFirst();
        assertThat(brief.arguments()).singleElement().satisfies(a -> {
            assertThat(a.name()).isEqualTo("bill_id");
            assertThat(a.required()).isTrue();
        });
    }

    @Test
    void briefOnABillNamesTheBillAndTheTools() {
        String text = text(client.getPrompt(new GetPromptRequest("brief_on_bill", Map.of("bill_id", "hr:117:3684"))));
        assertThat(text).contains("hr:117:3684", "`context`", "\"depth\": \"standard\"", "citation_string",
                "get_bill_related");
    }

    @Test
    void theOtherPromptsNameTheirTools() {
        assertThat(text(promptInProcess("regulations_implementing_statute", Map.of("usc_section", "usc:17:107"))))
                .contains("usc:17:107", "`list_links`", "\"direction\": \"in\"", "\"relation\": \"authority\"",
                        "get_cfr_section");
        assertThat(text(promptInProcess("regulations_implementing_statute", Map.of("usc_section", "usc:42:7521"))))
                .as("a section whose title is not loaded still has its links")
                .contains("{\"id\": \"usc:42:7521\", \"direction\": \"in\", \"relation\": \"authority\"}");
        assertThat(text(promptInProcess("compare_bill_versions",
                Map.of("bill_id", "hjres:116:37", "from", "rh", "to", "RFS"))))
                .contains("`compare_versions`", "{\"bill_id\": \"hjres:116:37\", \"from\": \"RH\", \"to\": \"RFS\"}");
        assertThat(text(promptInProcess("whats_due", Map.of("days", "14", "as_of", "2024-02-12"))))
                .contains("`upcoming`", "{\"days\": 14, \"as_of\": \"2024-02-12\"}", "`whats_new`",
                        "\"since\": \"2024-02-05\"", "actionable_only");
        assertThat(text(promptInProcess("whats_due", Map.of()))).contains("\"days\": 30");
    }

    @Test
    void badPromptArgumentsAreInvalidParamsWithAClearMessage() throws Exception {
        JsonNode missing = rpcError("prompts/get", "{\"name\":\"brief_on_bill\",\"arguments\":{}}");
        assertThat(missing.get("code").asInt()).isEqualTo(-32602);
        assertThat(missing.get("message").asString()).isEqualTo("bill_id is required");
        assertThat(missing.get("data").get("error").get("code").asString()).isEqualTo("invalid_parameter");

        McpSchema.JSONRPCResponse.JSONRPCError malformed =
                promptErrorInProcess("brief_on_bill", Map.of("bill_id", "HR3684"));
        assertThat(malformed.code()).isEqualTo(-32602);
        assertThat(malformed.message()).contains("bill_id must be a bill id such as", "HR3684");
        assertThat(json.valueToTree(malformed.data()).get("error").get("code").asString())
                .isEqualTo("invalid_parameter");

        assertThat(promptErrorInProcess("brief_on_bill", Map.of("bill_id", "usc:17:107")).message())
                .contains("bill id");
        McpSchema.JSONRPCResponse.JSONRPCError absent =
                promptErrorInProcess("brief_on_bill", Map.of("bill_id", "hr:117:9999"));
        assertThat(absent.code()).isEqualTo(-32602);
        assertThat(json.valueToTree(absent.data()).get("error").get("code").asString()).isEqualTo("not_found");

        assertThat(promptErrorInProcess("regulations_implementing_statute", Map.of("usc_section", "hr:117:3684"))
                .message())
                .contains("usc_section");
        assertThat(promptErrorInProcess("whats_due", Map.of("days", "a week")).message()).contains("days");
        assertThat(promptErrorInProcess("whats_due", Map.of("as_of", "12/02/2024")).message()).contains("as_of");
        assertThat(promptErrorInProcess("compare_bill_versions", Map.of("bill_id", "hjres:116:37", "from", "R H!"))
                .message())
                .contains("from");
        assertThat(promptErrorInProcess("brief_on_bill", Map.of("bill_id", "hr:117:3684", "depth", "deep")).message())
                .contains("unknown argument depth");
        assertThat(rpcError("prompts/get", "{\"name\":\"no_such_prompt\"}").get("code").asInt()).isEqualTo(-32602);
    }
}
