package dev.josh.server.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@link InProcessServer#overPeople} for one test class, registered as a static field
 * ({@code @RegisterExtension static final PeopleServer server = new PeopleServer()}): started before
 * the class's tests, closed and its database deleted after them.
 */
public final class PeopleServer implements BeforeAllCallback, AfterAllCallback {

    private final String[] settings;
    private Path dir;
    private InProcessServer server;

    /** @param settings more {@code --name=value} settings, as {@link InProcessServer#start} takes them */
    public PeopleServer(String... settings) {
        this.settings = settings;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("josh-server");
        server = InProcessServer.overPeople(dir, settings);
    }

    public int port() {
        return server.port();
    }

    /** The {@code Host} a local client sends: {@code localhost:<port>}. */
    public String localhost() {
        return "localhost:" + port();
    }

    /** {@link RawHttp#send(int, String, String, String, String, String)} to this server. */
    public RawHttp.Answer send(String method, String target, String host, String origin, String body) throws IOException {
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
