package dev.josh.embed.encoder;

import dev.josh.embed.encoder.EncoderConfig.Api;
import dev.josh.embed.encoder.EncoderConfig.Remote;
import dev.josh.embed.encoder.EncoderException.Kind;
import dev.josh.embed.vector.VectorCodec;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An {@link Encoder} that asks an embedding service: OpenAI-compatible ({@code POST /v1/embeddings})
 * or Hugging Face TEI ({@code POST /embed}), so that a fleet of GPU servers can do bulk work while
 * the worker stays the single writer.
 *
 * <p>The model is described by the local model of the same name (bundled or a directory): its
 * tokenizer counts and cuts tokens, its prefixes are added here (services do not add them), its
 * weights' hash is the {@code model_version} the service is declared to serve, and every text is cut
 * to the model's input before it is sent, so an over-long text is truncated, never refused.
 *
 * <p>Failures: 401 and 403 (and any other 4xx) are configuration errors; 429 and 5xx are retried
 * with exponential back-off (honouring {@code Retry-After}) and end as transient; a service that
 * cannot be reached is retried, then reported unavailable.
 */
public final class HttpEncoder implements Encoder {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /**
     * How often and how patiently a request is retried.
     *
     * @param attempts       tries per request, the first included
     * @param initialBackoff pause before the second try; doubled before each further one
     * @param maxBackoff     longest pause, and longest {@code Retry-After} honoured
     * @param timeout        longest wait for one response
     */
    record Retry(int attempts, Duration initialBackoff, Duration maxBackoff, Duration timeout) {
        static final Retry DEFAULT = new Retry(5, Duration.ofMillis(500), Duration.ofSeconds(8), Duration.ofSeconds(60));
    }

    private final Remote remote;
    private final ModelSpec spec;
    private final HuggingFaceTextTokenizer tokenizer;
    private final Retry retry;
    private final HttpClient http;
    private final URI uri;
    /** Sends the requests of one call side by side; null for one request at a time. */
    private final ExecutorService senders;
    private volatile boolean closed;

    private HttpEncoder(Remote remote, ModelSpec spec, HuggingFaceTextTokenizer tokenizer, Retry retry) {
        this.remote = remote;
        this.spec = spec;
        this.tokenizer = tokenizer;
        this.retry = retry;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        String base = remote.endpoint().toString().replaceAll("/+$", "");
        this.uri = URI.create(base + (remote.api() == Api.OPENAI ? "/v1/embeddings" : "/embed"));
        this.senders = remote.concurrency() > 1 ? Executors.newFixedThreadPool(remote.concurrency(), runnable -> {
            Thread t = new Thread(runnable, "josh-encoder-http");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /**
     * Opens a client for {@code remote} serving the model {@code local} describes, and checks one
     * request end to end (reachable, authorized, vectors of the model's dimension).
     *
     * @param local the local model of the same name; null when there is none (a configuration error)
     */
    static HttpEncoder open(Remote remote, ModelFiles local) {
        return open(remote, local, Retry.DEFAULT);
    }

    static HttpEncoder open(Remote remote, ModelFiles local, Retry retry) {
        if (local == null) {
            throw new EncoderException(Kind.CONFIGURATION, "an embedding service needs --model naming a bundled "
                    + "model or a model directory with the same weights' tokenizer.json, so that tokens are counted "
                    + "and cut as the service's model does; use one of "
                    + ModelCatalog.bundled().stream().map(ModelCatalog.Bundled::modelId).toList());
        }
        String scheme = remote.endpoint().getScheme();
        if (remote.endpoint().getHost() == null || !("http".equals(scheme) || "https".equals(scheme))) {
            throw new EncoderException(Kind.CONFIGURATION, "--endpoint " + remote.endpoint()
                    + " is not an http(s) URL with a host, e.g. http://gpu-1:8080");
        }
        if (remote.maxBatch() < 1 || remote.concurrency() < 1) {
            throw new EncoderException(Kind.CONFIGURATION, "the service's batch limit and the requests sent at once "
                    + "must be at least 1");
        }
        HuggingFaceTextTokenizer tokenizer;
        try {
            tokenizer = HuggingFaceTextTokenizer.load(local.tokenizerJson());
        } catch (RuntimeException e) {
            throw new EncoderException(Kind.CONFIGURATION, "cannot load tokenizer " + local.tokenizerJson() + ": "
                    + e.getMessage(), e);
        }
        HttpEncoder encoder = new HttpEncoder(remote, local.spec(), tokenizer, retry);
        try {
            encoder.embedQuery("probe");
        } catch (EncoderException e) {
            encoder.close();
            throw e;
        }
        return encoder;
    }

    @Override
    public ModelSpec spec() {
        return spec;
    }

    @Override
    public TextTokenizer tokenizer() {
        return tokenizer;
    }

    /** One full request for each of the requests sent at once. */
    @Override
    public int maxBatch() {
        return remote.maxBatch() * remote.concurrency();
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        ensureOpen();
        List<List<String>> requests = new ArrayList<>();
        for (int start = 0; start < texts.size(); start += remote.maxBatch()) {
            List<String> inputs = new ArrayList<>();
            for (String text : texts.subList(start, Math.min(texts.size(), start + remote.maxBatch()))) {
                inputs.add(fit(spec.documentPrefix() + text));
            }
            requests.add(inputs);
        }
        List<float[]> out = new ArrayList<>(texts.size());
        if (requests.size() == 1 || senders == null) {
            requests.forEach(inputs -> out.addAll(request(inputs)));
            return out;
        }
        List<Future<List<float[]>>> replies = requests.stream().map(inputs -> senders.submit(() -> request(inputs)))
                .toList();
        for (Future<List<float[]>> reply : replies) {
            out.addAll(await(reply, replies));
        }
        return out;
    }

    /** A reply's vectors; on a failure the other requests are cancelled and the failure keeps its kind. */
    private List<float[]> await(Future<List<float[]>> reply, List<Future<List<float[]>>> all) {
        try {
            return reply.get();
        } catch (ExecutionException e) {
            all.forEach(f -> f.cancel(true));
            if (e.getCause() instanceof EncoderException encoderException) {
                throw encoderException;
            }
            throw new EncoderException(Kind.TRANSIENT, "request to " + uri + " failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            all.forEach(f -> f.cancel(true));
            Thread.currentThread().interrupt();
            throw new EncoderException(Kind.UNAVAILABLE, "interrupted while calling " + uri, e);
        }
    }

    @Override
    public float[] embedQuery(String query) {
        ensureOpen();
        return request(List.of(fit(spec.queryPrefix() + query))).get(0);
    }

    /** The text cut after the token the model's input ends at (its special tokens take two places). */
    private String fit(String text) {
        List<TextTokenizer.Span> spans;
        try {
            spans = tokenizer.spans(text);
        } catch (RuntimeException e) {
            throw new EncoderException(Kind.TRANSIENT, "tokenizer failed: " + e.getMessage(), e);
        }
        int max = spec.maxChunkTokens();
        return spans.size() <= max ? text : text.substring(0, spans.get(max - 1).end());
    }

    private List<float[]> request(List<String> inputs) {
        String body = requestBody(inputs);
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri)
                .timeout(retry.timeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (remote.apiKey() != null && !remote.apiKey().isBlank()) {
            builder.header("Authorization", "Bearer " + remote.apiKey());
        }
        HttpRequest request = builder.build();
        Duration backoff = retry.initialBackoff();
        EncoderException last = null;
        Optional<String> retryAfter = Optional.empty();
        for (int attempt = 1; attempt <= retry.attempts(); attempt++) {
            if (attempt > 1) {
                pause(retryAfter, backoff);
                backoff = min(backoff.multipliedBy(2), retry.maxBackoff());
                retryAfter = Optional.empty();
            }
            HttpResponse<String> response;
            try {
                response = http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EncoderException(Kind.UNAVAILABLE, "interrupted while calling " + uri, e);
            } catch (ConnectException | HttpConnectTimeoutException | UnresolvedAddressException e) {
                last = new EncoderException(Kind.UNAVAILABLE, "cannot reach " + uri + ": " + describe(e), e);
                continue;
            } catch (IOException e) {
                last = new EncoderException(Kind.TRANSIENT, "request to " + uri + " failed: " + describe(e), e);
                continue;
            }
            int status = response.statusCode();
            if (status == 200) {
                return parse(response.body(), inputs.size());
            }
            String detail = uri + " answered " + status + ": " + excerpt(response.body());
            if (status == 401 || status == 403) {
                throw new EncoderException(Kind.CONFIGURATION, detail + " (check the API key)");
            }
            if (status == 429 || status >= 500) {
                last = new EncoderException(Kind.TRANSIENT, detail);
                retryAfter = response.headers().firstValue("Retry-After");
                continue;
            }
            throw new EncoderException(Kind.CONFIGURATION, detail);
        }
        throw new EncoderException(last.kind(), last.getMessage() + " (after " + retry.attempts() + " attempts)",
                last.getCause());
    }

    /** Waits {@code backoff}, or the seconds a 429/503 asked for (up to the longest back-off). */
    private void pause(Optional<String> retryAfter, Duration backoff) {
        Duration wait = backoff;
        if (retryAfter.isPresent()) {
            try {
                wait = min(Duration.ofSeconds(Long.parseLong(retryAfter.get().strip())), retry.maxBackoff());
            } catch (NumberFormatException httpDate) {
                // an HTTP date instead of seconds: keep the exponential back-off
            }
        }
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EncoderException(Kind.UNAVAILABLE, "interrupted while waiting to retry " + uri, e);
        }
    }

    private String requestBody(List<String> inputs) {
        Map<String, Object> body = new LinkedHashMap<>();
        if (remote.api() == Api.OPENAI) {
            body.put("model", remote.remoteModel() != null ? remote.remoteModel() : spec.modelId());
            body.put("input", inputs);
            body.put("encoding_format", "float");
        } else {
            body.put("inputs", inputs);
            body.put("truncate", true);
            body.put("normalize", true);
        }
        return JSON.writeValueAsString(body);
    }

    /** OpenAI: {@code {"data":[{"index":0,"embedding":[…]}]}}; TEI: {@code [[…], …]}. */
    private List<float[]> parse(String body, int expected) {
        try {
            JsonNode root = JSON.readTree(body);
            float[][] vectors = new float[expected][];
            if (remote.api() == Api.OPENAI) {
                JsonNode data = array(object(root).get("data"));
                for (int i = 0; i < data.size(); i++) {
                    JsonNode item = object(data.get(i));
                    int index = item.has("index") ? item.get("index").intValue() : i;
                    vectors[index] = floats(array(item.get("embedding")));
                }
            } else {
                JsonNode rows = array(root);
                for (int i = 0; i < rows.size() && i < expected; i++) {
                    vectors[i] = floats(array(rows.get(i)));
                }
            }
            List<float[]> out = new ArrayList<>(expected);
            for (float[] v : vectors) {
                if (v == null || v.length != spec.dimension()) {
                    throw new EncoderException(Kind.CONFIGURATION, uri + " returned " + (v == null ? "too few vectors"
                            : "vectors of " + v.length + " dimensions") + "; model " + spec.modelId() + " has "
                            + spec.dimension() + " (is the service serving another model?)");
                }
                out.add(VectorCodec.normalize(v));
            }
            return out;
        } catch (JacksonException | IllegalStateException | IndexOutOfBoundsException e) {
            throw new EncoderException(Kind.CONFIGURATION, uri + " did not answer in the " + remote.api()
                    + " embeddings format: " + excerpt(body), e);
        }
    }

    /**
     * The node if it is an object. Jackson answers a missing or mistyped member with null or an
     * empty node rather than failing, so the shape is checked here to report a malformed answer.
     */
    private static JsonNode object(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalStateException("not a JSON object: " + node);
        }
        return node;
    }

    private static JsonNode array(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new IllegalStateException("not a JSON array: " + node);
        }
        return node;
    }

    /** {@code floatValue()} throws for a non-number, as a malformed vector should. */
    private static float[] floats(JsonNode array) {
        float[] v = new float[array.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = array.get(i).floatValue();
        }
        return v;
    }

    private static String excerpt(String body) {
        String flat = body == null ? "" : body.replaceAll("\\s+", " ").strip();
        return flat.length() > 200 ? flat.substring(0, 200) + "…" : flat;
    }

    private static String describe(Exception e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private void ensureOpen() {
        if (closed) {
            throw new EncoderException(Kind.UNAVAILABLE, "encoder " + spec.modelId() + " at " + uri + " is closed");
        }
    }

    @Override
    public void close() {
        closed = true;
        if (senders != null) {
            senders.shutdownNow();
        }
        http.close();
        tokenizer.close();
    }
}
