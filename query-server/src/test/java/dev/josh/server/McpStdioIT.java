package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.RoutingFixture;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code josh mcp --stdio}: the MCP SDK's client launches the packaged server as a command and
 * talks to it over its standard input and output, as Claude Code or Cursor do with a local server.
 */
@Tag("slow")
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
                // Over stdio the server's setting is the only choice of toolsets: the default set plus bills here.
                .addEnvVar("JOSH_MCP_TOOLSETS", "bills")
                .build();
        StdioClientTransport transport = new StdioClientTransport(command, McpJsonDefaults.getMapper());
        try (McpSyncClient mcp = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(120)).build()) {
            assertThat(mcp.initialize().serverInfo().name()).isEqualTo("josh");
            assertThat(mcp.listTools().tools()).extracting(McpSchema.Tool::name)
                    .contains("search", "fetch", "context", "get_bill", "get_bill_text")
                    .doesNotContain("get_vote", "lexical_search");
            assertThatThrownBy(() -> mcp.callTool(new McpSchema.CallToolRequest("get_vote",
                    Map.of("vote_id", "vote:117:h:1:208")))).hasMessageContaining("toolset congress");

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

            // The whole routing fixture, as over HTTP: every default tool, every expected record.
            assertThat(RoutingFixture.askAll(mcp)).hasSizeGreaterThanOrEqualTo(30);
        }
    }

    /**
     * The MCP specification's stdio transport ends a session by closing the server's input: the process
     * answered what it was asked and then stayed alive for good (one orphan per client that had launched
     * it). It now answers, then exits 0.
     */
    @Test
    void closingStandardInputEndsTheProcessAfterItsAnswers() throws Exception {
        Path db = CorpusDatabase.ensureBuilt();
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder command = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.server.jar"), "--stdio")
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        command.environment().put("JOSH_DB", db.toString());
        command.environment().put("JOSH_AUTH", "disabled");
        Process process = command.start();
        try {
            var in = process.getOutputStream();
            in.write("""
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"it","version":"1"}}}
                    """.getBytes(StandardCharsets.UTF_8));
            in.flush();
            var out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            assertThat(json.readTree(out.readLine()).get("result").get("serverInfo").get("name").asString())
                    .isEqualTo("josh");
            in.close();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("exited after its input closed").isTrue();
            assertThat(process.exitValue()).isZero();
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * Issue 32: without a valid key the process answered initialize, fetch and verify_citation in full
     * (66 KB on stdout) and only then exited 2, and a client showed "Connection closed". Now the first
     * request is answered with a JSON-RPC error naming the problem and the fix, nothing else is served,
     * the reason is on stderr too, and the exit status is 2.
     */
    @ParameterizedTest(name = "JOSH_API_KEY={0}")
    @ValueSource(strings = {"", "josh_not-a-key"})
    void withoutAValidKeyTheFirstRequestGetsTheReasonAndNothingIsServed(String key) throws Exception {
        Path db = CorpusDatabase.ensureBuilt();
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder command = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.server.jar"), "--stdio");
        command.environment().put("JOSH_DB", db.toString());
        command.environment().put("JOSH_AUTH", "required");
        command.environment().remove("JOSH_API_KEY");
        if (!key.isEmpty()) {
            command.environment().put("JOSH_API_KEY", key);
        }
        Process process = command.start();
        try (var in = process.getOutputStream()) {
            in.write(("""
                    {"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"it","version":"1"}}}
                    {"jsonrpc":"2.0","method":"notifications/initialized"}
                    {"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"fetch","arguments":{"id":"usc:9:10"}}}
                    {"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"verify_citation","arguments":{"citation":"9 U.S.C. 10"}}}
                    """).getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);

        assertThat(out.lines().toList()).as("standard output").singleElement().satisfies(line -> {
            JsonNode answer = json.readTree(line);
            assertThat(answer.get("id").asInt()).isEqualTo(7);
            assertThat(answer.has("result")).isFalse();
            assertThat(answer.get("error").get("code").isIntegralNumber()).isTrue();
            assertThat(answer.get("error").get("message").asString())
                    .contains("JOSH_API_KEY", key.isEmpty() ? "not set" : "not a valid key", "josh keys create");
            assertThat(answer.get("error").get("data").get("error").get("code").asString()).isEqualTo("unauthorized");
        });
        assertThat(err).contains("JOSH_API_KEY", "josh keys create");

        // What a client shows: the SDK's client fails to initialize with the reason (its cause), not "Connection closed".
        ServerParameters.Builder parameters = ServerParameters.builder(java)
                .args("--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                        "-jar", System.getProperty("josh.server.jar"), "--stdio")
                .addEnvVar("JOSH_DB", db.toString())
                .addEnvVar("JOSH_AUTH", "required");
        if (!key.isEmpty()) {
            parameters.addEnvVar("JOSH_API_KEY", key);
        }
        try (McpSyncClient mcp = McpClient.sync(new StdioClientTransport(parameters.build(), McpJsonDefaults.getMapper()))
                .requestTimeout(Duration.ofSeconds(120)).initializationTimeout(Duration.ofSeconds(120)).build()) {
            assertThatThrownBy(mcp::initialize).hasStackTraceContaining("JOSH_API_KEY is not");
        }
    }

    private static String text(McpSchema.CallToolResult result) {
        List<McpSchema.Content> content = result.content();
        return ((McpSchema.TextContent) content.get(0)).text();
    }
}
