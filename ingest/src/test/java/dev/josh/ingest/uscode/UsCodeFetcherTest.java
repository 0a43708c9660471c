package dev.josh.ingest.uscode;

import dev.josh.ingest.sync.ZipArchives;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.LoopbackUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The U.S. Code fetcher against the OLRC download page and title zips served from the real corpus. */
class UsCodeFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final String PAGE = "/" + UsCodeFetcher.OLRC.name() + UsCodeFetcher.DOWNLOAD_PAGE;

    private final HttpClient http = HttpClient.newHttpClient();
    private TestUpstream server;
    private LoopbackUpstream upstream;

    @BeforeEach
    void start() throws IOException {
        server = TestUpstream.start(List.of(new OlrcTestLayout(CORPUS)));
        upstream = new LoopbackUpstream(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void everyTitleZipExtractsToTheFilesIngestReadsByteForByte() throws Exception {
        List<RemoteFile> files = new UsCodeFetcher().discover(SyncScope.everything(), upstream);

        Set<String> placed = new HashSet<>();
        for (RemoteFile file : files) {
            assertThat(file.content()).isEqualTo(RemoteFile.Content.ZIP);
            assertThat(file.url().getPath()).contains("/download/releasepoints/us/pl/117/80/xml_usc").endsWith("@117-80.zip");
            for (Map.Entry<String, byte[]> member : ZipArchives.members(get(file.url())).entrySet()) {
                String corpusPath = file.corpusPath() + "/" + member.getKey();
                assertThat(member.getValue()).as(corpusPath).isEqualTo(Files.readAllBytes(CORPUS.resolve(corpusPath)));
                placed.add(corpusPath);
            }
        }
        assertThat(placed).isNotEmpty().isEqualTo(ingestInputs(Set.of()));
        assertThat(upstream.skipped()).isEmpty();
    }

    @Test
    void titlesNarrowTheListToThoseTitles() throws Exception {
        SyncScope scope = new SyncScope(null, null, null, Set.of("17", "3"));

        List<RemoteFile> files = new UsCodeFetcher().discover(scope, upstream);

        assertThat(files).extracting(f -> f.url().getPath().replaceAll(".*/", ""))
                .containsExactlyInAnyOrder("xml_usc03@117-80.zip", "xml_usc17@117-80.zip");
        assertThat(new UsCodeFetcher().discover(new SyncScope(null, null, null, Set.of("5")), upstream)).isEmpty();
    }

    @Test
    void aLinkThatIsNoTitleZipOfOneReleasePointIsSkippedWithItsReason() throws Exception {
        String page = new String(get(upstream.resolve(UsCodeFetcher.OLRC, UsCodeFetcher.DOWNLOAD_PAGE)), StandardCharsets.UTF_8);
        String broken = page.replace("<div class=\"uscitemlist\">", """
                <div class="uscitemlist">
                <div class="uscitem" id="us/usc/t99"><div class="itemdownloadlinks">\
                <a href="releasepoints/us/pl/117/80/xml_usc99@117-79.zip">[XML]</a></div></div>
                """);
        server.replace(PAGE, broken.getBytes(StandardCharsets.UTF_8), "text/html");

        List<RemoteFile> files = new UsCodeFetcher().discover(SyncScope.everything(), upstream);

        assertThat(files).hasSize(ingestInputs(Set.of()).size());
        assertThat(upstream.skipped()).singleElement().asString()
                .startsWith("releasepoints/us/pl/117/80/xml_usc99@117-79.zip: not a release-point title zip");
    }

    @Test
    void aPageWithoutTitleLinksFailsTheDiscovery() {
        server.replace(PAGE, "<html><body>Site maintenance</body></html>".getBytes(StandardCharsets.UTF_8), "text/html");

        assertThatThrownBy(() -> new UsCodeFetcher().discover(SyncScope.everything(), upstream))
                .isInstanceOf(IOException.class).hasMessageContaining("download.shtml");
    }

    private Set<String> ingestInputs(Set<String> titles) throws IOException {
        return CorpusUpstream.inputs(new UsCodeJobConfiguration().usCodeSource(), titles);
    }

    private byte[] get(URI uri) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).as(uri.toString()).isEqualTo(200);
        return response.body();
    }
}
