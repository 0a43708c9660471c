package dev.josh.server.auth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestServer;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * DNS rebinding: a page on another site that resolves its name to this machine reaches the server
 * with its own name in {@code Host} and its own {@code Origin}. Served without keys (as the
 * quick-start does), the server answers only to its loopback names and the hosts the operator
 * allows; an {@code Origin} must be loopback or allowed. The requests are written on a socket
 * ({@link RawHttp}), since HTTP clients do not let a caller set {@code Host}.
 */
class HostOriginTest {

    @RegisterExtension
    static final TestServer server = TestServer.overPeople("--josh.server.allowed-hosts=josh.example.org",
            "--josh.server.allowed-origins=https://app.example.com");
    static final JsonMapper json = JsonMapper.builder().build();

    static RawHttp.Answer send(String method, String path, String host, String origin, String body) throws IOException {
        return server.send(method, path, host, origin, body);
    }

    static JsonNode body(RawHttp.Answer answer) {
        return json.readTree(answer.body());
    }

    @Test
    void loopbackNamesAndAllowedHostsAreAnswered() throws IOException {
        assertThat(send("GET", "/v1/legislators/S000250", server.localhost(), null, null).status()).isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "127.0.0.1:" + server.port(), null, null).status())
                .isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "[::1]:" + server.port(), null, null).status())
                .isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "JOSH.example.org", null, null).status()).isEqualTo(200);
    }

    @Test
    void aForeignHostIsRefusedOnRestWithTheErrorEnvelope() throws IOException {
        RawHttp.Answer answer = send("GET", "/v1/legislators/S000250", "evil.example:" + server.port(), null, null);
        assertThat(answer.status()).isEqualTo(403);
        assertThat(body(answer).get("error").get("code").asString()).isEqualTo("forbidden_origin");
        assertThat(body(answer).get("error").get("hint").get("fix").asString()).contains("JOSH_ALLOWED_HOSTS");
    }

    @Test
    void aForeignHostAndOriginIsRefusedOnMcpWithAJsonRpcError() throws IOException {
        String initialize = """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",
                 "capabilities":{},"clientInfo":{"name":"rebound-page","version":"1"}}}""";
        RawHttp.Answer answer = send("POST", "/mcp", "evil.example", "http://evil.example", initialize);
        assertThat(answer.status()).isEqualTo(403);
        JsonNode body = body(answer);
        assertThat(body.get("jsonrpc").asString()).isEqualTo("2.0");
        assertThat(body.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(body.get("error").get("data").get("error_code").asString()).isEqualTo("forbidden_origin");
        assertThat(send("POST", "/mcp", server.localhost(), null, initialize).status()).isEqualTo(200);
    }

    @Test
    void aForeignOriginIsRefusedEvenWithALoopbackHost() throws IOException {
        assertThat(send("GET", "/v1/legislators/S000250", server.localhost(), "http://evil.example", null).status())
                .isEqualTo(403);
        assertThat(send("GET", "/v1/legislators/S000250", server.localhost(), "null", null).status()).isEqualTo(403);
        assertThat(send("GET", "/v1/legislators/S000250", server.localhost(), "http://localhost:6274", null).status())
                .isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", server.localhost(), "https://app.example.com", null).status())
                .isEqualTo(200);
    }

    @Test
    void hostNamesLoseTheirPortAndCase() {
        assertThat(HostOriginFilter.hostName("LocalHost:8080")).isEqualTo("localhost");
        assertThat(HostOriginFilter.hostName("[::1]:8080")).isEqualTo("[::1]");
        assertThat(HostOriginFilter.hostName("")).isNull();
    }
}
