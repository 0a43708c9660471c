package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import dev.josh.runs.DurationConverter;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SourceFetchers;
import dev.josh.ingest.sync.SourceSummary;
import dev.josh.ingest.sync.SyncEngine;
import dev.josh.ingest.sync.SyncLedger;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.http.HttpSettings;
import dev.josh.ingest.sync.http.HttpUpstream;
import dev.josh.runs.RunMetrics;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sync <source...|all>}: asks each source's upstream what exists and downloads what is new or
 * changed into the corpus directory, in the layout {@code ingest} reads; {@code --then-ingest} loads
 * the sources whose files changed; {@code --watch} repeats it.
 */
@Command(name = "sync",
        description = {"Downloads what is new or changed upstream into the corpus directory (JOSH_CORPUS, default "
                + "data/corpus) and records every file (URL, validators, size, SHA-256) in a ledger beside the "
                + "database (<db>.sync). Unchanged files are skipped by the ledger or answered 304; a file that "
                + "fails is logged with its reason and the run goes on. See docs/sync.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every listed file is in place", "1:some files or listings failed (see the summary and "
                + "'status'); run again to retry them", "2:usage error", "3:another sync is writing this corpus"},
        usageHelpAutoWidth = true)
final class SyncCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(SyncCommand.class);

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Source names (bills, us-code, …) or all.")
    List<String> sources;

    @Option(names = "--corpus", paramLabel = "DIR",
            description = "The corpus directory to fill (default: $JOSH_CORPUS, else data/corpus).")
    Path corpus;

    @Option(names = "--db", paramLabel = "PATH",
            description = "The database the ledger sits beside, and --then-ingest loads (default: $JOSH_DB, else data/josh.db).")
    Path db;

    @Option(names = "--congress", paramLabel = "N", description = "Only this Congress (bills, laws, reports).")
    Integer congress;

    @Option(names = "--year", paramLabel = "N", description = "Only publications of this year (Federal Register, Record, reports, lobbying).")
    Integer year;

    @Option(names = "--since", paramLabel = "DATE", description = "Only files published or changed upstream on or after this day (YYYY-MM-DD).")
    LocalDate since;

    @Option(names = "--title", split = ",", paramLabel = "N", description = "Only these U.S. Code / CFR titles, e.g. 17,42.")
    List<String> titles;

    @Option(names = "--dry-run", description = "List and compare with the ledger; download and write nothing.")
    boolean dryRun;

    @Option(names = "--then-ingest", description = "Afterwards, ingest the sources whose files changed (and only those).")
    boolean thenIngest;

    @Option(names = "--upstream", paramLabel = "NAME=URL",
            description = "Another base URL for an upstream host (a mirror, a proxy), e.g. govinfo=https://mirror.example/govinfo; "
                    + "also JOSH_UPSTREAM_<NAME>.")
    Map<String, URI> upstreams = new LinkedHashMap<>();

    @Option(names = "--rate", paramLabel = "N",
            description = "Requests per second per upstream host (default: $JOSH_SYNC_RATE, else 2).")
    Double rate;

    @Option(names = "--watch", description = "Keep running: sync again every --every, until stopped.")
    boolean watch;

    @Option(names = "--every", paramLabel = "DURATION", defaultValue = "6h", converter = DurationConverter.class,
            description = "With --watch, the time between the starts of two syncs (default 6h).")
    Duration every;

    @Override
    public Integer call() throws Exception {
        SourceFetchers known = SourceFetchers.onClassPath();
        List<SourceFetcher> selected;
        try {
            selected = known.select(sources);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        for (String name : upstreams.keySet()) {
            if (known.hosts().stream().noneMatch(h -> h.name().equals(name))) {
                throw usage("--upstream " + name + ": no fetcher talks to that host; the hosts are "
                        + known.hosts().stream().map(h -> h.name()).toList());
            }
        }
        Path corpusDir = (corpus == null ? defaultCorpus() : corpus).toAbsolutePath().normalize();
        Path dbPath = (db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath().normalize();
        Files.createDirectories(corpusDir);
        Files.createDirectories(dbPath.getParent());
        if (!dryRun && !Files.isWritable(corpusDir)) {
            spec.commandLine().getErr().println("error: cannot write the corpus directory " + corpusDir + " (read-only); "
                    + "make it writable, or point --corpus (JOSH_CORPUS) at one that is, then run the same command again");
            return 1;
        }
        try (ProcessLock lock = ProcessLock.forSync(corpusDir)) {
            if (lock == null) {
                spec.commandLine().getErr().println("another sync is writing " + corpusDir + "; wait for it to finish");
                return IngestCli.EXIT_BUSY;
            }
            if (!HttpSettings.fromEnvironment(System.getenv(), upstreams).namesContact()) {
                // Once per command, not per --watch round: the operator reads it when starting the sync.
                spec.commandLine().getErr().println("warning: " + HttpSettings.CONTACT_ENV + " is unset, so the User-Agent "
                        + "names no one to contact; upstream operators (GovInfo, OLRC, …) ask automated clients for a "
                        + "contact and may block anonymous ones. Set it to an e-mail or URL, e.g. export "
                        + HttpSettings.CONTACT_ENV + "=ops@example.org (docs/sync.md)");
            }
            int exit;
            do {
                Instant started = Instant.now();
                exit = syncOnce(selected, corpusDir, dbPath);
                if (watch) {
                    Duration wait = every.minus(Duration.between(started, Instant.now()));
                    LOG.info("next sync at {} (every {})", Instant.now().plus(wait.isNegative() ? Duration.ZERO : wait)
                            .truncatedTo(ChronoUnit.SECONDS), every);
                    if (!wait.isNegative()) {
                        Thread.sleep(wait.toMillis());
                    }
                }
            } while (watch);
            return exit;
        }
    }

    private int syncOnce(List<SourceFetcher> selected, Path corpusDir, Path dbPath) throws Exception {
        SyncScope scope = new SyncScope(congress, year, since, titles());
        String runId = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
        PrintWriter out = spec.commandLine().getOut();
        List<SourceSummary> summaries = new ArrayList<>();
        HttpSettings settings = HttpSettings.fromEnvironment(System.getenv(), upstreams);
        if (rate != null) {
            settings = settings.withRequestsPerSecond(rate);
        }
        try (HttpUpstream http = new HttpUpstream(settings, (what, reason) -> { });
             SyncLedger ledger = SyncLedger.open(SyncLedger.pathFor(dbPath))) {
            SyncEngine engine = new SyncEngine(corpusDir, http, ledger, Clock.systemUTC());
            engine.clearInterrupted();
            for (SourceFetcher fetcher : selected) {
                summaries.add(engine.sync(fetcher, scope, runId, dryRun));
            }
            printSummary(out, summaries, ledger, runId, SyncLedger.pathFor(dbPath));
        }
        boolean failed = summaries.stream().anyMatch(s -> !s.succeeded());
        if (!dryRun) {
            write(summaries, failed);
        }
        if (thenIngest && !dryRun) {
            List<String> changed = summaries.stream().filter(SourceSummary::corpusChanged).map(SourceSummary::source).toList();
            if (changed.isEmpty()) {
                out.println("nothing changed upstream: no ingest needed");
            } else {
                out.println("ingesting what changed: " + String.join(", ", changed));
                List<String> args = new ArrayList<>(List.of("ingest", "--fetched"));
                args.addAll(changed);
                args.addAll(List.of("--corpus", corpusDir.toString(), "--db", dbPath.toString()));
                int ingested = IngestCli.commandLine(null).execute(args.toArray(String[]::new));
                if (ingested != 0) {
                    return ingested;
                }
            }
        }
        return failed ? 1 : 0;
    }

    /** The summary for the textfile collector (docs/operations.md); a dry run fetched nothing worth recording. */
    private static void write(List<SourceSummary> summaries, boolean failed) {
        RunMetrics metrics = RunMetrics.fromEnvironment("sync");
        String help = "upstream files of the last run's source, by outcome";
        for (SourceSummary s : summaries) {
            metrics.gauge("files", null, help, s.listed(), "source", s.source(), "outcome", "listed")
                    .gauge("files", null, help, s.added(), "source", s.source(), "outcome", "new")
                    .gauge("files", null, help, s.changed(), "source", s.source(), "outcome", "changed")
                    .gauge("files", null, help, s.unchanged(), "source", s.source(), "outcome", "unchanged")
                    .gauge("files", null, help, s.failed(), "source", s.source(), "outcome", "failed")
                    .gauge("downloaded", "bytes", "bytes downloaded, per source", s.bytes(), "source", s.source())
                    .gauge("duration", "seconds", "wall time of the last run, per source", s.time().toMillis() / 1e3,
                            "source", s.source())
                    .gauge("listing.failed", null, "1 when the source's upstream listing failed", s.error() == null ? 0 : 1,
                            "source", s.source());
        }
        metrics.write(!failed);
    }

    private void printSummary(PrintWriter out, List<SourceSummary> summaries, SyncLedger ledger, String runId, Path ledgerFile)
            throws Exception {
        TextTable table = new TextTable("source", "listed", dryRun ? "to fetch" : "new", dryRun ? "to check" : "changed",
                "unchanged", "failed", "MB", "seconds");
        for (SourceSummary s : summaries) {
            table.row(s.source(), s.listed(), s.added(), s.changed(), s.unchanged(), s.failed(),
                    String.format(Locale.ROOT, "%.2f", s.bytes() / 1e6),
                    String.format(Locale.ROOT, "%.1f", s.time().toMillis() / 1e3));
        }
        out.println();
        table.print(out);
        if (dryRun) {
            summaries.stream().filter(s -> s.error() != null).forEach(s -> out.println(s.source() + ": " + s.error()));
        } else {
            // A listing that failed is in the ledger's failures too, under the upstream's base URL.
            List<SyncLedger.Failure> failures = ledger.failures(runId);
            failures.stream().limit(20).forEach(f -> out.println("failed: " + f));
            if (failures.size() > 20) {
                out.println("… and " + (failures.size() - 20) + " more, each in the ledger's sync_failures table ("
                        + ledgerFile + ") with its URL and reason");
            }
        }
    }

    private Set<String> titles() {
        Set<String> set = new TreeSet<>();
        for (String t : titles == null ? List.<String>of() : titles) {
            String title = t.strip().replaceFirst("^0+(?=.)", "");
            if (!title.matches("[0-9]+[A-Za-z]?")) {
                throw usage("--title takes title numbers such as 17,42; '" + t + "' is not one");
            }
            set.add(title);
        }
        return set;
    }

    /** Where synced files go unless told otherwise: {@code JOSH_CORPUS}, else {@code data/corpus}. */
    static Path defaultCorpus() {
        String env = System.getenv("JOSH_CORPUS");
        return Path.of(env == null || env.isBlank() ? "data/corpus" : env);
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
