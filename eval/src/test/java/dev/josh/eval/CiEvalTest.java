package dev.josh.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.eval.run.Cell;
import dev.josh.eval.run.CellResult;
import dev.josh.eval.run.Expected;
import dev.josh.eval.run.Metrics;
import dev.josh.eval.run.Ranking;
import dev.josh.eval.run.Run;
import dev.josh.eval.run.SearchStack;
import dev.josh.eval.run.SetEvaluation;
import dev.josh.eval.set.EvalSet;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexLayout;
import dev.josh.lexical.LexicalIndexUpdate;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.VectorScanSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The regression check on the CI set ({@code docs/eval/ci/v1}: two sources searched at once, over
 * 2,000 chunks, FTS5's scored sample capped at 50 rows, cells with and without a date filter), as
 * CI runs it: {@code josh eval --verify} reproduces the committed metrics, and fails when the binary
 * scan, the lexical leg's Lucene indexes, the date filter or the merging of sources is broken on
 * purpose. Where the server has a setting for the part, the break is that setting (a shortlist of
 * one candidate); where a broken part leaves something on disk, the break is that (a Lucene index
 * of another database, stamped as this one's; no index served, so FTS5's 50-row sample ranks);
 * otherwise the break is what a broken part returns, built from the real runs (the unfiltered
 * ranking for a filter that is ignored, the rankings without one source's hits for a merge that
 * loses them).
 */
@Tag("slow")
@Tag("long")
class CiEvalTest {

    private static final Path EVAL_DIR = Path.of(System.getProperty("josh.eval.dir"));
    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final Path CACHE = Path.of(System.getProperty("josh.eval.cache"));
    private static final String SET = "ci/v1";

    private static EvalSet set;
    private static Expected expected;
    private static SetEvaluation.Outcome real;

    @BeforeAll
    static void runTheCommittedCells() throws Exception {
        set = EvalSet.read(EVAL_DIR, SET);
        expected = Expected.read(set.directory());
        real = SetEvaluation.evaluate(set, expected.cellList(), new SetEvaluation.Environment(CORPUS, CACHE), false);
    }

    @Test
    void theSetExercisesWhatItIsForAndVerifyPasses() {
        assertThat(set.definition().sources()).containsExactly("us-code", "ecfr-and-cfr");
        assertThat(expected.indexes()).singleElement().satisfies(i -> assertThat(i.chunks()).isGreaterThan(2_000));
        assertThat(expected.cellList()).anyMatch(c -> c.since() != null).anyMatch(c -> c.since() == null);
        assertThat(expected.verify(real)).isEmpty();

        StringWriter out = new StringWriter();
        CommandLine cli = EvalCommand.commandLine();
        cli.setOut(new PrintWriter(out));
        int exit = cli.execute("--verify", "--set", SET, "--corpus", CORPUS.toString(), "--eval-dir",
                EVAL_DIR.toString(), "--cache", CACHE.toString());
        assertThat(out.toString()).contains(SET + ":").contains("every metric within");
        assertThat(exit).isZero();
    }

    @Test
    void aBinaryScanThatShortlistsOneCandidateFailsVerify() throws Exception {
        SearchProperties shipped = SearchProperties.defaults();
        SearchProperties broken = shipped.toBuilder().vectorScan(new VectorScanSettings(1, 1, 1, Integer.MAX_VALUE, 16)).build();
        List<String> problems = expected.verify(SetEvaluation.evaluate(set, expected.cellList(),
                new SetEvaluation.Environment(CORPUS, CACHE, broken), false));
        assertThat(problems).anyMatch(p -> p.contains("dense ") && p.contains("NDCG@10"));
        assertThat(problems).noneMatch(p -> p.contains(": bm25 ")); // the lexical leg does not scan
    }

    /**
     * The shipped path is what the eval measures: after the index is prepared, each of the set's
     * sources has a Lucene index that mirrors its database, which the stack's lexical leg reads.
     */
    @Test
    void theLexicalLegReadsEachSourcesLuceneIndex() throws Exception {
        try (SearchStack stack = new SearchStack(real.indexes().getFirst().database(), SearchProperties.defaults());
             Connection conn = stack.dataSource().getConnection()) {
            LexicalIndexes lexical = stack.lexicalIndexes().orElseThrow();
            for (String source : set.definition().sources()) {
                String table = stack.registry().find(source).orElseThrow().source().ftsTable();
                try (LexicalIndexes.Lease lease = lexical.acquire(conn, table).orElseThrow()) {
                    assertThat(lease.searcher().rows()).as(table).isGreaterThan(500);
                }
            }
        }
    }

    /**
     * The Lucene indexes not served (never built, or judged not to mirror the database): FTS5 ranks
     * the first 50 matching rows only, and the lexical cells move.
     */
    @Test
    void aLexicalLegThatRanksWithFts5AloneFailsVerify() throws Exception {
        List<String> problems = lexicalCells().verify(SetEvaluation.evaluate(set, lexicalCells().cellList(),
                new SetEvaluation.Environment(CORPUS, CACHE, SearchProperties.defaults(), false), false));
        assertThat(problems).anyMatch(p -> p.contains(": bm25 "));
    }

    /**
     * A Lucene index of another database served as this one's (as an update that stamped the wrong
     * commit, or a copy paired with the wrong file, would serve it): the same eval index less half
     * of its U.S. Code chunks, indexed by the real update, its commit then stamped with this
     * database's epoch and sequence number so that the update and the leg take it as current. Done
     * on a copy of the cached index; the lexical cells move.
     */
    @Test
    void aLexicalIndexOfAnotherDatabaseFailsVerify(@TempDir Path tmp) throws Exception {
        Path built = real.indexes().getFirst().database().getParent();
        Path cache = tmp.resolve("cache");
        Path copy = cache.resolve(CACHE.relativize(built));
        copyTree(built, copy);
        Path other = tmp.resolve("other.db");
        Files.copy(copy.resolve("josh.db"), other);
        JoshDatabase otherDb = JoshDatabase.readWrite(other);
        long otherRows;
        try (Connection conn = otherDb.getConnection(); Statement st = conn.createStatement()) {
            assertThat(st.executeUpdate("DELETE FROM us_code_chunks WHERE chunk_id % 2 = 0")).isGreaterThan(100);
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM us_code_chunks")) {
                otherRows = rs.getLong(1);
            }
        }
        new LexicalIndexUpdate(otherDb, other, line -> { }).run(false);

        Path database = copy.resolve("josh.db");
        Path served = LexicalIndexLayout.of(database, "us_code_fts");
        Map<String, String> stamp;
        try (Directory own = FSDirectory.open(served)) {
            stamp = SegmentInfos.readLatestCommit(own).getUserData();
        }
        Files.move(served, tmp.resolve("own"));
        copyTree(LexicalIndexLayout.of(other, "us_code_fts"), served);
        try (Directory forged = FSDirectory.open(served); IndexWriter writer = new IndexWriter(forged,
                new IndexWriterConfig().setOpenMode(IndexWriterConfig.OpenMode.APPEND))) {
            writer.setLiveCommitData(stamp.entrySet());
            writer.commit();
        }

        List<String> problems = lexicalCells().verify(SetEvaluation.evaluate(set, lexicalCells().cellList(),
                new SetEvaluation.Environment(CORPUS, cache), false));
        assertThat(problems).anyMatch(p -> p.contains(": bm25 256/32 ") && p.contains(" is "));
        try (LexicalIndexes indexes = new LexicalIndexes(database);
             Connection conn = JoshDatabase.readOnly(database).getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(conn, "us_code_fts").orElseThrow()) {
            assertThat(lease.searcher().rows()).as("the other database's index, served").isEqualTo(otherRows);
        }
    }

    /** The committed baseline's lexical cells only: the breaks above touch nothing else, and so run nothing else. */
    private static Expected lexicalCells() {
        return new Expected(expected.set(), expected.tolerance(), expected.models(), expected.cells().stream()
                .filter(c -> c.cell().mode().equals(Cell.BM25)).toList(), expected.indexes());
    }

    private static void copyTree(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(from.relativize(f).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    @Test
    void aDateFilterThatIsIgnoredFailsVerify() {
        // An ignored filter returns what the same cell returns without one.
        Map<Cell, Run> byCell = new LinkedHashMap<>();
        real.runs().forEach(r -> byCell.put(r.cell(), r));
        SetEvaluation.Outcome broken = rebuilt(run -> run.cell().since() == null ? run
                : new Run(run.cell(), byCell.get(run.cell().since(null)).byQuery()));
        List<String> problems = expected.verify(broken);
        assertThat(problems).isNotEmpty().allMatch(p -> p.contains("since="));
    }

    @Test
    void aMergeThatLosesOneSourceFailsVerify() {
        SetEvaluation.Outcome broken = rebuilt(run -> {
            Map<String, Ranking> byQuery = new LinkedHashMap<>();
            run.byQuery().forEach((q, r) -> byQuery.put(q, new Ranking(r.documents().stream()
                    .filter(id -> !id.startsWith("cfr:")).toList(), r.millis(), r.error())));
            return new Run(run.cell(), byQuery);
        });
        List<String> problems = expected.verify(broken);
        assertThat(problems).anyMatch(p -> p.contains(": bm25 ")).anyMatch(p -> p.contains(": dense "))
                .anyMatch(p -> p.contains(": hybrid "));
    }

    /** The real outcome with each run replaced, and scored again. */
    /**
     * The Lucene cells of issue 20 over the same eval index as the bm25 cell: document ids of the
     * same sources (a Lucene cell that returned chunk ids, or another index's documents, would share
     * none with bm25's top 10), grouped one result per document, and the shipped column weights
     * applied as boosts (the boosted and the flat cell rank apart somewhere).
     */
    @Test
    void theLuceneCellsRankTheBm25CellsDocuments() throws Exception {
        Cell bm25 = expected.cellList().stream().filter(c -> c.mode().equals(Cell.BM25) && c.since() == null)
                .findFirst().orElseThrow();
        List<Cell> cells = List.of(bm25, Cell.lucene(Cell.LUCENE, bm25.model(), bm25.chunkerSpec()),
                Cell.lucene(Cell.LUCENE_FLAT, bm25.model(), bm25.chunkerSpec()));
        SetEvaluation.Outcome outcome = SetEvaluation.evaluate(set, cells, new SetEvaluation.Environment(CORPUS, CACHE),
                false);
        assertThat(outcome.indexes()).as("one index for the three cells").hasSize(1);
        assertThat(outcome.results()).allSatisfy(r -> assertThat(r.failures()).as(r.cell().id()).isZero());
        Map<String, Ranking> lexical = outcome.runs().getFirst().byQuery();
        for (Run lucene : outcome.runs().subList(1, cells.size())) {
            int sharing = 0;
            for (var q : set.queries()) {
                List<String> documents = lucene.byQuery().get(q.id()).documents();
                assertThat(documents).as(lucene.cell().id() + " " + q.id() + ": one result per document")
                        .doesNotHaveDuplicates().hasSizeLessThanOrEqualTo(Metrics.CUTOFF);
                if (!lexical.get(q.id()).documents().isEmpty()) {
                    assertThat(documents).as(lucene.cell().id() + " " + q.id() + " finds what bm25 finds").isNotEmpty();
                }
                sharing += documents.stream().anyMatch(lexical.get(q.id()).documents()::contains) ? 1 : 0;
            }
            assertThat(sharing).as(lucene.cell().id() + ": queries sharing a document with bm25's top 10")
                    .isGreaterThan(set.queries().size() / 2);
        }
        Map<String, Ranking> boosted = outcome.runs().get(1).byQuery();
        Map<String, Ranking> flat = outcome.runs().get(2).byQuery();
        assertThat(set.queries()).as("the column weights move some ranking")
                .anyMatch(q -> !boosted.get(q.id()).documents().equals(flat.get(q.id()).documents()));
    }

    private static SetEvaluation.Outcome rebuilt(Function<Run, Run> change) {
        List<Run> runs = new ArrayList<>();
        List<CellResult> results = new ArrayList<>();
        for (Run run : real.runs()) {
            Run changed = change.apply(run);
            runs.add(changed);
            results.add(changed.score(set));
        }
        return new SetEvaluation.Outcome(set, runs, results, real.indexes(), List.of(), real.versions());
    }
}
