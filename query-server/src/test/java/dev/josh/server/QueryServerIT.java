package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The packaged server as its own process over a database built from the real corpus by the real
 * ingest and embed worker ({@link CorpusDatabase}), driven over REST and by an MCP client over
 * Streamable HTTP.
 */
@Tag("slow")
class QueryServerIT {

    private static final List<String> QUERIES = List.of("arbitration agreement", "maritime transactions",
            "enforcement of arbitral awards", "words importing the singular", "seal of the United States",
            "vacating an award", "Act of Congress", "foreign arbitral award convention");

    private static final JsonMapper json = JsonMapper.builder().build();
    private static ServerProcess server;

    @BeforeAll
    static void buildDatabaseAndStartServer() throws Exception {
        server = ServerProcess.overCorpus();
    }

    private static Reply get(String pathAndQuery) throws IOException, InterruptedException {
        return server.get(pathAndQuery);
    }

    private static String search(String q, String mode) {
        return "/v1/search?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8) + "&mode=" + mode + "&limit=10";
    }

    @Test
    void everyModeFindsCitedResultsOnRealData() throws Exception {
        for (String mode : List.of("lexical", "semantic", "hybrid")) {
            // us-code has every chunk embedded, so no mode degrades there (a source-less semantic search
            // rightly lists short-body sources under degraded.excluded_sources: spec criterion 8).
            Reply r = get(search("arbitration agreement", mode) + "&source=us-code");
            assertThat(r.status()).as(mode).isEqualTo(200);
            assertThat(r.body().has("degraded")).as(mode + " degraded: " + r.body().get("degraded")).isFalse();
            JsonNode results = r.body().get("results");
            assertThat(results).as(mode).isNotEmpty();
            Set<String> ids = new LinkedHashSet<>();
            for (JsonNode result : results) {
                assertThat(ids.add(result.get("id").asString())).as("one result per document").isTrue();
                assertThat(result.get("id").asString()).startsWith("usc:");
                assertThat(result.get("snippet").asString()).isNotBlank();
                JsonNode citation = result.get("citation");
                assertThat(citation.get("citation_string").asString()).isNotBlank();
                assertThat(citation.get("url").asString()).startsWith("http");
                assertThat(citation.get("published_at").asString()).isNotBlank();
            }
            assertThat(results.get(0).get("ranks").get(mode.equals("semantic") ? "semantic" : "lexical").isNull())
                    .as(mode).isFalse();
        }
    }

    /**
     * Issue 32: a machine without a GPU read three CUDA warnings from DJL's probes each time the query
     * encoder loaded ("Failed to detect GPU count", "CUDA is not supported OnnxRuntime engine"), though
     * the server never asks for a GPU. The encoder is loaded once the server is up (ServerProcess waits
     * for it) and a semantic search has used it.
     */
    @Test
    void aMachineWithoutAGpuReadsNoGpuWarnings() throws Exception {
        assertThat(get(search("arbitration agreement", "semantic")).status()).isEqualTo(200);
        String log = Files.readString(Path.of("target", "it-server.log"));
        assertThat(log).as("the server's log").contains("Started QueryServerApplication")
                .doesNotContainIgnoringCase("cuda").doesNotContain("GPU count");
    }

    @Test
    void everyResultIdRoundTripsThroughRestAndMcpFetch() throws Exception {
        Set<String> ids = new LinkedHashSet<>();
        for (String q : QUERIES.subList(0, 4)) {
            for (String mode : List.of("lexical", "semantic", "hybrid")) {
                get(search(q, mode)).body().get("results").forEach(r -> ids.add(r.get("id").asString()));
            }
        }
        assertThat(ids).hasSizeGreaterThan(10);
        try (McpSyncClient mcp = mcpClient()) {
            mcp.initialize();
            for (String id : ids) {
                Reply resource = get("/v1/" + PublicId.parse(id).type().resource() + "/" + id);
                assertThat(resource.status()).as(id).isEqualTo(200);
                assertThat(resource.body().get("id").asString()).isEqualTo(id);
                assertThat(resource.body().get("citation").get("citation_string").asString()).isNotBlank();
                assertThat(get("/v1/fetch/" + id).body().get("id").asString()).isEqualTo(id);
                McpSchema.CallToolResult fetched = mcp.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", id)));
                assertThat(fetched.isError()).as(id).isFalse();
                assertThat(json.readTree(text(fetched)).get("id").asString()).isEqualTo(id);
            }
        }
    }

    private static McpSyncClient mcpClient() {
        return server.mcpClient();
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    @Test
    void anMcpClientListsSearchesAndFetches() {
        try (McpSyncClient mcp = mcpClient()) {
            McpSchema.InitializeResult init = mcp.initialize();
            assertThat(init.serverInfo().name()).isEqualTo("josh");
            Map<String, McpSchema.Tool> tools = new java.util.HashMap<>();
            mcp.listTools().tools().forEach(t -> tools.put(t.name(), t));
            assertThat(tools).containsKeys("search", "fetch");
            assertThat(tools.get("search").inputSchema()).containsKey("properties");
            assertThat(tools.get("search").inputSchema().get("required")).isEqualTo(List.of("query"));
            assertThat(tools.get("fetch").inputSchema().get("required")).isEqualTo(List.of("id"));

            McpSchema.CallToolResult found = mcp.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "enforcement of arbitral awards", "limit", 5)));
            assertThat(found.isError()).isFalse();
            JsonNode results = json.readTree(text(found)).get("results");
            assertThat(results).isNotEmpty();
            String id = results.get(0).get("id").asString();
            McpSchema.CallToolResult fetched = mcp.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", id)));
            assertThat(fetched.isError()).isFalse();
            JsonNode record = json.readTree(text(fetched));
            assertThat(record.get("body_markdown").asString()).isNotBlank();
            assertThat(record.get("citation").get("citation_string").asString()).isNotBlank();

            McpSchema.CallToolResult bad = mcp.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "x", "mode", "fuzzy")));
            assertThat(bad.isError()).isTrue();
            assertThat(text(bad)).contains("invalid_parameter");
        }
    }

    @Test
    void waysAndMeansListsItsChairByName() throws Exception {
        Reply r = get("/v1/committees/HSWM/members");
        assertThat(r.status()).isEqualTo(200);
        JsonNode members = r.body().get("members");
        assertThat(members.size()).isGreaterThan(20);
        JsonNode chair = null;
        for (JsonNode m : members) {
            assertThat(m.get("citation").get("citation_string").asString()).isNotBlank();
            // The roster's own title, as published: "Chair" for Ways and Means in the 119th.
            if (List.of("Chair", "Chairman", "Chairwoman").contains(m.get("role").asString())) {
                chair = m;
            }
        }
        assertThat(chair).as("the chair").isNotNull();
        assertThat(chair.get("legislator_found").asBoolean()).isTrue();
        assertThat(chair.get("name").asString()).isNotBlank();
        assertThat(chair.get("side").asString()).isEqualTo("majority");
        assertThat(members.get(0).get("side").asString()).isEqualTo("majority");
        String bioguide = chair.get("bioguide_id").asString();
        assertThat(get("/v1/legislators/" + bioguide).body().get("terms")).isNotEmpty();
    }

    @Test
    void badRequestsAreFourHundredsWithCodes() throws Exception {
        assertError(get("/v1/search?q=x&mode=fuzzy"), 400, "invalid_parameter");
        assertError(get("/v1/search?q="), 400, "invalid_parameter");
        assertError(get("/v1/us-code/usc:9:999999"), 404, "not_found");
        assertError(get("/v1/us-code/not-an-id"), 400, "invalid_id");
        assertError(get("/v1/legislators/usc:9:1"), 404, "wrong_resource");
        assertError(get("/v1/search?q=%22unbalanced"), 400, "invalid_query");
        Reply registry = get("/v1/search?q=smith&source=legislators");
        assertError(registry, 400, "source_not_searchable");
        JsonNode hint = registry.body().get("error").get("hint");
        assertThat(hint.has("offending_sources")).isTrue();
        assertThat(hint.get("redirect_to").asString()).startsWith("/v1/legislators?q=");
        assertThat(hint.get("valid_sources").toString()).contains("us-code");
    }

    private static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).isEqualTo(status);
        assertThat(r.body().get("error").get("code").asString()).isEqualTo(code);
    }

    /** Not a budget assertion (timings on a shared 2-core box are noisy): prints what the report quotes. */
    @Test
    void aDateWindowThatExcludesTheBestChunksStillFillsThePage() throws Exception {
        // Title 9 (arbitration; published 2021-04-13) holds the best matches; title 1 (2022-01-27) holds 39 sections.
        String q = "/v1/search?q=" + URLEncoder.encode("enforcement of arbitral awards", StandardCharsets.UTF_8)
                + "&mode=semantic&limit=10";
        Reply global = get(q);
        assertThat(global.status()).isEqualTo(200);
        assertThat(global.body().get("results").get(0).get("id").asString()).startsWith("usc:9:");

        Reply windowed = get(q + "&since=2022-01-01");
        assertThat(windowed.status()).isEqualTo(200);
        JsonNode results = windowed.body().get("results");
        assertThat(results.size()).as("a full page from inside the window").isEqualTo(10);
        for (JsonNode r : results) {
            assertThat(r.get("id").asString()).startsWith("usc:1:");
            assertThat(r.get("citation").get("published_at").asString()).isGreaterThanOrEqualTo("2022-01-01");
        }
        assertThat(windowed.body().get("filters").get("since").asString()).isEqualTo("2022-01-01");

        Reply hybrid = get(q.replace("mode=semantic", "mode=hybrid") + "&until=2021-12-31");
        assertThat(hybrid.body().get("results")).isNotEmpty()
                .allSatisfy(r -> assertThat(r.get("id").asString()).startsWith("usc:9:"));
    }

    @Test
    void aLexicalSearchInsideOneDocumentAnswersDoesItMention() throws Exception {
        Reply r = get("/v1/search?mode=lexical&document=usc:9:10&q=" + URLEncoder.encode("evident partiality",
                StandardCharsets.UTF_8));
        assertThat(r.status()).isEqualTo(200);
        JsonNode results = r.body().get("results");
        assertThat(results).hasSize(1);
        assertThat(results.get(0).get("id").asString()).isEqualTo("usc:9:10");
        JsonNode passage = results.get(0).get("passages").get(0);
        assertThat(passage.get("text").asString().toLowerCase()).contains("partiality");
        assertThat(passage.get("url").asString()).contains("#");

        Reply absent = get("/v1/search?mode=lexical&document=usc:9:10&q=broadband");
        assertThat(absent.status()).isEqualTo(200);
        assertThat(absent.body().get("results")).isEmpty();
        assertThat(absent.body().get("total").asInt()).isZero();

        assertThat(get("/v1/search?q=award&since=yesterday").status()).isEqualTo(400);
        assertThat(get("/v1/search?q=award&document=not-an-id").status()).isEqualTo(400);
    }

    @Test
    void namesResolveToIdsDespiteTyposOverRestAndMcp() throws Exception {
        for (String q : List.of("Markey", "Markye", "ed markey")) {
            Reply r = get("/v1/legislators?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8) + "&state=MA");
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.body().get("results").get(0).get("id").asString()).as(q).isEqualTo("M000133");
            assertThat(r.body().get("results").get(0).get("citation").get("citation_string").asString()).isNotBlank();
        }
        Reply committee = get("/v1/committees?q=" + URLEncoder.encode("ways and meens", StandardCharsets.UTF_8));
        assertThat(committee.body().get("results").get(0).get("id").asString()).isEqualTo("HSWM");

        try (McpSyncClient mcp = mcpClient()) {
            mcp.initialize();
            McpSchema.CallToolResult found = mcp.callTool(new McpSchema.CallToolRequest("resolve_entity",
                    Map.of("type", "legislator", "name", "Sen. Markye", "state", "MA")));
            assertThat(found.isError()).isFalse();
            assertThat(json.readTree(text(found)).get("results").get(0).get("id").asString()).isEqualTo("M000133");
            McpSchema.CallToolResult bad = mcp.callTool(new McpSchema.CallToolRequest("resolve_entity",
                    Map.of("type", "lobbyist", "name", "x")));
            assertThat(bad.isError()).isTrue();
            assertThat(text(bad)).contains("invalid_parameter");
        }
    }
}
