package dev.josh.embed.encoder;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An OpenAI-compatible {@code POST /v1/embeddings} served by a fixed set of workers, each with its
 * own encoder ({@code josh embed serve}): the other end of {@link HttpEncoder}, so that several CPU (or GPU) encoders
 * can serve one writing worker. A request is answered by whichever worker is free; requests beyond
 * the workers wait. Texts are embedded as sent: the client adds the model's prefixes.
 */
public final class EmbeddingEndpoint implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpServer server;
    private final ExecutorService threads;
    private final BlockingQueue<Encoder> idle;
    private final List<Encoder> workers;

    /** Starts serving on {@code address} with one thread per encoder in {@code workers}, which it then owns. */
    public EmbeddingEndpoint(InetSocketAddress address, List<Encoder> workers) throws IOException {
        this.workers = List.copyOf(workers);
        this.idle = new ArrayBlockingQueue<>(workers.size(), false, workers);
        this.threads = Executors.newFixedThreadPool(workers.size());
        this.server = HttpServer.create(address, 0);
        server.createContext("/v1/embeddings", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!"POST".equals(exchange.getRequestMethod())) {
                send(exchange, 405, error("POST a JSON body {\"model\": …, \"input\": [texts]}"));
                return;
            }
            JsonNode body;
            List<String> texts = new ArrayList<>();
            try {
                body = JSON.readTree(exchange.getRequestBody().readAllBytes());
                JsonNode input = body.get("input");
                if (input == null || !(input.isArray() || input.isString())) {
                    send(exchange, 400, error("\"input\" must be a string or an array of strings"));
                    return;
                }
                if (input.isString()) {
                    texts.add(input.stringValue());
                } else {
                    input.forEach(text -> texts.add(text.asString()));
                }
            } catch (JacksonException e) {
                send(exchange, 400, error("the body is not JSON: " + e.getOriginalMessage()));
                return;
            }
            List<float[]> vectors;
            Encoder encoder = borrow();
            try {
                vectors = encoder.embedDocuments(texts);
            } catch (EncoderException e) {
                send(exchange, e.kind() == EncoderException.Kind.CONFIGURATION ? 500 : 503, error(e.getMessage()));
                return;
            } finally {
                idle.add(encoder);
            }
            List<Map<String, Object>> data = new ArrayList<>(vectors.size());
            for (int i = 0; i < vectors.size(); i++) {
                data.add(Map.of("object", "embedding", "index", i, "embedding", vectors.get(i)));
            }
            Map<String, Object> reply = new LinkedHashMap<>();
            reply.put("object", "list");
            reply.put("model", workers.get(0).spec().modelId());
            reply.put("data", data);
            send(exchange, 200, JSON.writeValueAsString(reply));
        }
    }

    /** A free worker; the server's threads are as many as the workers, so one is always free to a handler. */
    private Encoder borrow() {
        try {
            return idle.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EncoderException(EncoderException.Kind.UNAVAILABLE, "interrupted while waiting for a worker", e);
        }
    }

    private static String error(String message) {
        return JSON.writeValueAsString(Map.of("error", Map.of("message", message)));
    }

    /** A JSON reply; the test double of an embedding service answers with it too. */
    static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** Stops answering, then closes every worker's encoder. */
    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        workers.forEach(Encoder::close);
    }
}
