package dev.josh.bench.load;

import dev.josh.server.fuzz.Fuzzer;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code josh bench fuzz}: the real server on a database, sent the hostile requests of FuzzIT
 * (every OpenAPI route, every MCP tool); prints the status table per route family and the
 * violations (5xx, stack traces, class names, SQL, errors outside the envelope). Exit code 1 when
 * there is any.
 */
@Command(name = "fuzz", mixinStandardHelpOptions = true,
        description = "Start the query server on --db and send it --requests hostile requests (docs/fuzz.md).")
public final class FuzzCommand implements Callable<Integer> {

    @Option(names = "--db", defaultValue = "data/josh.db", description = "the database to serve (default "
            + "${DEFAULT-VALUE}); opened read-only")
    Path db;

    @Option(names = "--requests", defaultValue = "20000", description = "default ${DEFAULT-VALUE}")
    int requests;

    @Option(names = "--seed", description = "the run's seed (default: a new one, printed)")
    Long seed;

    @Option(names = "--clients", defaultValue = "4", description = "concurrent connections (default ${DEFAULT-VALUE})")
    int clients;

    @Option(names = "--show", defaultValue = "30", description = "violations printed in full (default ${DEFAULT-VALUE})")
    int show;

    @Option(names = "--replay", description = "send only request number N of --seed, and print it and its answer whole")
    Integer replay;

    @Mixin
    ServerOptions serverOptions;

    @Override
    public Integer call() throws Exception {
        long s = seed != null ? seed : System.nanoTime();
        Path log = serverOptions.log("josh-bench-fuzz");
        try (ServerProcess server = serverOptions.start(db, 0, log, Duration.ofMinutes(5))) {
            System.out.printf("server pid %d on %s, log %s; seed %d, %d requests from %d clients%n", server.pid(), db,
                    log, s, requests, clients);
            Fuzzer fuzzer = Fuzzer.connect(URI.create(server.base()).getPort(), 60_000);
            System.out.printf("%d routes of the OpenAPI document, %d MCP tools%n", fuzzer.rest().routes().size(),
                    fuzzer.mcp().tools().size());
            if (replay != null) {
                var request = fuzzer.request(s, replay);
                var answer = fuzzer.replay(s, replay);
                System.out.println("request #" + replay + " [" + request.family() + "]:\n" + request.display(1 << 20));
                System.out.println("answer: " + answer.status() + " " + answer.headers() + "\n" + answer.body());
                var rule = dev.josh.server.fuzz.FuzzChecks.violation(request, answer);
                System.out.println(rule.map(r -> "VIOLATION: " + r).orElse("no violation"));
                return rule.isPresent() ? 1 : 0;
            }
            Fuzzer.Report report = fuzzer.run(s, requests, clients, show);
            System.out.println();
            System.out.print(report.table());
            System.out.println();
            System.out.println(report.summary());
            report.violations().forEach(v -> System.out.println("\n" + v.describe()));
            return report.violationCount() == 0 ? 0 : 1;
        }
    }
}
