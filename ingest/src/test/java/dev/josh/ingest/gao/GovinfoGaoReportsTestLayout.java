package dev.josh.ingest.gao;

import dev.josh.ingest.govinfo.SitemapXml;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The part of GovInfo that holds GAO reports, over the corpus's GAO PDFs: the GAOREPORTS collection
 * sitemap index, one sitemap per year whose {@code url}s are the package pages with the file's
 * time as {@code lastmod}, and each package's PDF. A report's year is its catalog date's where the
 * catalog lists it, else the fiscal year in its number ({@code 08} for GAO-08-587T).
 */
public class GovinfoGaoReportsTestLayout extends CorpusLayout {

    private static final Pattern YEAR_SITEMAP = Pattern.compile("/sitemap/GAOREPORTS_([0-9]{4})_sitemap\\.xml");
    private static final Pattern PDF = Pattern.compile("/content/pkg/GAOREPORTS-([A-Z0-9-]+)/pdf/GAOREPORTS-\\1\\.pdf");


    public GovinfoGaoReportsTestLayout(Path corpus) {
        super(GaoFetcher.GOVINFO, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<Integer, List<Path>> byYear = byYear();
        if (path.equals("/sitemap/GAOREPORTS_sitemap_index.xml")) {
            Map<Integer, Instant> years = new TreeMap<>();
            for (Map.Entry<Integer, List<Path>> year : byYear.entrySet()) {
                years.put(year.getKey(), newest(year.getValue()));
            }
            return TestUpstream.Served.text(SitemapXml.index("GAOREPORTS", years), "application/xml",
                    newest(byYear.values().stream().flatMap(List::stream).toList()));
        }
        Matcher year = YEAR_SITEMAP.matcher(path);
        if (year.matches() && byYear.containsKey(Integer.valueOf(year.group(1)))) {
            List<Path> pdfs = byYear.get(Integer.valueOf(year.group(1)));
            Map<String, Instant> packages = new LinkedHashMap<>();
            for (Path pdf : pdfs) {
                packages.put("GAOREPORTS-" + number(pdf), Files.getLastModifiedTime(pdf).toInstant());
            }
            return TestUpstream.Served.text(SitemapXml.year(packages), "application/xml", newest(pdfs));
        }
        Matcher pdf = PDF.matcher(path);
        if (pdf.matches()) {
            Path file = corpus.resolve(GaoFiles.DIRECTORY).resolve(pdf.group(1).toLowerCase(Locale.ROOT) + ".pdf");
            return Files.isRegularFile(file) ? TestUpstream.Served.file(file, "application/pdf") : null;
        }
        return null;
    }

    private Map<Integer, List<Path>> byYear() throws IOException {
        Map<String, Integer> catalogYears = GaoCorpusCatalog.read(corpus).stream().collect(Collectors.toMap(
                e -> e.id().toUpperCase(Locale.ROOT), e -> e.published().getYear()));
        return GaoFiles.find(corpus).stream().collect(Collectors.groupingBy(
                pdf -> catalogYears.getOrDefault(number(pdf), 2000 + Integer.parseInt(number(pdf).substring(4, 6))),
                TreeMap::new, Collectors.toList()));
    }

    private static String number(Path pdf) {
        return GaoFiles.number(pdf.getFileName().toString()).orElseThrow();
    }

    private static Instant newest(List<Path> files) throws IOException {
        Instant newest = Instant.EPOCH;
        for (Path file : files) {
            Instant modified = Files.getLastModifiedTime(file).toInstant();
            newest = modified.isAfter(newest) ? modified : newest;
        }
        return newest;
    }
}
