package dev.josh.ingest.sync;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.sync.http.HttpSettings;
import dev.josh.ingest.sync.http.HttpUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine over the test upstream with a fetcher that lists real corpus files (the GAO PDFs and
 * catalog, the Senate lobbying XML): every fault is logged per file with its reason while the rest
 * of the run completes, nothing that failed reaches the corpus, and a second run asks only
 * conditionally and downloads nothing.
 */
@Tag("slow")
class SyncEngineTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final UpstreamHost HOST = new UpstreamHost("files", "https://files.example.gov");
    private static final List<String> FILES = List.of("gao-reports/gao-06-282.pdf", "gao-reports/gao-06-1046.pdf",
            "gao-reports/gao-07-106.pdf", "gao-reports/gao-07-283.pdf", "gao-reports/gao-08-587t.pdf",
            "gao-reports/catalog.json", "lobbying-lda/2007_4_10_2.xml", "lobbying-lda/2020_4_10_1_LD203.xml");

    @TempDir
    Path dir;

    TestUpstream upstream;
    HttpUpstream http;
    SyncLedger ledger;
    Path corpus;

    /** Serves the corpus as it lies, under {@code /files}. */
    record Plain(Path corpus) implements TestUpstream.Layout {
        @Override
        public String host() {
            return HOST.name();
        }

        @Override
        public TestUpstream.Served serve(String path, String query) throws IOException {
            Path file = corpus.resolve(path.substring(1));
            return Files.isRegularFile(file) ? TestUpstream.Served.file(file, "application/octet-stream") : null;
        }
    }

    /** Lists the files given, as corpus paths served under {@code /files}; the listing itself is not read over HTTP. */
    record Listed(List<String> paths) implements SourceFetcher {
        Listed() {
            this(FILES);
        }

        @Override
        public String source() {
            return "files";
        }

        @Override
        public List<UpstreamHost> hosts() {
            return List.of(HOST);
        }

        @Override
        public List<RemoteFile> discover(SyncScope scope, Upstream upstream) {
            List<RemoteFile> files = new ArrayList<>();
            for (String path : paths) {
                RemoteFile.Content content = path.endsWith(".pdf") ? RemoteFile.Content.PDF
                        : path.endsWith(".json") ? RemoteFile.Content.JSON : RemoteFile.Content.XML;
                files.add(new RemoteFile(upstream.resolve(HOST, "/" + path), path, content));
            }
            return files;
        }
    }

    @BeforeEach
    void start() throws Exception {
        upstream = TestUpstream.start(List.of(new Plain(CORPUS)));
        HttpSettings settings = HttpSettings.fromEnvironment(Map.of(), Map.of(HOST.name(), upstream.base(HOST.name())))
                .withRequestsPerSecond(1000)
                .withTimeouts(Duration.ofMillis(500), Duration.ofSeconds(1))
                .withRetries(3, Duration.ofSeconds(2));
        http = new HttpUpstream(settings, (what, reason) -> { });
        ledger = SyncLedger.open(dir.resolve("josh.db.sync"));
        corpus = dir.resolve("corpus");
    }

    @AfterEach
    void stop() throws SQLException {
        ledger.close();
        http.close();
        upstream.close();
    }

    @Test
    void faultsAreLoggedPerFileWithAReasonWhileTheRestOfTheRunCompletes() throws Exception {
        upstream.fault("/files/gao-reports/gao-06-282.pdf", new TestUpstream.Fault.TooManyRequests(1, 1));
        upstream.fault("/files/gao-reports/gao-06-1046.pdf", new TestUpstream.Fault.Unavailable(1));
        upstream.fault("/files/gao-reports/gao-07-106.pdf", new TestUpstream.Fault.Truncated());
        upstream.fault("/files/lobbying-lda/2007_4_10_2.xml", new TestUpstream.Fault.HtmlErrorPage());
        upstream.fault("/files/gao-reports/gao-07-283.pdf", new TestUpstream.Fault.Hang());

        long start = System.nanoTime();
        SourceSummary summary = engine().sync(new Listed(), SyncScope.everything(), "run-1", false);
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        assertThat(summary.listed()).isEqualTo(FILES.size());
        assertThat(summary.added()).as("429 then 200 and 503 then 200 are retried").isEqualTo(5);
        assertThat(summary.failed()).isEqualTo(3);
        assertThat(took).as("Retry-After: 1 was honoured").isGreaterThanOrEqualTo(Duration.ofSeconds(1));
        List<String> failures = ledger.failures("run-1").stream().map(SyncLedger.Failure::toString).toList();
        assertThat(failures).hasSize(3);
        assertThat(failures).anyMatch(f -> f.contains("gao-07-106.pdf") && f.toLowerCase().contains("truncated"));
        assertThat(failures).anyMatch(f -> f.contains("2007_4_10_2.xml") && f.contains("HTML"));
        assertThat(failures).anyMatch(f -> f.contains("gao-07-283.pdf") && f.toLowerCase().contains("timed out"));
        for (String failed : List.of("gao-reports/gao-07-106.pdf", "lobbying-lda/2007_4_10_2.xml", "gao-reports/gao-07-283.pdf")) {
            assertThat(corpus.resolve(failed)).as("a failed file never reaches the corpus").doesNotExist();
        }
        for (String placed : List.of("gao-reports/gao-06-282.pdf", "gao-reports/gao-06-1046.pdf", "gao-reports/catalog.json",
                "lobbying-lda/2020_4_10_1_LD203.xml", "gao-reports/gao-08-587t.pdf")) {
            assertThat(Sha256.of(corpus.resolve(placed))).as(placed).isEqualTo(Sha256.of(CORPUS.resolve(placed)));
        }
        try (Stream<Path> temp = Files.list(corpus.resolve(SyncEngine.TEMP_DIRECTORY))) {
            assertThat(temp.toList()).as("no partial download left behind").isEmpty();
        }
    }

    @Test
    void aSecondRunAsksConditionallyAndDownloadsNothing() throws Exception {
        SourceSummary first = engine().sync(new Listed(), SyncScope.everything(), "run-1", false);
        assertThat(first.added()).isEqualTo(FILES.size());
        upstream.resetRequests();

        SourceSummary second = engine().sync(new Listed(), SyncScope.everything(), "run-2", false);

        assertThat(second.unchanged()).isEqualTo(FILES.size());
        assertThat(second.added() + second.changed() + second.failed()).isZero();
        assertThat(second.bytes()).isZero();
        assertThat(upstream.requests()).allMatch(r -> r.status() == 304);
    }

    @Test
    void aFileChangedUpstreamIsReplacedAndCountedAsChanged() throws Exception {
        engine().sync(new Listed(), SyncScope.everything(), "run-1", false);
        byte[] amended = Files.readString(CORPUS.resolve("gao-reports/catalog.json"))
                .replace("Quantum Computing", "Quantum Sensing").getBytes();
        upstream.replace("/files/gao-reports/catalog.json", amended, "application/json");

        SourceSummary second = engine().sync(new Listed(), SyncScope.everything(), "run-2", false);

        assertThat(second.changed()).isEqualTo(1);
        assertThat(second.unchanged()).isEqualTo(FILES.size() - 1);
        assertThat(Files.readAllBytes(corpus.resolve("gao-reports/catalog.json"))).isEqualTo(amended);
        assertThat(ledger.entry(upstream.base(HOST.name()) + "/gao-reports/catalog.json").orElseThrow().sha256())
                .isEqualTo(Sha256.of(amended));
    }

    @Test
    void anHtmlPageSavedUnderAPdfNameIsRefused() throws Exception {
        // The corpus holds one: GAO answered this product's PDF URL with a web page, and it was kept as .pdf.
        SourceSummary summary = engine().sync(new Listed(List.of("gao-reports/gao-08-1075t.pdf")), SyncScope.everything(),
                "run-1", false);

        assertThat(summary.failed()).isEqualTo(1);
        assertThat(ledger.failures("run-1")).singleElement().asString().contains("an HTML page where a PDF was expected");
        assertThat(corpus.resolve("gao-reports/gao-08-1075t.pdf")).doesNotExist();
    }

    @Test
    void aDryRunWritesNothing() throws Exception {
        SourceSummary preview = engine().sync(new Listed(), SyncScope.everything(), "run-1", true);

        assertThat(preview.added()).isEqualTo(FILES.size());
        assertThat(upstream.requests()).isEmpty();
        assertThat(corpus.resolve("gao-reports")).doesNotExist();
        assertThat(ledger.lastRuns()).isEmpty();
    }

    private SyncEngine engine() {
        return new SyncEngine(corpus, http, ledger, Clock.systemUTC());
    }
}
