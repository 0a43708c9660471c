package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.fuzz.FuzzHttp;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The packaged server as an orchestrator sees it: its probes while it starts, and how it stops (issue 32). */
@Tag("slow")
class ServerLifecycleIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /**
     * {@code /livez} answered 503 {@code OUT_OF_SERVICE} during every warm-up (it followed the search
     * warm-up of the readiness group): an orchestrator would have restarted a healthy process. Every
     * answer it gives, from the first, is now 200; {@code /readyz} turns 200 once the warm-up is done.
     */
    @Test
    void livenessIsUpFromTheFirstAnswerWhileReadinessWaitsForTheWarmUp() throws Exception {
        ServerProcess server = ServerProcess.launch(CorpusDatabase.ensureBuilt(), "it-probes-server.log", Map.of());
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            Map<Integer, Integer> livez = new TreeMap<>();
            Map<Integer, Integer> readyz = new TreeMap<>();
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (readyz.getOrDefault(200, 0) == 0) {
                assertThat(System.nanoTime()).as("ready within 120 s; /livez " + livez + ", /readyz " + readyz)
                        .isLessThan(deadline);
                try {
                    livez.merge(http.send(HttpRequest.newBuilder(URI.create(server.base() + "/livez")).build(),
                            HttpResponse.BodyHandlers.discarding()).statusCode(), 1, Integer::sum);
                    readyz.merge(http.send(HttpRequest.newBuilder(URI.create(server.base() + "/readyz")).build(),
                            HttpResponse.BodyHandlers.discarding()).statusCode(), 1, Integer::sum);
                } catch (IOException notListeningYet) {
                    Thread.sleep(20);
                }
            }
            System.out.printf("while starting: /livez %s, /readyz %s (status: answers)%n", livez, readyz);
            assertThat(livez.keySet()).as("statuses of /livez").containsExactly(200);
        } finally {
            server.close();
        }
    }

    /**
     * Stopping the server after one MCP client over Streamable HTTP took 34 s: the client's open
     * {@code GET /mcp} event stream is a request that never ends, and the graceful shutdown waited its
     * whole timeout (30 s) for it. Stopped with SIGTERM, as an orchestrator or Ctrl-C stops it, the
     * server now ends the stream and exits.
     */
    @Test
    void aStopEndsAnOpenMcpEventStreamAndTheProcessExits() throws Exception {
        ServerProcess server = ServerProcess.start(CorpusDatabase.ensureBuilt(), "it-stop-server.log", Map.of());
        try {
            int port = server.port();
            String host = "localhost:" + port;
            FuzzHttp.Answer init = FuzzHttp.send(port, post(host, null, """
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                    "capabilities":{},"clientInfo":{"name":"it","version":"1"}}}"""), 30_000);
            String session = init.header("mcp-session-id");
            assertThat(session).as(init.body()).isNotBlank();
            FuzzHttp.send(port, post(host, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                    30_000);

            try (Socket stream = new Socket(InetAddress.getLoopbackAddress(), port)) {
                stream.getOutputStream().write(("GET /mcp HTTP/1.1\r\nHost: " + host + "\r\nAccept: text/event-stream\r\n"
                        + "Mcp-Session-Id: " + session + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                // The stream sends nothing, not even its headers, until an event or its end: it is open while
                // the server neither answers nor closes the connection.
                ByteArrayOutputStream received = new ByteArrayOutputStream();
                stream.setSoTimeout(2_000);
                assertThat(closed(stream.getInputStream(), received)).as("the stream is open").isFalse();

                long started = System.nanoTime();
                // Generous: the figure measured is in docs/operations.md; the bug held the stop past 30 s.
                assertThat(server.stop(Duration.ofSeconds(20))).as("exited within 20 s of SIGTERM").isTrue();
                System.out.printf("server exited %d ms after SIGTERM with an MCP event stream open%n",
                        (System.nanoTime() - started) / 1_000_000);
                stream.setSoTimeout(5_000);
                assertThat(closed(stream.getInputStream(), received)).as("the stream is closed").isTrue();
                assertThat(received.toString(StandardCharsets.ISO_8859_1)).as("the event stream, ended by the server")
                        .startsWith("HTTP/1.1 200").containsIgnoringCase("text/event-stream");
            }
        } finally {
            server.close();
        }
    }

    /**
     * A stop in the seconds after start, while the query encoder loads, killed the process with SIGSEGV
     * (exit 134 and an hs_err file): ONNX Runtime's own shutdown hook freed its native environment under the
     * session being created. The stop now waits for the load, closes the encoder, and exits as SIGTERM asks.
     */
    @Test
    void aStopWhileTheQueryEncoderLoadsIsAnOrderlyExit() throws Exception {
        ServerProcess server = ServerProcess.launch(CorpusDatabase.ensureBuilt(), "it-stop-loading-server.log", Map.of());
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            String encoder = null;
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (encoder == null) {
                assertThat(System.nanoTime()).as("the server answers /v1/status within 120 s").isLessThan(deadline);
                try {
                    String status = http.send(HttpRequest.newBuilder(URI.create(server.base() + "/v1/status")).build(),
                            HttpResponse.BodyHandlers.ofString()).body();
                    encoder = JSON.readTree(status).path("semantic").path("query_encoder").asString(null);
                } catch (IOException notListeningYet) {
                    Thread.sleep(20);
                }
            }
            assertThat(encoder).as("stopped while the query encoder loads (else this test shows nothing)")
                    .isEqualTo("loading");
            Thread.sleep(300); // into the load itself (about 2 s here), where every stop crashed
            assertThat(server.stop(Duration.ofSeconds(60))).as("exited within 60 s of SIGTERM").isTrue();
            assertThat(server.exitValue()).as("exit status (134: the JVM aborted)").isEqualTo(143);
        } finally {
            server.close();
        }
    }

    /**
     * A server whose port another process held logged "APPLICATION FAILED TO START" and ran on: the MCP
     * transport's session sweeper, a thread that is no daemon, kept the JVM alive, and a supervisor saw a
     * live process that served nothing. It now exits, with status 1.
     */
    @Test
    void aServerThatCannotListenExits() throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            ServerProcess server = ServerProcess.launch(CorpusDatabase.ensureBuilt(), "it-port-taken-server.log",
                    Map.of("JOSH_PORT", String.valueOf(taken.getLocalPort())));
            try {
                assertThat(server.exits(Duration.ofSeconds(120))).as("exited by itself within 120 s").isTrue();
                assertThat(server.exitValue()).as("exit status").isEqualTo(1);
            } finally {
                server.close();
            }
        }
    }

    private static byte[] post(String host, String session, String body) {
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        String head = "POST /mcp HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n"
                + "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
                + (session == null ? "" : "Mcp-Session-Id: " + session + "\r\n")
                + "Content-Length: " + content.length + "\r\n\r\n";
        byte[] request = new byte[head.length() + content.length];
        System.arraycopy(head.getBytes(StandardCharsets.US_ASCII), 0, request, 0, head.length());
        System.arraycopy(content, 0, request, head.length(), content.length);
        return request;
    }

    /** Reads into {@code received} until the server closes the connection (true) or the read timeout passes (false). */
    private static boolean closed(InputStream in, ByteArrayOutputStream received) throws IOException {
        byte[] buffer = new byte[4096];
        try {
            int n;
            while ((n = in.read(buffer)) >= 0) {
                received.write(buffer, 0, n);
            }
            return true;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (java.net.SocketException reset) {
            return true; // the process is gone, and the connection with it
        }
    }
}
