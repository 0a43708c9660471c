package dev.josh.eval.run;

import dev.josh.eval.index.EvalIndex;
import dev.josh.eval.set.EvalJson;
import dev.josh.eval.vectors.OversamplingStudy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** Writes a set's {@code results.md} and {@code decision.json} next to its queries. */
public final class Report {

    public static final String RESULTS = "results.md";
    public static final String DECISION = "decision.json";

    private Report() {
    }

    /** @param command the command line that produced the outcome, quoted in the report */
    public static void write(SetEvaluation.Outcome outcome, Decision decision, String command) throws IOException {
        Path dir = outcome.set().directory();
        Files.writeString(dir.resolve(RESULTS), markdown(outcome, decision, command));
        if (decision != null) {
            EvalJson.write(dir.resolve(DECISION), decision);
        }
    }

    static String markdown(SetEvaluation.Outcome outcome, Decision decision, String command) {
        Bootstrap bootstrap = Bootstrap.forQueries(outcome.set().queries().size());
        StringBuilder md = new StringBuilder();
        md.append("# Retrieval evaluation: ").append(outcome.set().name()).append("\n\n");
        md.append(outcome.set().queries().size()).append(" queries (see README.md for how they were derived). ")
                .append("Metrics at cutoff ").append(Metrics.CUTOFF).append(", means over the queries; brackets are 95% ")
                .append("bootstrap intervals (").append(Bootstrap.RESAMPLES).append(" resamples of the queries, seed ")
                .append(Bootstrap.SEED).append("); Δ is paired against BM25 on the same resamples. `max/50` is the ")
                .append("shipped chunker: the model's whole input less its two special tokens (510 tokens for ")
                .append("bge-small-en-v1.5 and e5-small-v2, 254 for all-minilm-l6-v2), 50 tokens of overlap. ")
                .append("ms/query is the eval's wall time per search on a shared machine, each query embedded once ")
                .append("per index: not a benchmark. ")
                .append("Produced by:\n\n```\n").append(command).append("\n```\n\n");
        CellResult baseline = outcome.results().stream().filter(r -> r.cell().mode().equals(Cell.BM25))
                .filter(r -> decision == null || r.cell().id().equals(decision.baseline().cell())).findFirst()
                .orElse(null);
        md.append("## Cells, best NDCG@10 first\n\n");
        md.append("| cell | NDCG@10 | Recall@10 | MRR@10 | Δ NDCG@10 vs BM25 | ms/query |\n");
        md.append("|---|---|---|---|---|---|\n");
        List<CellResult> sorted = outcome.results().stream()
                .sorted(Comparator.comparingDouble(CellResult::meanNdcg).reversed()).toList();
        for (CellResult r : sorted) {
            md.append("| `").append(r.cell().id()).append("` | ").append(interval(bootstrap.interval(r.ndcg())))
                    .append(" | ").append(interval(bootstrap.interval(r.recall())))
                    .append(" | ").append(interval(bootstrap.interval(r.reciprocalRank())))
                    .append(" | ").append(baseline == null || r == baseline ? "" :
                            signed(bootstrap.difference(r.ndcg(), baseline.ndcg())))
                    .append(" | ").append(f(1, r.meanMillis()))
                    .append(r.failures() == 0 ? "" : " (" + r.failures() + " failed: " + String.join("; ", r.sampleErrors()) + ")")
                    .append(" |\n");
        }
        if (decision != null) {
            md.append("\n## Decision\n\n");
            md.append("- Baseline: `").append(decision.baseline().cell()).append("`, NDCG@10 ")
                    .append(interval(decision.baseline().ndcgAt10())).append(".\n");
            md.append("- Best cell: `").append(decision.chosen().cell()).append("`, NDCG@10 ")
                    .append(interval(decision.chosen().ndcgAt10())).append(", margin over the baseline ")
                    .append(signed(decision.marginNdcg())).append(", Recall@10 change ")
                    .append(f(3, decision.recallDelta())).append(": it ")
                    .append(decision.clearsThreshold() ? "clears" : "does not clear").append(" the ")
                    .append(f(2, decision.threshold())).append(" NDCG@10 threshold.\n");
            if (decision.shipped() != null) {
                md.append("- Shipped default: `").append(decision.shipped().cell()).append("`, NDCG@10 ")
                        .append(interval(decision.shipped().ndcgAt10())).append("; best minus shipped ")
                        .append(signed(decision.chosenOverShipped())).append(".\n");
            }
            if (decision.bestConfigurable() != null
                    && !decision.bestConfigurable().cell().equals(decision.chosen().cell())) {
                md.append("- Best cell the server can run by its settings (equal weights): `")
                        .append(decision.bestConfigurable().cell()).append("`, NDCG@10 ")
                        .append(interval(decision.bestConfigurable().ndcgAt10())).append(", margin over the baseline ")
                        .append(signed(decision.configurableMargin())).append(".\n");
            }
            if (decision.adopted() != null) {
                md.append("- Adopted: `").append(decision.adopted().cell()).append("`, ")
                        .append(decision.replacesShipped()
                                ? "a replacement for the shipped default: it beats it by " + signed(decision.adoptedOverShipped())
                                + " NDCG@10, at least the " + f(2, decision.threshold()) + " threshold"
                                : "the shipped default: no cell the server can run beats it by the "
                                + f(2, decision.threshold()) + " NDCG@10 threshold")
                        .append(".\n");
            }
            if (decision.oversampling() != null) {
                Decision.Oversampling o = decision.oversampling();
                md.append("- Oversampling for ").append(o.model()).append(": ")
                        .append(o.chosen() == null ? "no factor measured reaches " + f(2, o.requiredRecall())
                                : "the smallest factor whose chunk recall@10 of the exact search reaches "
                                + f(2, o.requiredRecall()) + " is " + o.chosen() + " (" + f(3, o.recallAtChosen()) + ")")
                        .append("; the shipped ").append(o.shippedFactor()).append(" reaches ")
                        .append(f(3, o.recallAtShipped())).append(".\n");
            }
        }
        if (!outcome.curves().isEmpty()) {
            md.append("\n## Binary scan with float rescore against exact search\n\n");
            md.append("Recall@10 of the exact cosine top ten (all float vectors of the index) reached by the shipped ")
                    .append("semantic leg (binary scan keeping `20 × oversample` candidates, float rescore), over the ")
                    .append("set's queries; without the server's floor of 100 candidates.\n\n");
            md.append("| model | chunker | vectors | oversample | candidates | chunk recall@10 (worst query) | document recall@10 |\n");
            md.append("|---|---|---|---|---|---|---|\n");
            for (OversamplingStudy.Curve c : outcome.curves()) {
                for (OversamplingStudy.Point p : c.points()) {
                    md.append("| ").append(c.model()).append(" | ").append(c.chunker()).append(" | ").append(c.vectors())
                            .append(" | ").append(p.oversample()).append(" | ").append(p.candidates()).append(" | ")
                            .append(f(3, p.chunkRecall())).append(" (").append(f(2, p.minChunkRecall())).append(") | ")
                            .append(f(3, p.documentRecall())).append(" |\n");
                }
            }
        }
        md.append("\n## Eval indexes\n\n");
        md.append("| model | chunker | records | chunks | tokens | ingest s | embedding s |\n");
        md.append("|---|---|---|---|---|---|---|\n");
        for (EvalIndex.BuildStats s : outcome.indexes().stream().map(EvalIndex::stats).toList()) {
            md.append("| ").append(s.modelId()).append(" ").append(s.modelVersion()).append(" | ").append(s.chunker())
                    .append(" | ").append(s.records()).append(" | ").append(s.chunks()).append(" | ").append(s.tokens())
                    .append(" | ").append(f(1, s.ingestSeconds())).append(" | ").append(f(1, s.embedSeconds()))
                    .append(" |\n");
        }
        return md.toString();
    }

    private static String interval(Bootstrap.Interval i) {
        return f(3, i.mean()) + " [" + f(3, i.low()) + ", " + f(3, i.high()) + "]";
    }

    private static String signed(Bootstrap.Interval i) {
        return String.format(Locale.ROOT, "%+.3f [%+.3f, %+.3f]", i.mean(), i.low(), i.high());
    }

    static String f(int decimals, double v) {
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
