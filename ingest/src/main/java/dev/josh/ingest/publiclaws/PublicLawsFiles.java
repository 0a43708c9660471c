package dev.josh.ingest.publiclaws;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The corpus files the {@code public-laws} source reads: USLM public/private laws, then statute compilations. */
public final class PublicLawsFiles {

    public static final List<String> DIRECTORIES = List.of("plaw-uslm", "statute-compilations-uslm");
    /** For messages: what the corpus must hold. */
    public static final String EXPECTED = "plaw-uslm/*.xml or statute-compilations-uslm/*.xml";

    private PublicLawsFiles() {
    }

    public static List<Path> find(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String directory : DIRECTORIES) {
            Path dir = corpus.resolve(directory);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> listing = Files.list(dir)) {
                listing.filter(Files::isRegularFile)
                        .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xml"))
                        .sorted()
                        .forEach(files::add);
            }
        }
        return files;
    }
}
