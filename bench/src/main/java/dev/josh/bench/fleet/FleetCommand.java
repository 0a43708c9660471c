package dev.josh.bench.fleet;

import dev.josh.bench.load.LoadDriver;
import dev.josh.bench.load.MixOption;
import dev.josh.bench.load.QueryMix;
import dev.josh.bench.load.ServerOptions;
import dev.josh.bench.load.ServerProcess;
import dev.josh.bench.report.Machine;
import dev.josh.bench.report.Table;
import dev.josh.ingest.snapshot.SnapshotInstaller;
import dev.josh.runs.DurationConverter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code josh bench fleet}: read-only servers installed from one snapshot behind HAProxy, driven by the query mix
 * at a bounded concurrency through HAProxy while (1) every server is refreshed in turn to a new snapshot, (2) one
 * server is SIGKILLed, and (3) one server, then two, each pinned to its own core, take the load alone.
 */
@Command(name = "fleet", mixinStandardHelpOptions = true,
        description = "Servers from one snapshot behind HAProxy: a rolling refresh, a killed server, 1 vs 2 servers.")
public final class FleetCommand implements Callable<Integer> {

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "the snapshot the servers start on")
    Path snapshot;

    @Option(names = "--next-snapshot", required = true, paramLabel = "DIR",
            description = "the snapshot the rolling refresh installs")
    Path nextSnapshot;

    @Option(names = "--servers", defaultValue = "3", description = "servers behind HAProxy (default ${DEFAULT-VALUE})")
    int servers;

    @Option(names = "--concurrency", defaultValue = "4", description = "closed-loop clients, the bounded load "
            + "(default ${DEFAULT-VALUE})")
    int concurrency;

    @Option(names = "--phase", defaultValue = "30s", converter = DurationConverter.class,
            description = "how long the steady, killed and pinned phases run (default ${DEFAULT-VALUE})")
    Duration phase;

    @Option(names = "--work", required = true, paramLabel = "DIR",
            description = "where each server's copy, the logs and haproxy.cfg go (e.g. $SCRATCH/fleet)")
    Path work;

    @Option(names = "--haproxy", defaultValue = "haproxy", description = "the HAProxy executable (Debian's package; "
            + "default ${DEFAULT-VALUE})")
    String haproxy;

    @Option(names = "--start-timeout", defaultValue = "300s", converter = DurationConverter.class,
            description = "default ${DEFAULT-VALUE}")
    Duration startTimeout;

    @Mixin
    MixOption mix;

    @Mixin
    ServerOptions serverOptions;

    private final List<Node> nodes = new ArrayList<>();

    /** A phase's load and what happened during it. */
    private record Phase(LoadDriver.Result load, String notes) {
    }

    /** One server: its name in HAProxy, its database and port, the process while it runs. */
    private static final class Node {
        final String name;
        final Path db;
        final int port;
        ServerProcess process;

        Node(String name, Path db, int port) {
            this.name = name;
            this.db = db;
            this.port = port;
        }
    }

    @Override
    public Integer call() throws Exception {
        QueryMix queries = mix.load();
        Files.createDirectories(work);
        System.out.println(Machine.describe());
        System.out.printf("%d servers from %s behind HAProxy, %d clients, %s phases%n", servers, snapshot, concurrency,
                phase);
        for (int i = 1; i <= servers; i++) {
            Node node = new Node("s" + i, work.resolve("s" + i).resolve("josh.db"), freePort());
            install(snapshot, node.db);
            nodes.add(node);
        }
        Table results = new Table("phase", "servers", "requests", "failed", "requests/s", "p50 ms", "p95 ms", "notes");
        try {
            for (Node n : nodes) {
                n.process = start(n, List.of());
            }
            try (Haproxy lb = startBalancer(nodes)) {
                LoadDriver driver = new LoadDriver(lb.base(), Duration.ofSeconds(30));
                driver.warmUp(queries, 1);
                row(results, "steady", nodes.size(), new Phase(driver.run(queries, concurrency, phase, 1), ""));
                row(results, "rolling refresh to --next-snapshot", nodes.size(), rollingRefresh(lb, driver, queries));
                row(results, "one server SIGKILLed", nodes.size(), killOne(lb, driver, queries));
            }
            stopAll();
            for (int pinned = 1; pinned <= Math.min(2, nodes.size()); pinned++) {
                List<Node> some = nodes.subList(0, pinned);
                for (int i = 0; i < pinned; i++) {
                    some.get(i).process = start(some.get(i), List.of("taskset", "-c", String.valueOf(i)));
                }
                try (Haproxy lb = startBalancer(some)) {
                    LoadDriver driver = new LoadDriver(lb.base(), Duration.ofSeconds(30));
                    driver.warmUp(queries, 1);
                    row(results, "pinned, one core each", pinned, new Phase(driver.run(queries, concurrency, phase, 3),
                            pinned == 1 ? "core 0" : "cores 0 and 1"));
                }
                stopAll();
            }
        } finally {
            stopAll();
        }
        System.out.println();
        System.out.print(results);
        return 0;
    }

    /** Each server in turn: drained, stopped, given the next snapshot, started, re-enabled once healthy. */
    private Phase rollingRefresh(Haproxy lb, LoadDriver driver, QueryMix queries) throws Exception {
        AtomicLong end = new AtomicLong(Long.MAX_VALUE);
        CompletableFuture<LoadDriver.Result> load = runAsync(driver, queries, end, 2);
        long started = System.nanoTime();
        List<String> each = new ArrayList<>();
        for (Node n : nodes) {
            long t = System.nanoTime();
            lb.setState(n.name, "drain");
            awaitIdle(lb, n.name);
            lb.setState(n.name, "maint");
            n.process.close();
            install(nextSnapshot, n.db);
            n.process = start(n, List.of());
            // HAProxy trusts the check it made before maintenance: the server must be ready before it takes traffic
            n.process.awaitReady(Duration.ofSeconds(120));
            lb.setState(n.name, "ready");
            lb.awaitUp(n.name);
            each.add(n.name + " " + seconds(System.nanoTime() - t));
        }
        end.set(System.nanoTime());
        return new Phase(load.get(), "whole refresh " + seconds(System.nanoTime() - started) + " ("
                + String.join(", ", each) + ")");
    }

    /** SIGKILL to the last server a third of the way into the phase; how long until HAProxy marks it down. */
    private Phase killOne(Haproxy lb, LoadDriver driver, QueryMix queries) throws Exception {
        AtomicLong end = new AtomicLong(System.nanoTime() + phase.toNanos());
        CompletableFuture<LoadDriver.Result> load = runAsync(driver, queries, end, 4);
        Thread.sleep(phase.toMillis() / 3);
        Node victim = nodes.getLast();
        long killed = System.nanoTime();
        victim.process.kill();
        victim.process = null;
        lb.awaitDown(victim.name);
        String ejected = seconds(System.nanoTime() - killed);
        return new Phase(load.get(), victim.name + " ejected " + ejected + " after SIGKILL (checks every "
                + HaproxyConfig.CHECK_INTERVAL_MS + " ms, 2 failures)");
    }

    private CompletableFuture<LoadDriver.Result> runAsync(LoadDriver driver, QueryMix queries, AtomicLong end,
                                                          long seed) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return driver.run(queries, concurrency, end, seed);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private void install(Path from, Path db) throws IOException {
        Files.createDirectories(db.getParent());
        new SnapshotInstaller(new PrintWriter(new StringWriter())).install(from.toString(), db, true);
    }

    private ServerProcess start(Node n, List<String> launcher) throws IOException, InterruptedException {
        return serverOptions.start(launcher, n.db, n.port, work.resolve(n.name + ".log"), startTimeout);
    }

    private Haproxy startBalancer(List<Node> behind) throws IOException, InterruptedException {
        Path socket = work.resolve("haproxy.sock");
        Files.deleteIfExists(socket);
        HaproxyConfig config = new HaproxyConfig(freePort(), socket,
                behind.stream().map(n -> new HaproxyConfig.Server(n.name, n.port)).toList());
        Haproxy lb = Haproxy.start(haproxy, config, work);
        for (Node n : behind) {
            lb.awaitUp(n.name);
        }
        return lb;
    }

    private void stopAll() throws InterruptedException {
        for (Node n : nodes) {
            if (n.process != null) {
                n.process.close();
                n.process = null;
            }
        }
    }

    private static void awaitIdle(Haproxy lb, String server) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (lb.servers().get(server).currentSessions() > 0) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(server + " kept its sessions for 60 s after it was drained");
            }
            Thread.sleep(10);
        }
    }

    private static void row(Table t, String name, int servers, Phase phase) {
        LoadDriver.Result r = phase.load();
        Histogram all = new Histogram(60_000_000L, 3);
        r.flows().values().forEach(f -> all.add(f.latencies()));
        t.row(name, servers, r.requests(), r.errors(), String.format("%.1f", r.requests() / (r.elapsed().toNanos() / 1e9)),
                Table.millis(all.getValueAtPercentile(50)), Table.millis(all.getValueAtPercentile(95)), phase.notes());
    }

    private static String seconds(long nanos) {
        return String.format("%.1f s", nanos / 1e9);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
