package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * An {@link IngestSource} made of values: each source's job configuration declares one as a bean
 * beside its job, so that what differs between sources (name, order, expected input, how its files
 * are found) is all a source writes.
 *
 * @param name          the source and job name, e.g. {@code us-code}
 * @param order         position in {@code ingest all}, lower first
 * @param expectedInput what the corpus must hold, for error messages
 * @param finder        lists the files the source would read
 * @param takesTitles   whether {@code --titles} applies (the U.S. Code only)
 * @param fetchedWith   the sync source whose downloads it reads: its own name, unless it reads another's
 *                      files ({@link #readingFilesOf})
 * @param after         the sources whose rows it reads while it writes ({@link #readingRowsOf})
 */
public record CorpusSource(String name, int order, String expectedInput, InputFinder finder, boolean takesTitles,
                           String fetchedWith, Set<String> after) implements IngestSource {

    public CorpusSource {
        fetchedWith = fetchedWith == null ? name : fetchedWith;
        after = Set.copyOf(after);
    }

    /** Lists the files a source would read for these options; empty when the corpus lacks them. */
    @FunctionalInterface
    public interface InputFinder {
        List<Path> find(IngestOptions options) throws IOException;
    }

    /** A source that {@code --titles} does not apply to: every source but the U.S. Code. */
    public CorpusSource(String name, int order, String expectedInput, InputFinder finder) {
        this(name, order, expectedInput, finder, false, null, Set.of());
    }

    public CorpusSource(String name, int order, String expectedInput, InputFinder finder, boolean takesTitles) {
        this(name, order, expectedInput, finder, takesTitles, null, Set.of());
    }

    /** The same source, reading the files another source's fetcher downloads (the CBO estimates in committee reports). */
    public CorpusSource readingFilesOf(String fetcher) {
        return new CorpusSource(name, order, expectedInput, finder, takesTitles, fetcher, after);
    }

    /** The same source, resolving references through the rows {@code sources} write (roll-call votes: legislators). */
    public CorpusSource readingRowsOf(String... sources) {
        return new CorpusSource(name, order, expectedInput, finder, takesTitles, fetchedWith, Set.of(sources));
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return finder.find(options);
    }
}
