package dev.josh.ingest.sync;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The "test upstream": a loopback HTTP server that serves the real files of {@code ../shared/corpus}
 * under each upstream's real URL layout, so fetchers run unchanged with only their base URL pointed
 * here. Each upstream host is a {@link Layout} mounted under {@code /<host name>}; the server adds
 * what real upstreams do around the bytes (ETag, Last-Modified, 304 on conditional requests, HEAD)
 * and can be told to misbehave per path ({@link Fault}) or to serve changed content
 * ({@link #replace}).
 */
public final class TestUpstream implements AutoCloseable {

    /** One upstream host's URL layout over the corpus. */
    public interface Layout {

        /** The upstream name ({@link UpstreamHost#name()}); the layout is served under {@code /<name>}. */
        String host();

        /**
         * The response for {@code path} (what follows the host's base URL, starting with a slash,
         * without the query) and {@code query} (null when none), or null for 404.
         */
        Served serve(String path, String query) throws IOException;
    }

    /** A response body with its type and the time the upstream says it last changed. */
    public record Served(byte[] body, String contentType, Instant lastModified) {

        public static Served file(Path file, String contentType) throws IOException {
            return new Served(Files.readAllBytes(file), contentType, Files.getLastModifiedTime(file).toInstant());
        }

        public static Served text(String body, String contentType, Instant lastModified) {
            return new Served(body.getBytes(StandardCharsets.UTF_8), contentType, lastModified);
        }
    }

    /** Misbehaviour for the paths a pattern matches. */
    public sealed interface Fault {
        /** Answers 429 with {@code Retry-After: seconds} the first {@code times} requests. */
        record TooManyRequests(int retryAfterSeconds, int times) implements Fault { }

        /** Answers 503 the first {@code times} requests. */
        record Unavailable(int times) implements Fault { }

        /** Announces the full length, sends half the body, closes the connection. */
        record Truncated() implements Fault { }

        /** Answers 200 with a text/html error page instead of the file. */
        record HtmlErrorPage() implements Fault { }

        /** Accepts the request and never answers. */
        record Hang() implements Fault { }

        /** Sends the body in 16 KiB pieces, {@code millisPerPiece} apart: a download long enough to be cut. */
        record Slow(int millisPerPiece) implements Fault { }
    }

    private static final DateTimeFormatter HTTP_DATE = DateTimeFormatter.RFC_1123_DATE_TIME;

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(8);
    /** Several layouts may share a host (GovInfo serves many collections); the first that knows a path answers. */
    private final Map<String, List<Layout>> layouts = new LinkedHashMap<>();
    private final Map<Pattern, Fault> faults = new ConcurrentHashMap<>();
    private final Map<Pattern, AtomicInteger> faultHits = new ConcurrentHashMap<>();
    private final Map<String, Served> replaced = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<String> started = new CopyOnWriteArrayList<>();

    /**
     * A request the server answered: its path (host included), status, body bytes sent, and the
     * client's User-Agent and Accept headers.
     */
    public record Request(String path, int status, long bytes, String userAgent, String accept) { }

    private TestUpstream(List<Layout> layouts) throws IOException {
        for (Layout layout : layouts) {
            this.layouts.computeIfAbsent(layout.host(), h -> new ArrayList<>()).add(layout);
        }
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(executor);
        server.createContext("/", this::handle);
    }

    /** Starts a server on a free loopback port serving {@code layouts}. */
    public static TestUpstream start(List<Layout> layouts) throws IOException {
        TestUpstream upstream = new TestUpstream(layouts);
        upstream.server.start();
        return upstream;
    }

    /** The base URL that stands for host {@code name}'s real one. */
    public URI base(String name) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/" + name);
    }

    /** Every mounted host's base URL, by name: what {@code --upstream NAME=URL} would say. */
    public Map<String, URI> bases() {
        Map<String, URI> bases = new LinkedHashMap<>();
        for (String name : layouts.keySet()) {
            bases.put(name, base(name));
        }
        return bases;
    }

    /** From now on, requests whose path ({@code /<host>/…}) matches {@code pathRegex} meet {@code fault}. */
    public void fault(String pathRegex, Fault fault) {
        Pattern pattern = Pattern.compile(pathRegex);
        faults.put(pattern, fault);
        faultHits.put(pattern, new AtomicInteger());
    }

    public void clearFaults() {
        faults.clear();
        faultHits.clear();
    }

    /**
     * Serves {@code body} at {@code path} ({@code /<host>/…}) from now on, as changed a second from
     * now: later than any corpus file, so validators and listings both see the change.
     */
    public void replace(String path, byte[] body, String contentType) {
        replaced.put(path, new Served(body, contentType, Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(1)));
    }

    /** The requests answered so far, in order. */
    public List<Request> requests() {
        return List.copyOf(requests);
    }

    /** The paths of every request received so far, answered or not, in order of arrival. */
    public List<String> started() {
        return List.copyOf(started);
    }

    public void resetRequests() {
        requests.clear();
        started.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            String query = exchange.getRequestURI().getRawQuery();
            started.add(path);
            Fault fault = faultFor(path);
            if (fault instanceof Fault.Hang) {
                sleepQuietly();
                return;
            }
            if (fault instanceof Fault.TooManyRequests tooMany) {
                exchange.getResponseHeaders().set("Retry-After", Integer.toString(tooMany.retryAfterSeconds()));
                respond(exchange, path, 429, "text/plain", "slow down".getBytes(StandardCharsets.UTF_8));
                return;
            }
            if (fault instanceof Fault.Unavailable) {
                respond(exchange, path, 503, "text/plain", "try later".getBytes(StandardCharsets.UTF_8));
                return;
            }
            Served served = served(path, query);
            if (served == null) {
                respond(exchange, path, 404, "text/html", "<html><body>Not Found</body></html>".getBytes(StandardCharsets.UTF_8));
                return;
            }
            if (fault instanceof Fault.HtmlErrorPage) {
                respond(exchange, path, 200, "text/html; charset=utf-8",
                        "<!DOCTYPE html><html><body><h1>Service Unavailable</h1></body></html>".getBytes(StandardCharsets.UTF_8));
                return;
            }
            String etag = "\"" + sha256(served.body()).substring(0, 20) + "\"";
            Instant modified = served.lastModified().truncatedTo(ChronoUnit.SECONDS);
            exchange.getResponseHeaders().set("ETag", etag);
            exchange.getResponseHeaders().set("Last-Modified", HTTP_DATE.format(modified.atZone(ZoneOffset.UTC)));
            if (notModified(exchange, etag, modified)) {
                requests.add(new Request(path, 304, 0, userAgent(exchange), exchange.getRequestHeaders().getFirst("Accept")));
                exchange.sendResponseHeaders(304, -1);
                return;
            }
            if (fault instanceof Fault.Truncated) {
                exchange.getResponseHeaders().set("Content-Type", served.contentType());
                requests.add(new Request(path, 200, served.body().length / 2, userAgent(exchange), exchange.getRequestHeaders().getFirst("Accept")));
                exchange.sendResponseHeaders(200, served.body().length);
                OutputStream out = exchange.getResponseBody();
                out.write(served.body(), 0, served.body().length / 2);
                out.flush();
                // Closing the exchange short of the announced length drops the connection mid-body,
                // as a failing upstream does (the server's close() also throws; that is the point).
                return;
            }
            if (fault instanceof Fault.Slow slow) {
                exchange.getResponseHeaders().set("Content-Type", served.contentType());
                exchange.sendResponseHeaders(200, served.body().length);
                OutputStream out = exchange.getResponseBody();
                for (int at = 0; at < served.body().length; at += 16 * 1024) {
                    out.write(served.body(), at, Math.min(16 * 1024, served.body().length - at));
                    out.flush();
                    sleep(slow.millisPerPiece());
                }
                requests.add(new Request(path, 200, served.body().length, userAgent(exchange), exchange.getRequestHeaders().getFirst("Accept")));
                return;
            }
            respond(exchange, path, 200, served.contentType(), served.body());
        }
    }

    private Served served(String path, String query) throws IOException {
        Served override = replaced.get(path);
        if (override != null) {
            return override;
        }
        int slash = path.indexOf('/', 1);
        String host = slash < 0 ? path.substring(1) : path.substring(1, slash);
        String rest = slash < 0 ? "/" : path.substring(slash);
        for (Layout layout : layouts.getOrDefault(host, List.of())) {
            Served served = layout.serve(rest, query);
            if (served != null) {
                return served;
            }
        }
        return null;
    }

    private Fault faultFor(String path) {
        for (Map.Entry<Pattern, Fault> entry : faults.entrySet()) {
            if (!entry.getKey().matcher(path).matches()) {
                continue;
            }
            Fault fault = entry.getValue();
            int hit = faultHits.get(entry.getKey()).incrementAndGet();
            int times = switch (fault) {
                case Fault.TooManyRequests t -> t.times();
                case Fault.Unavailable u -> u.times();
                default -> Integer.MAX_VALUE;
            };
            return hit <= times ? fault : null;
        }
        return null;
    }

    private static boolean notModified(HttpExchange exchange, String etag, Instant modified) {
        String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
        if (ifNoneMatch != null) {
            return ifNoneMatch.equals(etag);
        }
        String ifModifiedSince = exchange.getRequestHeaders().getFirst("If-Modified-Since");
        if (ifModifiedSince != null) {
            try {
                Instant since = ZonedDateTime.parse(ifModifiedSince, HTTP_DATE).toInstant();
                return !modified.isAfter(since);
            } catch (RuntimeException e) {
                return false;
            }
        }
        return false;
    }

    private void respond(HttpExchange exchange, String path, int status, String contentType, byte[] body)
            throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        boolean head = exchange.getRequestMethod().equals("HEAD");
        // Recorded before the answer leaves: a client that has its answer finds its request in requests().
        requests.add(new Request(path, status, head ? 0 : body.length, userAgent(exchange), exchange.getRequestHeaders().getFirst("Accept")));
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            exchange.getResponseBody().write(body);
        }
    }

    private static String userAgent(HttpExchange exchange) {
        return exchange.getRequestHeaders().getFirst("User-Agent");
    }

    private static void sleepQuietly() {
        sleep(600_000);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The counts of answered requests by status, for summaries in test failures. */
    public Map<Integer, Long> statusCounts() {
        Map<Integer, Long> counts = new LinkedHashMap<>();
        for (Request r : new ArrayList<>(requests)) {
            counts.merge(r.status(), 1L, Long::sum);
        }
        return counts;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
