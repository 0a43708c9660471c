package dev.josh.ingest.lda;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The Senate's LDA bulk files of a corpus: {@code lobbying-lda/*.xml}, one {@code <PublicFilings>} each. */
public final class LdaFiles {

    public static final String DIRECTORY = "lobbying-lda";
    public static final String EXPECTED = DIRECTORY + "/*.xml";

    private LdaFiles() {
    }

    /** The XML files, sorted by name. */
    public static List<Path> find(Path corpus) throws IOException {
        return CorpusFiles.list(corpus.resolve(DIRECTORY), name -> name.toLowerCase(Locale.ROOT).endsWith(".xml"));
    }
}
