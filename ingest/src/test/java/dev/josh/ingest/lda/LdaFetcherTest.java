package dev.josh.ingest.lda;

import dev.josh.ingest.sync.ZipArchives;
import static org.assertj.core.api.Assertions.assertThat;

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
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The LDA fetcher against the Senate's download pages and quarterly zips served from the real corpus. */
class LdaFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final String ACTIVITY_PAGE = LdaFetcher.PAGES.get(0);

    private final HttpClient http = HttpClient.newHttpClient();
    private TestUpstream server;
    private LoopbackUpstream upstream;

    @BeforeEach
    void start() throws IOException {
        server = TestUpstream.start(List.of(new SenateTestLayout(CORPUS), new SoprwebTestLayout(CORPUS)));
        upstream = new LoopbackUpstream(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void everyQuarterZipExtractsToTheFilesIngestReadsByteForByte() throws Exception {
        List<RemoteFile> files = new LdaFetcher().discover(SyncScope.everything(), upstream);

        assertThat(files).extracting(f -> f.url().getPath().replaceAll(".*/downloads/", ""))
                .containsExactlyInAnyOrder("2007_4.zip", "2020_4_LD203.zip");
        Set<String> placed = new HashSet<>();
        for (RemoteFile file : files) {
            assertThat(file.content()).isEqualTo(RemoteFile.Content.ZIP);
            assertThat(file.listedModified()).isNotNull();
            for (Map.Entry<String, byte[]> member : ZipArchives.members(get(file.url())).entrySet()) {
                String corpusPath = file.corpusPath() + "/" + member.getKey();
                assertThat(member.getValue()).as(corpusPath).isEqualTo(Files.readAllBytes(CORPUS.resolve(corpusPath)));
                placed.add(corpusPath);
            }
        }
        assertThat(placed).isNotEmpty().isEqualTo(CorpusUpstream.inputs(new LdaFilingsJobConfiguration().ldaFilingsSource()));
        assertThat(upstream.skipped()).isEmpty();
    }

    @Test
    void aYearKeepsTheQuartersReceivedThatYear() throws Exception {
        assertThat(new LdaFetcher().discover(new SyncScope(null, 2020, null, Set.of()), upstream))
                .extracting(f -> f.url().getPath()).singleElement().asString().endsWith("/downloads/2020_4_LD203.zip");
        assertThat(new LdaFetcher().discover(new SyncScope(null, 2019, null, Set.of()), upstream)).isEmpty();
    }

    @Test
    void sinceKeepsLaterQuartersAndOlderOnesUpdatedSince() throws Exception {
        String page = new String(get(upstream.resolve(LdaFetcher.SENATE, ACTIVITY_PAGE)), StandardCharsets.UTF_8);
        String asPublished = page.replaceAll("(2007_4\\.zip\">4th</a></td><td align=\"center\">)[0-9/]+", "$102/12/2015");
        server.replace("/" + LdaFetcher.SENATE.name() + ACTIVITY_PAGE, asPublished.getBytes(StandardCharsets.UTF_8), "text/html");

        assertThat(new LdaFetcher().discover(new SyncScope(null, null, LocalDate.of(2020, 10, 1), Set.of()), upstream))
                .extracting(f -> f.url().getPath().replaceAll(".*/", "")).containsExactly("2020_4_LD203.zip");
        assertThat(new LdaFetcher().discover(new SyncScope(null, null, LocalDate.of(2015, 1, 1), Set.of()), upstream))
                .extracting(f -> f.url().getPath().replaceAll(".*/", "")).containsExactlyInAnyOrder("2007_4.zip", "2020_4_LD203.zip");
    }

    @Test
    void rowsThatAreNoQuarterOrHaveNoDayAreSkippedWithTheirReason() throws Exception {
        String page = new String(get(upstream.resolve(LdaFetcher.SENATE, ACTIVITY_PAGE)), StandardCharsets.UTF_8);
        String broken = page.replace("<th>Year</th><th>Quarter Received</th><th nowrap=\"true\">Last Updated</th>\n</tr>\n", """
                <th>Year</th><th>Quarter Received</th><th nowrap="true">Last Updated</th>
                </tr>
                <tr><td>2007</td><td><a href="http://soprweb.senate.gov/downloads/2007_Q5.zip">5th</a></td><td>02/12/2015</td></tr>
                <tr><td>2007</td><td><a href="http://soprweb.senate.gov/downloads/2007_3.zip">3rd</a></td><td>pending</td></tr>
                """);
        server.replace("/" + LdaFetcher.SENATE.name() + ACTIVITY_PAGE, broken.getBytes(StandardCharsets.UTF_8), "text/html");

        List<RemoteFile> files = new LdaFetcher().discover(SyncScope.everything(), upstream);

        assertThat(files).hasSize(2);
        assertThat(upstream.skipped()).containsExactly(
                "http://soprweb.senate.gov/downloads/2007_Q5.zip: not a quarterly download (downloads/<year>_<quarter>[_LD203].zip)",
                "http://soprweb.senate.gov/downloads/2007_3.zip: its Last Updated cell is no MM/DD/YYYY day: pending");
    }

    private byte[] get(URI uri) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).as(uri.toString()).isEqualTo(200);
        return response.body();
    }
}
