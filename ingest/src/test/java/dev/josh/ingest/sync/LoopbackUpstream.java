package dev.josh.ingest.sync;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An {@link Upstream} for fetcher tests: bases from a {@link TestUpstream}, plain GETs, and the
 * skipped entries kept for assertions. The sync's own HTTP layer is tested on its own.
 */
public final class LoopbackUpstream implements Upstream {

    private final HttpClient client = HttpClient.newHttpClient();
    private final Map<String, URI> bases;
    private final List<String> skipped = new ArrayList<>();

    public LoopbackUpstream(TestUpstream server) {
        this.bases = server.bases();
    }

    @Override
    public URI base(UpstreamHost host) {
        URI base = bases.get(host.name());
        if (base == null) {
            throw new IllegalStateException("the test upstream mounts no layout for " + host.name());
        }
        return base;
    }

    @Override
    public String text(URI uri, String accept) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(uri).header("Accept", accept).GET().build();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IOException(uri + " answered " + response.statusCode());
            }
            return response.body();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    @Override
    public Optional<String> apiKey(UpstreamHost host) {
        return Optional.empty();
    }

    @Override
    public void skip(String what, String reason) {
        skipped.add(what + ": " + reason);
    }

    public List<String> skipped() {
        return List.copyOf(skipped);
    }
}
