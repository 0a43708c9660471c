package dev.josh.ingest.sync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

/** A discovered file downloaded from the test upstream as a client downloads it, held against the corpus. */
public final class Downloads {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private Downloads() {
    }

    /** {@code file} answers 200 with the bytes of {@code expected}, the corpus file it stands for. */
    public static void assertServedAs(RemoteFile file, Path expected) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = get(file);
        assertThat(response.statusCode()).as(file.url().toString()).isEqualTo(200);
        assertThat(response.body()).as(file.corpusPath()).isEqualTo(Files.readAllBytes(expected));
    }

    /** {@code file} is listed upstream but answers 404: the corpus does not hold it. */
    public static void assertNotServed(RemoteFile file) throws IOException, InterruptedException {
        assertThat(get(file).statusCode()).as(file.url().toString()).isEqualTo(404);
    }

    private static HttpResponse<byte[]> get(RemoteFile file) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(file.url()).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }
}
