package dev.josh.ingest.lexical;

import dev.josh.db.RankedFtsTable;
import dev.josh.db.RankedFtsTables;
import dev.josh.ingest.core.SideBySide;
import dev.josh.lexical.LexicalIndexUpdate.Kind;
import dev.josh.lexical.LexicalIndexUpdate.TableUpdate;
import dev.josh.lexical.LexicalIndexUpdate;
import dev.josh.lexical.graph.VectorGraphUpdate.SourceUpdate;
import dev.josh.lexical.graph.VectorGraphUpdate;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * The one place a command brings a database's Lucene indexes up to it ({@link LexicalIndexUpdate}, and the
 * vector graphs of the semantic leg, {@link VectorGraphUpdate}):
 * the last step of every {@code ingest} (and so of {@code sync --then-ingest}), all of
 * {@code lexical}, and {@code snapshot create} on its copy. Run after every ingest, not only one
 * that changed records: a run killed before its update left the indexes behind a database that the
 * next run may not change at all, and a current index costs a few queries per table.
 */
public final class LexicalIndexStep {

    private LexicalIndexStep() {
    }

    /**
     * What one step did: each table's update, each vector graph's, and the wall time of the whole step.
     */
    public record Outcome(List<TableUpdate> tables, List<SourceUpdate> graphs, double seconds) {

        public Outcome {
            tables = List.copyOf(tables);
            graphs = List.copyOf(graphs);
        }

        /**
         * One line for a run's summary: tables rebuilt, caught up and current, rows written and deleted, seconds; then
         * the same for the vector graphs where there are any (JOSH_VECTOR_GRAPHS=on and a model's vectors).
         */
        public String summary() {
            long rows = tables.stream().mapToLong(TableUpdate::rows).sum();
            long deleted = tables.stream().mapToLong(TableUpdate::deleted).sum();
            String lexical = String.format(Locale.ROOT, "lexical indexes: %d rebuilt, %d caught up, %d current; %,d rows "
                            + "written, %,d deleted in %.1f s", count(Kind.REBUILT), count(Kind.CAUGHT_UP),
                    count(Kind.CURRENT), rows, deleted, seconds);
            if (graphs.stream().allMatch(g -> g.kind() == VectorGraphUpdate.Kind.NO_MODEL)) {
                return lexical;
            }
            return lexical + String.format(Locale.ROOT, "; vector graphs: %d rebuilt, %d caught up, "
                    + "%d current; %,d vectors added, %,d deleted", graphs(VectorGraphUpdate.Kind.REBUILT),
                    graphs(VectorGraphUpdate.Kind.CAUGHT_UP), graphs(VectorGraphUpdate.Kind.CURRENT),
                    graphs.stream().mapToLong(SourceUpdate::rows).sum(),
                    graphs.stream().mapToLong(SourceUpdate::deleted).sum());
        }

        private long graphs(VectorGraphUpdate.Kind kind) {
            return graphs.stream().filter(g -> g.kind() == kind).count();
        }

        private long count(Kind kind) {
            return tables.stream().filter(t -> t.kind() == kind).count();
        }
    }

    /**
     * Updates every ranked table's index of the database {@code file}, opened as {@code database}.
     *
     * @param rebuild  rebuild every index from its table instead of catching up from the change log
     * @param progress where the per-table lines go (the run's other progress lines go there too)
     */
    public static Outcome run(DataSource database, Path file, boolean rebuild, Consumer<String> progress)
            throws SQLException, IOException {
        return run(database, file, rebuild, 1, progress);
    }

    /**
     * As {@link #run(DataSource, Path, boolean, Consumer)}, {@code threads} tables at a time: each
     * table's index is a Lucene index of its own, read from the database in a read transaction of its
     * own, so they build side by side (an ingest's rebuilds are Lucene's analysis, CPU-bound).
     */
    public static Outcome run(DataSource database, Path file, boolean rebuild, int threads, Consumer<String> progress)
            throws SQLException, IOException {
        long start = System.nanoTime();
        LexicalIndexUpdate update = new LexicalIndexUpdate(database, file, progress);
        List<TableUpdate> tables;
        if (threads <= 1) {
            tables = update.run(rebuild);
        } else {
            List<RankedFtsTable> ranked;
            try (Connection c = database.getConnection()) {
                ranked = RankedFtsTables.discover(c);
            }
            tables = inParallel(ranked, threads, table -> update.update(table, rebuild));
        }
        List<SourceUpdate> graphs = VectorGraphUpdate.switchedOn(System.getenv())
                ? new VectorGraphUpdate(database, file, progress).run(rebuild) : List.of();
        return new Outcome(tables, graphs, (System.nanoTime() - start) / 1e9);
    }

    private interface TableWork {
        TableUpdate update(RankedFtsTable table) throws SQLException, IOException;
    }

    /** Each table's update, in the tables' order; the first failure in that order is thrown once all ended. */
    private static List<TableUpdate> inParallel(List<RankedFtsTable> tables, int threads, TableWork work)
            throws SQLException, IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> new Thread(r, "lexical-index"));
        try {
            List<CompletableFuture<TableUpdate>> futures = new ArrayList<>();
            for (RankedFtsTable table : tables) {
                futures.add(CompletableFuture.supplyAsync(() -> SideBySide.call(() -> work.update(table)), pool));
            }
            return SideBySide.joinAll(futures);
        } catch (SQLException | IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdown();
        }
    }
}
