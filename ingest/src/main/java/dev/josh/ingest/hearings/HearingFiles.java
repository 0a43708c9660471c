package dev.josh.ingest.hearings;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The House committee repository files of a corpus: {@code hearings/house-committee-meeting-xml/*.xml}. */
public final class HearingFiles {

    public static final String DIRECTORY = "hearings/house-committee-meeting-xml";
    public static final String EXPECTED = DIRECTORY + "/*.xml";

    private HearingFiles() {
    }

    /** The XML files, sorted by name. */
    public static List<Path> find(Path corpus) throws IOException {
        return CorpusFiles.list(corpus.resolve(DIRECTORY), name -> name.endsWith(".xml"));
    }
}
