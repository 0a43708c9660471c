package dev.josh.bench.load;

import dev.josh.bench.report.Machine;
import dev.josh.bench.report.Table;
import dev.josh.runs.DurationConverter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code josh bench query}: the real server on a database, driven over HTTP with the committed query mix. */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = "Start the query server on --db, then drive it with the query mix at each concurrency.")
public final class QueryCommand implements Callable<Integer> {

    @Option(names = "--db", required = true, description = "the database to serve")
    Path db;

    @Option(names = "--duration", defaultValue = "30s", converter = DurationConverter.class,
            description = "measured time per concurrency (30s, 2m; default ${DEFAULT-VALUE})")
    Duration duration;

    @Option(names = "--concurrency", defaultValue = "1,8,32", split = ",",
            description = "concurrent clients, one run each (default ${DEFAULT-VALUE})")
    int[] concurrency;

    @Mixin
    MixOption mix;

    @Mixin
    ServerOptions serverOptions;

    @Option(names = "--port", defaultValue = "0", description = "the server's port, e.g. one of a range this "
            + "machine gives you (default: one the system finds free)")
    int port;

    @Option(names = "--warmup", defaultValue = "2", description = "passes over the mix before measuring "
            + "(default ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--start-timeout", defaultValue = "300s", converter = DurationConverter.class,
            description = "default ${DEFAULT-VALUE}")
    Duration startTimeout;

    @Override
    public Integer call() throws Exception {
        QueryMix queries = mix.load();
        Duration each = duration;
        Path log = serverOptions.log("josh-bench-server");
        System.out.println(Machine.describe());
        System.out.printf("database %s (%.2f GB); mix: %d requests in %d flows; %s per concurrency %s%n", db,
                java.nio.file.Files.size(db) / 1e9, queries.requests().size(), queries.flows().size(), each,
                Arrays.toString(concurrency));
        System.out.println("before start: " + Machine.load());

        try (ServerProcess server = serverOptions.start(db, port, log, startTimeout)) {
            System.out.printf("server pid %d, log %s%nstart-up to first answer (/v1/status 200): %.1f s; memory %s%n",
                    server.pid(), log, server.startUp().toMillis() / 1000.0, describe(server.memory()));
            PeakSampler sampler = new PeakSampler(server);
            Thread sampling = Thread.ofVirtual().start(sampler);
            try {
                firstSearch(server, queries);
                System.out.printf("ready (/readyz 200: encoder, index rows and cells) %.1f s after the first search%n",
                        server.awaitReady(startTimeout).toMillis() / 1000.0);
                LoadDriver driver = new LoadDriver(server.base(), Duration.ofSeconds(30));
                long t = System.nanoTime();
                LoadDriver.Result warm = driver.warmUp(queries, warmup);
                System.out.printf("warm-up: %d passes over the mix, %d requests, %d errors, %.1f s%n", warmup,
                        warm.requests(), warm.errors(), (System.nanoTime() - t) / 1e9);
                printErrors(warm);
                for (int c : concurrency) {
                    Duration cpuBefore = server.cpuTime();
                    LoadDriver.Result r = driver.run(queries, c, each, 42);
                    Duration cpu = server.cpuTime().minus(cpuBefore);
                    System.out.printf("%n### concurrency %d (%.1f s measured; %s at the end; server CPU %.1f s, "
                                    + "%.1f ms a request)%n%n", c, r.elapsed().toMillis() / 1000.0, Machine.load(),
                            cpu.toMillis() / 1000.0, cpu.toNanos() / 1e6 / Math.max(1, r.requests()));
                    System.out.print(table(r));
                    System.out.printf("%nserver memory %s%n", describe(server.memory()));
                    printErrors(r);
                }
            } finally {
                sampler.stop();
                sampling.join();
            }
            ServerProcess.Memory m = server.memory();
            System.out.printf("%nsummary: start-up %.1f s | peak RSS (VmHWM) %s | peak anonymous RSS sampled %s | "
                            + "peak file-backed RSS sampled %s%n", server.startUp().toMillis() / 1000.0,
                    Table.gigabytes(m.peakResident()), Table.gigabytes(sampler.anonymous.get()),
                    Table.gigabytes(sampler.fileBacked.get()));
        }
        return 0;
    }

    static Table table(LoadDriver.Result r) {
        Table t = new Table("flow", ">requests", ">errors", ">req/s", ">p50 ms", ">p95 ms", ">p99 ms", ">max ms");
        double seconds = r.elapsed().toNanos() / 1e9;
        for (LoadDriver.FlowResult f : r.flows().values()) {
            var h = f.latencies();
            t.row(f.flow(), h.getTotalCount(), f.errors(), String.format("%.1f", h.getTotalCount() / seconds),
                    Table.millis(h.getValueAtPercentile(50)), Table.millis(h.getValueAtPercentile(95)),
                    Table.millis(h.getValueAtPercentile(99)), Table.millis(h.getMaxValue()));
        }
        t.row("**all**", r.requests(), r.errors(), String.format("%.1f", r.requests() / seconds), "", "", "", "");
        return t;
    }

    /**
     * The first semantic search after start-up waits for the query encoder unless the server's
     * background warm-up has loaded it; until then it may run out of its time budget (504). Asks
     * again until one answers 200, and prints how long after the first answer that was.
     */
    private static void firstSearch(ServerProcess server, QueryMix queries) throws Exception {
        QueryMix.Request semantic = queries.requests().stream()
                .filter(r -> "semantic".equals(r.parameter("mode"))).findFirst().orElse(null);
        if (semantic == null) {
            return;
        }
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        long t = System.nanoTime();
        for (int attempt = 1; attempt <= 20; attempt++) {
            long a = System.nanoTime();
            int status = http.send(HttpRequest.newBuilder(URI.create(server.base() + semantic.uri()))
                    .timeout(Duration.ofMinutes(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
            System.out.printf("semantic search %d after start-up: %d in %.2f s%n", attempt, status,
                    (System.nanoTime() - a) / 1e9);
            if (status == 200) {
                System.out.printf("start-up to first semantic answer: %.1f s%n",
                        (server.startUp().toNanos() + System.nanoTime() - t) / 1e9);
                return;
            }
        }
    }

    private static void printErrors(LoadDriver.Result r) {
        for (LoadDriver.FlowResult f : r.flows().values()) {
            for (String s : f.samples()) {
                System.out.println("  error in " + f.flow() + ": " + s);
            }
        }
    }

    private static String describe(ServerProcess.Memory m) {
        return String.format("RSS %s (anonymous %s, file-backed %s), peak %s", Table.gigabytes(m.resident()),
                Table.gigabytes(m.anonymous()), Table.gigabytes(m.fileBacked()), Table.gigabytes(m.peakResident()));
    }

    /** 30s, 2m, 500ms, 1h, or an ISO-8601 duration. */
    /** Samples the server's resident memory four times a second; VmHWM alone cannot split heap from mapped files. */
    private static final class PeakSampler implements Runnable {
        private final ServerProcess server;
        final AtomicLong anonymous = new AtomicLong();
        final AtomicLong fileBacked = new AtomicLong();
        private volatile boolean running = true;

        PeakSampler(ServerProcess server) {
            this.server = server;
        }

        void stop() {
            running = false;
        }

        @Override
        public void run() {
            while (running) {
                ServerProcess.Memory m = server.memory();
                anonymous.accumulateAndGet(m.anonymous(), Math::max);
                fileBacked.accumulateAndGet(m.fileBacked(), Math::max);
                try {
                    Thread.sleep(250);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
