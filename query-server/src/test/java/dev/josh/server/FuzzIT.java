package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.fuzz.Fuzzer;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import java.net.URI;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Never a 500, never a leak: a few thousand hostile requests over every route of the OpenAPI
 * document and every MCP tool (see {@link Fuzzer}), against the packaged server on the corpus
 * database. A failure names the seed and the index of each request, so {@code josh bench fuzz
 * --seed S} or {@link Fuzzer#request(long, int)} replays it. {@code -Djosh.fuzz.seed} and
 * {@code -Djosh.fuzz.requests} change the run (default: a new seed each run, 5,000 requests).
 */
@Tag("slow")
class FuzzIT {

    @Test
    void hostileRequestsGetNoServerErrorAndNoLeak() throws Exception {
        long seed = Long.getLong("josh.fuzz.seed", System.nanoTime());
        int requests = Integer.getInteger("josh.fuzz.requests", 5_000);
        try (ServerProcess server = ServerProcess.start(CorpusDatabase.ensureBuilt(), "it-fuzz.log", Map.of())) {
            Fuzzer fuzzer = Fuzzer.connect(URI.create(server.base()).getPort(), 30_000);
            Fuzzer.Report report = fuzzer.run(seed, requests, 3, 20);
            System.out.println("FuzzIT " + report.summary() + "\n" + report.table());
            assertThat(report.violationCount())
                    .as("%s%n%s", report.summary(), report.violations().stream().map(Fuzzer.Violation::describe)
                            .collect(Collectors.joining("\n\n")))
                    .isZero();
        }
    }
}
