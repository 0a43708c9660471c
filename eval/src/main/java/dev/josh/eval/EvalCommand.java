package dev.josh.eval;

import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.eval.citations.ReaderDifferentialCommand;
import dev.josh.eval.index.ChunkerSpec;
import dev.josh.eval.index.EvalIndex;
import dev.josh.eval.run.Bootstrap;
import dev.josh.eval.run.Cell;
import dev.josh.eval.run.CellResult;
import dev.josh.eval.run.CrossSetSummary;
import dev.josh.eval.run.Decision;
import dev.josh.eval.run.Expected;
import dev.josh.eval.run.Report;
import dev.josh.eval.run.SetEvaluation;
import dev.josh.eval.set.EvalSet;
import dev.josh.eval.set.SetRecipes;
import dev.josh.eval.vectors.OversamplingStudy;
import dev.josh.eval.vectors.PooledStudy;
import dev.josh.server.search.FusionSettings;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.search.SearchProperties;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code josh eval --set us-code/v1 [--cells bm25,dense,hybrid] [--models …] [--chunkers …] [--k …]
 * [--weights …]}: runs the cells on the named sets and writes each set's {@code results.md} and
 * {@code decision.json}; {@code --verify} reruns the cells of each set's {@code expected.json} and
 * fails when a metric moved past its tolerance.
 */
@Command(name = "eval", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
        description = "Measures the shipped search on eval sets drawn from upstream labels (docs/eval/<set>/).",
        subcommands = {EvalCommand.DeriveCommand.class, PoolCommand.class, ReaderDifferentialCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done (with --verify: every metric within tolerance)", "1:a verified metric moved past "
                + "its tolerance, or the run failed", "2:usage error"})
final class EvalCommand implements Callable<Integer> {

    /** What the server ships: hybrid, RRF k = 60, equal weights, the default model, the ingest chunker. */
    static final Cell SHIPPED = Cell.hybrid(ModelCatalog.DEFAULT_MODEL, ChunkerSpec.SHIPPED,
            SearchProperties.defaults().fusion().rrfK(), Cell.EQUAL_WEIGHTS);

    @Spec
    CommandSpec spec;

    @Option(names = "--set", split = ",", paramLabel = "NAME",
            description = "Eval sets, e.g. us-code/v1,bills/v1 (with --verify: default every set with an expected.json).")
    List<String> sets;

    @Option(names = "--cells", split = ",", paramLabel = "MODE", defaultValue = "bm25,dense,hybrid",
            description = "Cell modes to run: bm25, dense, hybrid (default: all three); lucene and lucene-flat rank "
                    + "the lexical cell's chunks with Lucene's BM25 instead, fields boosted by the shipped column "
                    + "weights / all weighing 1 (issue 20).")
    List<String> modes;

    @Option(names = "--models", split = ",", paramLabel = "MODEL",
            defaultValue = "bge-small-en-v1.5,e5-small-v2,all-minilm-l6-v2",
            description = "Encoders for dense and hybrid cells (default: ${DEFAULT-VALUE}).")
    List<String> models;

    @Option(names = "--chunkers", split = ",", paramLabel = "W/O", defaultValue = "max/50,256/32",
            description = "Token windows WINDOW/OVERLAP; max is the model's input, max/50 what ingest ships "
                    + "(default: ${DEFAULT-VALUE}). A window longer than a model's input is skipped for it.")
    List<String> chunkers;

    @Option(names = "--chunker-models", split = ",", paramLabel = "MODEL",
            description = "Models that also run the chunkers other than max/50 (default: every model of --models); "
                    + "each model and chunker is an index to embed, so this bounds the cost of a chunker comparison.")
    List<String> chunkerModels;

    @Option(names = "--k", split = ",", paramLabel = "K", defaultValue = "10,30,60,100",
            description = "RRF constants of the hybrid cells (default: ${DEFAULT-VALUE}).")
    List<Integer> ks;

    @Option(names = "--weights", split = ",", paramLabel = "L:S", defaultValue = "1:1,2:1,1:2",
            description = "Lexical:semantic weights of the hybrid cells (default: ${DEFAULT-VALUE}).")
    List<String> weights;

    @Option(names = "--corpus", paramLabel = "DIR", scope = CommandLine.ScopeType.INHERIT, description = "The corpus directory (default: $JOSH_CORPUS, "
            + "else ../shared/corpus).")
    Path corpus;

    @Option(names = "--eval-dir", paramLabel = "DIR", scope = CommandLine.ScopeType.INHERIT, description = "Where the sets are (default: docs/eval).")
    Path evalDir;

    @Option(names = "--cache", paramLabel = "DIR", scope = CommandLine.ScopeType.INHERIT, description = "Where built eval indexes are kept (default: "
            + "$JOSH_EVAL_CACHE, else ~/.cache/josh/eval).")
    Path cache;

    @Option(names = "--verify", description = "Rerun each set's expected.json cells; fail when one moved past tolerance.")
    boolean verify;

    @Option(names = "--write-expected", description = "Write the run's means as the set's expected.json.")
    boolean writeExpected;

    @Option(names = "--no-write", description = "Print the results only; leave results.md and decision.json alone.")
    boolean noWrite;

    @Option(names = "--fts5-only", description = "Rank with FTS5 alone (its scored sample included), as before the "
            + "Lucene indexes: the comparison for the shipped lexical path.")
    boolean fts5Only;

    @Option(names = "--no-oversampling", description = "Skip the binary-scan recall curves.")
    boolean noOversampling;

    @Option(names = "--since", paramLabel = "DATE",
            description = "Also run every cell with this date filter (since=, as /v1/search takes it).")
    String since;

    @Option(names = "--lexical-ranking", paramLabel = "GRAIN",
            description = "How the lexical leg ranks a body source: document (its document-level index, V70) or "
                    + "chunk (its best chunk). Default: the server's josh.search.rank-documents.")
    String lexicalRanking;

    @Option(names = "--field-weights", split = ",", paramLabel = "FIELD=W",
            description = "BM25 weights of the document-level index's fields, e.g. title=10,summary=4,body_markdown=1 "
                    + "(a field not named weighs 1; default: the server's josh.search.field-weights).")
    Map<String, Double> fieldWeights;

    @Option(names = "--opening-weight", paramLabel = "W",
            description = "Share of a document's semantic score from its opening chunk rather than its best chunk, "
                    + "0..1 (default: the server's josh.search.opening-weight).")
    Double openingWeight;

    @Option(names = "--best-chunk", description = "Also run every bm25, dense and hybrid cell with every document "
            + "scored by its best chunk, whatever the query's shape (the server before issue 31), paired with it.")
    boolean bestChunk;

    @Option(names = "--descriptive-words", paramLabel = "N",
            description = "Words carrying meaning that make a query descriptive (0: none is); default: the server's "
                    + "josh.search.descriptive.min-words.")
    Integer descriptiveWords;

    @Option(names = "--descriptive-ranking", paramLabel = "GRAIN",
            description = "How the lexical leg ranks descriptive queries' documents: document or chunk (default: the "
                    + "server's josh.search.descriptive.rank-documents).")
    String descriptiveRanking;

    @Option(names = "--descriptive-opening-weight", paramLabel = "W",
            description = "Share of a descriptive query's semantic score from the opening, 0..1 (default: the "
                    + "server's josh.search.descriptive.opening-weight).")
    Double descriptiveOpeningWeight;

    @Option(names = "--partial-match-weight", paramLabel = "W",
            description = "What the lexical ranking's fusion weight is multiplied by when no document held every word, "
                    + "0..1 (default: the server's josh.search.partial-match-weight).")
    Double partialMatchWeight;

    @Option(names = "--pool-vectors", split = ",", paramLabel = "DB",
            description = "More databases whose vectors of the chosen model (same weights) are pooled with the sets' "
                    + "for the binary-scan curve on a larger index (runs of several sets).")
    List<Path> poolVectors;

    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new EvalCommand());
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            cmd.getErr().println("error: " + (e.getMessage() == null ? e.getClass().getName() : e.getMessage()));
            return 1;
        });
        return commandLine;
    }

    @Override
    public Integer call() throws Exception {
        Environment env = environment();
        PrintWriter out = spec.commandLine().getOut();
        if (verify) {
            return verify(env, out);
        }
        if (sets == null || sets.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "name the sets to run with --set, e.g. --set "
                    + "us-code/v1 (known recipes: " + SetRecipes.all().stream().map(r -> r.name()).toList() + ")");
        }
        List<SetEvaluation.Outcome> outcomes = new ArrayList<>();
        for (String name : sets) {
            EvalSet set = EvalSet.read(env.evalDir(), name);
            List<Cell> cells = cells();
            SetEvaluation.Outcome outcome = SetEvaluation.evaluate(set, cells,
                    new SetEvaluation.Environment(env.corpus(), env.cache(), ranking(), !fts5Only), !noOversampling);
            Decision decision = Decision.of(outcome, SearchProperties.defaults().vectorScan().oversample(), SHIPPED);
            if (!noWrite) {
                Report.write(outcome, decision, commandText());
                out.println(set.name() + ": wrote " + set.directory().resolve(Report.RESULTS)
                        + (decision == null ? "" : " and " + Report.DECISION));
            }
            if (writeExpected) {
                Expected.of(outcome, Expected.DEFAULT_TOLERANCE).write(set.directory());
                out.println(set.name() + ": wrote " + set.directory().resolve(Expected.FILE));
            }
            if (decision != null) {
                out.printf("%s: best %s, NDCG@10 %.3f vs BM25 %.3f (margin %+.3f [%+.3f, %+.3f]) — %s the %.2f threshold%n",
                        set.name(), decision.chosen().cell(), decision.chosen().ndcgAt10().mean(),
                        decision.baseline().ndcgAt10().mean(), decision.marginNdcg().mean(),
                        decision.marginNdcg().low(), decision.marginNdcg().high(),
                        decision.clearsThreshold() ? "clears" : "does not clear", decision.threshold());
            }
            printLuceneDifferences(outcome, out);
            outcomes.add(outcome);
        }
        if (outcomes.size() > 1 && !noWrite) {
            CrossSetSummary.write(env.evalDir(), outcomes, SHIPPED,
                    SearchProperties.defaults().vectorScan().oversample(),
                    noOversampling ? null : model -> pooledCurve(model, outcomes), commandText());
            out.println("wrote " + env.evalDir().resolve(CrossSetSummary.FILE) + " and "
                    + env.evalDir().resolve(CrossSetSummary.DECISION));
        }
        out.flush();
        return 0;
    }

    /**
     * The binary-scan curve of {@code model} on its shipped-chunker indexes of every set and the
     * {@code --pool-vectors} databases, pooled; null when the run built no such index.
     */
    private OversamplingStudy.Curve pooledCurve(String model, List<SetEvaluation.Outcome> outcomes)
            throws SQLException {
        List<Path> databases = new ArrayList<>();
        List<String> queries = new ArrayList<>();
        String version = null;
        for (SetEvaluation.Outcome o : outcomes) {
            for (EvalIndex index : o.indexes()) {
                EvalIndex.BuildStats s = index.stats();
                if (s.modelId().equals(model) && s.chunker().equals(
                        ChunkerSpec.SHIPPED.labelFor(ModelCatalog.resolve(model).spec()))) {
                    databases.add(index.database());
                    version = s.modelVersion();
                }
            }
            o.set().queries().forEach(q -> queries.add(q.text()));
        }
        if (version == null) {
            return null;
        }
        databases.addAll(poolVectors == null ? List.of() : poolVectors);
        return PooledStudy.measure(model, version, databases, queries);
    }

    private int verify(Environment env, PrintWriter out) throws Exception {
        List<String> names = sets != null && !sets.isEmpty() ? sets : setsWithExpected(env.evalDir());
        if (names.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "no set under " + env.evalDir()
                    + " has an expected.json");
        }
        List<String> problems = new ArrayList<>();
        for (String name : names) {
            EvalSet set = EvalSet.read(env.evalDir(), name);
            Expected expected = Expected.read(set.directory());
            SetEvaluation.Outcome outcome = SetEvaluation.evaluate(set, expected.cellList(),
                    new SetEvaluation.Environment(env.corpus(), env.cache(), SearchProperties.defaults(), !fts5Only),
                    false);
            List<String> found = expected.verify(outcome);
            out.println(name + ": " + expected.cells().size() + " cells, " + (found.isEmpty()
                    ? "every metric within ±" + expected.tolerance() : found.size() + " outside tolerance"));
            if (!found.isEmpty() && !fts5Only) {
                printFts5Differences(outcome, SetEvaluation.evaluate(set, expected.cellList(),
                        new SetEvaluation.Environment(env.corpus(), env.cache(), SearchProperties.defaults(), false),
                        false), out);
            }
            problems.addAll(found);
        }
        problems.forEach(p -> out.println("  FAIL " + p));
        out.flush();
        return problems.isEmpty() ? 0 : 1;
    }

    /**
     * Each Lucene cell against the bm25 cell of its chunker and date filter, on all three measures,
     * paired on the same bootstrap resamples of the queries: the decision of issue 20 reads these.
     */
    private static void printLuceneDifferences(SetEvaluation.Outcome outcome, PrintWriter out) {
        Bootstrap bootstrap = Bootstrap.forQueries(outcome.set().queries().size());
        for (CellResult lucene : outcome.results()) {
            if (lucene.cell().serverSetting()) {
                continue;
            }
            outcome.results().stream().filter(r -> r.cell().mode().equals(Cell.BM25)
                    && r.cell().chunker().equals(lucene.cell().chunker())
                    && Objects.equals(r.cell().since(), lucene.cell().since())).findFirst().ifPresent(bm25 ->
                    printDifference(out, bootstrap, outcome.set().name() + ": " + lucene.cell().id() + " − "
                            + bm25.cell().id(), lucene, bm25));
        }
    }

    /**
     * When a verify fails: each cell as the shipped path ran it against the same cell ranked by FTS5
     * alone, paired on the same resamples, so that a move the Lucene path made is told apart from one
     * it did not (a difference of zero).
     */
    private static void printFts5Differences(SetEvaluation.Outcome shipped, SetEvaluation.Outcome fts5, PrintWriter out) {
        Bootstrap bootstrap = Bootstrap.forQueries(shipped.set().queries().size());
        for (int i = 0; i < shipped.results().size(); i++) {
            CellResult lucene = shipped.results().get(i);
            printDifference(out, bootstrap, "  " + shipped.set().name() + ": " + lucene.cell().id()
                    + ", Lucene path − FTS5 alone", lucene, fts5.results().get(i));
        }
    }

    /** {@code a − b} on all three measures, paired on the same bootstrap resamples of the queries. */
    private static void printDifference(PrintWriter out, Bootstrap bootstrap, String label, CellResult a, CellResult b) {
        Bootstrap.Interval ndcg = bootstrap.difference(a.ndcg(), b.ndcg());
        Bootstrap.Interval recall = bootstrap.difference(a.recall(), b.recall());
        Bootstrap.Interval rr = bootstrap.difference(a.reciprocalRank(), b.reciprocalRank());
        out.printf(Locale.ROOT, "%s: NDCG@10 %+.3f [%+.3f, %+.3f], Recall@10 %+.3f [%+.3f, %+.3f], "
                        + "MRR@10 %+.3f [%+.3f, %+.3f]%n", label, ndcg.mean(), ndcg.low(), ndcg.high(), recall.mean(),
                recall.low(), recall.high(), rr.mean(), rr.low(), rr.high());
    }

    /** The cells the options ask for, models outermost; chunkers a model cannot take are skipped. */
    List<Cell> cells() {
        List<Cell> out = new ArrayList<>();
        List<ChunkerSpec> specs = chunkers.stream().map(ChunkerSpec::parse).toList();
        for (String mode : modes) {
            if (!List.of(Cell.BM25, Cell.DENSE, Cell.HYBRID, Cell.LUCENE, Cell.LUCENE_FLAT).contains(mode)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--cells takes bm25, dense, hybrid, "
                        + "lucene and lucene-flat, not '" + mode + "'");
            }
        }
        if (modes.contains(Cell.BM25)) {
            specs.forEach(c -> out.add(Cell.bm25(ModelCatalog.DEFAULT_MODEL, c)));
        }
        for (String lucene : List.of(Cell.LUCENE, Cell.LUCENE_FLAT)) {
            if (modes.contains(lucene)) {
                specs.forEach(c -> out.add(Cell.lucene(lucene, ModelCatalog.DEFAULT_MODEL, c)));
            }
        }
        for (String model : models) {
            int input = ModelCatalog.resolve(model).spec().maxChunkTokens();
            for (ChunkerSpec c : specs) {
                if (!c.equals(ChunkerSpec.SHIPPED) && chunkerModels != null && !chunkerModels.contains(model)) {
                    continue;
                }
                if (c.window() != null && c.window() > input) {
                    spec.commandLine().getErr().println("skipping chunker " + c + " for " + model + ": its input is "
                            + input + " tokens");
                    continue;
                }
                if (modes.contains(Cell.DENSE)) {
                    out.add(Cell.dense(model, c));
                }
                if (modes.contains(Cell.HYBRID)) {
                    for (int k : ks) {
                        for (String w : weights) {
                            out.add(Cell.hybrid(model, c, k, w));
                        }
                    }
                }
            }
        }
        if (bestChunk) {
            out.addAll(out.stream().filter(Cell::serverSetting).map(Cell::byBestChunk).toList());
        }
        if (since != null) {
            out.addAll(out.stream().map(c -> c.since(since)).toList());
        }
        return out;
    }

    record Environment(Path corpus, Path evalDir, Path cache) {
    }

    /**
     * The shipped search settings with the run's document scoring (lexical ranking, field weights, opening
     * weight, for targeted and for descriptive queries).
     */
    private SearchProperties ranking() {
        SearchProperties shipped = SearchProperties.defaults();
        ScoringSettings s = shipped.scoring();
        ScoringSettings.Descriptive d = s.descriptive();
        ScoringSettings scoring = s.withTargeted(grain("--lexical-ranking", lexicalRanking, s.rankDocuments()),
                        fieldWeights == null ? s.fieldWeights() : fieldWeights,
                        openingWeight == null ? s.openingWeight() : openingWeight)
                .withDescriptive(new ScoringSettings.Descriptive(
                        descriptiveWords == null ? d.minWords() : descriptiveWords,
                        grain("--descriptive-ranking", descriptiveRanking, d.rankDocuments()),
                        descriptiveOpeningWeight == null ? d.openingWeight() : descriptiveOpeningWeight));
        FusionSettings fusion = partialMatchWeight == null ? shipped.fusion()
                : shipped.fusion().withPartialMatchWeight(partialMatchWeight);
        return shipped.toBuilder().scoring(scoring).fusion(fusion).build();
    }

    /** Whether an option's {@code document|chunk} asks for whole documents; {@code shipped} when not given. */
    private boolean grain(String option, String value, boolean shipped) {
        return switch (value == null ? "" : value) {
            case "" -> shipped;
            case "document" -> true;
            case "chunk" -> false;
            default -> throw new CommandLine.ParameterException(spec.commandLine(), option + " is document or chunk, "
                    + "got '" + value + "'");
        };
    }

    Environment environment() {
        Path c = corpus != null ? corpus : Path.of(firstOf(System.getProperty("josh.corpus"),
                System.getenv("JOSH_CORPUS"), "../shared/corpus"));
        if (!Files.isDirectory(c)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--corpus " + c + " is not a directory; "
                    + "point it at the corpus the sets were derived from");
        }
        Path e = evalDir != null ? evalDir : Path.of(firstOf(System.getProperty("josh.eval.dir"), "docs/eval"));
        Path k = cache != null ? cache : Path.of(firstOf(System.getProperty("josh.eval.cache"),
                System.getenv("JOSH_EVAL_CACHE"), System.getProperty("user.home") + "/.cache/josh/eval"));
        return new Environment(c.toAbsolutePath().normalize(), e.toAbsolutePath().normalize(),
                k.toAbsolutePath().normalize());
    }

    private static String firstOf(String... values) {
        return Stream.of(values).filter(v -> v != null && !v.isBlank()).findFirst().orElseThrow();
    }

    private static List<String> setsWithExpected(Path evalDir) throws IOException {
        if (!Files.isDirectory(evalDir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(evalDir, 3)) {
            return files.filter(p -> p.getFileName().toString().equals(Expected.FILE))
                    .map(p -> evalDir.relativize(p.getParent()).toString().replace('\\', '/')).sorted().toList();
        }
    }

    private String commandText() {
        return "josh eval " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    }

    /** {@code josh eval derive --set NAME}: writes a new set from its recipe; refuses to touch an existing one. */
    @Command(name = "derive", mixinStandardHelpOptions = true,
            description = "Draws a new eval set's queries and judgments from upstream labels (once; sets are frozen).")
    static final class DeriveCommand implements Callable<Integer> {

        @CommandLine.ParentCommand
        EvalCommand parent;

        @Option(names = "--set", required = true, split = ",", paramLabel = "NAME",
                description = "Sets to derive, by recipe name (e.g. bills/v1).")
        List<String> names;

        @Override
        public Integer call() throws Exception {
            Environment env = parent.environment();
            for (String name : names) {
                EvalSet set = SetDeriver.derive(SetRecipes.named(name), env.corpus(), env.evalDir(), env.cache());
                parent.spec.commandLine().getOut().println("derived " + name + ": " + set.queries().size()
                        + " queries in " + set.directory());
            }
            parent.spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
