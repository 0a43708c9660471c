package dev.josh.server.sources.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.records.Refs;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** {@code compare_versions} called as the MCP server calls it: the REST answer, paged, with REST errors. */
class CompareVersionsToolTest {

    static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    static Flow1Services services;
    static SyncToolSpecification tool;

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        tool = new BillTools(services.bills, services.billTexts, services.billJoins, services.billRelations,
                new BillTextDiffs(services.pool, new Refs(services.coverage)), new ToolSupport(JSON))
                .tools().stream().filter(t -> t.name().equals("compare_versions")).map(ToolDefinition::specification)
                .findFirst()
                .orElseThrow();
    }

    @AfterAll
    static void close() {
        services.close();
    }

    static McpSchema.CallToolResult call(Map<String, Object> args) {
        return tool.callHandler().apply(null, new McpSchema.CallToolRequest("compare_versions", args));
    }

    static JsonNode body(McpSchema.CallToolResult result) {
        return JSON.readTree(((McpSchema.TextContent) result.content().getFirst()).text());
    }

    @Test
    void describesWhenToUseIt() {
        assertThat(tool.tool().description()).contains("inserted, struck, changed", "get_bill_text", "next_cursor");
        assertThat(tool.tool().annotations().readOnlyHint()).isTrue();
        assertThat(tool.tool().inputSchema()).containsEntry("required", List.of("bill_id"));
    }

    @Test
    void comparesPagesAndAnswersErrorsAsRestDoes() {
        McpSchema.CallToolResult first = call(Map.of("bill_id", "hjres:116:37", "from", "RH", "to", "RFS", "limit", 2));
        assertThat(first.isError()).isFalse();
        JsonNode page = body(first);
        assertThat(page.get("summary").get("inserted").asInt()).isEqualTo(1);
        assertThat(page.get("changes")).hasSize(2);
        assertThat(page.get("changes").get(0).get("kind").asString()).isEqualTo("changed");
        assertThat(page.get("to").get("citation").get("url").asString()).endsWith("BILLS-116hjres37rfs");
        JsonNode rest = body(call(Map.of("bill_id", "hjres:116:37", "from", "RH", "to", "RFS",
                "cursor", page.get("next_cursor").asString())));
        assertThat(rest.get("changes")).hasSize(1);
        assertThat(rest.get("changes").get(0).get("kind").asString()).isEqualTo("inserted");
        assertThat(rest.get("has_more").asBoolean()).isFalse();

        McpSchema.CallToolResult unknown = call(Map.of("bill_id", "hjres:116:37", "from", "IH"));
        assertThat(unknown.isError()).isTrue();
        JsonNode error = body(unknown).get("error");
        assertThat(error.get("code").asString()).isEqualTo("not_found");
        assertThat(error.get("hint").get("parameter").asString()).isEqualTo("from");
        assertThat(error.get("hint").get("loaded_versions").toString()).contains("RH", "RFS");

        JsonNode other = body(call(Map.of("bill_id", "hjres:116:37", "other_bill_id", "hr:999")));
        assertThat(other.get("error").get("hint").get("parameter").asString()).isEqualTo("other_bill_id");
        assertThat(body(call(Map.of("bill_id", "hjres:116:37", "max_chars", 9_000))).get("error").get("code")
                .asString()).isEqualTo("invalid_parameter");
    }
}
