package dev.josh.ingest.committeereports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Committee reports through GovInfo's CRPT sitemaps over the real corpus. */
class CommitteeReportsFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final Path SAMPLES = CORPUS.resolve("committee-reports/gpo-uslm-samples");
    @RegisterExtension
    static final CorpusUpstream UPSTREAM = new CorpusUpstream(CrptTestLayout::new);

    private static List<RemoteFile> discover(SyncScope scope) throws IOException {
        return UPSTREAM.discover(new CommitteeReportsFetcher(), scope);
    }

    @Test
    void everyReportPackageIsItsPdf() throws Exception {
        List<RemoteFile> files = discover(SyncScope.everything());
        assertThat(files).extracting(RemoteFile::corpusPath).containsExactlyInAnyOrder(
                "committee-reports/CRPT-108hrpt150.pdf", "committee-reports/CRPT-112hrpt90-pt2.pdf",
                "committee-reports/CRPT-113srpt310.pdf", "committee-reports/CRPT-118hrpt728.pdf");
        RemoteFile report = files.stream().filter(f -> f.corpusPath().endsWith("CRPT-118hrpt728.pdf")).findFirst().orElseThrow();
        assertThat(report.url().getPath()).endsWith("/content/pkg/CRPT-118hrpt728/pdf/CRPT-118hrpt728.pdf");
        try (HttpClient client = HttpClient.newHttpClient()) {
            assertThat(client.send(HttpRequest.newBuilder(report.url()).build(), HttpResponse.BodyHandlers.ofByteArray()).body())
                    .isEqualTo(Files.readAllBytes(SAMPLES.resolve("CRPT-118hrpt728.pdf")));
        }
    }

    @Test
    void congressNarrows() throws IOException {
        assertThat(discover(new SyncScope(113, null, null, Set.of()))).extracting(RemoteFile::corpusPath)
                .containsExactly("committee-reports/CRPT-113srpt310.pdf");
    }
}
