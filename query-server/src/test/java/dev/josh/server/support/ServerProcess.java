package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The packaged query server ({@code josh.server.jar}) started as its own process on a free port,
 * as an operator runs it, with a small HTTP client for the integration tests that drive it.
 */
public final class ServerProcess implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static ServerProcess overCorpus;

    private final Process process;
    private final String base;

    /** A reply: status, parsed JSON body and the client-side time it took. */
    public record Reply(int status, JsonNode body, long millis) {

        /** The error envelope's code, or null when the reply is not an error. */
        public String errorCode() {
            JsonNode error = body.get("error");
            return error == null ? null : error.get("code").asString();
        }
    }

    private ServerProcess(Process process, String base) {
        this.process = process;
        this.base = base;
    }

    /**
     * Starts the server on {@code db} with {@code JOSH_AUTH=disabled} plus {@code environment},
     * logging to {@code target/<logName>}, and waits until {@code /v1/status} answers.
     */
    public static ServerProcess start(Path db, String logName, Map<String, String> environment) throws Exception {
        ServerProcess server = launch(db, logName, environment);
        server.awaitReady(logName);
        return server;
    }

    /**
     * The server over the corpus database with the default settings, started by the first integration
     * test that asks and shared by every one that needs nothing else of it (no settings, database or stop
     * of its own): each start costs 15 to 25 s here. It logs to {@code target/it-server.log} and stops
     * when the test JVM exits; its users do not close it.
     */
    public static synchronized ServerProcess overCorpus() throws Exception {
        if (overCorpus == null) {
            overCorpus = start(CorpusDatabase.ensureBuilt(), "it-server.log", Map.of());
            Process process = overCorpus.process;
            Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
        }
        return overCorpus;
    }

    /** Starts the server as {@link #start} does, without waiting for it: to watch it start. */
    public static ServerProcess launch(Path db, String logName, Map<String, String> environment) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true",
                "-jar", System.getProperty("josh.server.jar"));
        pb.environment().put("JOSH_DB", db.toString());
        pb.environment().put("JOSH_PORT", String.valueOf(port));
        pb.environment().put("JOSH_AUTH", "disabled");
        pb.environment().putAll(environment);
        pb.redirectErrorStream(true).redirectOutput(Path.of("target", logName).toFile());
        return new ServerProcess(pb.start(), "http://localhost:" + port);
    }

    /** Up, and done loading the query encoder when a model is active: as a readiness probe would wait. */
    private void awaitReady(String logName) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            assertThat(process.isAlive()).as("server process (see target/" + logName + ")").isTrue();
            try {
                HttpResponse<String> status = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/v1/status"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                if (status.statusCode() == 401 || status.statusCode() == 200 && !"loading".equals(
                        JSON.readTree(status.body()).path("semantic").path("query_encoder").asString(null))) {
                    return; // a 401 is a server that is up and wants a key
                }
            } catch (IOException notYet) {
                // still starting
            }
            assertThat(System.nanoTime()).as("server up within 120 s").isLessThan(deadline);
            Thread.sleep(250);
        }
    }

    public String base() {
        return base;
    }

    /** GET {@code pathAndQuery} with optional headers given as name, value pairs. */
    public Reply get(String pathAndQuery, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + pathAndQuery));
        if (headers.length > 0) {
            request.headers(headers);
        }
        long start = System.nanoTime();
        HttpResponse<String> r = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Reply(r.statusCode(), JSON.readTree(r.body()), millis);
    }

    /** An MCP client over Streamable HTTP at {@code /mcp}, not yet initialized. */
    public McpSyncClient mcpClient() {
        return mcpClient("/mcp");
    }

    /** An MCP client of {@code endpoint}, e.g. {@code /mcp?toolsets=all}; not initialized yet. */
    public McpSyncClient mcpClient(String endpoint) {
        return McpClient.sync(HttpClientStreamableHttpTransport.builder(base).endpoint(endpoint).build())
                .requestTimeout(Duration.ofSeconds(30)).build();
    }

    /** The port it serves on. */
    public int port() {
        return URI.create(base).getPort();
    }

    /** Sends SIGTERM, as an orchestrator or Ctrl-C stops it; whether the process exited within {@code limit}. */
    public boolean stop(Duration limit) throws InterruptedException {
        process.destroy();
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Whether the process exits by itself within {@code limit}, nothing sent to it. */
    public boolean exits(Duration limit) throws InterruptedException {
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The process's exit status, once it has exited. */
    public int exitValue() {
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
