package dev.josh.ingest.gao;

import dev.josh.ingest.core.ListedElements;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoSitemaps;
import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lists GAO reports and testimonies from their two public homes.
 * <ul>
 *   <li>gao.gov, for what GAO publishes now: the feed {@code /rss/reports.xml} (RSS 2.0; each
 *       {@code item} has the product page as {@code link}, {@code https://www.gao.gov/products/gao-26-108116},
 *       and a {@code pubDate}), and the PDF at {@code /assets/gao-26-108116.pdf}. Learned from the
 *       gao-reports-reader project that built the corpus's catalog.json from that feed and its
 *       PDFs from those paths; gao.gov documents neither and answers scripted clients with 403 at
 *       times (its CDN's bot rules), which the engine reports per file.</li>
 *   <li>GovInfo's GAOREPORTS collection, for the archive through September 2008, where it stops:
 *       the collection sitemap {@code /sitemap/GAOREPORTS_sitemap_index.xml} lists one sitemap per
 *       year ({@code /sitemap/GAOREPORTS_2006_sitemap.xml}), whose {@code url}s are package pages
 *       ({@code /app/details/GAOREPORTS-GAO-06-282}) with a {@code lastmod}; the PDF is
 *       {@code /content/pkg/GAOREPORTS-GAO-06-282/pdf/GAOREPORTS-GAO-06-282.pdf}. From the
 *       unitedstates/congress scraper ({@code congress/tasks/govinfo.py}).</li>
 * </ul>
 * Both land as {@code gao-reports/gao-06-282.pdf}, the name ingest reads; a product both list is
 * taken from gao.gov, the publisher. {@code --year} and {@code --since} select feed items by
 * publication day, GovInfo years by the sitemap's year and packages by {@code lastmod}.
 * {@code catalog.json} is a third party's compilation of the feed and has no upstream, so it is
 * not fetched: without it ingest takes titles and dates from the report covers.
 */
public final class GaoFetcher extends DeclaredFetcher {

    public static final UpstreamHost GAO = new UpstreamHost("gao", "https://www.gao.gov");
    public static final UpstreamHost GOVINFO = GovInfoBulkData.HOST;

    private static final String FEED = "/rss/reports.xml";
    private static final String COLLECTION = "GAOREPORTS";
    private static final Pattern PRODUCT_PAGE = Pattern.compile("/products/([^/]+)/?");

    public GaoFetcher() {
        super(GaoReportsJobConfiguration.SOURCE, GAO, GOVINFO);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        Map<String, RemoteFile> files = new LinkedHashMap<>();
        feed(scope, upstream).forEach(f -> files.putIfAbsent(f.corpusPath(), f));
        archive(scope, upstream).forEach(f -> files.putIfAbsent(f.corpusPath(), f));
        return List.copyOf(files.values());
    }

    private List<RemoteFile> feed(SyncScope scope, Upstream upstream) throws IOException {
        URI feed = upstream.resolve(GAO, FEED);
        String xml = upstream.text(feed, "application/rss+xml, application/xml;q=0.9");
        List<RemoteFile> files = new ArrayList<>();
        for (XmlElement item : ListedElements.read(xml, "item", feed)) {
            String link = item.text("link");
            Optional<String> id = productId(link, PRODUCT_PAGE);
            if (id.isEmpty()) {
                upstream.skip(feed + " item " + link, "its link is not a GAO product page /products/gao-NN-NNNNNN");
                continue;
            }
            ZonedDateTime published;
            try {
                published = ZonedDateTime.parse(String.valueOf(item.text("pubDate")), DateTimeFormatter.RFC_1123_DATE_TIME);
            } catch (DateTimeParseException e) {
                upstream.skip(feed + " item " + link, "pubDate '" + item.text("pubDate") + "' is not an RFC 822 date");
                continue;
            }
            if (scope.coversDay(published.toLocalDate())) {
                files.add(new RemoteFile(upstream.resolve(GAO, "/assets/" + id.get() + ".pdf"), pdfPath(id.get()),
                        RemoteFile.Content.PDF, published.toInstant(), null));
            }
        }
        return files;
    }

    private List<RemoteFile> archive(SyncScope scope, Upstream upstream) throws IOException {
        List<RemoteFile> files = new ArrayList<>();
        for (GovInfoSitemaps.Package pkg : new GovInfoSitemaps(upstream).packages(COLLECTION, scope)) {
            Optional<String> id = productId("/products/" + pkg.id().replaceFirst("^GAOREPORTS-", ""), PRODUCT_PAGE);
            if (!pkg.id().startsWith(COLLECTION + "-") || id.isEmpty()) {
                upstream.skip(COLLECTION + " package " + pkg.id(), "not a GAOREPORTS-GAO-NN-NNNNNN package");
                continue;
            }
            files.add(new RemoteFile(upstream.resolve(GOVINFO, "/content/pkg/" + pkg.id() + "/pdf/" + pkg.id() + ".pdf"),
                    pdfPath(id.get()), RemoteFile.Content.PDF, pkg.lastModified(), null));
        }
        return files;
    }

    /** The lower-case product id ({@code gao-08-587t}) a page URL names, when it is one {@link GaoFiles} accepts. */
    private static Optional<String> productId(String url, Pattern page) {
        Matcher m = page.matcher(GovInfoSitemaps.path(url));
        return m.matches() ? GaoFiles.number(m.group(1) + ".pdf").map(n -> n.toLowerCase(Locale.ROOT)) : Optional.empty();
    }

    /** Where ingest reads a product's PDF. */
    private static String pdfPath(String id) {
        return GaoFiles.DIRECTORY + "/" + id + ".pdf";
    }
}
