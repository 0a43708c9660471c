package dev.josh.ingest.gao;

import dev.josh.ingest.govinfo.SitemapXml;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
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

    private static final Pattern PDF = Pattern.compile("/content/pkg/GAOREPORTS-([A-Z0-9-]+)/pdf/GAOREPORTS-\\1\\.pdf");


    public GovinfoGaoReportsTestLayout(Path corpus) {
        super(GaoFetcher.GOVINFO, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<String, Integer> catalogYears = GaoCorpusCatalog.read(corpus).stream().collect(Collectors.toMap(
                e -> e.id().toUpperCase(Locale.ROOT), e -> e.published().getYear()));
        Map<String, Instant> packages = new TreeMap<>();
        Map<String, Integer> years = new TreeMap<>();
        for (Path pdf : GaoFiles.find(corpus)) {
            String number = number(pdf);
            packages.put("GAOREPORTS-" + number, Files.getLastModifiedTime(pdf).toInstant());
            years.put("GAOREPORTS-" + number, catalogYears.getOrDefault(number, 2000 + Integer.parseInt(number.substring(4, 6))));
        }
        TestUpstream.Served sitemap = SitemapXml.serve("GAOREPORTS", packages, years::get, path);
        if (sitemap != null) {
            return sitemap;
        }
        Matcher pdf = PDF.matcher(path);
        if (pdf.matches()) {
            Path file = corpus.resolve(GaoFiles.DIRECTORY).resolve(pdf.group(1).toLowerCase(Locale.ROOT) + ".pdf");
            return Files.isRegularFile(file) ? TestUpstream.Served.file(file, "application/pdf") : null;
        }
        return null;
    }

    private static String number(Path pdf) {
        return GaoFiles.number(pdf.getFileName().toString()).orElseThrow();
    }
}
