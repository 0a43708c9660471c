package dev.josh.ingest.congressionalrecord;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Reads one daily issue: its MODS file is the source file, its granule HTML files are the
 * file's companions (a change to any of them makes the issue changed). Granules come in MODS
 * order, then any HTML file MODS does not list, by name; each granule's HTML is read (jsoup)
 * only when its turn comes.
 */
public final class CongressionalRecordReader implements SourceFileReader<Granule> {

    private final ModsReader mods = new ModsReader();

    @Override
    public Cursor<Granule> open(SourceFile file) throws IOException, MalformedSourceException {
        String issueId = file.path().getParent().getFileName().toString();
        IssueMods issue = mods.read(file.path(), issueId);
        Map<String, Path> htmlFiles = new LinkedHashMap<>();
        for (Path html : CongressionalRecordFiles.granules(file.path())) {
            htmlFiles.put(CongressionalRecordFiles.granuleId(html), html);
        }
        List<String> order = new ArrayList<>(issue.granules().keySet());
        htmlFiles.keySet().stream().filter(id -> !issue.granules().containsKey(id)).forEach(order::add);
        String htmlDir = file.relativePath().substring(0, file.relativePath().lastIndexOf('/') + 1) + "html/";
        Path htmlPath = file.path().resolveSibling("html");
        return new Cursor<>() {
            private final Iterator<String> ids = order.iterator();
            private String position;

            @Override
            public Granule next() {
                if (!ids.hasNext()) {
                    return null;
                }
                String id = ids.next();
                position = issue.positions().get(id);
                Path html = htmlFiles.getOrDefault(id, htmlPath.resolve(id + ".htm"));
                String relative = htmlDir + html.getFileName();
                try {
                    return new Granule(issue, file.relativePath(), issue.granules().get(id), id, relative, read(html), null);
                } catch (NoSuchFileException e) {
                    return new Granule(issue, file.relativePath(), issue.granules().get(id), id, relative, null,
                            "the issue's MODS lists the granule but " + relative + " is not in the corpus");
                } catch (IOException e) {
                    return new Granule(issue, file.relativePath(), issue.granules().get(id), id, relative, null,
                            "cannot read " + relative + ": " + e.getMessage());
                }
            }

            @Override
            public String position() {
                return position;
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public String keyOf(Granule granule) {
        return PublicId.tryParse("crec:" + granule.granuleId())
                .filter(id -> id.type() == IdType.CONGRESSIONAL_RECORD).map(PublicId::value).orElse(null);
    }

    @Override
    public List<Path> companions(Path mods) throws IOException {
        return CongressionalRecordFiles.granules(mods);
    }

    /** The granule's title and {@code <pre>} text; an HTML file without {@code <pre>} has no text. */
    static GranuleHtml read(Path html) throws IOException {
        byte[] bytes = Files.readAllBytes(html);
        // GPO's granules declare no charset; they are ASCII (a few with UTF-8 replacement
        // characters, some with runs of NUL bytes), so jsoup's default of UTF-8 reads them.
        Document document = Jsoup.parse(new ByteArrayInputStream(bytes), null, "");
        Element pre = document.selectFirst("pre");
        String text = pre == null ? null : pre.wholeText().replace("\u0000", "");
        return new GranuleHtml(document.title(), text, Sha256.of(bytes));
    }
}
