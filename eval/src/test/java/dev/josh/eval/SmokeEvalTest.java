package dev.josh.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.eval.run.CellResult;
import dev.josh.eval.run.Expected;
import dev.josh.eval.run.Ranking;
import dev.josh.eval.run.Run;
import dev.josh.eval.run.SetEvaluation;
import dev.josh.eval.set.EvalSet;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The regression check of the eval on the small set, as CI runs it: the real ingest, worker,
 * encoder and search over U.S. Code title 9, compared with {@code docs/eval/smoke/v1/expected.json}.
 */
@Tag("slow")
class SmokeEvalTest {

    private static final Path EVAL_DIR = Path.of(System.getProperty("josh.eval.dir"));
    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final Path CACHE = Path.of(System.getProperty("josh.eval.cache"));

    @Test
    void verifyReproducesTheCommittedMetrics() {
        StringWriter out = new StringWriter();
        CommandLine cli = EvalCommand.commandLine();
        cli.setOut(new PrintWriter(out));
        int exit = cli.execute("--verify", "--set", "smoke/v1", "--corpus", CORPUS.toString(),
                "--eval-dir", EVAL_DIR.toString(), "--cache", CACHE.toString());
        assertThat(out.toString()).contains("smoke/v1:").contains("every metric within");
        assertThat(exit).isZero();
    }

    @Test
    void verifyFailsWhenTheRankingIsBrokenOnPurpose() throws Exception {
        EvalSet set = EvalSet.read(EVAL_DIR, "smoke/v1");
        Expected expected = Expected.read(set.directory());
        SetEvaluation.Outcome real = SetEvaluation.evaluate(set, expected.cellList(),
                new SetEvaluation.Environment(CORPUS, CACHE), false);
        assertThat(expected.verify(real)).isEmpty();

        // Each cell's top ten, worst first: the same documents, so only the order is broken.
        List<Run> reversed = new ArrayList<>();
        List<CellResult> scores = new ArrayList<>();
        for (Run run : real.runs()) {
            Map<String, Ranking> byQuery = new LinkedHashMap<>();
            run.byQuery().forEach((q, r) -> byQuery.put(q, new Ranking(r.documents().reversed(), r.millis(), null)));
            Run broken = new Run(run.cell(), byQuery);
            reversed.add(broken);
            scores.add(broken.score(set));
        }
        SetEvaluation.Outcome broken = new SetEvaluation.Outcome(set, reversed, scores, real.indexes(), List.of(),
                real.versions());

        List<String> problems = expected.verify(broken);
        assertThat(problems).isNotEmpty();
        assertThat(problems).anyMatch(p -> p.contains("bm25 max/50 NDCG@10"))
                .anyMatch(p -> p.contains("MRR@10"))
                .noneMatch(p -> p.contains("Recall@10")); // the same ten documents: recall cannot tell
    }
}
