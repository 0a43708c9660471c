package dev.josh.bench.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;

/**
 * Drives a server with a {@link QueryMix}: {@code concurrency} clients in a closed loop (each sends
 * its next request when the last one answered, no think time), each going through the whole mix
 * in its own shuffled order, for a fixed duration. Latency is the client's wall time per request
 * over loopback HTTP, body read included, recorded per flow in an HdrHistogram. An error is any
 * answer other than 200, or no answer within the request timeout.
 */
public final class LoadDriver {

    /** Latencies are recorded in microseconds, up to a minute, to three significant digits. */
    private static final long MAX_MICROS = 60_000_000L;

    /**
     * One flow's results at one concurrency.
     *
     * @param latencies microseconds, successful and failed requests alike
     * @param errors    requests that did not answer 200
     * @param samples   a few error descriptions, to say why
     */
    public record FlowResult(String flow, Histogram latencies, long errors, List<String> samples) {
    }

    /** One run: per flow, in the mix's order, and the measured wall time. */
    public record Result(int concurrency, Duration elapsed, Map<String, FlowResult> flows) {
        public long requests() {
            return flows.values().stream().mapToLong(f -> f.latencies().getTotalCount()).sum();
        }

        public long errors() {
            return flows.values().stream().mapToLong(FlowResult::errors).sum();
        }
    }

    private final HttpClient http;
    private final String base;
    private final Duration requestTimeout;

    public LoadDriver(String base, Duration requestTimeout) {
        this.base = base;
        this.requestTimeout = requestTimeout;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
    }

    /** Sends every request of the mix {@code passes} times, one at a time; returns how many failed. */
    public Result warmUp(QueryMix mix, int passes) throws InterruptedException {
        Client client = new Client(mix, new Random(0));
        long started = System.nanoTime();
        for (int pass = 0; pass < passes; pass++) {
            for (QueryMix.Request r : mix.requests()) {
                client.send(r);
            }
        }
        return client.result(1, Duration.ofNanos(System.nanoTime() - started), mix);
    }

    public Result run(QueryMix mix, int concurrency, Duration duration, long seed) throws Exception {
        return run(mix, concurrency, new AtomicLong(System.nanoTime() + duration.toNanos()), seed);
    }

    /**
     * Runs until {@code System.nanoTime()} passes {@code end}, which another thread may move: a run that lasts
     * as long as something else does (a rolling refresh).
     */
    public Result run(QueryMix mix, int concurrency, AtomicLong end, long seed) throws Exception {
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            clients.add(new Client(mix, new Random(seed + i)));
        }
        long started = System.nanoTime();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> running = new ArrayList<>();
            for (Client c : clients) {
                running.add(threads.submit(() -> {
                    c.loop(end);
                    return null;
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
        Map<String, FlowResult> merged = new LinkedHashMap<>();
        for (String flow : mix.flows()) {
            Histogram h = new Histogram(MAX_MICROS, 3);
            long errors = 0;
            List<String> samples = new ArrayList<>();
            for (Client c : clients) {
                h.add(c.latencies.get(flow));
                errors += c.errors.get(flow);
                c.samples.get(flow).stream().limit(3 - samples.size()).forEach(samples::add);
            }
            merged.put(flow, new FlowResult(flow, h, errors, samples));
        }
        return new Result(concurrency, elapsed, merged);
    }

    /** One closed-loop client with its own histograms (merged after the run, so no sharing while measuring). */
    private final class Client {
        private final List<QueryMix.Request> order;
        private final Map<String, Histogram> latencies = new LinkedHashMap<>();
        private final Map<String, Long> errors = new LinkedHashMap<>();
        private final Map<String, List<String>> samples = new LinkedHashMap<>();

        Client(QueryMix mix, Random random) {
            order = new ArrayList<>(mix.requests());
            Collections.shuffle(order, random);
            for (String flow : mix.flows()) {
                latencies.put(flow, new Histogram(MAX_MICROS, 3));
                errors.put(flow, 0L);
                samples.put(flow, new ArrayList<>());
            }
        }

        void loop(AtomicLong end) throws InterruptedException {
            while (true) {
                for (QueryMix.Request r : order) {
                    if (System.nanoTime() >= end.get()) {
                        return;
                    }
                    send(r);
                }
            }
        }

        void send(QueryMix.Request r) throws InterruptedException {
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + r.uri())).timeout(requestTimeout).build();
            long started = System.nanoTime();
            String problem = null;
            try {
                HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
                if (response.statusCode() != 200) {
                    String body = new String(response.body(), java.nio.charset.StandardCharsets.UTF_8);
                    problem = response.statusCode() + " " + r.uri() + " " + body.substring(0, Math.min(200, body.length()));
                }
            } catch (IOException e) {
                problem = e.getClass().getSimpleName() + " " + r.uri() + " " + e.getMessage();
            }
            long micros = Math.min(MAX_MICROS, Math.max(1, (System.nanoTime() - started) / 1000));
            latencies.get(r.flow()).recordValue(micros);
            if (problem != null) {
                errors.merge(r.flow(), 1L, Long::sum);
                List<String> s = samples.get(r.flow());
                if (s.size() < 3) {
                    s.add(problem);
                }
            }
        }

        Result result(int concurrency, Duration elapsed, QueryMix mix) {
            Map<String, FlowResult> out = new LinkedHashMap<>();
            for (String flow : mix.flows()) {
                out.put(flow, new FlowResult(flow, latencies.get(flow), errors.get(flow), samples.get(flow)));
            }
            return new Result(concurrency, elapsed, out);
        }
    }
}
