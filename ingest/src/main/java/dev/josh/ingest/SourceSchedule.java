package dev.josh.ingest;

import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SideBySide;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs one piece of work per source on a number of threads: each source once the sources it reads
 * ({@link IngestSource#after()}) are done, otherwise in run order as threads come free. Sources
 * write disjoint rows (their own tables, and rows of the shared ones keyed by source or by their own
 * record ids), so the rows at the end are those of a serial run; SQLite lets one of them write at a
 * time, and the others parse and prepare meanwhile. One thread is the serial path: run order, on
 * the caller's thread.
 */
final class SourceSchedule {

    /** One source's work. */
    @FunctionalInterface
    interface Work<T> {
        T run(IngestSource source) throws Exception;
    }

    private final int threads;

    /** @param threads how many sources may run at once; 1 runs them one after another */
    SourceSchedule(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
    }

    /**
     * Runs {@code work} for each of {@code sources} (in run order) and returns what each returned, in
     * the same order. When work throws, the sources already started finish, those after it in the
     * same chain do not start, and the first exception in run order is thrown.
     */
    <T> List<T> run(List<IngestSource> sources, Work<T> work) throws Exception {
        if (threads == 1 || sources.size() <= 1) {
            List<T> results = new ArrayList<>();
            for (IngestSource source : sources) {
                results.add(work.run(source));
            }
            return results;
        }
        AtomicInteger number = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, sources.size()),
                r -> new Thread(r, "ingest-" + number.incrementAndGet()));
        try {
            Map<String, CompletableFuture<T>> started = new HashMap<>();
            List<CompletableFuture<T>> futures = new ArrayList<>();
            for (IngestSource source : sources) {
                CompletableFuture<?>[] before = source.after().stream().map(started::get).filter(Objects::nonNull)
                        .toArray(CompletableFuture<?>[]::new);
                CompletableFuture<T> future = CompletableFuture.allOf(before)
                        .thenApplyAsync(done -> SideBySide.call(() -> work.run(source)), pool);
                started.put(source.name(), future);
                futures.add(future);
            }
            return SideBySide.joinAll(futures);
        } finally {
            pool.shutdown();
        }
    }
}
