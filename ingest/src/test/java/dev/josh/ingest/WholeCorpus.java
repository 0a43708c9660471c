package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * {@code ingest all} over the whole shared corpus by the packaged jar, run once per test JVM: the
 * integration tests that need the corpus as the ingest loads it (IngestAllIT's uninterrupted run,
 * SyncAllIT's reference) share one run of about a minute and a half instead of each paying for it.
 */
final class WholeCorpus {

    /** The database and the run that filled it (its output, its exit code, how long it took). */
    record Ingested(Path db, JarProcess.Result run) {
    }

    private static Ingested ingested;

    private WholeCorpus() {
    }

    static synchronized Ingested ingested() throws IOException, InterruptedException {
        if (ingested == null) {
            Path dir = Files.createTempDirectory("josh-whole-corpus");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
            Path db = dir.resolve("josh.db");
            JarProcess.Result run = JarProcess.run("ingest", "all", "--corpus", System.getProperty("josh.corpus"),
                    "--db", db.toString());
            assertThat(run.exit()).as(String.join("\n", run.lines())).isZero();
            ingested = new Ingested(db, run);
        }
        return ingested;
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
