package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.QueryServerApplication;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The query server in this JVM on a free port over a test database (the hashing query encoder, no
 * API keys), and JSON over HTTP to it: every answer must say it is JSON, whatever its status.
 */
public final class InProcessServer implements AutoCloseable {

    /** One answer: its status and its parsed body. */
    public record Reply(int status, JsonNode body) {
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ConfigurableApplicationContext app;
    private final String base;

    private InProcessServer(ConfigurableApplicationContext app) {
        this.app = app;
        this.base = "http://localhost:" + ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    /** @param settings more {@code --name=value} settings, e.g. {@code --josh.server.allowed-hosts=josh.example.org} */
    public static InProcessServer start(Path database, String... settings) {
        List<String> args = new ArrayList<>(List.of("--josh.db.path=" + database, "--server.port=0", "--josh.auth.mode=disabled"));
        args.addAll(List.of(settings));
        return new InProcessServer(new SpringApplicationBuilder(QueryServerApplication.class, HashingEncoderConfig.class)
                .run(args.toArray(String[]::new)));
    }

    /** The server over a fresh test database in {@code dir} holding {@link Fixtures#people}: enough for protocol tests. */
    public static InProcessServer overPeople(Path dir, String... settings) {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.people(db);
        return start(db.path(), settings);
    }

    public int port() {
        return ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    /** A bean of the running server, for tests that check how it is wired. */
    public <T> T bean(Class<T> type) {
        return app.getBean(type);
    }

    public <T> Map<String, T> beans(Class<T> type) {
        return app.getBeansOfType(type);
    }

    /** The actuator's own port, when started with {@code --management.server.port=0}. */
    public int managementPort() {
        return Integer.parseInt(app.getEnvironment().getRequiredProperty("local.management.port"));
    }

    /** {@code http://localhost:<port>}, for clients of the server's own (MCP). */
    public String base() {
        return base;
    }

    public Reply get(String pathAndQuery) {
        return send(HttpRequest.newBuilder(URI.create(base + pathAndQuery)).GET().build());
    }

    public Reply send(HttpRequest request) {
        try {
            HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            assertThat(r.headers().firstValue("content-type")).hasValueSatisfying(
                    ct -> assertThat(ct).startsWith("application/json"));
            return new Reply(r.statusCode(), JSON.readTree(r.body()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        app.close();
    }
}
