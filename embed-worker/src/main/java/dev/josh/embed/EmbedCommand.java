package dev.josh.embed;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import dev.josh.db.ConnectionClient;
import dev.josh.db.JoshDatabase;
import dev.josh.db.SnakeCaseRecordMapper;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.bench.BenchCommand;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.gate.GateCommand;
import dev.josh.embed.models.ModelsCommand;
import dev.josh.embed.serve.ServeCommand;
import dev.josh.embed.worker.EmbedWorker;
import dev.josh.embed.worker.RunSummary;
import dev.josh.embed.worker.WorkerOptions;
import dev.josh.lexical.graph.VectorGraphUpdate;
import dev.josh.runs.DurationConverter;
import dev.josh.runs.RunMetrics;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code embed}: fills the vector tables for one model, from the queue ingest leaves behind plus
 * every chunk that model has not embedded yet; its subcommands are {@code models} (list, activate,
 * drop), {@code gate} (checks before a bulk run) and {@code bench} (encoder throughput). The exec
 * jar's main class, so {@code ./josh models} runs this jar with {@code models}.
 *
 * <p>Exit codes: 0 when every job of the model is done (or {@code --limit} was reached); 1 when the
 * database is missing or cannot be migrated, the model cannot load, or the run had to stop; 2 for bad
 * arguments; 4 when the run drained what it could claim but jobs of the model failed (gave up after
 * their attempts, recorded in {@code chunk_embedding_jobs.last_error}). Jobs still claimed by another
 * worker, or queued meanwhile, are listed on stderr but end the run with 0: several workers share one
 * queue, and the first to drain it is not a failure. A run that exits, by any of these or by Ctrl-C,
 * leaves no job claimed by itself.
 */
@Command(name = "embed",
        description = "Embed every chunk the model lacks into <source>_chunks_vectors (and, by trigger, vec0).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every job of the model is done (or --limit reached)",
                "1:the database or model cannot be opened, or the run had to stop; run it again",
                "2:usage error",
                "4:jobs of the model failed (gave up after their attempts): see the list, 'josh status'"},
        subcommands = {ModelsCommand.class, GateCommand.class, BenchCommand.class, ServeCommand.class})
public final class EmbedCommand implements Callable<Integer> {

    /** How progress is shown. */
    enum ProgressMode { AUTO, BAR, LOG }

    private static final Duration LOG_INTERVAL = Duration.ofSeconds(5);
    private static final RowMapper<Left> LEFT = new SnakeCaseRecordMapper<>(Left.class);

    /** Jobs of the run's model in one status other than done. */
    private record Left(String status, long jobs) {
    }

    /** The run ended normally but jobs of the model are left: failed, or claimed by another worker. */
    static final int EXIT_JOBS_REMAIN = 4;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Option(names = "--db", paramLabel = "PATH",
            description = "Database file (default: $JOSH_DB, else data/josh.db).")
    private Path db;

    @Mixin
    private EncoderOptions encoderOptions;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "" + WorkerOptions.DEFAULT_BATCH_SIZE,
            description = "Chunks claimed and written per transaction (default: ${DEFAULT-VALUE}).")
    private int batch;

    @Option(names = "--source", paramLabel = "SOURCE", split = ",",
            description = "Only these body-bearing sources, e.g. us-code (default: every one).")
    private List<String> sources;

    @Option(names = "--claim-timeout", paramLabel = "DURATION", defaultValue = "PT10M",
            converter = DurationConverter.class,
            description = "A claim older than this belongs to a worker that died and is taken over, "
                    + "e.g. 10m, 90s (default: 10m).")
    private Duration claimTimeout;

    @Option(names = "--limit", paramLabel = "N", description = "Embed at most N chunks, then stop.")
    private Long limit;

    @Option(names = "--progress", paramLabel = "MODE", defaultValue = "AUTO",
            description = "auto (a bar on a terminal, else log lines), bar or log (default: ${DEFAULT-VALUE}).")
    private ProgressMode progress;

    private final PrintStream out;
    private final PrintStream err;
    private final List<String> chunkTables = new ArrayList<>();

    private EmbedCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        quietLibraryLogging();
        System.exit(run(args));
    }

    /** Runs {@code embed} in this process and returns its exit code; for tests and other modules. */
    public static int run(String... args) {
        return run(System.out, System.err, args);
    }

    /** As {@link #run(String...)}, printing to {@code out} and {@code err}. */
    public static int run(PrintStream out, PrintStream err, String... args) {
        CommandLine commandLine = new CommandLine(new EmbedCommand(out, err))
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }

    @Override
    public Integer call() {
        String problem = encoderOptions.problem();
        if (batch < 1 || (limit != null && limit < 1) || claimTimeout.isZero() || claimTimeout.isNegative()) {
            problem = "--batch and --limit must be at least 1, --claim-timeout positive";
        }
        if (problem != null) {
            err.println("embed: " + problem);
            return 2;
        }
        Path path = CommandDatabase.path(db);
        Optional<JoshDatabase> opened = CommandDatabase.forWriting("embed", db, err::println);
        if (opened.isEmpty()) {
            return 1;
        }
        JoshDatabase database = opened.get();
        String fallback;
        try {
            if (!resolveSources(database)) {
                return 2;
            }
            fallback = activeBundledModel(database);
        } catch (SQLException | DataAccessException e) {
            err.println("embed: database error on " + path.toAbsolutePath() + ": " + e.getMessage());
            return 1;
        }
        Encoder encoder;
        try {
            encoder = Encoders.open(encoderOptions.config(fallback));
        } catch (EncoderException e) {
            err.println("embed: cannot load model '" + encoderOptions.modelOr(fallback) + "': " + e.getMessage());
            return 1;
        }
        try (encoder) {
            return embed(database, encoder);
        } catch (SQLException | DataAccessException e) {
            err.println("embed: database error on " + path.toAbsolutePath() + ": " + e.getMessage());
            return 1;
        }
    }

    private int embed(JoshDatabase database, Encoder encoder) throws SQLException {
        WorkerOptions options = WorkerOptions.defaults().withBatchSize(batch).withClaimTimeout(claimTimeout)
                .withChunkTables(chunkTables);
        if (limit != null) {
            options = options.withLimit(limit);
        }
        EmbedWorker worker = new EmbedWorker(database, encoder, options);
        Thread releaseOnExit = new Thread(() -> releaseClaims(worker), "embed-release-claims");
        Runtime.getRuntime().addShutdownHook(releaseOnExit);
        RunSummary summary;
        try (ProgressReport report = ProgressReport.create(useBar(), err, LOG_INTERVAL)) {
            summary = worker.run(report);
        } finally {
            removeHook(releaseOnExit);
        }
        if (summary.embedded() + summary.failed() == 0 && summary.completed()) {
            explainEmptyQueue(database, encoder);
        }
        out.println("embed: " + ProgressReport.summary(summary));
        write(summary, encoder);
        if (summary.embedded() > 0) {
            updateGraphs(database);
        }
        if (!summary.completed()) {
            return 1;
        }
        if (limit != null) {
            return 0;
        }
        return remaining(database, encoder);
    }

    /**
     * Catches the semantic leg's vector graphs up to the vectors this run wrote (docs/architecture.md):
     * until then the server scans those vectors beside the graph, so a failure here costs speed, not
     * answers, and does not fail the run; {@code josh lexical} catches up later. Only where
     * {@code JOSH_VECTOR_GRAPHS=on} turns the graphs on.
     */
    private void updateGraphs(JoshDatabase database) {
        if (!VectorGraphUpdate.switchedOn(System.getenv())) {
            return;
        }
        try {
            new VectorGraphUpdate(database, database.path(), out::println).run(false);
        } catch (SQLException | DataAccessException | IOException e) {
            err.println("embed: the vector graphs were not caught up (" + e.getMessage() + "); 'josh lexical' "
                    + "catches them up");
        }
    }

    /** The summary for the textfile collector (docs/operations.md). */
    private static void write(RunSummary summary, Encoder encoder) {
        String model = encoder.spec().modelId();
        RunMetrics metrics = RunMetrics.fromEnvironment("embed");
        metrics.gauge("chunks", null, "chunks of the last run, by outcome", summary.embedded(), "model", model,
                        "outcome", "embedded")
                .gauge("chunks", null, "chunks of the last run, by outcome", summary.failed(), "model", model,
                        "outcome", "failed")
                .gauge("tokens", null, "tokens the last run embedded", summary.tokens(), "model", model)
                .gauge("duration", "seconds", "wall time of the last run", summary.elapsed().toMillis() / 1e3,
                        "model", model)
                .write(summary.completed() && summary.failed() == 0);
    }

    /**
     * Exit code when a run drained the queue it could claim: 4 when jobs of the model failed, else 0; jobs
     * left to other workers or queued meanwhile are listed either way.
     */
    private int remaining(JoshDatabase database, Encoder encoder) throws SQLException {
        Map<String, Long> left = new java.util.TreeMap<>();
        try (var conn = database.getConnection()) {
            ConnectionClient.on(conn).sql("SELECT status, count(*) AS jobs FROM chunk_embedding_jobs "
                            + "WHERE status <> 'done' AND model_id = :model AND model_version = :version"
                            + (chunkTables.isEmpty() ? "" : " AND chunk_table IN (:tables)") + " GROUP BY status")
                    .param("model", encoder.spec().modelId()).param("version", encoder.spec().modelVersion())
                    .param("tables", chunkTables).query(LEFT).list().forEach(l -> left.put(l.status(), l.jobs()));
        }
        if (left.isEmpty()) {
            return 0;
        }
        err.println("embed: jobs remain unembedded for " + encoder.spec().modelId() + ": " + left
                + " (failed: gave up after their attempts, see chunk_embedding_jobs.last_error; running: claimed by "
                + "another worker, or by one that died, taken over after --claim-timeout; pending: queued meanwhile). "
                + "Check 'josh status', then run 'josh embed' again");
        return left.containsKey("failed") ? EXIT_JOBS_REMAIN : 0;
    }

    /** The chunk tables of {@code --source}; false, after saying why, when one is not a body-bearing source. */
    private boolean resolveSources(JoshDatabase database) throws SQLException {
        if (sources == null) {
            return true;
        }
        List<SourceCatalog.Source> bodies;
        try (var conn = database.getConnection()) {
            bodies = SourceCatalog.read(conn).stream().filter(s -> s.shape() == SourceCatalog.Shape.BODY).toList();
        }
        for (String name : sources) {
            Optional<SourceCatalog.Source> found = bodies.stream().filter(s -> s.name().equals(name)).findFirst();
            if (found.isEmpty()) {
                err.println("embed: --source " + name + " is not a body-bearing source here; those are "
                        + bodies.stream().map(SourceCatalog.Source::name).toList());
                return false;
            }
            chunkTables.add(found.get().chunksTable());
        }
        return true;
    }

    /** The active model's id when it is a bundled model, else the default: what a bare 'embed' fills. */
    static String activeBundledModel(JoshDatabase database) throws SQLException {
        try (var conn = database.getConnection()) {
            return ConnectionClient.on(conn).sql("SELECT model_id FROM embedding_models WHERE active = 1")
                    .query(String.class).optional()
                    .filter(active -> ModelCatalog.bundled().stream().anyMatch(b -> b.modelId().equals(active)))
                    .orElse(ModelCatalog.DEFAULT_MODEL);
        }
    }

    private boolean useBar() {
        return switch (progress) {
            case BAR -> true;
            case LOG -> false;
            // A bar needs a terminal that redraws lines; CI systems set CI, dumb terminals cannot redraw.
            case AUTO -> System.console() != null && System.getenv("CI") == null
                    && !"dumb".equals(System.getenv("TERM"));
        };
    }

    /** On Ctrl-C, hands this run's claims back at once instead of after the claim timeout. */
    private void releaseClaims(EmbedWorker worker) {
        try {
            int released = worker.releaseClaims();
            if (released > 0) {
                err.println("embed: interrupted; returned " + released + " claimed chunks to the queue");
            }
        } catch (SQLException e) {
            err.println("embed: interrupted; claims return to the queue after the claim timeout (" + e.getMessage() + ")");
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run; nothing left to undo
        }
    }

    private void explainEmptyQueue(JoshDatabase database, Encoder encoder) throws SQLException {
        String self = encoder.spec().modelId() + "@" + encoder.spec().modelVersion();
        Map<String, Long> pending = EmbedWorker.pendingByModel(database);
        pending.remove(self);
        err.println("embed: no pending jobs for " + self
                + (pending.isEmpty() ? "" : "; pending for other models: " + pending
                + " (run with --model naming that model)"));
    }

    /**
     * Without a logback configuration the CLI would print DJL's and Flyway's debug output; keep
     * warnings only, and drop the GPU probes' warnings, which say only that there is no GPU.
     */
    private static void quietLibraryLogging() {
        if (System.getProperty("logback.configurationFile") != null
                || !(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return;
        }
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
        context.getLogger("ai.djl.util.cuda.CudaUtils").setLevel(Level.ERROR);
        context.getLogger("ai.djl.onnxruntime.engine.OrtEngine").setLevel(Level.ERROR);
    }
}
