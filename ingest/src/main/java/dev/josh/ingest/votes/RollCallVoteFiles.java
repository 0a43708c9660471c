package dev.josh.ingest.votes;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Votes in the unitedstates/congress output layout:
 * {@code roll-call-votes/<congress>/votes/<year>/<h|s><number>/data.json}, each beside a
 * {@code data.xml} with the same vote (the JSON is read; it carries everything the XML does).
 */
public final class RollCallVoteFiles {

    public static final String DIRECTORY = "roll-call-votes";
    public static final String EXPECTED = DIRECTORY + "/<congress>/votes/<year>/<h|s><number>/data.json";

    private RollCallVoteFiles() {
    }

    /** Every vote's {@code data.json}, sorted by path. */
    public static List<Path> find(Path corpus) throws IOException {
        return CorpusFiles.walk(corpus.resolve(DIRECTORY), 5, name -> name.equals("data.json"));
    }
}
