package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.SearchStack;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** The search tools' agent options (expand, max_per_source) and search_trend, called as an MCP server calls them. */
class SearchToolsTest {

    static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    static Flow1Services services;
    static SearchStack stack;
    static final Map<String, SyncToolSpecification> tools = new HashMap<>();

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        stack = new SearchStack(services.pool);
        new SearchTools(stack.search, SearchProperties.defaults(), new ToolSupport(JSON))
                .tools().forEach(t -> tools.put(t.name(), t.specification()));
    }

    @AfterAll
    static void close() {
        stack.close();
        services.close();
    }

    static McpSchema.CallToolResult call(String tool, Map<String, Object> args) {
        return tools.get(tool).callHandler().apply(null, new McpSchema.CallToolRequest(tool, args));
    }

    static JsonNode body(McpSchema.CallToolResult result) {
        return JSON.readTree(((McpSchema.TextContent) result.content().getFirst()).text());
    }

    @Test
    void searchTrendIsAToolOfItsOwnThatSaysWhenToUseIt() {
        assertThat(tools).containsKeys("search", "lexical_search", "semantic_search", "search_trend");
        McpSchema.Tool trend = tools.get("search_trend").tool();
        assertThat(trend.description()).contains("per month or year").contains("documents (never chunks)");
        assertThat(trend.inputSchema()).containsEntry("required", List.of("query", "bucket"));
        @SuppressWarnings("unchecked")
        Map<String, Object> properties = (Map<String, Object>) trend.inputSchema().get("properties");
        assertThat(properties).containsKeys("query", "bucket", "date_field", "source", "since", "until")
                .doesNotContainKeys("limit", "offset", "expand", "max_per_source", "mode");
        @SuppressWarnings("unchecked")
        Map<String, Object> search = (Map<String, Object>) tools.get("search").tool().inputSchema().get("properties");
        assertThat(search).containsKeys("expand", "max_per_source");

        McpSchema.CallToolResult yearly = call("search_trend", Map.of("query", "congress", "bucket", "year"));
        assertThat(yearly.isError()).isFalse();
        JsonNode counts = body(yearly);
        assertThat(counts.get("counted").asString()).isEqualTo("documents");
        long sum = 0;
        for (JsonNode p : counts.get("periods")) {
            sum += p.get("count").asLong();
            assertThat(p.get("by_source").isObject()).isTrue();
        }
        assertThat(sum + counts.get("undated").asLong()).isEqualTo(counts.get("total").asLong()).isPositive();

        McpSchema.CallToolResult bad = call("search_trend", Map.of("query", "congress", "bucket", "decade"));
        assertThat(bad.isError()).isTrue();
        assertThat(body(bad).get("error").get("hint").get("parameter").asString()).isEqualTo("bucket");
    }

    @Test
    void searchTakesExpandAndMaxPerSource() {
        JsonNode capped = body(call("lexical_search", Map.of("query", "congress", "max_per_source", 1, "limit", 5)));
        assertThat(capped.get("diversity").get("max_per_source").asInt()).isEqualTo(1);
        assertThat(capped.get("diversity").get("held_back").asInt()).isPositive();
        java.util.Set<String> sources = new java.util.HashSet<>();
        capped.get("results").forEach(r -> assertThat(sources.add(r.get("source").asString())).isTrue());
        assertThat(sources).hasSize(5);

        JsonNode plain = body(call("lexical_search", Map.of("query", "copyright", "source", "usc", "limit", 3)));
        assertThat(plain.has("diversity")).isFalse();
        plain.get("results").forEach(r -> r.get("passages").forEach(p -> assertThat(p.has("context")).isFalse()));
        JsonNode expanded = body(call("lexical_search", Map.of("query", "copyright", "source", "usc", "limit", 3,
                "expand", 1)));
        expanded.get("results").forEach(r -> r.get("passages").forEach(p ->
                assertThat(p.get("context").asString()).isNotBlank()));

        McpSchema.CallToolResult bad = call("search", Map.of("query", "congress", "max_per_source", 0));
        assertThat(bad.isError()).isTrue();
        JsonNode hint = body(bad).get("error").get("hint");
        assertThat(hint.get("parameter").asString()).isEqualTo("max_per_source");
        assertThat(hint.get("min").asInt()).isEqualTo(1);
    }
}
