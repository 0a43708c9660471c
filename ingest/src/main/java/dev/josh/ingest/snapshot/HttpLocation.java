package dev.josh.ingest.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A snapshot directory published over HTTP(S) by any static file server or object store:
 * {@code <base>/manifest.json} and {@code <base>/<file>} for each file it lists.
 */
record HttpLocation(URI base) implements SnapshotLocation {

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(30))
            .followRedirects(HttpClient.Redirect.NORMAL)
            .build();
    private static final Duration HEADERS_TIMEOUT = Duration.ofMinutes(2);

    @Override
    public SnapshotManifest manifest() throws IOException {
        try (InputStream in = get(SnapshotManifest.FILE_NAME)) {
            return SnapshotManifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    base.resolve(SnapshotManifest.FILE_NAME).toString());
        }
    }

    @Override
    public InputStream open(String name) throws IOException {
        return get(name);
    }

    private InputStream get(String name) throws IOException {
        URI uri = base.resolve(name);
        HttpResponse<InputStream> response;
        try {
            // The timeout bounds the wait for the status line and headers; the body streams for as long as it takes.
            response = HTTP.send(HttpRequest.newBuilder(uri).timeout(HEADERS_TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while fetching " + uri, e);
        }
        if (response.statusCode() != 200) {
            response.body().close();
            throw new SnapshotRefused("GET " + uri + " answered HTTP " + response.statusCode() + "; check that the URL "
                    + "names the published snapshot directory (the one holding " + SnapshotManifest.FILE_NAME + ")");
        }
        return response.body();
    }

    @Override
    public String toString() {
        return base.toString();
    }
}
