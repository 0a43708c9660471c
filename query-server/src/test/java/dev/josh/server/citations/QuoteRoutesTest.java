package dev.josh.server.citations;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Fixtures;
import dev.josh.server.support.InProcessServer.Reply;
import dev.josh.server.support.TestDatabase;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A quote sent the three ways: in the body of {@code POST /v1/citations}, in its query string, to {@code verify_citation}. */
class QuoteRoutesTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.sections(db);
        return db.path();
    });
    static final JsonMapper json = JsonMapper.builder().build();

    private static final String FAIR_USE = "the fair use of a copyrighted work … is not an infringement of copyright";

    private static JsonNode post(String body) {
        Reply r = server.send(HttpRequest.newBuilder(URI.create(server.base() + "/v1/citations"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
        assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
        return r.body().get("quote");
    }

    @Test
    void aPostedQuoteIsVerifiedOrPlacedInTheSectionThatHoldsIt() throws Exception {
        JsonNode verified = post(json.writeValueAsString(Map.of("text", "17 U.S.C. § 107", "quote", FAIR_USE)));
        assertThat(verified.get("status").asString()).isEqualTo("verified");
        assertThat(verified.get("match").get("id").asString()).isEqualTo(Fixtures.FAIR_USE);
        assertThat(verified.get("match").get("passage").asString()).startsWith("The fair use").endsWith("copyright");

        JsonNode moved = post(json.writeValueAsString(Map.of("text", "17 U.S.C. § 102", "quote", FAIR_USE)));
        assertThat(moved.get("status").asString()).isEqualTo("misattributed");
        assertThat(moved.get("found_in").get(0).get("id").asString()).isEqualTo(Fixtures.FAIR_USE);
    }

    @Test
    void theQueryStringAndTheToolAnswerAlike() {
        Reply r = server.get("/v1/citations?text=17%20U.S.C.%20107&quote=the%20fair%20use%20of%20a%20copyrighted%20book");
        assertThat(r.body().get("quote").get("status").asString()).isEqualTo("misattributed");
        assertThat(r.body().get("quote").get("found_in")).isEmpty();
        try (McpSyncClient client = server.mcp()) {
            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("verify_citation",
                    Map.of("text", "17 U.S.C. 107", "quote", "the fair use of a copyrighted book")));
            assertThat(result.isError()).isFalse();
            assertThat(json.readTree(((McpSchema.TextContent) result.content().get(0)).text())).isEqualTo(r.body());
        }
    }

    @Test
    void withoutAQuoteTheAnswerIsAsBefore() {
        assertThat(server.get("/v1/citations?text=17%20U.S.C.%20107").body().has("quote")).isFalse();
    }
}
