package dev.josh.server.observability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Fixtures;
import dev.josh.server.support.InProcessServer;
import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestDatabase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probes on the serving port, the metrics on the management port only, and what the metrics say
 * about requests this test sends: route templates (never raw paths), search mode and source, error
 * codes; and that every metric the committed Grafana dashboard queries is one the server exports.
 */
class ObservabilityTest {

    /** The server's own metric families; the dashboard's other queries read the batch textfiles and the JVM. */
    private static final Pattern SERVER_METRIC =
            Pattern.compile("\\b((?:http_server_requests_seconds|josh_index|josh_encoder_seconds|josh_rate_limit|hikaricp)[a-z_]*)");

    @TempDir
    static Path dir;
    private static InProcessServer server;

    @BeforeAll
    static void start() {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.embedAll(db, Fixtures.sections(db));
        db.activeModel();
        Fixtures.people(db);
        server = InProcessServer.start(db.path(), "--management.server.port=0");
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void probesAnswerOnTheServingPortWhateverTheHost() throws Exception {
        assertThat(get(server.port(), "/livez", "evil.example").body()).contains("\"status\":\"UP\"");
        RawHttp.Answer ready = readyWithin(Duration.ofSeconds(30));
        assertThat(ready.status()).isEqualTo(200);
        assertThat(ready.body()).contains("\"searchReadiness\":{\"status\":\"UP\"}");
    }

    @Test
    void metricsAreOnlyOnTheManagementPort() throws Exception {
        assertThat(get(server.port(), "/actuator/prometheus", "localhost").status()).isEqualTo(404);
        assertThat(scrape()).contains("# TYPE http_server_requests_seconds histogram");
    }

    @Test
    void requestsAreCountedByRouteModeSourceAndErrorCode() throws Exception {
        readyWithin(Duration.ofSeconds(30));
        assertThat(server.get("/v1/search?q=copyright&mode=lexical&source=usc").status()).isEqualTo(200);
        assertThat(server.get("/v1/search?q=copyright+protection&mode=semantic").status()).isEqualTo(200);
        assertThat(server.get("/v1/search?q=x&source=no-such-source").status()).isEqualTo(400);
        assertThat(server.get("/v1/legislators/S000250").status()).isEqualTo(200);
        assertThat(get(server.port(), "/v1/status", "evil.example").status()).isEqualTo(403);
        assertThat(RawHttp.send(server.port(), "POST", "/mcp", "localhost", null, "{\"jsonrpc\":\"2.0\",\"id\":1,"
                + "\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}").status()).isEqualTo(200);

        String scrape = scrape();
        assertThat(scrape)
                .containsPattern("http_server_requests_seconds_bucket\\{[^}]*mode=\"lexical\"[^}]*source=\"us-code\""
                        + "[^}]*uri=\"/v1/search\"[^}]*le=\"0\\.1\"")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*mode=\"semantic\",[^}]*source=\"all\"")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*error_code=\"unknown_source\"[^}]*status=\"400\"")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*error_code=\"forbidden_origin\"[^}]*status=\"403\"")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*uri=\"/v1/\\{resource\\}/\\{id\\}\"")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*method=\"POST\"[^}]*status=\"200\",uri=\"/mcp\"\\} 1")
                .containsPattern("josh_encoder_seconds_count\\{model=\"" + TestDatabase.MODEL_ID + "\"\\} [1-9]")
                .containsPattern("josh_index_records\\{source=\"legislators\"\\} 4\\.0")
                .containsPattern("josh_index_vectors\\{source=\"us-code\"\\} [1-9]")
                .contains("josh_rate_limit_refusals_total 0.0")
                .contains("hikaricp_connections_active{pool=\"josh-read\"}");
        // Bounded cardinality: what clients typed is never a label value.
        assertThat(scrape).doesNotContain("S000250").doesNotContain("no-such-source").doesNotContain("evil.example");
    }

    @Test
    void everyServerMetricTheDashboardQueriesIsExported() throws Exception {
        readyWithin(Duration.ofSeconds(30));
        server.get("/v1/search?q=copyright+protection&mode=semantic"); // the encoder timer exists after one query
        String dashboard = Files.readString(Path.of(System.getProperty("user.dir")).resolve("../docs/grafana/josh.json"));
        Set<String> queried = new TreeSet<>();
        Matcher m = SERVER_METRIC.matcher(dashboard);
        while (m.find()) {
            queried.add(m.group(1));
        }
        assertThat(queried).contains("http_server_requests_seconds_bucket", "josh_index_records", "hikaricp_connections_active");
        String scrape = scrape();
        assertThat(queried).allSatisfy(name -> assertThat(scrape).contains("\n" + name));
    }

    private static String scrape() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.managementPort() + "/actuator/prometheus")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(200);
        return answer.body();
    }

    private static RawHttp.Answer readyWithin(Duration limit) throws Exception {
        long deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            RawHttp.Answer r = get(server.port(), "/readyz", "localhost");
            if (r.status() == 200 || System.nanoTime() > deadline) {
                return r;
            }
            Thread.sleep(100);
        }
    }

    /** Raw bytes on a socket: Java's HTTP client will not send another {@code Host}. */
    private static RawHttp.Answer get(int port, String path, String host) throws Exception {
        return RawHttp.send(port, "GET", path, host, null, null);
    }
}
