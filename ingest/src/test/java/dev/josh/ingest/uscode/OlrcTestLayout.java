package dev.josh.ingest.uscode;

import dev.josh.ingest.sync.ZipArchives;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * uscode.house.gov over the corpus: the download page in the OLRC's shape (the release point
 * heading, one {@code uscitem} per title with its XML, XHTML, PCC and PDF links, the all-titles
 * item first) for the corpus's titles at release point 117-80 (their {@code docPublicationName}
 * is {@code Online@117-80}), and each {@code xml_uscNN@117-80.zip} built from {@code uscode/uscNN.xml}.
 * Only the XML zips are served; the other formats' links answer 404 as nothing here holds them.
 */
public final class OlrcTestLayout extends CorpusLayout {

    public static final String CONGRESS = "117";
    public static final String LAW = "80";
    private static final String FOLDER = "/download/releasepoints/us/pl/" + CONGRESS + "/" + LAW + "/";
    private static final Pattern XML_ZIP = Pattern.compile(Pattern.quote(FOLDER) + "xml_usc(\\w+)@"
            + CONGRESS + "-" + LAW + "\\.zip");


    public OlrcTestLayout(Path corpus) {
        super(UsCodeFetcher.OLRC, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        List<Path> titles = UsCodeFiles.find(corpus, Set.of());
        if (path.equals(UsCodeFetcher.DOWNLOAD_PAGE)) {
            return TestUpstream.Served.text(page(titles), "text/html; charset=utf-8", latest(titles));
        }
        Matcher zip = XML_ZIP.matcher(path);
        if (!zip.matches()) {
            return null;
        }
        List<Path> members = zip.group(1).equals("All") ? titles
                : titles.stream().filter(t -> t.getFileName().toString().equals("usc" + zip.group(1) + ".xml")).toList();
        if (members.isEmpty()) {
            return null;
        }
        return new TestUpstream.Served(ZipArchives.of(members), "application/zip", latest(members));
    }

    private static String page(List<Path> titles) {
        StringBuilder html = new StringBuilder("""
                <!DOCTYPE html>
                <html lang="en"><head><title>Download the United States Code</title></head>
                <body><div id="content">
                <h3 class="releasepointinformation">Public Law 117-80 (12/27/2021)</h3>
                <div class="uscitemlist">
                """);
        html.append(item("alltitles", "All", "All titles in the format selected"));
        for (Path title : titles) {
            String name = title.getFileName().toString();
            String number = name.substring("usc".length(), name.length() - ".xml".length());
            html.append(item("us/usc/t" + UsCodeFiles.titleOf(title), number, "Title " + UsCodeFiles.titleOf(title)));
        }
        return html.append("</div></div></body></html>\n").toString();
    }

    private static String item(String id, String number, String label) {
        StringBuilder links = new StringBuilder();
        for (String format : List.of("xml", "xhtml", "pcc", "pdf")) {
            links.append("<a href=\"releasepoints/us/pl/").append(CONGRESS).append('/').append(LAW).append('/')
                    .append(format).append("_usc").append(number).append('@').append(CONGRESS).append('-').append(LAW)
                    .append(".zip\" title=\"").append(label).append(" in ").append(format.toUpperCase()).append("\">[")
                    .append(format.toUpperCase()).append("]</a> ");
        }
        return "<div class=\"uscitem\" id=\"" + id + "\">\n<div class=\"itemdownloadlinks\">" + links
                + "</div>\n<div class=\"itemlabel\">" + label + "</div>\n</div>\n";
    }

    private static Instant latest(List<Path> files) throws IOException {
        Instant latest = Instant.EPOCH;
        for (Path file : files) {
            Instant modified = Files.getLastModifiedTime(file).toInstant();
            latest = modified.isAfter(latest) ? modified : latest;
        }
        return latest;
    }
}
