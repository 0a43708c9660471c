package dev.josh.ingest.gao;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * gao.gov over the corpus: {@code /rss/reports.xml}, an RSS 2.0 feed generated from the entries of
 * {@code catalog.json} (which its compiler built from that feed: title, product page, day), and
 * {@code /assets/<id>.pdf} for each PDF the corpus holds. The feed lists products the corpus has no
 * PDF of; their assets answer 404 here.
 */
public class GaoTestLayout extends CorpusLayout {


    public GaoTestLayout(Path corpus) {
        super(GaoFetcher.GAO, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        if (path.equals("/rss/reports.xml")) {
            return feed();
        }
        if (path.matches("/assets/gao-[0-9a-z-]+\\.pdf")) {
            Path pdf = corpus.resolve(GaoFiles.DIRECTORY).resolve(path.substring("/assets/".length()));
            return Files.isRegularFile(pdf) ? TestUpstream.Served.file(pdf, "application/pdf") : null;
        }
        return null;
    }

    private TestUpstream.Served feed() throws IOException {
        StringBuilder rss = new StringBuilder("""
                <?xml version="1.0" encoding="utf-8"?>
                <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
                  <channel>
                    <title>U.S. GAO - Reports and Testimonies</title>
                    <link>https://www.gao.gov/</link>
                    <description>Reports and testimonies from the U.S. Government Accountability Office</description>
                    <language>en</language>
                """);
        for (GaoCorpusCatalog.Entry entry : GaoCorpusCatalog.read(corpus)) {
            rss.append("    <item>\n      <title>").append(escape(entry.title())).append("</title>\n")
                    .append("      <link>").append(escape(entry.url())).append("</link>\n")
                    .append("      <description>").append(escape(entry.title())).append("</description>\n")
                    .append("      <pubDate>").append(DateTimeFormatter.RFC_1123_DATE_TIME.format(
                            entry.published().atStartOfDay(ZoneOffset.UTC))).append("</pubDate>\n")
                    .append("      <guid isPermaLink=\"true\">").append(escape(entry.url())).append("</guid>\n")
                    .append("    </item>\n");
        }
        rss.append("  </channel>\n</rss>\n");
        Path catalog = corpus.resolve(GaoCatalog.FILE);
        return TestUpstream.Served.text(rss.toString(), "application/rss+xml; charset=utf-8",
                Files.getLastModifiedTime(catalog).toInstant());
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
