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
    private static final Pattern YEAR_SITEMAP = Pattern.compile("/sitemap/CRPT_([0-9]{4})_sitemap\\.xml");
    private static final Pattern PDF = Pattern.compile("/content/pkg/(CRPT-[A-Za-z0-9-]+)/pdf/\\1\\.pdf");


    public CrptTestLayout(Path corpus) {
        super(GovInfoBulkData.HOST, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<String, Path> reports = reports();
        if (path.equals("/sitemap/CRPT_sitemap_index.xml")) {
            Map<Integer, Instant> years = new TreeMap<>();
            for (Map.Entry<String, Path> report : reports.entrySet()) {
                years.merge(year(report.getKey()), modified(report.getValue()), (a, b) -> a.isAfter(b) ? a : b);
            }
            return TestUpstream.Served.text(SitemapXml.index("CRPT", years), "application/xml", Instant.EPOCH);
        }
        Matcher year = YEAR_SITEMAP.matcher(path);
        if (year.matches()) {
            Map<String, Instant> packages = new TreeMap<>();
            for (Map.Entry<String, Path> report : reports.entrySet()) {
                if (year(report.getKey()) == Integer.parseInt(year.group(1))) {
                    packages.put(report.getKey(), modified(report.getValue()));
                }
            }
            return packages.isEmpty() ? null : TestUpstream.Served.text(SitemapXml.year(packages), "application/xml", Instant.EPOCH);
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

    private static Instant modified(Path file) throws IOException {
        return Files.getLastModifiedTime(file).toInstant();
    }
}
