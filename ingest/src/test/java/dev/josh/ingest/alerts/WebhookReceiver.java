package dev.josh.ingest.alerts;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A webhook receiver on loopback (the JDK's HTTP server): answers 500 to its first {@code failures} POSTs
 * and 204 to the rest, keeping every request's headers, body and answer.
 */
final class WebhookReceiver implements AutoCloseable {

    record Received(String idempotencyKey, String timestamp, String signature, String contentType, String body,
                    int answered) {
    }

    private final HttpServer server;
    private final List<Received> received = new CopyOnWriteArrayList<>();

    WebhookReceiver(int failures) throws IOException {
        AtomicInteger seen = new AtomicInteger();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", exchange -> {
            try (exchange) {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                int status = seen.incrementAndGet() <= failures ? 500 : 204;
                var h = exchange.getRequestHeaders();
                received.add(new Received(h.getFirst("Idempotency-Key"), h.getFirst("X-Josh-Timestamp"),
                        h.getFirst("X-Josh-Signature"), h.getFirst("Content-Type"), body, status));
                exchange.sendResponseHeaders(status, -1);
            }
        });
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hook";
    }

    List<Received> received() {
        return List.copyOf(received);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
