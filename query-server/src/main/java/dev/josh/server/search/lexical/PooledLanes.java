package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import javax.sql.DataSource;

/**
 * The lexical leg's per-source queries spread over up to {@code josh.search.lexical-lanes}
 * connections at once: sources are dealt largest first to the lane with the fewest chunks so
 * far, and a lane is only opened for {@link #CHUNKS_PER_LANE} chunks or more. Each lane returns
 * its connection before the answers are joined, so lanes waiting for the pool never hold one
 * another's.
 */
final class PooledLanes implements Lanes {

    /**
     * Chunks that make a second lexical lane worth its virtual thread and pooled connection (tens of
     * microseconds): a common word costs FTS5 about a millisecond per 10,000 chunks.
     */
    private static final long CHUNKS_PER_LANE = 10_000;

    private final DataSource dataSource;
    private final ExecutorService executor;
    private final int maxLanes;
    private final Deadline deadline;

    PooledLanes(DataSource dataSource, ExecutorService executor, int maxLanes, Deadline deadline) {
        this.dataSource = dataSource;
        this.executor = executor;
        this.maxLanes = maxLanes;
        this.deadline = deadline;
    }

    @Override
    public <T> List<T> each(List<SourceTables> sources, BiFunction<Connection, SourceTables, T> query) {
        if (sources.isEmpty()) {
            return List.of();
        }
        List<List<Integer>> lanes = deal(sources);
        List<Future<Map<Integer, T>>> others = new ArrayList<>();
        Map<Integer, T> answers = new HashMap<>();
        try {
            for (List<Integer> lane : lanes.subList(1, lanes.size())) {
                others.add(executor.submit(() -> runLane(lane, sources, query)));
            }
            answers.putAll(runLane(lanes.getFirst(), sources, query));
            for (Future<Map<Integer, T>> other : others) {
                answers.putAll(await(other, deadline));
            }
        } catch (RuntimeException e) {
            others.forEach(f -> f.cancel(true));
            throw e;
        }
        return IntStream.range(0, sources.size()).mapToObj(answers::get).toList();
    }

    /** Source positions per lane, largest sources first, each to the lane with the fewest chunks. */
    private List<List<Integer>> deal(List<SourceTables> sources) {
        long chunks = sources.stream().mapToLong(SourceTables::chunkCount).sum();
        int count = (int) Math.clamp(chunks / CHUNKS_PER_LANE, 1, Math.min(maxLanes, sources.size()));
        List<List<Integer>> lanes = new ArrayList<>();
        long[] load = new long[count];
        for (int i = 0; i < count; i++) {
            lanes.add(new ArrayList<>());
        }
        List<Integer> bySize = IntStream.range(0, sources.size()).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> sources.get(i).chunkCount()).reversed()).toList();
        for (int i : bySize) {
            int lightest = 0;
            for (int l = 1; l < count; l++) {
                if (load[l] < load[lightest]) {
                    lightest = l;
                }
            }
            lanes.get(lightest).add(i);
            load[lightest] += sources.get(i).chunkCount();
        }
        return lanes;
    }

    private <T> Map<Integer, T> runLane(List<Integer> lane, List<SourceTables> sources,
                                        BiFunction<Connection, SourceTables, T> query) {
        Map<Integer, T> out = new HashMap<>();
        try (Connection conn = dataSource.getConnection()) {
            for (int i : lane) {
                out.put(i, query.apply(conn, sources.get(i)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("lexical search failed: " + e.getMessage(), e);
        }
        return out;
    }

    /** What {@code run} returned, its exception, or the deadline's timeout (cancelling it). */
    static <T> T await(Future<T> run, Deadline deadline) {
        try {
            return run.get(Math.max(1, deadline.remainingMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            run.cancel(true);
            throw deadline.timeout();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw deadline.timeout();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
