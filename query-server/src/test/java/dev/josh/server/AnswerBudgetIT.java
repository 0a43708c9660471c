package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.AnswerSizes;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.RoutingFixture;
import dev.josh.server.support.ServerProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * How much an agent pays per answer: every routing-fixture question asked over Streamable HTTP, the
 * characters of each answer measured, and the table of median and p95 per tool written to
 * {@code target/answer-sizes.md} (the table docs/mcp.md quotes).
 */
@Tag("slow")
class AnswerBudgetIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static ServerProcess server;
    private static McpSyncClient mcp;

    @BeforeAll
    static void start() throws Exception {
        server = ServerProcess.start(CorpusDatabase.ensureBuilt(), "it-answer-budget.log", Map.of());
        mcp = server.mcpClient();
        mcp.initialize();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (mcp != null) {
            mcp.close();
        }
        if (server != null) {
            server.close();
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
        assertThat(table).contains("| fetch |", "| search |", "| lexical_search |");
    }
}
