package dev.josh.server.support;

import dev.josh.server.support.InProcessServer.Reply;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * An {@link InProcessServer} for one test class, registered as a static field
 * ({@code @RegisterExtension static final TestServer server = TestServer.overPeople()}): started
 * before the class's tests over a database written into a fresh folder, closed and the folder
 * deleted after them.
 */
public final class TestServer implements BeforeAllCallback, AfterAllCallback {

    private final Function<Path, InProcessServer> start;
    private Path dir;
    private InProcessServer server;

    private TestServer(Function<Path, InProcessServer> start) {
        this.start = start;
    }

    /**
     * Over {@link Fixtures#people}, enough for protocol tests.
     *
     * @param settings more {@code --name=value} settings, as {@link InProcessServer#start} takes them
     */
    public static TestServer overPeople(String... settings) {
        return new TestServer(dir -> InProcessServer.overPeople(dir, settings));
    }

    /** Over the database file {@code database} writes into the folder it is given. */
    public static TestServer over(Function<Path, Path> database) {
        return new TestServer(dir -> InProcessServer.start(database.apply(dir)));
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("josh-server");
        server = start.apply(dir);
    }

    public int port() {
        return server.port();
    }

    /** A bean of the running server, by type; {@link #beans} for every bean of a type, by name. */
    public <T> T bean(Class<T> type) {
        return server.bean(type);
    }

    public <T> Map<String, T> beans(Class<T> type) {
        return server.beans(type);
    }

    /** {@code http://localhost:<port>}. */
    public String base() {
        return server.base();
    }

    /** The {@code Host} a local client sends: {@code localhost:<port>}. */
    public String localhost() {
        return "localhost:" + port();
    }

    /** An MCP client of the server's streamable HTTP endpoint, initialized; the caller closes it. */
    public McpSyncClient mcp() {
        return mcp("/mcp");
    }

    /** An MCP client of {@code endpoint} (e.g. {@code /mcp?toolsets=all}), initialized; the caller closes it. */
    public McpSyncClient mcp(String endpoint) {
        McpSyncClient client = McpClient.sync(
                        HttpClientStreamableHttpTransport.builder(base()).endpoint(endpoint).build())
                .requestTimeout(Duration.ofSeconds(20)).build();
        client.initialize();
        return client;
    }

    public Reply get(String pathAndQuery) {
        return server.get(pathAndQuery);
    }

    public Reply send(HttpRequest request) {
        return server.send(request);
    }

    /** {@link RawHttp#send(int, String, String, String, String, String)} to this server. */
    public RawHttp.Answer send(String method, String target, String host, String origin, String body)
            throws IOException {
        return RawHttp.send(port(), method, target, host, origin, body);
    }

    /** {@link RawHttp#send(int, String, String, String, String)} to this server: a request line as written. */
    public RawHttp.Answer send(String requestLine, String host, String origin, String body) throws IOException {
        return RawHttp.send(port(), requestLine, host, origin, body);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        server.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
