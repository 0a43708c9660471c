package dev.josh.ingest.laws;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
            files.addAll(CorpusFiles.list(corpus.resolve(directory),
                    name -> name.toLowerCase(Locale.ROOT).endsWith(".xml")));
        }
        return files;
    }
}
