package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.ListedElements;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoPackagesFetcher;
import dev.josh.ingest.govinfo.GovInfoSitemaps;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.io.IOException;
import java.net.URI;
import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The daily Congressional Record from GovInfo: the {@code CREC} package sitemaps list one package
 * per day ({@code CREC-<yyyy-mm-dd>}) with its {@code lastmod}; each package's MODS
 * ({@code /metadata/pkg/<package>/mods.xml}) lists its granules, each with an "HTML rendition"
 * URL; the granules are fetched from {@code /content/pkg/<package>/html/<granule>.htm} into
 * {@code congressional-record/<package>/html/}, and the MODS beside them. {@code --year} and
 * {@code --since} select days. Older MODS name the retired FDsys host; only the file name is taken.
 */
public final class CongressionalRecordFetcher extends GovInfoPackagesFetcher {

    private static final Pattern GRANULE_HTML = Pattern.compile("/html/(CREC-[0-9-]+-[A-Za-z0-9-]+\\.htm)$");

    public CongressionalRecordFetcher() {
        super("CREC", Pattern.compile("CREC-([0-9]{4}-[0-9]{2}-[0-9]{2})"), "a daily package CREC-<yyyy-mm-dd>");
    }

    @Override
    public String source() {
        return CongressionalRecordJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(GovInfoSitemaps.Package pkg, Matcher day, SyncScope scope, Upstream upstream,
                            List<RemoteFile> files) throws IOException {
        if (!scope.covers(LocalDate.parse(day.group(1)), pkg.lastModified())) {
            return;
        }
        String folder = CongressionalRecordFiles.DIRECTORY + "/" + pkg.id();
        URI mods = upstream.resolve(GovInfoBulkData.HOST, "/metadata/pkg/" + pkg.id() + "/mods.xml");
        files.add(new RemoteFile(mods, folder + "/mods.xml", RemoteFile.Content.XML, pkg.lastModified(), null));
        for (String granule : granules(upstream, mods)) {
            files.add(new RemoteFile(upstream.resolve(GovInfoBulkData.HOST, "/content/pkg/" + pkg.id() + "/html/" + granule),
                    folder + "/html/" + granule, RemoteFile.Content.HTML, pkg.lastModified(), null));
        }
    }

    /** The granule file names the package's MODS gives as HTML renditions, once each, in its order. */
    private static Set<String> granules(Upstream upstream, URI mods) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        for (XmlElement url : ListedElements.read(upstream.text(mods, "application/xml"), "url", mods)) {
            if ("HTML rendition".equals(url.attribute("displayLabel"))) {
                Matcher name = GRANULE_HTML.matcher(String.valueOf(url.text()).strip());
                if (name.find()) {
                    names.add(name.group(1));
                } else {
                    upstream.skip(mods + " url " + url.text(), "an HTML rendition that is not a granule's .htm");
                }
            }
        }
        return names;
    }
}
