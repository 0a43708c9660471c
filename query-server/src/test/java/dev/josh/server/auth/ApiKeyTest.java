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
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The server with keys required (the default): REST and MCP behind the same check and rate. */
class ApiKeyTest {

    @TempDir
    static Path dir;
    static TestDatabase db;
    static ConfigurableApplicationContext app;
    static String base;
    static final HttpClient http = HttpClient.newHttpClient();
    static final JsonMapper json = JsonMapper.builder().build();

    @BeforeAll
    static void start() {
        db = TestDatabase.create(dir);
        Fixtures.people(db);
        app = new SpringApplicationBuilder(QueryServerApplication.class, HashingEncoderConfig.class, StoppedClock.class)
                .run("--josh.db.path=" + db.path(), "--server.port=0",
                        "--josh.server.cors-origins=https://app.example.com");
        base = "http://localhost:" + ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    /**
     * Added as a source: the buckets never refill, so what a 429 says (units left, seconds to wait)
     * does not depend on how long the requests before it took on a loaded machine.
     */
    static class StoppedClock {

        @Bean
        @Primary
        RateLimiter stoppedRateLimiter() {
            return new RateLimiter(() -> 0L);
        }
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    static String key(int ratePerMinute, boolean revoked) {
        return db.apiKey(ratePerMinute, revoked);
    }

    static HttpResponse<String> get(String path, String header, String value) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).GET();
        if (header != null) {
            b.header(header, value);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String code(HttpResponse<String> r) {
        JsonNode body = json.readTree(r.body());
        return body.get("error").get("code").asString();
    }

    @Test
    void aForeignWebOriginIsRefusedBeforeTheKeyIsLookedAt() throws Exception {
        HttpResponse<String> rebound = get("/v1/legislators/S000250", "Origin", "http://evil.example");
        assertThat(rebound.statusCode()).isEqualTo(403);
        assertThat(code(rebound)).isEqualTo("forbidden_origin");
        // With keys required any Host passes (a rebound page holds no key); the key check then answers.
        assertThat(get("/v1/legislators/S000250", "Origin", "http://localhost:6274").statusCode()).isEqualTo(401);
    }

    @Test
    void withoutAKeyRestAndMcpAnswer401InTheErrorEnvelope() throws Exception {
        HttpResponse<String> rest = get("/v1/legislators/S000250", null, null);
        assertThat(rest.statusCode()).isEqualTo(401);
        assertThat(code(rest)).isEqualTo("unauthorized");
        assertThat(json.readTree(rest.body()).get("error").get("hint").get("get_one").asString()).contains("josh keys create");
        HttpResponse<String> mcp = http.send(HttpRequest.newBuilder(URI.create(base + "/mcp"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).header("Content-Type", "application/json").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(mcp.statusCode()).isEqualTo(401);
        assertThat(code(mcp)).isEqualTo("unauthorized");
    }

    @Test
    void aValidKeyInEitherHeaderIsServedAndABadOrRevokedOneIsNot() throws Exception {
        String token = key(100, false);
        assertThat(get("/v1/legislators/S000250", "Authorization", "Bearer " + token).statusCode()).isEqualTo(200);
        assertThat(get("/v1/legislators/S000250", "X-API-Key", token).statusCode()).isEqualTo(200);
        assertThat(get("/v1/legislators/S000250", "Authorization", "Bearer " + token + "x").statusCode()).isEqualTo(401);
        assertThat(get("/v1/legislators/S000250", "X-API-Key", key(100, true)).statusCode()).isEqualTo(401);
    }

    @Test
    void aKeyOverItsRateGets429WithRetryAfter() throws Exception {
        String token = key(2, false);
        assertThat(get("/v1/status", "X-API-Key", token).statusCode()).isEqualTo(200);
        assertThat(get("/v1/status", "X-API-Key", token).statusCode()).isEqualTo(200);
        HttpResponse<String> third = get("/v1/status", "X-API-Key", token);
        assertThat(third.statusCode()).isEqualTo(429);
        assertThat(code(third)).isEqualTo("rate_limited");
        assertThat(third.headers().firstValue("Retry-After")).hasValueSatisfying(
                s -> assertThat(Long.parseLong(s)).isBetween(1L, 30L));
    }

    @Test
    void aRequestSpendsUnitsByWhatItDoesAndThe429SaysSo() throws Exception {
        String token = key(12, false);
        // A context dossier costs 5 units: two fit in 12, the third does not.
        assertThat(get("/v1/context/S000250", "X-API-Key", token).statusCode()).isNotEqualTo(429);
        assertThat(get("/v1/context/S000250", "X-API-Key", token).statusCode()).isNotEqualTo(429);
        HttpResponse<String> third = get("/v1/context/S000250", "X-API-Key", token);
        assertThat(third.statusCode()).isEqualTo(429);
        JsonNode hint = json.readTree(third.body()).get("error").get("hint");
        assertThat(hint.get("units").asLong()).isEqualTo(2);
        assertThat(hint.get("cost").asInt()).isEqualTo(5);
        assertThat(hint.get("rate_per_minute").asInt()).isEqualTo(12);
        assertThat(hint.get("retry_after_seconds").asLong()).isEqualTo(15); // 3 units at 12 a minute
        assertThat(third.headers().firstValue("Retry-After")).hasValue(hint.get("retry_after_seconds").asString());
        assertThat(json.readTree(third.body()).get("error").get("message").asString())
                .contains("2 of its 12 units").contains("costs 5");
        // A lookup (1 unit) still fits in what is left.
        assertThat(get("/v1/legislators/S000250", "X-API-Key", token).statusCode()).isEqualTo(200);
    }

    @Test
    void anMcpToolCallIsPricedByTheToolItCalls() throws Exception {
        String token = key(6, false);
        String initialize = """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",
                 "capabilities":{},"clientInfo":{"name":"cost-test","version":"1"}}}""";
        HttpResponse<String> init = mcp(token, null, initialize);
        assertThat(init.statusCode()).isEqualTo(200);
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        String context = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"context\","
                + "\"arguments\":{\"id\":\"S000250\",\"depth\":\"deep\"}}}";
        // 1 unit spent on initialize; a deep dossier costs 10, more than the key's whole rate of 6: it spends
        // the full bucket, so it waits for the bucket to refill.
        HttpResponse<String> refused = mcp(token, session, context);
        assertThat(refused.statusCode()).isEqualTo(429);
        JsonNode hint = json.readTree(refused.body()).get("error").get("hint");
        assertThat(hint.get("cost").asInt()).isEqualTo(6);
        assertThat(hint.get("units").asLong()).isEqualTo(5);
        String lookup = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"get_legislator\","
                + "\"arguments\":{\"id\":\"S000250\"}}}";
        assertThat(mcp(token, session, lookup).statusCode()).isEqualTo(200);
    }

    static HttpResponse<String> mcp(String token, String session, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + "/mcp"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").header("X-API-Key", token);
        if (session != null) {
            b.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-06-18");
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCorsPreflightIsAnsweredWithoutAKeyAndErrorsCarryTheCorsHeaders() throws Exception {
        HttpResponse<String> preflight = http.send(HttpRequest.newBuilder(URI.create(base + "/mcp"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", "https://app.example.com").header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "content-type, x-api-key, mcp-session-id").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(preflight.statusCode()).isEqualTo(204);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://app.example.com");
        HttpResponse<String> unauthorized = get("/v1/legislators/S000250", "Origin", "https://app.example.com");
        assertThat(unauthorized.statusCode()).isEqualTo(401);
        assertThat(unauthorized.headers().firstValue("Access-Control-Allow-Origin"))
                .as("a page can read why it was refused").hasValue("https://app.example.com");
    }

    @Test
    void theBucketRefillsAtTheKeysRate() {
        AtomicLong now = new AtomicLong();
        RateLimiter limiter = new RateLimiter(now::get);
        assertThat(limiter.acquire("k", 60)).isZero();
        for (int i = 1; i < 60; i++) {
            limiter.acquire("k", 60);
        }
        assertThat(limiter.acquire("k", 60)).isEqualTo(1); // one a second at 60 a minute
        now.addAndGet(1_000_000_000L);
        assertThat(limiter.acquire("k", 60)).isZero();
        assertThat(limiter.acquire("other", 60)).as("buckets are per key").isZero();
    }
}
