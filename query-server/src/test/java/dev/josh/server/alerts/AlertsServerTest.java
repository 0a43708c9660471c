package dev.josh.server.alerts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import dev.josh.server.support.InProcessServer.Reply;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.ResourceContents;
import io.modelcontextprotocol.spec.McpSchema.SubscribeRequest;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Saved searches as the server serves them, from an alerts file written as ingest writes it (the real
 * store, another connection, while the server runs): {@code GET /v1/alerts/{id}/matches} with its 4xx,
 * and {@code josh://alerts/{id}} read and subscribed to by the SDK's client over Streamable HTTP, which
 * hears {@code notifications/resources/updated} when a match is recorded.
 */
class AlertsServerTest {

    static final Path ALERTS = alertsFile();
    static final String ID = "al_0123456789ab";
    /** Another alert, for the subscription: each test's matches are its own whatever order they run in. */
    static final String FOLLOWED = "al_ba9876543210";

    @RegisterExtension
    static final TestServer server = TestServer.overPeople("--josh.alerts.path=" + ALERTS,
            "--josh.alerts.poll-interval=100ms");

    static Path alertsFile() {
        try {
            return Files.createTempDirectory("josh-alerts").resolve("josh.db.alerts");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @BeforeAll
    static void saveAnAlert() throws Exception {
        String now = AlertsFile.time(Instant.now());
        try (Connection c = AlertsFile.openForWrite(ALERTS)) {
            for (String id : List.of(ID, FOLLOWED)) {
                new AlertStore(c).create(new Alert(id, "fair use", List.of("us-code"), null, null, null, now, now));
            }
        }
    }

    /** Records a match of {@link #ID} as ingest does, found now; returns when it was found. */
    static String match(String recordId) throws Exception {
        return match(ID, recordId);
    }

    static String match(String alertId, String recordId) throws Exception {
        String now = AlertsFile.time(Instant.now());
        try (Connection c = AlertsFile.openForWrite(ALERTS)) {
            new AlertStore(c).record(alertId, List.of(new AlertMatch(0, alertId, recordId, "us-code", "Section " + recordId,
                    recordId.replace("usc:17:", "17 U.S.C. "), now, now)), now);
        }
        return now;
    }

    @Test
    void restAnswersMatchesAfterATimeAndPagesOn() throws Exception {
        Reply none = server.get("/v1/alerts/" + ID + "/matches");
        assertThat(none.status()).isEqualTo(200);
        assertThat(none.body().get("alert").get("query").asString()).isEqualTo("fair use");
        assertThat(none.body().get("alert").get("delivery").asString()).isEqualTo("mcp");
        assertThat(none.body().get("alert").has("secret")).isFalse();

        String first = match("usc:17:107");
        Thread.sleep(5); // found at another millisecond than the next
        match("usc:17:108");
        match("usc:17:107"); // found again: recorded once
        JsonNode all = server.get("/v1/alerts/" + ID + "/matches").body();
        assertThat(ids(all)).containsExactly("usc:17:107", "usc:17:108");
        assertThat(all.get("matches").get(0).get("citation").asString()).isEqualTo("17 U.S.C. 107");

        JsonNode after = server.get("/v1/alerts/" + ID + "/matches?since=" + q(Instant.parse(first).toString())).body();
        assertThat(ids(after)).as("found after the first match's time").containsExactly("usc:17:108");
        JsonNode today = server.get("/v1/alerts/" + ID + "/matches?since=" + first.substring(0, 10)).body();
        assertThat(ids(today)).containsExactly("usc:17:107", "usc:17:108");
        JsonNode later = server.get("/v1/alerts/" + ID + "/matches?since=" + q(all.get("latest").asString())).body();
        assertThat(later.get("count").asInt()).as("the latest is the since of the next poll").isZero();

        JsonNode one = server.get("/v1/alerts/" + ID + "/matches?limit=1").body();
        assertThat(ids(one)).containsExactly("usc:17:107");
        assertThat(one.get("has_more").asBoolean()).isTrue();
        JsonNode two = server.get("/v1/alerts/" + ID + "/matches?limit=1&cursor=" + one.get("next_cursor").asString())
                .body();
        assertThat(ids(two)).containsExactly("usc:17:108");
    }

    @Test
    void aBadIdOrSinceIsAFourHundredWithAHint() {
        assertError(server.get("/v1/alerts/al_ffffffffffff/matches"), 404, "not_found");
        assertError(server.get("/v1/alerts/not-an-alert/matches"), 400, "invalid_id");
        assertError(server.get("/v1/alerts/" + ID + "/matches?since=yesterday"), 400, "invalid_parameter");
        assertError(server.get("/v1/alerts/" + ID + "/matches?limit=0"), 400, "invalid_parameter");
        assertError(server.get("/v1/alerts/" + ID + "/matches?cursor=abc"), 400, "invalid_parameter");
    }

    @Test
    void aSubscribedClientHearsOfANewMatchAndReadsIt() throws Exception {
        BlockingQueue<List<ResourceContents>> updates = new LinkedBlockingQueue<>();
        try (McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(server.base())
                        .endpoint("/mcp").build())
                .requestTimeout(Duration.ofSeconds(20)).resourcesUpdateConsumer(updates::add).build()) {
            client.initialize();
            String uri = AlertResources.PREFIX + FOLLOWED;
            client.subscribeResource(new SubscribeRequest(uri));
            McpError unknown = catchThrowableOfType(McpError.class,
                    () -> client.subscribeResource(new SubscribeRequest(AlertResources.PREFIX + "al_ffffffffffff")));
            assertThat(unknown.getJsonRpcError().code()).isEqualTo(-32002);
            Thread.sleep(500); // the notifier's baseline (it polls every 100 ms) holds what was there before
            assertThat(updates).as("nothing new yet").isEmpty();

            match(FOLLOWED, "usc:17:1201");
            List<ResourceContents> update = updates.poll(10, TimeUnit.SECONDS);
            assertThat(update).as("notifications/resources/updated within 10 s").isNotNull();
            assertThat(update).singleElement().extracting(ResourceContents::uri).isEqualTo(uri);
            assertThat(((TextResourceContents) update.getFirst()).text()).contains("usc:17:1201");

            String read = ((TextResourceContents) client.readResource(new ReadResourceRequest(uri)).contents()
                    .getFirst()).text();
            assertThat(ids(JsonMapper.builder().build().readTree(read))).contains("usc:17:1201");
        }
    }

    private static List<String> ids(JsonNode page) {
        return page.get("matches").valueStream().map(m -> m.get("id").asString()).toList();
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static void assertError(Reply reply, int status, String code) {
        assertThat(reply.status()).isEqualTo(status);
        assertThat(reply.body().get("error").get("code").asString()).isEqualTo(code);
        assertThat(reply.body().get("error").get("hint").isObject()).isTrue();
    }
}
