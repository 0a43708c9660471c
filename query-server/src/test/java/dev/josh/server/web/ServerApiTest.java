package dev.josh.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Fixtures;
import dev.josh.server.support.InProcessServer.Reply;
import dev.josh.server.support.TestDatabase;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The application in this JVM on a random port over a test database: REST and MCP as clients see them. */
class ServerApiTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> {
        TestDatabase db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        db.activeModel();
        Fixtures.embedAll(db, chunks);
        Fixtures.people(db);
        db.execute("INSERT INTO links (from_id, to_id, relation, locator, found_by, source) VALUES"
                + " ('usc:17:106', 'usc:17:102', 'cites', '(a) @10', 'text', 'us-code'),"
                + " ('usc:17:102', 'pl:94:553', 'source_credit', 'source credit', 'uslm-ref', 'us-code')");
        db.updateLexicalIndexes(); // as ingest leaves it: the lexical leg ranks on the Lucene indexes
        return db.path();
    });
    static final JsonMapper json = JsonMapper.builder().build();

    static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The committed contract; regenerate with {@code ./mvnw -pl query-server test -Dtest=ServerApiTest -Djosh.openapi.update=true}. */
    static final Path OPENAPI = Path.of("..", "contracts", "src", "main", "resources", "openapi", "josh-v1.json");

    @Test
    void theOpenApiDocumentIsTheCommittedContract() throws IOException {
        Reply r = server.get("/v1/openapi.json");
        assertThat(r.status()).isEqualTo(200);
        String generated = json.writerWithDefaultPrettyPrinter().writeValueAsString(r.body()) + "\n";
        if (Boolean.getBoolean("josh.openapi.update")) {
            Files.createDirectories(OPENAPI.getParent());
            Files.writeString(OPENAPI, generated);
        }
        assertThat(Files.readString(OPENAPI)).as("the API changed: if on purpose, regenerate " + OPENAPI
                + " with -Djosh.openapi.update=true and commit it").isEqualTo(generated);
        JsonNode search = r.body().get("paths").get("/v1/search").get("get");
        assertThat(search.get("parameters").toString()).contains("\"agency\"", "\"since\"", "\"mode\"");
        assertThat(search.get("responses").has("4XX")).isTrue();
        assertThat(r.body().get("components").get("schemas").get("SearchResponse").get("properties").has("took_ms"))
                .as("schemas in the wire's snake_case").isTrue();
    }

    @Test
    void searchSpeaksSnakeCaseAndCitesEveryResult() {
        Reply r = server.get("/v1/search?q=copyright&mode=lexical");
        assertThat(r.status()).isEqualTo(200);
        JsonNode body = r.body();
        assertThat(body.has("took_ms")).isTrue();
        assertThat(body.has("tookMs")).isFalse();
        assertThat(body.get("searched_sources")).anySatisfy(src -> assertThat(src.get("name").asString()).isEqualTo("us-code"));
        assertThat(body.has("degraded")).isFalse();
        assertThat(body.get("results")).isNotEmpty();
        for (JsonNode result : body.get("results")) {
            assertThat(result.get("id").asString()).startsWith("usc:");
            assertThat(result.get("snippet").asString()).contains("<mark>");
            JsonNode citation = result.get("citation");
            assertThat(citation.get("citation_string").asString()).isNotBlank();
            assertThat(citation.get("url").asString()).startsWith("https://");
            assertThat(citation.get("published_at").asString()).isNotBlank();
            assertThat(result.get("ranks").get("lexical").get("rank").asInt()).isPositive();
            assertThat(result.get("ranks").get("semantic").isNull()).isTrue();
            assertThat(result.get("passages").get(0).get("heading_path").asString()).isNotBlank();
        }
    }

    @Test
    void hybridIsTheDefaultAndEveryResultIdRoundTrips() {
        JsonNode body = server.get("/v1/search?q=" + q("arbitration of maritime agreements")).body();
        assertThat(body.get("mode").asString()).isEqualTo("hybrid");
        assertThat(body.get("results")).isNotEmpty();
        for (JsonNode result : body.get("results")) {
            String id = result.get("id").asString();
            Reply byResource = server.get("/v1/us-code/" + id);
            assertThat(byResource.status()).as(id).isEqualTo(200);
            assertThat(byResource.body().get("id").asString()).isEqualTo(id);
            assertThat(byResource.body().get("citation").get("citation_string").asString())
                    .isEqualTo(result.get("citation").get("citation_string").asString());
            assertThat(server.get("/v1/fetch/" + id).body().get("id").asString()).isEqualTo(id);
        }
    }

    @Test
    void flowOneRoutes() {
        assertThat(server.get("/v1/legislators/J000020").body().get("terms")).hasSize(2);
        JsonNode committee = server.get("/v1/fetch/HSWM").body();
        assertThat(committee.get("type").asString()).isEqualTo("committee");
        assertThat(committee.get("subcommittees").get(0).get("id").asString()).isEqualTo("HSWM01");
        JsonNode members = server.get("/v1/committees/HSWM/members").body();
        assertThat(members.get("members").get(0).get("role").asString()).isEqualTo("Chairman");
        assertThat(members.get("members").get(0).get("name").asString()).isEqualTo("Jason Smith");
        assertThat(members.get("members").get(0).get("citation").get("citation_string").asString()).isNotBlank();
        assertThat(server.get("/v1/legislators?q=smith").body().get("results").get(0).get("id").asString())
                .isEqualTo("J000020");
        JsonNode window = server.get("/v1/us-code/usc:17:102?body_max_chars=20").body();
        assertThat(window.get("body_markdown").asString()).hasSize(20);
        assertThat(window.get("body").get("next_offset").asInt()).isEqualTo(20);
        // a record by id carries its link counts, by direction and relation
        assertThat(window.get("link_counts").get("out").get("source_credit").asLong()).isEqualTo(1);
        assertThat(window.get("link_counts").get("in").get("cites").asLong()).isEqualTo(1);
        assertThat(server.get("/v1/fetch/usc:17:102").body().get("link_counts")).isEqualTo(window.get("link_counts"));
    }

    @Test
    void statusReportsShapesCountsAndTheModel() {
        JsonNode status = server.get("/v1/status").body();
        assertThat(status.get("database").asString()).as("the file's name, not where it lies").doesNotContain("/")
                .endsWith(".db");
        JsonNode usCode = null;
        for (JsonNode s : status.get("sources")) {
            if (s.get("name").asString().equals("us-code")) {
                usCode = s;
            }
        }
        assertThat(usCode).isNotNull();
        assertThat(usCode.get("shape").asString()).isEqualTo("body");
        assertThat(usCode.get("records").asInt()).isEqualTo(6);
        assertThat(usCode.get("chunks").asInt()).isEqualTo(7);
        assertThat(usCode.get("vectors").asInt()).isEqualTo(7);
        assertThat(usCode.get("lexical_index").asString()).isEqualTo("current");
        assertThat(usCode.get("vector_graph").asString()).as("7 vectors: scanned, below graph-min-vectors")
                .isEqualTo("scanned");
        assertThat(status.get("semantic").get("available").asBoolean()).isTrue();
        assertThat(status.get("semantic").get("active_model").get("model_id").asString())
                .isEqualTo(TestDatabase.MODEL_ID);
    }

    private static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).isEqualTo(status);
        assertThat(r.body().get("error").get("code").asString()).isEqualTo(code);
        assertThat(r.body().get("error").get("message").asString()).isNotBlank();
        assertThat(r.body().get("error").has("hint")).isTrue();
    }

    @Test
    void badRequestsGetTheEnvelopeWithACode() {
        assertError(server.get("/v1/search?q=x&mode=fuzzy"), 400, "invalid_parameter");
        assertError(server.get("/v1/search?q="), 400, "invalid_parameter");
        assertError(server.get("/v1/search"), 400, "invalid_parameter");
        assertError(server.get("/v1/search?q=x&limit=abc"), 400, "invalid_parameter");
        assertError(server.get("/v1/search?q=x&limit=500"), 400, "invalid_parameter");
        assertError(server.get("/v1/search?q=" + q("\"unbalanced")), 400, "invalid_query");
        assertError(server.get("/v1/search?q=x&source=bogus"), 400, "unknown_source");
        assertError(server.get("/v1/us-code/usc:17:999"), 404, "not_found");
        Reply invalid = server.get("/v1/us-code/seventeen");
        assertError(invalid, 400, "invalid_id");
        assertThat(invalid.body().get("error").get("hint").get("examples").get("us-code").asString())
                .isEqualTo("usc:17:102");
        Reply wrong = server.get("/v1/legislators/usc:17:102");
        assertError(wrong, 404, "wrong_resource");
        assertThat(wrong.body().get("error").get("hint").get("path").asString()).isEqualTo("/v1/us-code/usc:17:102");
        assertError(server.get("/v2/nothing"), 404, "not_found");
        assertError(server.send(HttpRequest.newBuilder(URI.create(server.base() + "/v1/search?q=x"))
                .POST(HttpRequest.BodyPublishers.noBody()).build()), 405, "method_not_allowed");
    }

    @Test
    void aRegistrySourceInSearchIsRedirected() {
        Reply r = server.get("/v1/search?q=smith&source=legislators");
        assertError(r, 400, "source_not_searchable");
        JsonNode hint = r.body().get("error").get("hint");
        assertThat(hint.get("offending_sources").get(0).asString()).isEqualTo("legislators");
        assertThat(hint.get("redirect_to").asString()).isEqualTo("/v1/legislators?q=smith");
        assertThat(hint.get("valid_sources")).anySatisfy(v -> assertThat(v.asString()).isEqualTo("us-code"))
                .noneSatisfy(v -> assertThat(v.asString()).isEqualTo("legislators"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/search?q=%25", "/v1/search?q=NEAR(", "/v1/search?q=*", "/v1/search?q=)",
            "/v1/search?q=%22", "/v1/search?q=AND", "/v1/search?q=x&offset=-5",
            "/v1/search?q=x&limit=1.5", "/v1/search?q=x&offset=99999999999", "/v1/fetch/%20",
            "/v1/fetch/usc:17:", "/v1/committees/HSWM/members?congress=abc", "/v1/committees/usc:1:1/members",
            "/v1/us-code/usc:17:102?body_offset=-1", "/v1/legislators?q=", "/v1/bills?limit=0", "/v1/search/x/y",
            "/v1/search?q=copyright&mode=semantic&source=committees", "/v1/fetch/hr:119:103"})
    void noInputIsA500(String path) {
        Reply r = server.get(path);
        assertThat(r.status()).as(path).isBetween(400, 499);
        assertThat(r.body().get("error").get("code").asString()).as(path).isNotBlank();
    }

    @Test
    void similarAnswersOverRestAndMcpWithCitationsAndClearErrors() {
        Reply r = server.get("/v1/similar/" + Fixtures.FAIR_USE + "?source=usc&limit=3");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("of").get("id").asString()).isEqualTo(Fixtures.FAIR_USE);
        assertThat(r.body().get("of").get("citation").get("citation_string").asString()).isEqualTo("17 U.S.C. § 107");
        assertThat(r.body().get("results")).hasSize(3).allSatisfy(result -> {
            assertThat(result.get("id").asString()).isNotEqualTo(Fixtures.FAIR_USE);
            assertThat(result.get("citation").get("citation_string").asString()).contains("U.S.C. §");
        });
        Reply missing = server.get("/v1/similar/usc:99:999");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body().get("error").get("code").asString()).isEqualTo("not_found");
        Reply limit = server.get("/v1/similar/" + Fixtures.FAIR_USE + "?limit=51");
        assertThat(limit.status()).isEqualTo(400);
        assertThat(limit.body().get("error").get("hint").get("parameter").asString()).isEqualTo("limit");
        Reply unknown = server.get("/v1/similar/" + Fixtures.FAIR_USE + "?q=copyright");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body().get("error").get("hint").get("unknown_parameters").toString()).contains("q");
        Reply legislator = server.get("/v1/similar/N000147");
        assertThat(legislator.status()).isEqualTo(400);
        assertThat(legislator.body().get("error").get("code").asString()).isEqualTo("source_not_searchable_semantically");
        try (McpSyncClient client = server.mcp()) {
            McpSchema.CallToolResult found = client.callTool(new McpSchema.CallToolRequest("similar",
                    Map.of("id", Fixtures.FAIR_USE, "limit", 2)));
            assertThat(found.isError()).isFalse();
            JsonNode body = json.readTree(((McpSchema.TextContent) found.content().get(0)).text());
            assertThat(body.get("results")).hasSize(2);
            McpSchema.CallToolResult bad = client.callTool(new McpSchema.CallToolRequest("similar",
                    Map.of("id", "usc:99:999")));
            assertThat(bad.isError()).isTrue();
            assertThat(((McpSchema.TextContent) bad.content().get(0)).text()).contains("not_found");
        }
    }

    @Test
    void mcpToolsCallTheSameServices() {
        try (McpSyncClient client = server.mcp("/mcp?toolsets=all")) {
            List<String> names = new ArrayList<>();
            for (McpSchema.Tool tool : client.listTools().tools()) {
                names.add(tool.name());
                assertThat(tool.inputSchema()).containsKey("properties");
                // Every agent pays for each character of tools/list: no runs of spaces inside a description.
                assertThat(tool.description()).as(tool.name()).doesNotContain("  ");
            }
            assertThat(names).contains("search", "fetch", "list_committee_members");

            McpSchema.CallToolResult found = client.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "fair use", "mode", "lexical", "limit", 3)));
            assertThat(found.isError()).isFalse();
            JsonNode body = json.readTree(((McpSchema.TextContent) found.content().get(0)).text());
            String id = body.get("results").get(0).get("id").asString();
            assertThat(id).isEqualTo(Fixtures.FAIR_USE);

            McpSchema.CallToolResult fetched = client.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", id)));
            assertThat(fetched.isError()).isFalse();
            assertThat(json.readTree(((McpSchema.TextContent) fetched.content().get(0)).text())
                    .get("citation").get("citation_string").asString()).isEqualTo("17 U.S.C. § 107");

            McpSchema.CallToolResult bad = client.callTool(new McpSchema.CallToolRequest("fetch", Map.of("id", "nope")));
            assertThat(bad.isError()).isTrue();
            assertThat(json.readTree(((McpSchema.TextContent) bad.content().get(0)).text())
                    .get("error").get("code").asString()).isEqualTo("invalid_id");

            McpSchema.CallToolResult registry = client.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "smith", "source", "legislators")));
            assertThat(registry.isError()).isTrue();
            assertThat(((McpSchema.TextContent) registry.content().get(0)).text()).contains("source_not_searchable")
                    .contains("redirect_to");

            McpSchema.CallToolResult badMode = client.callTool(new McpSchema.CallToolRequest("search",
                    Map.of("query", "x", "mode", "fuzzy", "limit", "ten")));
            assertThat(badMode.isError()).isTrue();
            assertThat(json.readTree(((McpSchema.TextContent) badMode.content().get(0)).text()).get("error")
                    .get("code").asString()).isEqualTo("invalid_parameter");

            McpSchema.CallToolResult members = client.callTool(new McpSchema.CallToolRequest("list_committee_members",
                    Map.of("committee_id", "HSWM")));
            assertThat(((McpSchema.TextContent) members.content().get(0)).text()).contains("Chairman");
        }
    }
}
