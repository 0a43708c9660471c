package dev.josh.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** How a bench command starts the query server: its jar, JVM options and log; shared by {@code bench query}, {@code bench fuzz} and {@code bench fleet}. */
public final class ServerOptions {

    @Option(names = "--server-jar", defaultValue = "${sys:josh.server.jar:-query-server/target/josh-query-server.jar}",
            description = "the query server to start (default ${DEFAULT-VALUE})")
    Path serverJar;

    @Option(names = "--server-opt", description = "a JVM option for the server, e.g. -Xmx4g (repeatable)")
    List<String> serverOptions = new ArrayList<>();

    @Option(names = "--server-log", description = "the server's output (default: a temporary file)")
    Path serverLog;

    /** Where the server writes: {@code --server-log}, else a new temporary file whose name starts with {@code prefix}. */
    Path log(String prefix) throws IOException {
        return serverLog != null ? serverLog : Files.createTempFile(prefix, ".log");
    }

    /** The server on {@code db} at {@code port} (0: one the system finds free), writing to {@code log}. */
    ServerProcess start(Path db, int port, Path log, Duration timeout) throws IOException, InterruptedException {
        return start(List.of(), db, port, log, timeout);
    }

    /** As {@link #start(Path, int, Path, Duration)}, the JVM run through {@code launcher} ({@code taskset -c 0}). */
    public ServerProcess start(List<String> launcher, Path db, int port, Path log, Duration timeout)
            throws IOException, InterruptedException {
        return ServerProcess.start(launcher, serverJar, db, port, serverOptions, log, timeout);
    }
}
