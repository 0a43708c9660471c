package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.EmbedCommand;
import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The database the integration tests serve: built once per build from the real corpus by the real
 * ingest and embed worker (U.S. Code titles 9 and 1, legislators, committees) into
 * {@code target/it-db/josh.db}, and reused by every IT of the run.
 */
public final class CorpusDatabase {

    private static final Path DIR = Path.of("target", "it-db");
    private static final Path DB = DIR.resolve("josh.db");
    /** Written last, so an interrupted build is rebuilt instead of tested. */
    private static final Path COMPLETE = DIR.resolve("complete");

    private CorpusDatabase() {
    }

    /** The database's absolute path, building it first if no complete one exists. */
    public static synchronized Path ensureBuilt() throws IOException {
        if (!Files.exists(COMPLETE)) {
            deleteRecursively(DIR);
            Files.createDirectories(DIR);
            String corpus = System.getProperty("josh.corpus");
            assertThat(corpus).as("josh.corpus system property").isNotBlank();
            assertThat(IngestApplication.run("ingest", "us-code", "legislators", "committees", "--corpus", corpus,
                    "--db", DB.toString(), "--titles", "9,1")).as("ingest exit code").isZero();
            assertThat(EmbedCommand.run("--db", DB.toString())).as("embed exit code").isZero();
            Files.writeString(COMPLETE, "built\n");
        }
        return DB.toAbsolutePath();
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
