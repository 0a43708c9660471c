package dev.josh.server.auth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.QueryServerApplication;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEncoderConfig;
import dev.josh.server.support.TestDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * DNS rebinding: a page on another site that resolves its name to this machine reaches the server
 * with its own name in {@code Host} and its own {@code Origin}. Served without keys (as the
 * quick-start does), the server answers only to its loopback names and the hosts the operator
 * allows; an {@code Origin} must be loopback or allowed. The requests are written on a socket,
 * since HTTP clients do not let a caller set {@code Host}.
 */
class HostOriginTest {

    @TempDir
    static Path dir;
    static ConfigurableApplicationContext app;
    static int port;
    static final JsonMapper json = JsonMapper.builder().build();

    @BeforeAll
    static void start() {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.people(db);
        app = new SpringApplicationBuilder(QueryServerApplication.class, HashingEncoderConfig.class)
                .run("--josh.db.path=" + db.path(), "--server.port=0", "--josh.auth.mode=disabled",
                        "--josh.server.allowed-hosts=josh.example.org", "--josh.server.allowed-origins=https://app.example.com");
        port = ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    record Answer(int status, String body) {
        JsonNode json() {
            return HostOriginTest.json.readTree(body);
        }
    }

    static Answer send(String method, String path, String host, String origin, String body) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: " + host
                    + "\r\nConnection: close\r\nAccept: application/json, text/event-stream\r\n");
            if (origin != null) {
                request.append("Origin: ").append(origin).append("\r\n");
            }
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            if (body != null) {
                request.append("Content-Type: application/json\r\nContent-Length: ").append(content.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            InputStream in = socket.getInputStream();
            String response = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(response.substring(9, 12));
            String rest = response.substring(response.indexOf("\r\n\r\n") + 4);
            // A chunked body: the JSON sits between the chunk sizes.
            if (response.toLowerCase().contains("transfer-encoding: chunked")) {
                rest = rest.substring(rest.indexOf("\r\n") + 2, rest.lastIndexOf("\r\n0\r\n"));
            }
            return new Answer(status, rest);
        }
    }

    @Test
    void loopbackNamesAndAllowedHostsAreAnswered() throws IOException {
        assertThat(send("GET", "/v1/legislators/S000250", "localhost:" + port, null, null).status()).isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "127.0.0.1:" + port, null, null).status()).isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "[::1]:" + port, null, null).status()).isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "JOSH.example.org", null, null).status()).isEqualTo(200);
    }

    @Test
    void aForeignHostIsRefusedOnRestWithTheErrorEnvelope() throws IOException {
        Answer answer = send("GET", "/v1/legislators/S000250", "evil.example:" + port, null, null);
        assertThat(answer.status()).isEqualTo(403);
        assertThat(answer.json().get("error").get("code").asString()).isEqualTo("forbidden_origin");
        assertThat(answer.json().get("error").get("hint").get("fix").asString()).contains("JOSH_ALLOWED_HOSTS");
    }

    @Test
    void aForeignHostAndOriginIsRefusedOnMcpWithAJsonRpcError() throws IOException {
        String initialize = """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",
                 "capabilities":{},"clientInfo":{"name":"rebound-page","version":"1"}}}""";
        Answer answer = send("POST", "/mcp", "evil.example", "http://evil.example", initialize);
        assertThat(answer.status()).isEqualTo(403);
        JsonNode body = answer.json();
        assertThat(body.get("jsonrpc").asString()).isEqualTo("2.0");
        assertThat(body.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(body.get("error").get("data").get("error_code").asString()).isEqualTo("forbidden_origin");
        assertThat(send("POST", "/mcp", "localhost:" + port, null, initialize).status()).isEqualTo(200);
    }

    @Test
    void aForeignOriginIsRefusedEvenWithALoopbackHost() throws IOException {
        assertThat(send("GET", "/v1/legislators/S000250", "localhost:" + port, "http://evil.example", null).status())
                .isEqualTo(403);
        assertThat(send("GET", "/v1/legislators/S000250", "localhost:" + port, "null", null).status()).isEqualTo(403);
        assertThat(send("GET", "/v1/legislators/S000250", "localhost:" + port, "http://localhost:6274", null).status())
                .isEqualTo(200);
        assertThat(send("GET", "/v1/legislators/S000250", "localhost:" + port, "https://app.example.com", null).status())
                .isEqualTo(200);
    }

    @Test
    void hostNamesLoseTheirPortAndCase() {
        assertThat(HostOriginFilter.hostName("LocalHost:8080")).isEqualTo("localhost");
        assertThat(HostOriginFilter.hostName("[::1]:8080")).isEqualTo("[::1]");
        assertThat(HostOriginFilter.hostName("")).isNull();
    }
}
