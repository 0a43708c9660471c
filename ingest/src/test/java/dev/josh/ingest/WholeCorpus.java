package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;

/**
 * {@code ingest all} over the whole shared corpus by the packaged jar, run once per test JVM: the
 * integration tests that need the corpus as the ingest loads it (IngestAllIT's uninterrupted run,
 * SyncAllIT's reference) share one run of about a minute and a half instead of each paying for it,
 * and the first to need it may start it early to do other work meanwhile.
 */
final class WholeCorpus {

    /** The database and the run that filled it (its output, its exit code, how long it took). */
    record Ingested(Path db, JarProcess.Result run) {
    }

    private static CompletableFuture<Ingested> run;

    private WholeCorpus() {
    }

    /**
     * Starts the run on a thread of its own unless it has started: SyncAllIT starts it before its
     * first sync, which then overlaps it (a process each, the sync mostly waiting on loopback I/O).
     */
    static synchronized void start() {
        if (run == null) {
            run = CompletableFuture.supplyAsync(WholeCorpus::ingest, runnable -> new Thread(runnable, "whole-corpus").start());
        }
    }

    /** The run, started here if no one started it, once it has ended. */
    static Ingested ingested() {
        start();
        try {
            return run.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof Error failed) {
                throw failed; // the run's own assertion, as the test would have thrown it
            }
            throw e;
        }
    }

    private static Ingested ingest() {
        try {
            Path dir = Files.createTempDirectory("josh-whole-corpus");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
            Path db = dir.resolve("josh.db");
            JarProcess.Result result = JarProcess.run("ingest", "all", "--corpus", System.getProperty("josh.corpus"),
                    "--db", db.toString());
            assertThat(result.exit()).as(String.join("\n", result.lines())).isZero();
            return new Ingested(db, result);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
