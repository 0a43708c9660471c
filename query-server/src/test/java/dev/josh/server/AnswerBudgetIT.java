package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.budget.AnswerBudgets;
import dev.josh.server.support.AnswerSizes;
import dev.josh.server.support.RoutingFixture;
import dev.josh.server.support.ServerProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How much an agent pays per answer: every routing-fixture question asked over Streamable HTTP, the
 * characters of each answer measured, and the table of median and p95 per tool written to
 * {@code target/answer-sizes.md} (the table docs/mcp.md quotes); no answer over its budget without a
 * marker and a cursor, and the cursor reads the rest.
 */
@Tag("slow")
class AnswerBudgetIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static ServerProcess server;
    private static McpSyncClient mcp;

    @BeforeAll
    static void start() throws Exception {
        server = ServerProcess.overCorpus();
        mcp = server.mcpClient();
        mcp.initialize();
    }

    @AfterAll
    static void stop() {
        if (mcp != null) {
            mcp.close();
        }
    }

    @Test
    void theAnswerSizeTableCoversEveryFixtureTool() throws Exception {
        AnswerSizes sizes = new AnswerSizes();
        for (RoutingFixture.Question q : RoutingFixture.questions()) {
            McpSchema.CallToolResult result = mcp.callTool(new McpSchema.CallToolRequest(q.tool(), q.arguments()));
            String text = ((McpSchema.TextContent) result.content().getFirst()).text();
            assertThat(result.isError()).as(q.tool() + " " + q.arguments() + ": " + text).isFalse();
            int structured = result.structuredContent() == null ? 0
                    : JSON.writeValueAsString(result.structuredContent()).length();
            sizes.add(q.tool(), new AnswerSizes.Size(text.length(), structured));
        }
        String table = sizes.table();
        Files.writeString(Path.of("target", "answer-sizes.md"), table);
        System.out.println(table);
        assertThat(table).contains("| fetch |", "| search |", "| context |");
    }

    @Test
    void noAnswerIsOverItsBudgetAndEveryCutAnswerReadsOnToItsEnd() throws Exception {
        int cut = 0;
        for (RoutingFixture.Question q : RoutingFixture.questions()) {
            JsonNode answer = call(q.tool(), q.arguments());
            int parts = 1;
            while (answer.path("budget").path("truncated").asBoolean()) {
                cut++;
                JsonNode marker = answer.get("budget");
                assertThat(marker.get("cut")).as(q.tool() + " names what it cut").isNotEmpty();
                Map<String, Object> next = new HashMap<>(q.arguments());
                next.put("answer_cursor", marker.get("answer_cursor").asString());
                JsonNode rest = call(q.tool(), next);
                assertThat(rest.get("budget").get("continued").asBoolean()).isTrue();
                for (JsonNode path : marker.get("cut")) {
                    JsonNode more = rest.at(path.asString());
                    assertThat(more.isMissingNode() || more.isEmpty() && !more.isString()).as(q.tool() + " "
                            + path + " continues in the next part").isFalse();
                }
                answer = rest;
                assertThat(++parts).as(q.tool() + " " + q.arguments() + " ends").isLessThan(40);
            }
        }
        assertThat(cut).as("some fixture answers are over budget and cut").isPositive();
    }

    @Test
    void aSectionsNotesComeOnceAndOnlyWhenAsked() throws Exception {
        JsonNode summary = call("fetch", Map.of("id", "usc:9:10"));
        assertThat(summary.has("notes")).isFalse();
        assertThat(summary.get("budget").get("omitted").get("/notes").asInt()).isPositive();
        JsonNode full = call("fetch", Map.of("id", "usc:9:10", "verbosity", "full"));
        assertThat(full.get("notes").asString()).hasSize(summary.get("budget").get("omitted").get("/notes").asInt());
        JsonNode later = call("fetch", Map.of("id", "usc:9:10", "verbosity", "full", "body_offset", 100));
        assertThat(later.get("body").get("offset").asInt()).isEqualTo(100);
        assertThat(later.get("notes").isNull()).as("notes are not repeated in a later window").isTrue();
    }

    @Test
    void idsAndFieldsShrinkASearch() throws Exception {
        Map<String, Object> search = Map.of("query", "arbitration award", "limit", 10);
        int summary = JSON.writeValueAsString(call("search", search)).length();
        Map<String, Object> ids = new HashMap<>(search);
        ids.put("verbosity", "ids");
        JsonNode idsOnly = call("search", ids);
        assertThat(idsOnly.get("results")).hasSize(10).allSatisfy(r -> assertThat(r.propertyNames())
                .containsExactlyInAnyOrder("id", "title"));
        assertThat(JSON.writeValueAsString(idsOnly).length()).isLessThan(summary / 4);
        JsonNode bad = JSON.readTree(text(mcp.callTool(new McpSchema.CallToolRequest("search",
                Map.of("query", "x", "verbosity", "tiny")))));
        assertThat(bad.get("error").get("code").asString()).isEqualTo("invalid_parameter");
        assertThat(bad.get("error").get("hint").get("valid_values").toString()).contains("ids", "summary", "full");
    }

    @Test
    void restRoutesTakeTheSameAnswerParameters() throws Exception {
        ServerProcess.Reply full = server.get("/v1/us-code/usc:9:10");
        assertThat(full.status()).isEqualTo(200);
        assertThat(full.body().get("notes").asString()).as("REST answers in full by default").isNotBlank();
        assertThat(full.body().has("budget")).isFalse();
        ServerProcess.Reply summary = server.get("/v1/us-code/usc:9:10?verbosity=summary");
        assertThat(summary.body().has("notes")).isFalse();
        assertThat(summary.body().get("budget").get("omitted").get("/notes").asInt())
                .isEqualTo(full.body().get("notes").asString().length());
        ServerProcess.Reply fields = server.get("/v1/fetch/vote:117:h:1:208?fields=position");
        assertThat(fields.body().propertyNames()).contains("id", "members").doesNotContain("title", "citation");
        assertThat(fields.body().get("members").get(0).propertyNames()).containsExactlyInAnyOrder("bioguide_id",
                "voter_id", "position");
        ServerProcess.Reply bad = server.get("/v1/search?q=award&verbosity=tiny");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.errorCode()).isEqualTo("invalid_parameter");
    }

    private static JsonNode call(String tool, Map<String, Object> arguments) {
        McpSchema.CallToolResult result = mcp.callTool(new McpSchema.CallToolRequest(tool, arguments));
        assertThat(result.isError()).as(tool + " " + arguments + ": " + text(result)).isFalse();
        String text = text(result);
        assertThat(text.length()).as(tool + " " + arguments + " within its budget").isLessThanOrEqualTo(
                AnswerBudgets.TOOL);
        return JSON.readTree(text);
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().getFirst()).text();
    }
}
