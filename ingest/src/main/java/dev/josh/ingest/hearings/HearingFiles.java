package dev.josh.ingest.hearings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The House committee repository files of a corpus: {@code hearings/house-committee-meeting-xml/*.xml}. */
public final class HearingFiles {

    public static final String DIRECTORY = "hearings/house-committee-meeting-xml";
    public static final String EXPECTED = DIRECTORY + "/*.xml";

    private HearingFiles() {
    }

    /** The XML files, sorted by name. */
    public static List<Path> find(Path corpus) throws IOException {
        Path dir = corpus.resolve(DIRECTORY);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(p -> p.getFileName().toString().endsWith(".xml") && Files.isRegularFile(p))
                    .sorted().toList();
        }
    }
}
