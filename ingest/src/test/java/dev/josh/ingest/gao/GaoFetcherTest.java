package dev.josh.ingest.gao;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.sync.Downloads;
import dev.josh.ingest.sync.LoopbackUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The GAO fetcher against gao.gov's feed and assets and GovInfo's GAOREPORTS sitemaps, generated
 * over the corpus. Ingest reads the six PDFs and {@code catalog.json}; the catalog has no upstream
 * (a third party compiled it from the feed), so it is not fetched. The feed, generated from that
 * catalog, lists 27 products the corpus has no PDF of; they are discovered, as against gao.gov,
 * and answer 404 here.
 */
class GaoFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));

    private TestUpstream server;

    @BeforeEach
    void start() throws IOException {
        server = TestUpstream.start(List.of(new GaoTestLayout(CORPUS), new GovinfoGaoReportsTestLayout(CORPUS)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void listsTheCorpusPdfsAndTheFeedsProductsTheCorpusLacks() throws Exception {
        LoopbackUpstream upstream = new LoopbackUpstream(server);
        List<RemoteFile> files = new GaoFetcher().discover(SyncScope.everything(), upstream);
        Map<String, RemoteFile> byPath = files.stream().collect(Collectors.toMap(RemoteFile::corpusPath, f -> f));

        Set<String> pdfs = relative(GaoFiles.find(CORPUS));
        Set<String> catalogued = GaoCorpusCatalog.read(CORPUS).stream()
                .map(e -> GaoFiles.DIRECTORY + "/" + e.id() + ".pdf").collect(Collectors.toCollection(TreeSet::new));
        Set<String> lacking = new TreeSet<>(catalogued);
        lacking.removeAll(pdfs);
        Set<String> expected = new TreeSet<>(pdfs);
        expected.addAll(lacking);

        assertThat(upstream.skipped()).isEmpty();
        assertThat(byPath).hasSize(files.size());
        assertThat(byPath.keySet()).isEqualTo(expected).doesNotContain(GaoCatalog.FILE);
        assertThat(lacking).hasSize(27);
        // the feed's products come from gao.gov; the two testimonies only GovInfo lists, from GovInfo
        assertThat(byPath.get("gao-reports/gao-06-282.pdf").url()).isEqualTo(URI.create(server.base("gao") + "/assets/gao-06-282.pdf"));
        assertThat(byPath.get("gao-reports/gao-08-587t.pdf").url()).isEqualTo(URI.create(server.base("govinfo")
                + "/content/pkg/GAOREPORTS-GAO-08-587T/pdf/GAOREPORTS-GAO-08-587T.pdf"));
        for (RemoteFile file : files) {
            assertThat(file.content()).isEqualTo(RemoteFile.Content.PDF);
            assertThat(file.listedModified()).isNotNull();
            if (pdfs.contains(file.corpusPath())) {
                Downloads.assertServedAs(file, CORPUS.resolve(file.corpusPath()));
            } else {
                Downloads.assertNotServed(file);
            }
        }
    }

    @Test
    void yearSelectsFeedItemsByDayAndGovinfoBySitemapYear() throws Exception {
        Set<String> y2026 = paths(new GaoFetcher().discover(new SyncScope(null, 2026, null, Set.of()), new LoopbackUpstream(server)));
        assertThat(y2026).hasSize(25).allMatch(p -> p.startsWith("gao-reports/gao-26-"));
        assertThat(server.requests()).noneMatch(r -> r.path().matches("/govinfo/sitemap/GAOREPORTS_\\d{4}_sitemap.xml"));

        Set<String> y2008 = paths(new GaoFetcher().discover(new SyncScope(null, 2008, null, Set.of()), new LoopbackUpstream(server)));
        assertThat(y2008).containsExactly("gao-reports/gao-08-1075t.pdf", "gao-reports/gao-08-587t.pdf");
    }

    @Test
    void sinceSelectsFeedItemsByDayAndGovinfoPackagesByLastmod() throws Exception {
        LocalDate modified = LocalDate.ofInstant(Files.getLastModifiedTime(CORPUS.resolve("gao-reports/gao-06-282.pdf"))
                .toInstant(), ZoneOffset.UTC);
        // The corpus files' times are GovInfo's lastmod here, later than every feed item.
        Set<String> since = paths(new GaoFetcher().discover(new SyncScope(null, null, LocalDate.of(2026, 3, 17), Set.of()),
                new LoopbackUpstream(server)));
        Set<String> expected = new TreeSet<>(relative(GaoFiles.find(CORPUS)));
        GaoCorpusCatalog.read(CORPUS).stream().filter(e -> !e.published().isBefore(LocalDate.of(2026, 3, 17)))
                .forEach(e -> expected.add(GaoFiles.DIRECTORY + "/" + e.id() + ".pdf"));
        assertThat(since).isEqualTo(expected);

        assertThat(new GaoFetcher().discover(new SyncScope(null, null, modified.plusDays(1), Set.of()),
                new LoopbackUpstream(server))).isEmpty();
    }

    @Test
    void malformedEntriesAreSkippedWithTheirReasons() throws Exception {
        String feed = """
                <?xml version="1.0" encoding="utf-8"?>
                <rss version="2.0"><channel><title>U.S. GAO</title>
                  <item><title>A page</title><link>https://www.gao.gov/about</link>
                    <pubDate>Wed, 18 Mar 2026 00:00:00 GMT</pubDate></item>
                  <item><title>Undated</title><link>https://www.gao.gov/products/gao-26-107759</link>
                    <pubDate>March 18</pubDate></item>
                  <item><title>Good</title><link>https://www.gao.gov/products/gao-06-282</link>
                    <pubDate>Wed, 01 Feb 2006 00:00:00 GMT</pubDate></item>
                </channel></rss>
                """;
        String sitemap = """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url><loc>https://www.govinfo.gov/app/details/CRPT-110hrpt1</loc><lastmod>2020-01-01T00:00:00Z</lastmod></url>
                  <url><loc>https://www.govinfo.gov/app/details/GAOREPORTS-GAO-08-587T</loc><lastmod>someday</lastmod></url>
                  <url><loc>https://www.govinfo.gov/app/details/GAOREPORTS-GAO-08-1075T</loc><lastmod>2020-01-01</lastmod></url>
                </urlset>
                """;
        server.replace("/gao/rss/reports.xml", feed.getBytes(StandardCharsets.UTF_8), "application/rss+xml");
        server.replace("/govinfo/sitemap/GAOREPORTS_2008_sitemap.xml", sitemap.getBytes(StandardCharsets.UTF_8), "application/xml");
        LoopbackUpstream upstream = new LoopbackUpstream(server);

        Set<String> found = paths(new GaoFetcher().discover(new SyncScope(null, 2008, null, Set.of()), upstream));
        String rss = server.base("gao") + "/rss/reports.xml item ";
        String map = server.base("govinfo") + "/sitemap/GAOREPORTS_2008_sitemap.xml url https://www.govinfo.gov/app/details/";
        assertThat(upstream.skipped()).containsExactly(
                rss + "https://www.gao.gov/about: its link is not a GAO product page /products/gao-NN-NNNNNN",
                rss + "https://www.gao.gov/products/gao-26-107759: pubDate 'March 18' is not an RFC 822 date",
                map + "GAOREPORTS-GAO-08-587T: lastmod 'someday' is not a W3C date or time",
                "GAOREPORTS package CRPT-110hrpt1: not a GAOREPORTS-GAO-NN-NNNNNN package");
        assertThat(found).containsExactly("gao-reports/gao-08-1075t.pdf");
    }

    private static Set<String> relative(List<Path> files) {
        return files.stream().map(p -> CORPUS.relativize(p).toString().replace('\\', '/'))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> paths(List<RemoteFile> files) {
        return files.stream().map(RemoteFile::corpusPath).collect(Collectors.toCollection(TreeSet::new));
    }
}
