package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A source the ingest can load. Each source package's {@code @Configuration}, which builds its
 * Spring Batch job (named {@link #name()}), also declares one as a bean, a {@link CorpusSource};
 * adding a source adds a package and edits no other.
 */
public interface IngestSource {

    /** The source name, used on the command line, in {@code source=} and as the job name, e.g. {@code us-code}. */
    String name();

    /**
     * Position in {@code ingest all}: lower runs first. Sources that resolve references to others run
     * after them (roll-call votes after legislators).
     */
    int order();

    /**
     * The sources whose rows this one reads while it writes (committees and roll-call votes resolve
     * members through legislators): when both run, this one starts after they finish, also where
     * {@code --threads} runs sources side by side, so that it sees the same rows as a serial run.
     */
    Set<String> after();

    /** What the corpus must hold for this source, for error messages, e.g. {@code uscode/usc*.xml}. */
    String expectedInput();

    /** The files this source would read for these options; empty when the corpus lacks them. */
    List<Path> inputs(IngestOptions options) throws IOException;

    /** Whether {@code --titles} applies to this source (the U.S. Code only). */
    boolean takesTitles();

    /**
     * The sync source whose downloads this source reads: its own name for most, another's for a
     * source derived from the same files, so {@code sync --then-ingest} loads it when they change.
     */
    String fetchedWith();
}
