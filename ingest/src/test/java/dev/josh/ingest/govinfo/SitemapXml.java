package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.TestUpstream;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** GovInfo's package sitemaps as the test upstream serves them: an index of yearly sitemaps, and a year's package pages. */
public final class SitemapXml {

    private static final String NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

    private SitemapXml() {
    }

    /**
     * The sitemap of {@code collection} at {@code path} over its packages and their times, each package
     * in the year {@code year} gives it: the index of year sitemaps, or a year's sitemap; {@code null}
     * for any other path and for a year with no package. Each is dated by its newest package.
     */
    public static TestUpstream.Served serve(String collection, Map<String, Instant> packages, ToIntFunction<String> year,
            String path) {
        if (path.equals("/sitemap/" + collection + "_sitemap_index.xml")) {
            Map<Integer, Instant> years = new TreeMap<>();
            packages.forEach((id, changed) -> years.merge(year.applyAsInt(id), changed, (a, b) -> a.isAfter(b) ? a : b));
            return TestUpstream.Served.text(index(collection, years), "application/xml", newest(packages));
        }
        Matcher sitemap = Pattern.compile("/sitemap/" + collection + "_([0-9]{4})_sitemap\\.xml").matcher(path);
        if (!sitemap.matches()) {
            return null;
        }
        Map<String, Instant> inYear = new TreeMap<>(packages);
        inYear.keySet().removeIf(id -> year.applyAsInt(id) != Integer.parseInt(sitemap.group(1)));
        return inYear.isEmpty() ? null : TestUpstream.Served.text(year(inYear), "application/xml", newest(inYear));
    }

    private static Instant newest(Map<String, Instant> packages) {
        return packages.values().stream().max(Instant::compareTo).orElse(Instant.EPOCH);
    }

    /** {@code /sitemap/<collection>_sitemap_index.xml}: a sitemap per year, dated by its newest package. */
    public static String index(String collection, Map<Integer, Instant> years) {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\""
                + NAMESPACE + "\">\n");
        years.forEach((year, lastmod) -> xml.append("  <sitemap>\n    <loc>https://www.govinfo.gov/sitemap/")
                .append(collection).append('_').append(year).append("_sitemap.xml</loc>\n    <lastmod>").append(lastmod)
                .append("</lastmod>\n  </sitemap>\n"));
        return xml.append("</sitemapindex>\n").toString();
    }

    /** {@code /sitemap/<collection>_<year>_sitemap.xml}: each package's page with its {@code lastmod}. */
    public static String year(Map<String, Instant> packages) {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\""
                + NAMESPACE + "\">\n");
        packages.forEach((id, lastmod) -> xml.append("  <url>\n    <loc>https://www.govinfo.gov/app/details/").append(id)
                .append("</loc>\n    <lastmod>").append(lastmod).append("</lastmod>\n  </url>\n"));
        return xml.append("</urlset>\n").toString();
    }
}
