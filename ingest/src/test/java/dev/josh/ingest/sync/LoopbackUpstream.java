package dev.josh.ingest.sync;

import dev.josh.ingest.sync.http.HttpSettings;
import dev.josh.ingest.sync.http.HttpUpstream;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The sync's own HTTP layer pointed at a {@link TestUpstream}, for fetcher tests: every base URL is
 * the test upstream's, no rate limit worth the name, one attempt, and the entries a fetcher skips kept
 * for assertions.
 */
public final class LoopbackUpstream implements Upstream {

    private final List<String> skipped = new CopyOnWriteArrayList<>();
    private final HttpUpstream http;

    public LoopbackUpstream(TestUpstream server) {
        HttpSettings settings = HttpSettings.fromEnvironment(Map.of(), server.bases())
                .withRequestsPerSecond(10_000)
                .withRetries(1, Duration.ofSeconds(1));
        this.http = new HttpUpstream(settings, (what, reason) -> skipped.add(what + ": " + reason));
    }

    @Override
    public URI base(UpstreamHost host) {
        return http.base(host);
    }

    @Override
    public String text(URI uri, String accept) throws IOException {
        return http.text(uri, accept);
    }

    @Override
    public Optional<String> apiKey(UpstreamHost host) {
        return Optional.empty();
    }

    @Override
    public void skip(String what, String reason) {
        http.skip(what, reason);
    }

    public List<String> skipped() {
        return List.copyOf(skipped);
    }
}
