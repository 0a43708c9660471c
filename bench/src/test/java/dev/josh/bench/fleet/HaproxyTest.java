package dev.josh.bench.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fleet's HAProxy, the real one from Debian's package, in front of two loopback servers that answer
 * {@code /readyz} and name themselves: health checks bring both up, a drained server takes no new requests, a
 * stopped one is marked down and its requests go to the other. Fails under {@code CI=true} without HAProxy
 * ({@code .ci/run} installs it); elsewhere it is skipped, saying so.
 */
class HaproxyTest {

    private static final Path HAPROXY = Path.of("/usr/sbin/haproxy");
    private static String missing;

    @TempDir
    Path dir;
    private final List<HttpServer> backends = new ArrayList<>();
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    static void haproxyIsHere() {
        if (!Files.isExecutable(HAPROXY)) {
            missing = "HAProxy is not installed (" + HAPROXY + "): apt-get install -y haproxy";
            if ("true".equals(System.getenv("CI"))) {
                fail(missing);
            }
            System.err.println("SKIPPED (not counted as a pass): HaproxyTest: " + missing);
        }
    }

    @AfterEach
    void stopBackends() {
        backends.forEach(b -> b.stop(0));
    }

    @Test
    void healthChecksDrainingAndADeadServer() throws Exception {
        Assumptions.assumeTrue(missing == null, missing);
        HaproxyConfig config = new HaproxyConfig(port(), dir.resolve("haproxy.sock"),
                List.of(new HaproxyConfig.Server("s1", backend("s1")), new HaproxyConfig.Server("s2", backend("s2"))));
        try (Haproxy lb = Haproxy.start(HAPROXY.toString(), config, dir)) {
            lb.awaitUp("s1");
            lb.awaitUp("s2");
            assertThat(lb.servers().get("s1").checkedUp()).isTrue();
            assertThat(answers(lb, 6)).containsExactly("s1", "s2");

            lb.setState("s1", "drain");
            assertThat(answers(lb, 6)).containsExactly("s2");
            lb.setState("s1", "ready");
            assertThat(answers(lb, 6)).containsExactly("s1", "s2");

            backends.get(1).stop(0);
            lb.awaitDown("s2");
            assertThat(answers(lb, 6)).containsExactly("s1");
            assertThat(lb.servers().get("s1").currentSessions()).isZero();
        }
    }

    /** Which backends answered {@code n} requests through HAProxy. */
    private Set<String> answers(Haproxy lb, int n) throws IOException, InterruptedException {
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(lb.base() + "/v1/status")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as(() -> log()).isEqualTo(200);
            names.add(r.body());
        }
        return names;
    }

    private String log() {
        try {
            return "haproxy.log: " + Files.readString(dir.resolve("haproxy.log"));
        } catch (IOException e) {
            return "no haproxy.log: " + e;
        }
    }

    private int backend(String name) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = name.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        backends.add(server);
        return server.getAddress().getPort();
    }

    private static int port() throws IOException {
        try (var socket = new java.net.ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
