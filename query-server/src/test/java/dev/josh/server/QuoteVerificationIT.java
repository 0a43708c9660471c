package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.QuoteSet;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Quote verification on the packaged server over both transports: the whole set of
 * {@code citations/quotes.tsv} asked through {@code GET /v1/citations} and through the MCP tool
 * {@code verify_citation}, each scored (accuracy, F1 per status; the tables docs/eval/quotes.md
 * shows), with the floor of issue 35: accuracy at least 0.95 and no altered or moved quote verified.
 */
@Tag("slow")
class QuoteVerificationIT {

    private static final JsonMapper json = JsonMapper.builder().build();
    private static ServerProcess server;

    @BeforeAll
    static void startTheServer() throws Exception {
        server = ServerProcess.overCorpus();
    }

    /** A client of the server's Streamable HTTP endpoint, initialized; the caller closes it. */
    private static McpSyncClient mcp() {
        McpSyncClient client = server.mcpClient();
        client.initialize();
        return client;
    }

    private static Reply rest(String text, String quote) {
        try {
            return server.get("/v1/citations?text=" + URLEncoder.encode(text, StandardCharsets.UTF_8) + "&quote="
                    + URLEncoder.encode(quote, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static McpSchema.CallToolResult tool(McpSyncClient mcp, String text, String quote) {
        return mcp.callTool(new McpSchema.CallToolRequest("verify_citation", Map.of("text", text, "quote", quote)));
    }

    private static JsonNode output(McpSchema.CallToolResult result) {
        return json.readTree(((McpSchema.TextContent) result.content().get(0)).text());
    }

    private static QuoteSet.Outcome outcome(QuoteSet.Case c, JsonNode report) {
        JsonNode quote = report.get("quote");
        List<String> placed = new ArrayList<>();
        if (quote.has("match")) {
            placed.add(quote.get("match").get("id").asString());
        }
        quote.path("found_in").forEach(f -> placed.add(f.get("id").asString()));
        return new QuoteSet.Outcome(c, quote.get("status").asString(), placed);
    }

    private static void assertFloor(QuoteSet.Score score) {
        assertThat(score.outcomes()).hasSizeGreaterThanOrEqualTo(150);
        assertThat(score.alteredButVerified()).as("altered or moved quotes answered verified").isEmpty();
        assertThat(score.accuracy()).as(score.table("")).isGreaterThanOrEqualTo(0.95);
        // where the answer places the words, it is the record a reader found them in
        for (QuoteSet.Outcome o : score.outcomes()) {
            if (o.right() && !o.c().expectedId().equals("-")) {
                assertThat(o.placedIn()).as("#" + o.c().number() + " " + o.c().quote()).contains(o.c().expectedId());
            }
        }
    }

    @Test
    void theSetOverRest() throws IOException {
        QuoteSet.Score score = QuoteSet.run(c -> {
            Reply r = rest(c.text(), c.quote());
            assertThat(r.status()).as("#" + c.number() + " " + r.body()).isEqualTo(200);
            return outcome(c, r.body());
        });
        System.out.print(score.table("REST GET /v1/citations"));
        assertFloor(score);
    }

    @Test
    void theSetOverMcp() throws IOException {
        try (McpSyncClient mcp = mcp()) {
            QuoteSet.Score score = QuoteSet.run(c -> {
                McpSchema.CallToolResult result = tool(mcp, c.text(), c.quote());
                assertThat(result.isError()).as("#" + c.number()).isFalse();
                assertThat(result.structuredContent()).as("the JSON is sent once, as text").isNull();
                return outcome(c, output(result));
            });
            System.out.print(score.table("MCP verify_citation"));
            assertFloor(score);
        }
    }

    @Test
    void bothTransportsAnswerInTheSameShape() {
        String text = "9 U.S.C. § 10";
        String quote = "the court may ... direct a rehearing by the arbitrators";
        JsonNode overRest = rest(text, quote).body();
        try (McpSyncClient mcp = mcp()) {
            assertThat(output(tool(mcp, text, quote))).isEqualTo(overRest);
        }
        JsonNode match = overRest.get("quote").get("match");
        assertThat(overRest.get("quote").get("status").asString()).isEqualTo("verified");
        assertThat(overRest.get("quote").get("citation").asString()).isEqualTo("9 U.S.C. § 10");
        assertThat(match.get("id").asString()).isEqualTo("usc:9:10");
        assertThat(match.get("label").asString()).isEqualTo("(b)");
        assertThat(match.get("passage").asString())
                .isEqualTo("the court may, in its discretion, direct a rehearing by the arbitrators");
        assertThat(match.get("end").asInt() - match.get("start").asInt()).isEqualTo(match.get("passage").asString().length());
        assertThat(match.get("url").asString()).startsWith("https://").contains("#");
        assertThat(match.get("citation_string").asString()).isEqualTo("9 U.S.C. § 10");

        JsonNode moved = rest("1 U.S.C. § 4", "The word “vessel” includes every description of watercraft").body().get("quote");
        assertThat(moved.get("status").asString()).isEqualTo("misattributed");
        assertThat(moved.has("match")).isFalse();
        assertThat(moved.get("found_in").get(0).get("id").asString()).isEqualTo("usc:1:3");
        assertThat(moved.get("reason").asString()).contains("found_in");

        JsonNode altered = rest("9 U.S.C. § 10", "the court shall direct a rehearing").body();
        assertThat(altered.get("citations").get(0).get("status").asString()).as("the cite itself").isEqualTo("found");
        assertThat(altered.get("quote").get("status").asString()).isEqualTo("misattributed");
        assertThat(altered.get("quote").get("found_in")).as("altered words are nowhere").isEmpty();
    }

    @Test
    void aQuoteOfNoWordsIsA400OverRestAndAToolErrorOverMcp() {
        Reply r = rest("9 U.S.C. § 10", " … “ ” ");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.errorCode()).isEqualTo("invalid_parameter");
        assertThat(r.body().get("error").get("hint").get("parameter").asString()).isEqualTo("quote");
        try (McpSyncClient mcp = mcp()) {
            McpSchema.CallToolResult result = tool(mcp, "9 U.S.C. § 10", " … ");
            assertThat(result.isError()).isTrue();
            assertThat(output(result).get("error").get("code").asString()).isEqualTo("invalid_parameter");
        }
    }
}
