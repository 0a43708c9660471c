package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The packaged query server ({@code josh.server.jar}) as its own process on a free loopback port,
 * without authentication, over a given database; started and waited for until it answers.
 */
public final class ServerProcess implements AutoCloseable {

    /** One answer: status, parsed body, wall time. */
    public record Reply(int status, JsonNode body, long millis) {
    }

    private static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final JsonMapper json = JsonMapper.builder().build();

    private final Process process;
    private final String base;

    private ServerProcess(Process process, String base) {
        this.process = process;
        this.base = base;
    }

    /** Starts the server on {@code db}, logging to {@code log}, with extra Spring arguments. */
    public static ServerProcess start(Path db, Path log, String... springArgs) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        List<String> command = new ArrayList<>(List.of(java(), "--enable-native-access=ALL-UNNAMED",
                "-Dai.djl.offline=true", "-jar", System.getProperty("josh.server.jar")));
        command.addAll(List.of(springArgs));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("JOSH_DB", db.toString());
        pb.environment().put("JOSH_PORT", String.valueOf(port));
        pb.environment().put("JOSH_AUTH", "disabled");
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        ServerProcess server = new ServerProcess(pb.start(), "http://localhost:" + port);
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            assertThat(server.process.isAlive()).as("server process (see " + log + ")").isTrue();
            try {
                if (server.get("/v1/status").status() == 200) {
                    return server;
                }
            } catch (IOException notYet) {
                // still starting
            }
            assertThat(System.nanoTime()).as("server up within 120 s").isLessThan(deadline);
            Thread.sleep(250);
        }
    }

    /** The java binary of this JVM, for child processes. */
    public static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    public String base() {
        return base;
    }

    public Reply get(String pathAndQuery) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), json.readTree(r.body()), (System.nanoTime() - start) / 1_000_000);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
