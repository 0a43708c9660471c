package dev.josh.ingest.govinfo;

import java.time.Instant;
import java.util.Map;

/** GovInfo's package sitemaps as the test upstream serves them: an index of yearly sitemaps, and a year's package pages. */
public final class SitemapXml {

    private static final String NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

    private SitemapXml() {
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
