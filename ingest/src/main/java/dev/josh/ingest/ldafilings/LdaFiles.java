package dev.josh.ingest.ldafilings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The Senate's LDA bulk files of a corpus: {@code lobbying-lda/*.xml}, one {@code <PublicFilings>} each. */
public final class LdaFiles {

    public static final String DIRECTORY = "lobbying-lda";
    public static final String EXPECTED = DIRECTORY + "/*.xml";

    private LdaFiles() {
    }

    /** The XML files, sorted by name. */
    public static List<Path> find(Path corpus) throws IOException {
        Path dir = corpus.resolve(DIRECTORY);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xml")
                    && Files.isRegularFile(p)).sorted().toList();
        }
    }
}
