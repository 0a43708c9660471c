package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.ingest.alerts.AlertsStep;
import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.core.IngestLedger;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.JobParameterNames;
import dev.josh.ingest.lexical.LexicalIndexStep;
import dev.josh.lexical.LexicalIndexUpdate.TableUpdate;
import dev.josh.runs.RunMetrics;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.parameters.JobParameters;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ingest <source...|all> [--corpus DIR] [--db PATH] [--titles 9,17]}. */
@Command(name = "ingest",
        description = {"Reads upstream files in place and writes records, chunks, citations and embedding jobs "
                + "to the database. Unchanged files are skipped; a run that was cut off resumes where it stopped."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done (records that could not be loaded, and warnings, are logged; see status)",
                "1:a job failed; run the same command again to resume it", "2:usage error",
                "3:another ingest is writing the database, or another writer held it past the busy timeout; wait, then run it again"},
        usageHelpAutoWidth = true)
final class IngestCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(IngestCommand.class);

    /** The in-process caller's chunking, or null for the default model's token windows. */
    private final Chunking chunking;

    IngestCommand(Chunking chunking) {
        this.chunking = chunking;
    }

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Source names (us-code, legislators, committees, …) or all; an unknown name lists them.")
    List<String> sources;

    @Option(names = "--corpus", paramLabel = "DIR",
            description = "The corpus directory (holds uscode/ and congress-legislators/); read in place "
                    + "(default: $JOSH_CORPUS, else data/corpus, where 'sync' writes).")
    Path corpus;

    @Option(names = "--db", paramLabel = "PATH",
            description = "The database to write (default: $JOSH_DB, else data/josh.db). Spring Batch keeps "
                    + "its own state in PATH.batch.")
    Path db;

    @Option(names = "--fetched",
            description = "The SOURCE names are sync sources whose files changed: ingest every source that reads "
                    + "them (what 'sync --then-ingest' runs; committee-reports also loads cbo-cost-estimates).")
    boolean fetched;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads: sources loaded side by side, each after the sources it resolves references through, "
                    + "and a step's records prepared side by side (default 1: one record after another, since on two "
                    + "loaded cores two threads gained no time and cost CPU; docs/benchmarks.md). The rows are the same.")
    int threads = 1;

    @Option(names = "--titles", split = ",", paramLabel = "N",
            description = "Only these U.S. Code titles, e.g. 9,17 (us-code only).")
    List<String> titles;

    @Override
    public Integer call() throws Exception {
        Path corpus = this.corpus == null ? SyncCommand.defaultCorpus() : this.corpus;
        if (!Files.isDirectory(corpus)) {
            throw usage("--corpus " + corpus + " is not a directory. Fill it with 'josh sync', or point --corpus at a corpus directory "
                    + "(the one holding uscode/ and congress-legislators/).");
        }
        if (threads < 1) {
            throw usage("--threads takes a number of at least 1, not " + threads);
        }
        Set<String> titleSet = titles();
        Path dbPath = (db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath().normalize();
        IngestOptions options = new IngestOptions(corpus, dbPath, titleSet, threads);
        try {
            return migrateAndRun(options);
        } catch (Exception e) {
            DatabaseFault fault = DatabaseFault.of(e, dbPath);
            if (fault == null) {
                throw e;
            }
            spec.commandLine().getErr().println("error: " + fault.message());
            return fault.exit();
        }
    }

    private int migrateAndRun(IngestOptions options) throws Exception {
        Path dbPath = options.database();
        Migrations.migrate(JoshDatabase.readWrite(dbPath));
        try (ProcessLock lock = ProcessLock.forIngest(dbPath)) {
            if (lock == null) {
                spec.commandLine().getErr().println("another ingest is writing " + dbPath
                        + "; wait for it to finish, or write another database with --db");
                return IngestCli.EXIT_BUSY;
            }
            BatchRepositoryFile.prepare(BatchRepositoryFile.pathFor(dbPath));
            try (ConfigurableApplicationContext context = IngestApplication.start(options, chunking)) {
                IngestSources known = new IngestSources(List.copyOf(context.getBeansOfType(IngestSource.class).values()));
                return runJobs(context, options, inputs(known, options));
            }
        }
    }

    /** The files each selected source would read, or a usage error saying what is missing. */
    private Map<IngestSource, List<Path>> inputs(IngestSources known, IngestOptions options) throws IOException {
        List<IngestSource> selected;
        try {
            selected = fetched ? known.readersOf(sources) : known.select(sources);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        boolean titled = !options.titles().isEmpty();
        if (titled && selected.stream().noneMatch(IngestSource::takesTitles)) {
            throw usage("--titles restricts us-code only; add us-code to the sources or drop --titles");
        }
        // 'all' over a corpus that holds only some sources (a sync of a few) loads those and says what it skipped;
        // a source named on its own must have its files.
        boolean everything = sources.stream().anyMatch(s -> s.equalsIgnoreCase("all"));
        Map<IngestSource, List<Path>> inputs = new LinkedHashMap<>();
        for (IngestSource source : selected) {
            List<Path> files = source.inputs(options);
            boolean restricted = titled && source.takesTitles();
            boolean named = !everything || sources.stream().anyMatch(s -> s.equalsIgnoreCase(source.name()));
            if (files.isEmpty() && !named) {
                spec.commandLine().getErr().println("skipping " + source.name() + ": no " + source.expectedInput()
                        + " under " + options.corpus());
                continue;
            }
            if (files.isEmpty()) {
                throw usage("no " + source.expectedInput() + " under " + options.corpus()
                        + "; check --corpus" + (restricted ? " and --titles" : ""));
            }
            if (restricted && files.size() < options.titles().size()) {
                throw usage("--titles " + String.join(",", new TreeSet<>(options.titles())) + ": only " + files.size()
                        + " of these titles have a file under " + options.corpus());
            }
            inputs.put(source, files);
        }
        if (inputs.isEmpty()) {
            throw usage("no source's files are under " + options.corpus() + "; check --corpus (it holds uscode/, "
                    + "billstatus/, congress-legislators/, … after 'josh sync')");
        }
        return inputs;
    }

    private int runJobs(ConfigurableApplicationContext context, IngestOptions options,
                        Map<IngestSource, List<Path>> inputs) throws Exception {
        SourceJobLauncher launcher = new SourceJobLauncher(context.getBean(JobOperator.class),
                context.getBean(JobRepository.class));
        Map<String, Job> jobs = new HashMap<>();
        for (Job job : context.getBeansOfType(Job.class).values()) {
            jobs.put(job.getName(), job);
        }
        JoshDatabase database = context.getBean(JoshDatabase.class);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String runId = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
        TextTable summary = new TextTable("source", "files", "added", "changed", "unchanged", "failed", "warnings",
                "seconds", "records/s", "MB/s");
        boolean completed = true;
        int busy = 0;
        RunMetrics metrics = RunMetrics.fromEnvironment("ingest");
        List<SourceRun> runs = new SourceSchedule(options.threads()).run(List.copyOf(inputs.keySet()), source -> {
            Job job = jobs.get(source.name());
            if (job == null) {
                throw new IllegalStateException("source " + source.name() + " has no Spring Batch job of that name");
            }
            JobParameters parameters = new JobParametersBuilder()
                    .addString(JobParameterNames.RUN_ID, runId)
                    .addString(JobParameterNames.CORPUS, options.corpus().toString())
                    .addString(JobParameterNames.TITLES,
                            source.takesTitles() ? String.join(",", new TreeSet<>(options.titles())) : "")
                    .toJobParameters();
            JobExecution execution = launcher.launch(job, parameters);
            try (Connection c = database.getConnection()) {
                return new SourceRun(source, inputs.get(source), execution, new IngestLedger(source.name())
                        .counts(c, execution.getJobParameters().getString(JobParameterNames.RUN_ID)));
            }
        });
        for (SourceRun run : runs) {
            String name = run.source().name();
            JobExecution execution = run.execution();
            IngestLedger.Counts counts = run.counts();
            double seconds = seconds(execution);
            long bytes = 0;
            for (Path input : run.files()) {
                bytes += Files.size(input);
            }
            summary.row(name, run.files().size(), counts.added(), counts.changed(), counts.unchanged(),
                    counts.failed(), counts.warnings(), format("%.1f", seconds), format("%.0f", counts.records() / seconds),
                    format("%.2f", bytes / 1e6 / seconds));
            record(metrics, name, counts, seconds, bytes);
            if (execution.getStatus() != BatchStatus.COMPLETED) {
                completed = false;
                DatabaseFault fault = execution.getAllFailureExceptions().stream()
                        .map(e -> DatabaseFault.of(e, options.database())).filter(java.util.Objects::nonNull).findFirst()
                        .orElse(null);
                if (fault != null && fault.exit() == IngestCli.EXIT_BUSY) {
                    busy++;
                }
                err.println(name + ": " + execution.getStatus() + " (" + (fault == null ? failures(execution)
                        : fault.message()) + "). Run the same command again to resume it.");
            }
        }
        // Whatever the jobs committed, a failed one's included, is indexed: the server serves an index only
        // while it mirrors the database, so an index left behind costs searches speed until the next run.
        LexicalIndexStep.Outcome lexical = null;
        try {
            lexical = LexicalIndexStep.run(database, options.database(), false, options.threads(), LOG::info);
            record(metrics, lexical);
        } catch (SQLException | IOException e) {
            completed = false;
            DatabaseFault fault = DatabaseFault.of(e, options.database());
            if (fault != null && fault.exit() == IngestCli.EXIT_BUSY) {
                busy++;
            }
            err.println("lexical indexes: " + (fault == null ? e.getMessage() : fault.message()) + ". Searches rank "
                    + "with FTS5 (same answers, slower) until the next ingest or 'josh lexical' brings them up.");
        }
        // Saved searches look at what this run loaded; a failure here leaves the loaded records as they are, and
        // the alerts' checkpoints where they were, so the next run looks at the same records again.
        AlertsStep.Outcome alerts = null;
        try {
            alerts = AlertsStep.run(database, options.database(), LOG::warn);
        } catch (SQLException e) {
            completed = false;
            err.println("alerts: " + e.getMessage() + ". The next ingest evaluates them again over the same records.");
        }
        out.println();
        summary.print(out);
        if (lexical != null) {
            out.println(lexical.summary());
        }
        if (alerts != null) {
            out.println(alerts.summary());
        }
        metrics.write(completed);
        return completed ? 0 : busy > 0 ? IngestCli.EXIT_BUSY : 1;
    }

    /** A source's finished job and what its run counted, for the summary. */
    private record SourceRun(IngestSource source, List<Path> files, JobExecution execution, IngestLedger.Counts counts) {
    }

    /** One source's row of the summary, for the textfile collector (docs/operations.md). */
    private static void record(RunMetrics metrics, String source, IngestLedger.Counts counts, double seconds, long bytes) {
        String help = "records of the last run's source, by outcome";
        metrics.gauge("records", null, help, counts.added(), "source", source, "outcome", "added")
                .gauge("records", null, help, counts.changed(), "source", source, "outcome", "changed")
                .gauge("records", null, help, counts.unchanged(), "source", source, "outcome", "unchanged")
                .gauge("records", null, help, counts.failed(), "source", source, "outcome", "failed")
                .gauge("warnings", null, "warnings the last run logged to ingestion_logs, per source (records set "
                        + "aside for a known reason, notes on loaded ones)", counts.warnings(), "source", source)
                .gauge("files.read", null, "input files the last run read, per source", counts.filesRead(),
                        "source", source)
                .gauge("input", "bytes", "size of the source's input files", bytes, "source", source)
                .gauge("duration", "seconds", "wall time of the last run, per source", seconds, "source", source);
    }

    /** Per ranked table the rows the run wrote to its lexical index, and the step's time. */
    private static void record(RunMetrics metrics, LexicalIndexStep.Outcome lexical) {
        for (TableUpdate table : lexical.tables()) {
            metrics.gauge("lexical.rows", null, "rows the last run wrote to the lexical index, per FTS table",
                    table.rows(), "table", table.table(), "update", table.kind().name().toLowerCase(Locale.ROOT));
        }
        metrics.gauge("lexical.duration", "seconds", "wall time of the last run's lexical index update",
                lexical.seconds());
    }

    /** Title numbers without leading zeros, so {@code 09} and {@code 9} are the same title. */
    private Set<String> titles() {
        Set<String> set = new TreeSet<>();
        for (String t : titles == null ? List.<String>of() : titles) {
            String title = t.strip().replaceFirst("^0+(?=.)", "");
            if (!title.matches("[0-9]+[A-Za-z]?")) {
                throw usage("--titles takes title numbers such as 9,17; '" + t + "' is not one");
            }
            set.add(title);
        }
        return set;
    }

    private static double seconds(JobExecution execution) {
        LocalDateTime start = execution.getStartTime();
        LocalDateTime end = execution.getEndTime() == null ? LocalDateTime.now() : execution.getEndTime();
        return start == null ? 0.001 : Math.max(0.001, Duration.between(start, end).toNanos() / 1e9);
    }

    private static String failures(JobExecution execution) {
        List<String> messages = new ArrayList<>();
        for (Throwable t : execution.getAllFailureExceptions()) {
            Throwable root = t;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            messages.add(root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage());
        }
        return messages.isEmpty() ? "no exception recorded" : messages.stream().distinct().collect(Collectors.joining("; "));
    }

    private static String format(String pattern, double value) {
        return String.format(Locale.ROOT, pattern, value);
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
