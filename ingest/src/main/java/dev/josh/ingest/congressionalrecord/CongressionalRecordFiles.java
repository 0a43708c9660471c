package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The layout of the Congressional Record in a corpus: one directory per daily issue,
 * {@code congressional-record/CREC-1997-01-28/}, holding the issue's {@code mods.xml} and its
 * granules as {@code html/<granule id>.htm}.
 */
public final class CongressionalRecordFiles {

    public static final String DIRECTORY = "congressional-record";
    public static final String EXPECTED = DIRECTORY + "/CREC-*/mods.xml";
    private static final Pattern ISSUE = Pattern.compile("CREC-[0-9]{4}-[0-9]{2}-[0-9]{2}");

    private CongressionalRecordFiles() {
    }

    /** The issues' MODS files, sorted by issue. */
    public static List<Path> issues(Path corpus) throws IOException {
        Path dir = corpus.resolve(DIRECTORY);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(p -> ISSUE.matcher(p.getFileName().toString()).matches())
                    .map(p -> p.resolve("mods.xml")).filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Every file the job reads: each issue's MODS and its granules' HTML. */
    public static List<Path> all(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path mods : issues(corpus)) {
            files.add(mods);
            files.addAll(granules(mods));
        }
        return files;
    }

    /** The granule HTML files of the issue whose MODS is {@code mods}, sorted by name. */
    public static List<Path> granules(Path mods) throws IOException {
        return CorpusFiles.list(mods.resolveSibling("html"), name -> name.endsWith(".htm"));
    }

    /** {@code CREC-1997-01-28-pt1-PgS693.htm} as {@code CREC-1997-01-28-pt1-PgS693}. */
    static String granuleId(Path html) {
        String name = html.getFileName().toString();
        return name.substring(0, name.length() - ".htm".length());
    }
}
