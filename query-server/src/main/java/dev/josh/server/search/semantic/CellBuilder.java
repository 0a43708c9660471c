package dev.josh.server.search.semantic;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the cells of the sources' binary indexes one at a time on a background thread, so a
 * server starts answering (by scanning) before they exist: an index gets cells once it holds
 * {@link CellSettings#minVectors} rows, and new ones when the rows appended since outgrow an eighth
 * of those in cells (the appended rows are scanned whole until then).
 */
final class CellBuilder {

    private static final Logger log = LoggerFactory.getLogger(CellBuilder.class);

    private final CellSettings settings;
    private final Executor worker;
    private final Set<BinaryVectorIndex> queued = ConcurrentHashMap.newKeySet();

    /** @param worker runs the builds: {@link #backgroundThread} in the server */
    CellBuilder(CellSettings settings, Executor worker) {
        this.settings = settings;
        this.worker = worker;
    }

    /**
     * One daemon thread at most, and none while idle: building is CPU work that should not crowd out
     * queries, and one build at a time keeps the memory of its copies to one source's.
     */
    static Executor backgroundThread() {
        return new ThreadPoolExecutor(0, 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                Thread.ofPlatform().daemon().name("josh-vector-cells").factory());
    }

    /**
     * Queues a build of {@code index}'s cells if it needs one and none is queued.
     *
     * @param stored the source's float vectors, read for the centroids
     */
    void offer(String source, BinaryVectorIndex index, StoredVectors stored) {
        if (!needsCells(index) || !queued.add(index)) {
            return;
        }
        worker.execute(() -> {
            try {
                long started = System.nanoTime();
                index.buildCells(settings.probes(), stored);
                log.info("{}: {} vectors in {} cells for the semantic leg ({} probed a query), built in {} ms", source,
                        index.rowsInCells(), index.cellCount(), settings.probes(),
                        (System.nanoTime() - started) / 1_000_000);
            } catch (RuntimeException | OutOfMemoryError e) {
                log.warn("{}: could not build the semantic index's cells; it is scanned whole: {}", source, e.toString());
            } finally {
                queued.remove(index);
            }
        });
    }

    /** Whether {@code index} is large enough for cells and has none yet: its first build is queued or running. */
    boolean firstBuildPending(BinaryVectorIndex index) {
        return index.size() >= settings.minVectors() && index.rowsInCells() == 0;
    }

    private boolean needsCells(BinaryVectorIndex index) {
        int size = index.size();
        int covered = index.rowsInCells();
        return size >= settings.minVectors() && (covered == 0 || size - covered > covered / 8);
    }
}
