package dev.josh.ingest.uscode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The title files of a corpus: {@code uscode/usc09.xml} is title 9. */
public final class UsCodeFiles {

    public static final String DIRECTORY = "uscode";
    private static final Pattern NAME = Pattern.compile("usc0*([0-9]+[A-Za-z]?)\\.xml");

    private UsCodeFiles() {
    }

    /**
     * The title files under {@code corpus/uscode}, sorted by name, restricted to {@code titles}
     * when it is not empty.
     *
     * @throws IOException when the directory cannot be listed
     */
    public static List<Path> find(Path corpus, Set<String> titles) throws IOException {
        Path dir = corpus.resolve(DIRECTORY);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> listing = Files.list(dir)) {
            listing.filter(Files::isRegularFile).sorted().forEach(path -> {
                String title = titleOf(path);
                if (title != null && (titles.isEmpty() || titles.contains(title))) {
                    files.add(path);
                }
            });
        }
        return files;
    }

    /** The title number a file holds by its name ({@code usc09.xml} is {@code 9}), or null. */
    public static String titleOf(Path file) {
        Matcher m = NAME.matcher(file.getFileName().toString());
        return m.matches() ? m.group(1) : null;
    }
}
