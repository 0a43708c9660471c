package dev.josh.ingest.govinfo;

import dev.josh.ingest.core.ListedElements;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.io.IOException;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GovInfo's package sitemaps, the change signal for collections outside bulk data (the
 * Congressional Record, committee reports, GAO's archive): {@code /sitemap/<COLLECTION>_sitemap_index.xml}
 * lists one sitemap per year ({@code /sitemap/<COLLECTION>_<year>_sitemap.xml}), whose {@code url}s are
 * package pages ({@code /app/details/<package id>}) with a {@code lastmod}. Learned from the
 * unitedstates/congress scraper's {@code govinfo.py}, which reads them the same way.
 */
public final class GovInfoSitemaps {

    /** A package the sitemaps list, with the time they say it last changed (null when they give none). */
    public record Package(String id, Instant lastModified) { }

    private static final Pattern PACKAGE_PAGE = Pattern.compile("/app/details/([A-Za-z0-9.-]+)/?");

    private final Upstream upstream;

    public GovInfoSitemaps(Upstream upstream) {
        this.upstream = upstream;
    }

    /**
     * The packages of {@code collection} in the year {@code --year} names (all years without it) that
     * changed since {@code --since}. An entry that cannot be read is skipped with its reason.
     */
    public List<Package> packages(String collection, SyncScope scope) throws IOException {
        URI index = upstream.resolve(GovInfoBulkData.HOST, "/sitemap/" + collection + "_sitemap_index.xml");
        Pattern yearSitemap = Pattern.compile("/sitemap/" + Pattern.quote(collection) + "_([0-9]{4})_sitemap\\.xml");
        List<Package> packages = new ArrayList<>();
        for (XmlElement sitemap : ListedElements.read(upstream.text(index, "application/xml"), "sitemap", index)) {
            String loc = sitemap.text("loc");
            Matcher year = yearSitemap.matcher(path(loc));
            if (!year.matches()) {
                upstream.skip(index + " sitemap " + loc, "not a " + collection + "_<year>_sitemap.xml");
                continue;
            }
            Instant changed;
            try {
                changed = lastmod(sitemap);
            } catch (DateTimeParseException e) {
                upstream.skip(index + " sitemap " + loc, "lastmod '" + e.getParsedString() + "' is not a W3C date or time");
                continue;
            }
            // A year's sitemap changes when one of its packages does, so an older one holds nothing for --since;
            // a package of an earlier year changed since then is still wanted, so --since does not filter by year.
            if ((scope.year() == null || scope.year() == Integer.parseInt(year.group(1))) && scope.changedSince(changed)) {
                packages.addAll(inYear(upstream.resolve(GovInfoBulkData.HOST, year.group()), scope));
            }
        }
        return packages;
    }

    private List<Package> inYear(URI sitemap, SyncScope scope) throws IOException {
        List<Package> packages = new ArrayList<>();
        for (XmlElement url : ListedElements.read(upstream.text(sitemap, "application/xml"), "url", sitemap)) {
            String loc = url.text("loc");
            Matcher page = PACKAGE_PAGE.matcher(path(loc));
            if (!page.matches()) {
                upstream.skip(sitemap + " url " + loc, "not a package page /app/details/<package id>");
                continue;
            }
            try {
                Instant changed = lastmod(url);
                if (scope.changedSince(changed)) {
                    packages.add(new Package(page.group(1), changed));
                }
            } catch (DateTimeParseException e) {
                upstream.skip(sitemap + " url " + loc, "lastmod '" + e.getParsedString() + "' is not a W3C date or time");
            }
        }
        return packages;
    }

    /** The path of a listed URL; empty when there is none or it is not a URL. */
    public static String path(String url) {
        try {
            return url == null ? "" : String.valueOf(URI.create(url.strip()).getPath());
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    /** A sitemap entry's {@code lastmod} (W3C datetime: a day, or a time with its offset), or null when it has none. */
    private static Instant lastmod(XmlElement entry) {
        String text = entry.text("lastmod");
        if (text == null) {
            return null;
        }
        return text.length() == 10 ? LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant()
                : OffsetDateTime.parse(text).toInstant();
    }
}
