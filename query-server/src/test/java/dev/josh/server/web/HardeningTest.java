package dev.josh.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.InProcessServer;
import dev.josh.server.support.TestServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * CORS for configured origins only, request size limits, and security headers on every response
 * (issue 18). The server serves without keys here; {@code ApiKeyTest} covers CORS with keys.
 */
class HardeningTest {

    static final String APP = "https://app.example.com";

    @RegisterExtension
    static final TestServer server = TestServer.overPeople("--josh.server.cors-origins=" + APP + "/");
    static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static final JsonMapper json = JsonMapper.builder().build();

    static HttpResponse<String> preflight(String path, String origin, String method, String headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.base() + path))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", origin).header("Access-Control-Request-Method", method);
        if (headers != null) {
            b.header("Access-Control-Request-Headers", headers);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> get(String path, String origin) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.base() + path)).GET();
        if (origin != null) {
            b.header("Origin", origin);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(String path, HttpRequest.BodyPublisher body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.base() + path)).POST(body)
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    static String errorCode(String body) {
        return json.readTree(body).get("error").get("code").asString();
    }

    // CORS

    @Test
    void aPreflightFromAConfiguredOriginIsAnsweredWithTheMethodsAndHeaders() throws Exception {
        HttpResponse<String> rest = preflight("/v1/search?q=x", APP, "GET", "x-api-key, authorization");
        assertThat(rest.statusCode()).isEqualTo(204);
        assertThat(rest.headers().firstValue("Access-Control-Allow-Origin")).hasValue(APP);
        assertThat(rest.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, POST");
        assertThat(rest.headers().firstValue("Access-Control-Allow-Headers").orElseThrow())
                .contains("X-API-Key", "Authorization", "Mcp-Session-Id", "Content-Type");
        assertThat(rest.headers().firstValue("Access-Control-Max-Age")).hasValue("600");
        assertThat(rest.headers().allValues("Vary")).contains("Origin");

        HttpResponse<String> mcp = preflight("/mcp", APP, "DELETE", "mcp-session-id, mcp-protocol-version");
        assertThat(mcp.statusCode()).isEqualTo(204);
        assertThat(mcp.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, POST, DELETE");
    }

    @Test
    void aPreflightFromAnyOtherOriginOrForAnotherMethodOrHeaderIsRefused() throws Exception {
        HttpResponse<String> loopback = preflight("/v1/status", "http://localhost:6274", "GET", null);
        assertThat(loopback.statusCode()).isEqualTo(403);
        assertThat(errorCode(loopback.body())).isEqualTo("forbidden_origin");
        assertThat(loopback.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        assertThat(preflight("/v1/status", "http://evil.example", "GET", null).statusCode()).isEqualTo(403);
        HttpResponse<String> put = preflight("/v1/status", APP, "PUT", null);
        assertThat(put.statusCode()).isEqualTo(403);
        assertThat(json.readTree(put.body()).get("error").get("hint").get("allowed_methods").toString())
                .isEqualTo("[\"GET\",\"POST\"]");
        assertThat(preflight("/v1/status", APP, "DELETE", null).statusCode()).as("DELETE is for MCP sessions")
                .isEqualTo(403);
        HttpResponse<String> header = preflight("/v1/status", APP, "GET", "x-api-key, x-evil");
        assertThat(header.statusCode()).isEqualTo(403);
        assertThat(json.readTree(header.body()).get("error").get("message").asString()).contains("x-evil");
        HttpResponse<String> mcp = preflight("/mcp", "http://localhost:6274", "POST", null);
        assertThat(mcp.statusCode()).isEqualTo(403);
        assertThat(json.readTree(mcp.body()).get("error").get("data").get("error_code").asString())
                .isEqualTo("forbidden_origin");
    }

    @Test
    void onlyAConfiguredOriginGetsAllowOriginOnItsRequests() throws Exception {
        HttpResponse<String> app = get("/v1/legislators/S000250", APP);
        assertThat(app.statusCode()).isEqualTo(200);
        assertThat(app.headers().firstValue("Access-Control-Allow-Origin")).hasValue(APP);
        assertThat(app.headers().firstValue("Access-Control-Expose-Headers").orElseThrow()).contains("Mcp-Session-Id");
        HttpResponse<String> loopback = get("/v1/legislators/S000250", "http://localhost:6274");
        assertThat(loopback.statusCode()).as("a loopback origin may send, but not read across origins").isEqualTo(200);
        assertThat(loopback.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        assertThat(get("/v1/legislators/S000250", null).headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void byDefaultNoOriginGetsCorsHeaders(@TempDir Path dir) throws Exception {
        try (InProcessServer plain = InProcessServer.overPeople(dir)) {
            for (String origin : new String[] {"http://localhost:6274", "http://127.0.0.1:3000"}) {
                HttpResponse<String> pre = http.send(HttpRequest.newBuilder(URI.create(plain.base() + "/v1/status"))
                        .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).header("Origin", origin)
                        .header("Access-Control-Request-Method", "GET").build(), HttpResponse.BodyHandlers.ofString());
                assertThat(pre.statusCode()).isEqualTo(403);
                assertThat(pre.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
                HttpResponse<String> req = http.send(HttpRequest.newBuilder(URI.create(plain.base() + "/v1/status"))
                        .header("Origin", origin).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(req.statusCode()).isEqualTo(200);
                assertThat(req.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
            }
        }
    }

    // Request size limits

    @Test
    void aBodyOverOneMegabyteIs413InTheEnvelopeOnRestAndAJsonRpcErrorOnMcp() throws Exception {
        String big = "{\"text\":\"" + "a".repeat(1024 * 1024) + "\"}";
        HttpResponse<String> rest = post("/v1/citations", HttpRequest.BodyPublishers.ofString(big));
        assertThat(rest.statusCode()).isEqualTo(413);
        JsonNode error = json.readTree(rest.body()).get("error");
        assertThat(error.get("code").asString()).isEqualTo("payload_too_large");
        assertThat(error.get("hint").get("max_bytes").asLong()).isEqualTo(1024 * 1024);
        HttpResponse<String> mcp = post("/mcp", HttpRequest.BodyPublishers.ofString(big));
        assertThat(mcp.statusCode()).isEqualTo(413);
        JsonNode rpc = json.readTree(mcp.body());
        assertThat(rpc.get("jsonrpc").asString()).isEqualTo("2.0");
        assertThat(rpc.get("error").get("data").get("error_code").asString()).isEqualTo("payload_too_large");
    }

    @Test
    void aChunkedBodyIsCountedAsItIsRead() throws Exception {
        byte[] big = ("{\"text\":\"" + "a".repeat(2 * 1024 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
        // No length known in advance: sent chunked, and refused once the first 1 MB is exceeded.
        HttpResponse<String> answer = post("/v1/citations",
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big)));
        assertThat(answer.statusCode()).isEqualTo(413);
        assertThat(errorCode(answer.body())).isEqualTo("payload_too_large");
    }

    @Test
    void aBodyWithinTheLimitIsServedAsBefore() throws Exception {
        String text = "See 17 U.S.C. 107. " + "x".repeat(50_000);
        HttpResponse<String> rest = post("/v1/citations",
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(
                        ("{\"text\":\"" + text + "\"}").getBytes(StandardCharsets.UTF_8))));
        assertThat(rest.statusCode()).as(rest.body()).isEqualTo(200);
        assertThat(json.readTree(rest.body()).toString()).contains("17 U.S.C. 107");
    }

    @Test
    void aRequestLineOrHeadersOverEightKilobytesIs400InTheEnvelope() throws IOException {
        Raw longUrl = raw("GET /v1/search?q=" + "a".repeat(9000) + " HTTP/1.1", "");
        assertThat(longUrl.status()).isEqualTo(400);
        assertThat(errorCode(longUrl.body())).isEqualTo("bad_request");
        Raw longHeader = raw("GET /v1/status HTTP/1.1", "X-Filler: " + "a".repeat(9000) + "\r\n");
        assertThat(longHeader.status()).isEqualTo(400);
        assertThat(errorCode(longHeader.body())).isEqualTo("bad_request");
    }

    // Security headers

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
            "GET /v1/legislators/S000250 HTTP/1.1;;200",
            "GET /v1/legislators/NOPE HTTP/1.1;;404",
            "GET /v1/nothing-here/at/all HTTP/1.1;;404",
            "GET /v1/search?q=% HTTP/1.1;;400",
            "DELETE /v1/status HTTP/1.1;;405",
            "GET /v1/status HTTP/1.1;Origin: http://evil.example;403",
            "OPTIONS /v1/status HTTP/1.1;Origin: https://app.example.com|Access-Control-Request-Method: GET;204",
            "POST /mcp HTTP/1.1;Content-Type: application/json|Content-Length: 9;400",
            "GET /mcp HTTP/1.1;;400",
            "POST /v1/citations HTTP/1.1;Content-Type: application/json|Content-Length: 3000000;413",
            "GET /error HTTP/1.1;;404",
            "GET /v1/st atus HTTP/1.1;;400",
            "GET /v1/status HTTP/3.0;;505"})
    void everyResponseCarriesTheSecurityHeaders(String requestLine, String headers, int status) throws IOException {
        String extra = headers == null ? "" : String.join("\r\n", headers.split("\\|")) + "\r\n";
        String body = requestLine.startsWith("POST /mcp") ? "{not json" : "";
        Raw answer = raw(requestLine, extra, body);
        assertThat(answer.status()).as(answer.head() + answer.body()).isEqualTo(status);
        assertThat(answer.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(answer.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(answer.header("Referrer-Policy")).isEqualTo("no-referrer");
        assertThat(answer.header("Content-Security-Policy")).isEqualTo("default-src 'none'; frame-ancestors 'none'");
    }

    @Test
    void mcpAnswersCarryTheSecurityHeadersToo() throws Exception {
        HttpResponse<String> init = post("/mcp", HttpRequest.BodyPublishers.ofString("""
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",
                 "capabilities":{},"clientInfo":{"name":"headers-test","version":"1"}}}"""));
        assertThat(init.statusCode()).isEqualTo(200);
        assertThat(init.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(init.headers().firstValue("Content-Security-Policy")).hasValue(SecurityHeadersFilter.CONTENT_SECURITY_POLICY);
    }

    /** A raw answer: its status, its head (status line and headers) and body. */
    record Raw(int status, String head, String body) {
        String header(String name) {
            return Arrays.stream(head.split("\r\n")).skip(1)
                    .filter(l -> l.toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT) + ":"))
                    .map(l -> l.substring(name.length() + 1).strip()).findFirst().orElse(null);
        }
    }

    static Raw raw(String requestLine, String headers) throws IOException {
        return raw(requestLine, headers, "");
    }

    static Raw raw(String requestLine, String headers, String body) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write((requestLine + "\r\nHost: " + server.localhost() + "\r\nConnection: close\r\n"
                    + "Accept: application/json, text/event-stream\r\n" + headers + "\r\n" + body)
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            // All is sent: the end of input tells the server no declared body is coming (a 413 test declares one).
            socket.shutdownOutput();
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int split = response.indexOf("\r\n\r\n");
            String head = split < 0 ? response : response.substring(0, split);
            String rest = split < 0 ? "" : response.substring(split + 4);
            if (head.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                rest = unchunk(rest);
            }
            return new Raw(Integer.parseInt(head.split(" ")[1]), head, rest);
        }
    }

    private static String unchunk(String chunked) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < chunked.length()) {
            int eol = chunked.indexOf("\r\n", i);
            if (eol < 0) {
                break;
            }
            int size = Integer.parseInt(chunked.substring(i, eol).strip(), 16);
            if (size == 0) {
                break;
            }
            out.append(chunked, eol + 2, eol + 2 + size);
            i = eol + 2 + size + 2;
        }
        return out.toString();
    }
}
