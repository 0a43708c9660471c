package dev.josh.ingest.uscode;

import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The U.S. Code from the Office of the Law Revision Counsel's current release point.
 *
 * <p>The OLRC download page ({@code https://uscode.house.gov/download/download.shtml}) names the
 * release point in {@code <h3 class="releasepointinformation">Public Law 117-80 (12/27/2021)</h3>}
 * and links, relative to {@code /download/}, one zip per title and format:
 * {@code releasepoints/us/pl/117/80/xml_usc17@117-80.zip} holds {@code usc17.xml} (beside
 * {@code xhtml_}, {@code pcc_} and {@code pdf_} zips and {@code xml_uscAll@117-80.zip} with every
 * title). A release point whose label excludes a law reads {@code pl/119/73not60/xml_usc01@119-73not60.zip}.
 * Learned from programs that read the page: a {@code loadusc} scraper (its {@code uscitem},
 * {@code itemdownloadlinks} and {@code releasepointinformation} elements) and LexBuild's
 * {@code release-points.ts} (per-title links, {@code priorreleasepoints.htm} for older points).
 *
 * <p>The page carries no per-title dates: a new release point shows as a new label in every title's
 * URL, which is the change signal. Only the XML title zips are returned, one per title, each
 * extracted into {@code uscode/} where {@code josh ingest us-code} reads {@code usc*.xml}.
 */
public final class UsCodeFetcher extends DeclaredFetcher {

    /** The OLRC's site; the download page and the release-point zips live under {@code /download/}. */
    public static final UpstreamHost OLRC = new UpstreamHost("uscode", "https://uscode.house.gov");

    static final String DOWNLOAD_PAGE = "/download/download.shtml";

    private static final Pattern XML_LINK = Pattern.compile("href=\"([^\"]*/xml_usc[^\"]*)\"");
    private static final Pattern TITLE_ZIP =
            Pattern.compile("releasepoints/us/pl/(\\d+)/(\\w+)/xml_usc(\\d{2}[A-Za-z]?)@(\\d+)-(\\w+)\\.zip$");
    private static final String ALL_TITLES = "/xml_uscAll@";

    public UsCodeFetcher() {
        super(UsCodeJobConfiguration.SOURCE, OLRC);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        URI page = upstream.resolve(OLRC, DOWNLOAD_PAGE);
        String html = upstream.text(page, "text/html");
        Map<String, RemoteFile> byTitle = new LinkedHashMap<>();
        boolean anyLink = false;
        Matcher link = XML_LINK.matcher(html);
        while (link.find()) {
            anyLink = true;
            String href = link.group(1);
            if (href.contains(ALL_TITLES)) {
                continue;
            }
            TitleZip zip = TitleZip.parse(href);
            if (zip == null) {
                upstream.skip(href, "not a release-point title zip (releasepoints/us/pl/<congress>/<law>/xml_uscNN@<congress>-<law>.zip)");
                continue;
            }
            if (scope.coversTitle(zip.title())) {
                byTitle.putIfAbsent(zip.title(), new RemoteFile(
                        upstream.resolve(OLRC, "/download/" + zip.path()), UsCodeFiles.DIRECTORY, RemoteFile.Content.ZIP));
            }
        }
        if (!anyLink) {
            throw new IOException(page + " links no XML title zip: not the OLRC download page");
        }
        return new ArrayList<>(byTitle.values());
    }

    /** One title's XML zip link: its path under {@code /download/} and its title as file names write it ({@code 05A}). */
    record TitleZip(String path, String title) {

        /** The link when its folder and its file name name the same release point, else null. */
        static TitleZip parse(String href) {
            Matcher m = TITLE_ZIP.matcher(href);
            if (!m.find() || !m.group(1).equals(m.group(4)) || !m.group(2).equals(m.group(5))) {
                return null;
            }
            return new TitleZip(m.group(), m.group(3));
        }
    }
}
