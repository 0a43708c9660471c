package dev.josh.bench.load;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real query server, started from its jar as its own process on a given database with
 * {@code JOSH_AUTH=disabled}, timed from launch to its first answer; its memory is read from
 * {@code /proc/<pid>/status}.
 */
public final class ServerProcess implements AutoCloseable {

    /**
     * Memory of the process, in bytes, from {@code /proc/<pid>/status}.
     *
     * @param peakResident {@code VmHWM}: the most resident memory the process ever had
     * @param resident     {@code VmRSS} now
     * @param anonymous    {@code RssAnon} now: heap, stacks, native allocations
     * @param fileBacked   {@code RssFile} now: mapped files (jars, the database pages SQLite maps)
     */
    public record Memory(long peakResident, long resident, long anonymous, long fileBacked) {
        public static final Memory UNKNOWN = new Memory(0, 0, 0, 0);
    }

    private final Process process;
    private final String base;
    private final Path log;
    private final Duration startUp;

    private ServerProcess(Process process, String base, Path log, Duration startUp) {
        this.process = process;
        this.base = base;
        this.log = log;
        this.startUp = startUp;
    }

    /** {@link #start(Path, Path, int, List, Path, Duration)} on a port the system finds free. */
    public static ServerProcess start(Path jar, Path db, List<String> jvmOptions, Path log, Duration timeout)
            throws IOException, InterruptedException {
        return start(jar, db, 0, jvmOptions, log, timeout);
    }

    /**
     * Starts the server and waits until {@code /v1/status} answers 200.
     *
     * @param port    where it listens; 0 for a port the system finds free
     * @param timeout how long start-up may take before this gives up
     */
    public static ServerProcess start(Path jar, Path db, int port, List<String> jvmOptions, Path log,
                                      Duration timeout) throws IOException, InterruptedException {
        return start(List.of(), jar, db, port, jvmOptions, log, timeout);
    }

    /**
     * As {@link #start(Path, Path, int, List, Path, Duration)}, the JVM run through {@code launcher} (e.g.
     * {@code taskset -c 0}, to pin the server to one core).
     */
    public static ServerProcess start(List<String> launcher, Path jar, Path db, int port, List<String> jvmOptions,
                                      Path log, Duration timeout) throws IOException, InterruptedException {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no server jar at " + jar + "; build it with ./josh build");
        }
        if (port == 0) {
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(launcher);
        command.addAll(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Dai.djl.offline=true"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toString()));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("JOSH_DB", db.toAbsolutePath().toString());
        pb.environment().put("JOSH_PORT", String.valueOf(port));
        pb.environment().put("JOSH_AUTH", "disabled");
        // A scale database is a copy the bench just built; checking its pages would add minutes to the start-up it measures.
        pb.environment().put("JOSH_DB_CHECK", "none");
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        long started = System.nanoTime();
        Process process = pb.start();
        String base = "http://127.0.0.1:" + port;
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = started + timeout.toNanos();
        while (true) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server exited with " + process.exitValue() + " during start-up; "
                        + "see " + log);
            }
            try {
                int status = http.send(HttpRequest.newBuilder(URI.create(base + "/v1/status"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                if (status == 200) {
                    break;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IllegalStateException("the server did not answer within " + timeout + "; see " + log);
            }
            Thread.sleep(50);
        }
        return new ServerProcess(process, base, log, Duration.ofNanos(System.nanoTime() - started));
    }

    public String base() {
        return base;
    }

    public Path log() {
        return log;
    }

    /**
     * Waits until the server's own {@code /readyz} answers 200: its database, indexes, their cells and
     * the query encoder are ready.
     *
     * @return how long this waited
     */
    public Duration awaitReady(Duration timeout) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        long started = System.nanoTime();
        long deadline = started + timeout.toNanos();
        while (http.send(HttpRequest.newBuilder(URI.create(base() + "/readyz")).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode() != 200) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the server at " + base() + " was not ready after " + timeout);
            }
            Thread.sleep(50);
        }
        return Duration.ofNanos(System.nanoTime() - started);
    }

    /** From launching the JVM to the first 200 from {@code /v1/status}. */
    public Duration startUp() {
        return startUp;
    }

    public long pid() {
        return process.pid();
    }

    /**
     * The CPU time the server has used so far (user and system, every thread), or zero where the
     * system does not say: the difference over a run, divided by its requests, is a cost per request
     * that other load on the machine disturbs less than latency.
     */
    public Duration cpuTime() {
        return process.info().totalCpuDuration().orElse(Duration.ZERO);
    }

    public Memory memory() {
        try {
            long hwm = 0;
            long rss = 0;
            long anon = 0;
            long file = 0;
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(process.pid()), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    hwm = kilobytes(line);
                } else if (line.startsWith("VmRSS:")) {
                    rss = kilobytes(line);
                } else if (line.startsWith("RssAnon:")) {
                    anon = kilobytes(line);
                } else if (line.startsWith("RssFile:")) {
                    file = kilobytes(line);
                }
            }
            return new Memory(hwm, rss, anon, file);
        } catch (IOException e) {
            return Memory.UNKNOWN; // not Linux, or the process is gone
        }
    }

    private static long kilobytes(String line) {
        return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
    }

    /** SIGKILL: the process ends at once, its connections reset, as when a machine dies. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
