package dev.josh.ingest.crs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.sync.Downloads;
import dev.josh.ingest.sync.LoopbackUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The CRS fetcher against the Congress.gov API's documented JSON and congress.gov's PDF paths,
 * both generated over the corpus. What it returns is what ingest reads, named as congress.gov
 * names the files: {@code IN10979v25-year-round-sale-of-e15.pdf} (the archive's name) comes back
 * as {@code IN10979.25.pdf}, the same product and version; the two PDFs named without a version
 * ({@code IN12669.pdf}, {@code R44243.pdf}) have no congress.gov URL and are not expected.
 */
class CrsFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));

    private static TestUpstream server;

    @BeforeAll
    static void start() throws IOException {
        server = TestUpstream.start(List.of(new CongressApiTestLayout(CORPUS), new CongressGovTestLayout(CORPUS)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void listsEveryVersionedProductPdfUnderItsCongressGovName() throws Exception {
        LoopbackUpstream upstream = new LoopbackUpstream(server);
        List<RemoteFile> files = new CrsFetcher().discover(SyncScope.everything(), upstream);

        Map<String, Path> expected = expected();
        assertThat(upstream.skipped()).isEmpty();
        assertThat(paths(files)).isEqualTo(expected.keySet()).hasSize(CrsFiles.find(CORPUS).size() - 2);
        for (RemoteFile file : files) {
            assertThat(file.url().toString()).startsWith(server.base("congress-gov") + "/crs_external_products/");
            assertThat(file.content()).isEqualTo(RemoteFile.Content.PDF);
            assertThat(file.listedModified()).isNotNull();
            Downloads.assertServedAs(file, expected.get(file.corpusPath()));
        }
    }

    @Test
    void pagesThroughTheListing() throws Exception {
        try (TestUpstream paged = TestUpstream.start(List.of(new CongressApiTestLayout(CORPUS, 7),
                new CongressGovTestLayout(CORPUS)))) {
            List<RemoteFile> files = new CrsFetcher().discover(SyncScope.everything(), new LoopbackUpstream(paged));
            assertThat(paths(files)).isEqualTo(expected().keySet());
            assertThat(paged.requests()).filteredOn(r -> r.path().equals("/congress-api/v3/crsreport")).hasSize(5);
        }
    }

    @Test
    void sinceAsksForProductsUpdatedSinceAndYearIsTheYearOfPublication() throws Exception {
        LocalDate updated = LocalDate.ofInstant(Files.getLastModifiedTime(CrsFiles.find(CORPUS).getFirst()).toInstant(),
                ZoneOffset.UTC);
        assertThat(new CrsFetcher().discover(new SyncScope(null, null, updated.plusDays(1), Set.of()),
                new LoopbackUpstream(server))).isEmpty();
        assertThat(paths(new CrsFetcher().discover(new SyncScope(null, null, updated, Set.of()), new LoopbackUpstream(server))))
                .isEqualTo(expected().keySet());

        // The CSV listings date these products in April 2026; the rest take the file's date.
        Set<String> april = new TreeSet<>();
        for (CrsCorpusProducts.Product p : CrsCorpusProducts.read(CORPUS)) {
            if (p.listing().isPresent()) {
                april.add(CrsFiles.PDF_DIRECTORY + "/" + CrsFetcher.folder(p.number()) + "/" + p.pdfName());
            }
        }
        assertThat(new CrsFetcher().discover(new SyncScope(null, 2025, null, Set.of()), new LoopbackUpstream(server))).isEmpty();
        assertThat(paths(new CrsFetcher().discover(new SyncScope(null, 2026, null, Set.of()), new LoopbackUpstream(server))))
                .containsAll(april).isEqualTo(expected().keySet());
    }

    @Test
    void malformedEntriesAreSkippedWithTheirReasons() throws Exception {
        String listing = """
                {"CRSReports": [
                  {"id": "not a number", "publishDate": "2026-04-09T00:00:00Z", "updateDate": "2026-04-09T00:00:00Z", "version": 1},
                  {"id": "IF11043", "publishDate": "April 9", "updateDate": "2026-04-09T00:00:00Z", "version": 3},
                  {"id": "IF11175", "publishDate": "2026-04-09T00:00:00Z", "updateDate": "2026-04-09T00:00:00Z", "version": 11},
                  {"id": "LSB11417", "publishDate": "2026-04-09T00:00:00Z", "updateDate": "2026-04-09T00:00:00Z", "version": 1}
                ], "pagination": {"count": 4}}
                """;
        String noPdf = """
                {"CRSReport": {"id": "IF11175", "version": 11, "formats": [
                  {"format": "HTML", "url": "https://congress.gov/crs_external_products/IF/HTML/IF11175.html"}]}}
                """;
        server.replace("/congress-api/v3/crsreport", listing.getBytes(StandardCharsets.UTF_8), "application/json");
        server.replace("/congress-api/v3/crsreport/IF11175", noPdf.getBytes(StandardCharsets.UTF_8), "application/json");
        try {
            LoopbackUpstream upstream = new LoopbackUpstream(server);
            List<RemoteFile> files = new CrsFetcher().discover(SyncScope.everything(), upstream);

            assertThat(paths(files)).containsExactly("crs-reports/pdf/sidebars/LSB11417.1.pdf");
            assertThat(upstream.skipped()).hasSize(3);
            assertThat(upstream.skipped().get(0)).startsWith("CRS product {").endsWith(
                    ": its id 'not a number' is not a CRS product number");
            assertThat(upstream.skipped().get(1)).isEqualTo(
                    "CRS product IF11043: publishDate or updateDate is not an ISO-8601 time: April 9");
            assertThat(upstream.skipped().get(2)).isEqualTo("CRS product IF11175: its formats give no PDF named "
                    + "/crs_external_products/<series>/PDF/IF11175/IF11175.<version>.pdf: null");
        } finally {
            server.close();
            server = TestUpstream.start(List.of(new CongressApiTestLayout(CORPUS), new CongressGovTestLayout(CORPUS)));
        }
    }

    /** What ingest reads, by the corpus path the fetcher gives it, less the two PDFs named without a version. */
    private static Map<String, Path> expected() throws IOException {
        Map<String, Path> expected = new TreeMap<>();
        for (Path file : CrsFiles.find(CORPUS)) {
            Optional<CrsFiles.ProductName> name = CrsFiles.parse(file.getFileName().toString());
            assertThat(name).as(file.toString()).isPresent();
            if (name.get().version() == null) {
                assertThat(file.getFileName().toString()).isIn("IN12669.pdf", "R44243.pdf");
                continue;
            }
            String folder = CORPUS.relativize(file.getParent()).toString().replace('\\', '/');
            expected.put(folder + "/" + name.get().number() + "." + name.get().version() + ".pdf", file);
        }
        return expected;
    }

    private static Set<String> paths(List<RemoteFile> files) {
        return files.stream().map(RemoteFile::corpusPath).collect(Collectors.toCollection(TreeSet::new));
    }
}
