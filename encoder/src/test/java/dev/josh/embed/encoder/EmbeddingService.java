package dev.josh.embed.encoder;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A real embedding service on loopback for tests: the JDK's HTTP server answering the
 * OpenAI-compatible {@code POST /v1/embeddings} and TEI {@code POST /embed} with vectors from a
 * local encoder. It embeds what it is sent as is (clients add prefixes), can require a bearer
 * key, and can be told to answer the next requests with error statuses or bodies of its choosing.
 */
final class EmbeddingService implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpServer server;
    private final Encoder encoder;
    private final String apiKey;
    private final Queue<Integer> scriptedFailures = new ConcurrentLinkedQueue<>();
    private final Queue<String> scriptedReplies = new ConcurrentLinkedQueue<>();
    private final AtomicInteger requests = new AtomicInteger();

    /** Serves {@code encoder}'s vectors; {@code apiKey} null for no authentication. */
    EmbeddingService(Encoder encoder, String apiKey) throws IOException {
        this.encoder = encoder;
        this.apiKey = apiKey;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/embeddings", exchange -> handle(exchange, true));
        server.createContext("/embed", exchange -> handle(exchange, false));
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** The next requests get these statuses (with {@code Retry-After: 0}) instead of vectors. */
    void failNext(int... statuses) {
        for (int status : statuses) {
            scriptedFailures.add(status);
        }
    }

    /** The next requests get these bodies with status 200 instead of vectors. */
    void replyNext(String... bodies) {
        scriptedReplies.addAll(List.of(bodies));
    }

    int requests() {
        return requests.get();
    }

    private void handle(HttpExchange exchange, boolean openAi) throws IOException {
        requests.incrementAndGet();
        try (exchange) {
            if (apiKey != null && !("Bearer " + apiKey).equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
                EmbeddingEndpoint.send(exchange, 401, "{\"error\":{\"message\":\"invalid api key\"}}");
                return;
            }
            Integer failure = scriptedFailures.poll();
            if (failure != null) {
                exchange.getResponseHeaders().add("Retry-After", "0");
                EmbeddingEndpoint.send(exchange, failure, "{\"error\":\"scripted failure\"}");
                return;
            }
            String scripted = scriptedReplies.poll();
            if (scripted != null) {
                EmbeddingEndpoint.send(exchange, 200, scripted);
                return;
            }
            JsonNode body = JSON.readTree(exchange.getRequestBody().readAllBytes());
            List<String> texts = new ArrayList<>();
            body.get(openAi ? "input" : "inputs").forEach(e -> texts.add(e.stringValue()));
            List<float[]> vectors = encoder.embedDocuments(texts);
            List<Object> rows = new ArrayList<>();
            for (int i = 0; i < vectors.size(); i++) {
                if (openAi) {
                    Map<String, Object> item = new LinkedHashMap<>();
                    item.put("object", "embedding");
                    item.put("index", i);
                    item.put("embedding", vectors.get(i));
                    rows.add(item);
                } else {
                    rows.add(vectors.get(i));
                }
            }
            if (openAi) {
                Map<String, Object> reply = new LinkedHashMap<>();
                reply.put("object", "list");
                reply.put("data", rows);
                reply.put("model", body.get("model").stringValue());
                EmbeddingEndpoint.send(exchange, 200, JSON.writeValueAsString(reply));
            } else {
                EmbeddingEndpoint.send(exchange, 200, JSON.writeValueAsString(rows));
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }
}
