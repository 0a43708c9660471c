package dev.josh.server.fuzz;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The fuzz run: harvests valid ids and resource names from the server, then sends {@code n}
 * generated requests (request {@code i} is drawn from its own generator seeded with
 * {@code seed} and {@code i}, so any one can be replayed alone), checks every answer with
 * {@link FuzzChecks}, and counts statuses per route family.
 */
public final class Fuzzer {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** A broken rule with what it takes to reproduce it. */
    public record Violation(long seed, int index, String rule, FuzzRequest request, FuzzHttp.Answer answer) {

        public String describe() {
            String body = answer.body().length() > 600 ? answer.body().substring(0, 600) + "…" : answer.body();
            return "seed " + seed + " request #" + index + " [" + request.family() + "]: " + rule
                    + "\n  request: " + request.display(1200).replace("\n", "\n    ")
                    + "\n  answer: " + answer.status() + " " + body.replace("\n", "\n    ");
        }
    }

    /** Statuses per family, the violations (all counted, the first {@code kept} kept) and the time taken. */
    /** A run's outcome; {@code overEightKb}: requests whose request line and headers passed the server's 8 KB. */
    public record Report(long seed, int requests, Map<String, Map<Integer, Long>> statuses, long violationCount,
                         Map<String, Long> rules, List<Violation> violations, long millis, long overEightKb) {

        /** A Markdown table: one row per family, one column per status seen, and a total row. */
        public String table() {
            Set<Integer> codes = new java.util.TreeSet<>();
            statuses.values().forEach(m -> codes.addAll(m.keySet()));
            StringBuilder t = new StringBuilder("| family |");
            codes.forEach(c -> t.append(' ').append(c == 0 ? "closed" : c == -1 ? "timeout" : c).append(" |"));
            t.append(" total |\n|---|");
            codes.forEach(c -> t.append("---:|"));
            t.append("---:|\n");
            Map<Integer, Long> all = new TreeMap<>();
            statuses.forEach((family, m) -> {
                t.append("| ").append(family.replace("|", "\\|")).append(" |");
                codes.forEach(c -> t.append(' ').append(m.getOrDefault(c, 0L)).append(" |"));
                t.append(' ').append(m.values().stream().mapToLong(Long::longValue).sum()).append(" |\n");
                m.forEach((c, n) -> all.merge(c, n, Long::sum));
            });
            t.append("| **all** |");
            codes.forEach(c -> t.append(' ').append(all.getOrDefault(c, 0L)).append(" |"));
            return t.append(' ').append(requests).append(" |\n").toString();
        }

        public String summary() {
            StringBuilder s = new StringBuilder(String.format("%d requests (%d with a request line and headers over"
                    + " 8 KB), seed %d, %.1f s: %d violations", requests, overEightKb, seed, millis / 1000.0,
                    violationCount));
            rules.forEach((rule, n) -> s.append("\n  ").append(n).append(" × ").append(rule));
            return s.toString();
        }
    }

    private final int port;
    private final RestFuzz rest;
    private final McpFuzz mcp;
    private final int timeoutMillis;

    private Fuzzer(int port, RestFuzz rest, McpFuzz mcp, int timeoutMillis) {
        this.port = port;
        this.rest = rest;
        this.mcp = mcp;
        this.timeoutMillis = timeoutMillis;
    }

    /** Harvests ids and resources from the server on loopback {@code port} and opens an MCP session. */
    public static Fuzzer connect(int port, int timeoutMillis) throws IOException {
        String host = "127.0.0.1:" + port;
        List<String> resources = new ArrayList<>();
        JsonNode hint = get(port, host, "/v1/no-such-resource").path("error").path("hint").path("resources");
        hint.forEach(r -> resources.add(r.asString()));
        Set<String> ids = new LinkedHashSet<>();
        for (String resource : resources) {
            collectIds(get(port, host, "/v1/" + resource + "?limit=5"), ids);
        }
        collectIds(get(port, host, "/v1/search?q=act&limit=20"), ids);
        if (ids.isEmpty()) {
            throw new IllegalStateException("harvested no ids: is the database empty?");
        }
        List<String> idList = new ArrayList<>(ids);
        return new Fuzzer(port, new RestFuzz(RestFuzz.documentRoutes(), idList, resources, host),
                McpFuzz.open(port, host, idList), timeoutMillis);
    }

    private static JsonNode get(int port, String host, String target) throws IOException {
        FuzzHttp.Answer a = FuzzHttp.send(port, FuzzRequest.wire("GET " + target + " HTTP/1.1\r\nHost: " + host
                + "\r\nConnection: close\r\nAccept: application/json\r\n\r\n"), 60_000);
        try {
            return JSON.readTree(a.body());
        } catch (RuntimeException e) {
            return JSON.createObjectNode();
        }
    }

    private static void collectIds(JsonNode node, Set<String> ids) {
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (e.getKey().equals("id") && e.getValue().isString() && ids.size() < 2_000) {
                    ids.add(e.getValue().asString());
                } else {
                    collectIds(e.getValue(), ids);
                }
            }
        } else if (node.isArray()) {
            node.forEach(n -> collectIds(n, ids));
        }
    }

    public RestFuzz rest() {
        return rest;
    }

    public McpFuzz mcp() {
        return mcp;
    }

    /** Request {@code index} of the run seeded with {@code seed}: a quarter go to MCP. */
    public FuzzRequest request(long seed, int index) {
        SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
        return r.nextInt(4) == 0 ? mcp.next(r) : rest.next(r);
    }

    /** Sends request {@code index} of the run seeded with {@code seed} alone: to replay a violation. */
    public FuzzHttp.Answer replay(long seed, int index) throws IOException {
        return FuzzHttp.send(port, request(seed, index).wire(), timeoutMillis);
    }

    /** Sends {@code n} requests from {@code threads} clients; keeps the first {@code kept} violations. */
    public Report run(long seed, int n, int threads, int kept) throws InterruptedException {
        Map<String, Map<Integer, LongAdder>> counts = new ConcurrentHashMap<>();
        List<Violation> violations = Collections.synchronizedList(new ArrayList<>());
        AtomicLong violationCount = new AtomicLong();
        Map<String, LongAdder> rules = new ConcurrentHashMap<>();
        LongAdder overEightKb = new LongAdder();
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        for (int t = 0; t < threads; t++) {
            pool.submit(() -> {
                int i;
                while ((i = next.getAndIncrement()) < n) {
                    FuzzRequest request = request(seed, i);
                    if (request.headLength() > 8 * 1024) {
                        overEightKb.increment();
                    }
                    FuzzHttp.Answer answer;
                    try {
                        answer = FuzzHttp.send(port, request.wire(), timeoutMillis);
                    } catch (IOException e) {
                        answer = FuzzHttp.Answer.none(0);
                    }
                    counts.computeIfAbsent(request.family(), f -> new ConcurrentHashMap<>())
                            .computeIfAbsent(answer.status(), s -> new LongAdder()).increment();
                    Optional<String> rule = FuzzChecks.violation(request, answer);
                    if (rule.isPresent()) {
                        violationCount.incrementAndGet();
                        String kind = rule.get().replaceAll(":.*", "");
                        rules.computeIfAbsent(request.family() + ": " + kind, k -> new LongAdder()).increment();
                        synchronized (violations) {
                            if (violations.size() < kept) {
                                violations.add(new Violation(seed, i, rule.get(), request, answer));
                            }
                        }
                    }
                }
                return null;
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.DAYS);
        Map<String, Map<Integer, Long>> statuses = new TreeMap<>();
        counts.forEach((family, m) -> {
            Map<Integer, Long> row = new TreeMap<>();
            m.forEach((s, c) -> row.put(s, c.sum()));
            statuses.put(family, row);
        });
        List<Violation> sorted = new ArrayList<>(violations);
        sorted.sort(java.util.Comparator.comparingInt(Violation::index));
        Map<String, Long> byRule = new TreeMap<>();
        rules.forEach((k, v) -> byRule.put(k, v.sum()));
        return new Report(seed, n, statuses, violationCount.get(), byRule, sorted, (System.nanoTime() - start) / 1_000_000,
                overEightKb.sum());
    }
}
