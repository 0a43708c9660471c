package dev.josh.server.auth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.QueryServerApplication;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEncoderConfig;
import dev.josh.server.support.TestDatabase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/**
 * With keys required, an MCP session belongs to the key that opened it: another valid key that
 * names it is answered 404, as for a session that does not exist, on POST, GET and DELETE alike.
 */
class McpSessionTest {

    @TempDir
    static Path dir;
    static TestDatabase db;
    static ConfigurableApplicationContext app;
    static String base;
    static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static final JsonMapper json = JsonMapper.builder().build();

    static final String INITIALIZE = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",
             "capabilities":{},"clientInfo":{"name":"session-test","version":"1"}}}""";
    static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";

    @BeforeAll
    static void start() {
        db = TestDatabase.create(dir);
        Fixtures.people(db);
        app = new SpringApplicationBuilder(QueryServerApplication.class, HashingEncoderConfig.class)
                .run("--josh.db.path=" + db.path(), "--server.port=0", "--josh.mcp.max-sessions=3");
        base = "http://localhost:" + ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    static String key() {
        return db.apiKey(1000, false);
    }

    static HttpResponse<String> send(String method, String key, String session, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + "/mcp")).timeout(Duration.ofSeconds(10))
                .header("X-API-Key", key).header("Accept", "application/json, text/event-stream")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (session != null) {
            b.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-06-18");
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String open(String key) throws Exception {
        HttpResponse<String> init = send("POST", key, null, INITIALIZE);
        assertThat(init.statusCode()).isEqualTo(200);
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        assertThat(send("POST", key, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                .statusCode()).isEqualTo(202);
        return session;
    }

    @Test
    void aSessionIsUsedOnlyWithTheKeyThatOpenedIt() throws Exception {
        String alice = key();
        String bob = key();
        String session = open(alice);
        assertThat(send("POST", alice, session, TOOLS_LIST).statusCode()).isEqualTo(200);

        HttpResponse<String> stolen = send("POST", bob, session, TOOLS_LIST);
        assertThat(stolen.statusCode()).isEqualTo(404);
        HttpResponse<String> unknown = send("POST", bob, "no-such-session", TOOLS_LIST);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(stolen.body()).as("another key's session reads as one that does not exist").isEqualTo(unknown.body());
        assertThat(json.readTree(stolen.body()).get("error").get("code").asString()).isEqualTo("not_found");
        assertThat(stolen.body()).doesNotContain(session);

        assertThat(send("GET", bob, session, null).statusCode()).isEqualTo(404);
        assertThat(send("DELETE", bob, session, null).statusCode()).isEqualTo(404);
        assertThat(send("POST", alice, session, TOOLS_LIST).statusCode())
                .as("the other key's tries change nothing for the owner").isEqualTo(200);
    }

    @Test
    void theOwnerDeletesItsSessionAndItIsForgotten() throws Exception {
        String alice = key();
        String session = open(alice);
        assertThat(send("DELETE", alice, session, null).statusCode()).isBetween(200, 299);
        assertThat(send("POST", alice, session, TOOLS_LIST).statusCode()).isEqualTo(404);
    }

    @Test
    void eachKeyHasItsOwnSessionsAndTheBindingsAreBounded() throws Exception {
        String alice = key();
        String bob = key();
        String first = open(alice);
        String bobs = open(bob);
        assertThat(send("POST", bob, bobs, TOOLS_LIST).statusCode()).isEqualTo(200);
        assertThat(send("POST", alice, bobs, TOOLS_LIST).statusCode()).isEqualTo(404);
        // josh.mcp.max-sessions=3: three more sessions push the least recently used binding out; its session is
        // then unknown, and its client starts a new one.
        open(alice);
        open(alice);
        open(alice);
        assertThat(send("POST", alice, first, TOOLS_LIST).statusCode()).isEqualTo(404);
    }
}
