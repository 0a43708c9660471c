package dev.josh.bench.scale;

import dev.josh.bench.report.Machine;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code josh bench scale}: a database of N chunks from the real ingested corpus. */
@Command(name = "scale", mixinStandardHelpOptions = true,
        description = "Build a database of --chunks chunks from a real ingested one (real texts and vectors, "
                + "replicated with new ids, dates and slightly perturbed vectors).")
public final class ScaleCommand implements Callable<Integer> {

    @Option(names = "--chunks", required = true, description = "chunks in the body sources at the end, e.g. 1000000")
    long chunks;

    @Option(names = "--from", description = "the real database to replicate (default: ${DEFAULT-VALUE})",
            defaultValue = "${env:JOSH_DB:-data/josh.db}")
    Path from;

    @Option(names = "--out", description = "the file to write; replaced (default: bench/<chunks>.db beside --from, so the copy lands "
            + "on the disk that already holds the database)")
    Path out;

    @Option(names = "--fts", description = "REBUILD (one 'rebuild' after the inserts) or TRIGGERS (row by row, as "
            + "ingest does); default ${DEFAULT-VALUE}", defaultValue = "REBUILD")
    ScaleBuilder.FtsLoad fts;

    @Option(names = "--vec0", description = "also build the bench_vec0 table for 'josh bench compare'")
    boolean vec0;

    @Option(names = "--empty-bodies", description = "copies get empty *_markdown record columns (about a third "
            + "of the file; searches never read them): for sizes the disk cannot hold otherwise")
    boolean emptyBodies;

    @Option(names = "--sigma", description = "per-dimension noise on copied vectors (default ${DEFAULT-VALUE})",
            defaultValue = "0.005")
    double sigma;

    @Override
    public Integer call() throws Exception {
        Path target = out != null ? out : from.toAbsolutePath().resolveSibling("bench").resolve(chunks + ".db");
        Replication r = Replication.DEFAULT;
        Replication replication = new Replication(r.seed(), r.firstDay(), r.days(), sigma);
        System.out.println(Machine.describe());
        ScaleBuilder.Report report = new ScaleBuilder(System.err).build(
                new ScaleBuilder.Options(from, target, chunks, fts, vec0, replication, !emptyBodies));
        System.out.printf("%n%s: %,d chunks (%,d original, %,d of them with vectors), %d copies, %,d documents added%n",
                target, report.chunks(), report.originalChunks(), report.replicableChunks(), report.copies(),
                report.documents());
        for (Map.Entry<String, Long> e : report.chunksBySource().entrySet()) {
            System.out.printf("  %-28s %,12d chunks%n", e.getKey(), e.getValue());
        }
        System.out.printf("snapshot %s | replicate %s | full-text (%s) %s | vec0 %s | total %s | file %.2f GB%n",
                ScaleBuilder.seconds(report.snapshot()), ScaleBuilder.seconds(report.replicate()), fts,
                ScaleBuilder.seconds(report.fullText()), ScaleBuilder.seconds(report.vec0()),
                ScaleBuilder.seconds(report.total()), report.bytes() / 1e9);
        System.out.println("load after: " + Machine.load());
        return 0;
    }
}
