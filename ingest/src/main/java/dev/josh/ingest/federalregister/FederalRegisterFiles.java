package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The daily issue files of a corpus: {@code federal-register/fr-xml/*.xml} (bulk XML) and
 * {@code federal-register/fr-uslm/*.xml} (USLM).
 */
public final class FederalRegisterFiles {

    public static final String DIRECTORY = "federal-register";
    static final List<String> FORMATS = List.of("fr-xml", "fr-uslm");
    public static final String EXPECTED = DIRECTORY + "/fr-xml/*.xml and " + DIRECTORY + "/fr-uslm/*.xml";

    private FederalRegisterFiles() {
    }

    /** The issue files, bulk XML first, each folder sorted by name. */
    public static List<Path> find(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String format : FORMATS) {
            files.addAll(CorpusFiles.list(corpus.resolve(DIRECTORY).resolve(format), name -> name.endsWith(".xml")));
        }
        return files;
    }
}
