package dev.josh.ingest.congressionalrecord;

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

/**
 * GovInfo's Congressional Record over the corpus: the {@code CREC} package sitemaps (one package
 * per issue folder, dated by its newest file), each package's MODS at {@code /metadata/pkg/…/mods.xml}
 * and its granules at {@code /content/pkg/…/html/…htm}, all the corpus's own files.
 */
public final class CrecTestLayout extends CorpusLayout {

    private static final Pattern MODS = Pattern.compile("/metadata/pkg/(CREC-[0-9-]+)/mods\\.xml");
    private static final Pattern GRANULE = Pattern.compile("/content/pkg/(CREC-[0-9-]+)/html/([A-Za-z0-9-]+\\.htm)");


    public CrecTestLayout(Path corpus) {
        super(GovInfoBulkData.HOST, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        TestUpstream.Served sitemap = SitemapXml.serve("CREC", issues(), id -> Integer.parseInt(id.substring(5, 9)), path);
        if (sitemap != null) {
            return sitemap;
        }
        Matcher mods = MODS.matcher(path);
        if (mods.matches()) {
            return file(issueFolder(mods.group(1)).resolve("mods.xml"), "application/xml");
        }
        Matcher granule = GRANULE.matcher(path);
        return granule.matches() ? file(issueFolder(granule.group(1)).resolve("html").resolve(granule.group(2)), "text/html")
                : null;
    }

    /** Each issue folder's package id and its newest file's time. */
    private Map<String, Instant> issues() throws IOException {
        Map<String, Instant> issues = new TreeMap<>();
        for (Path mods : CongressionalRecordFiles.issues(corpus)) {
            Instant newest = Files.getLastModifiedTime(mods).toInstant();
            for (Path granule : CongressionalRecordFiles.granules(mods)) {
                Instant modified = Files.getLastModifiedTime(granule).toInstant();
                newest = modified.isAfter(newest) ? modified : newest;
            }
            issues.put(mods.getParent().getFileName().toString(), newest);
        }
        return issues;
    }

    private Path issueFolder(String id) {
        return corpus.resolve(CongressionalRecordFiles.DIRECTORY).resolve(id);
    }

    private static TestUpstream.Served file(Path file, String type) throws IOException {
        return Files.isRegularFile(file) ? TestUpstream.Served.file(file, type) : null;
    }
}
