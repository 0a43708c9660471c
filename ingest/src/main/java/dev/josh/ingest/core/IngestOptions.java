package dev.josh.ingest.core;

import java.nio.file.Path;
import java.util.Set;

/**
 * What one {@code ingest} command was asked to do, handed to the jobs' configuration.
 *
 * @param corpus   the corpus directory, read in place
 * @param database the {@code josh.db} file written
 * @param titles   U.S. Code title numbers to restrict to ({@code --titles}); empty for all
 * @param threads  threads that load sources side by side and prepare a step's records ({@code --threads});
 *                 1 for the serial path
 */
public record IngestOptions(Path corpus, Path database, Set<String> titles, int threads) {
    public IngestOptions {
        corpus = corpus.toAbsolutePath().normalize();
        database = database.toAbsolutePath().normalize();
        titles = Set.copyOf(titles);
    }

    /** Options of the serial path: what asks a source for its files needs no more. */
    public IngestOptions(Path corpus, Path database, Set<String> titles) {
        this(corpus, database, titles, 1);
    }
}
