package dev.josh.ingest.committeereports;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.SitemapXml;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * GovInfo's committee reports over the corpus: the {@code CRPT} package sitemaps (a package per
 * {@code CRPT-*.pdf} of the corpus, in the first year of its Congress) and each package's PDF.
 * GPO's USLM report samples have no package and are not served.
 */
public final class CrptTestLayout extends CorpusLayout {

    private static final Pattern PDF_NAME = Pattern.compile("(CRPT-([0-9]+)[hse]rpt[0-9]+(-pt[0-9]+)?)\\.pdf");
    private static final Pattern PDF = Pattern.compile("/content/pkg/(CRPT-[A-Za-z0-9-]+)/pdf/\\1\\.pdf");


    public CrptTestLayout(Path corpus) {
        super(GovInfoBulkData.HOST, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<String, Path> reports = reports();
        Map<String, Instant> packages = new TreeMap<>();
        for (Map.Entry<String, Path> report : reports.entrySet()) {
            packages.put(report.getKey(), Files.getLastModifiedTime(report.getValue()).toInstant());
        }
        TestUpstream.Served sitemap = SitemapXml.serve("CRPT", packages, CrptTestLayout::year, path);
        if (sitemap != null) {
            return sitemap;
        }
        Matcher pdf = PDF.matcher(path);
        return pdf.matches() && reports.containsKey(pdf.group(1))
                ? TestUpstream.Served.file(reports.get(pdf.group(1)), "application/pdf") : null;
    }

    /** The corpus's report PDFs by package id. */
    private Map<String, Path> reports() throws IOException {
        Map<String, Path> reports = new TreeMap<>();
        Path dir = corpus.resolve(CommitteeReportsJobConfiguration.DIRECTORY);
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                Matcher name = PDF_NAME.matcher(file.getFileName().toString());
                if (name.matches()) {
                    reports.put(name.group(1), file);
                }
            }
        }
        return reports;
    }

    /** The first year of the report's Congress: the 1st Congress met in 1789. */
    private static int year(String packageId) {
        Matcher m = PDF_NAME.matcher(packageId + ".pdf");
        m.matches();
        return 1789 + 2 * (Integer.parseInt(m.group(2)) - 1);
    }
}
