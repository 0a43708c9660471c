package dev.josh.eval;

import dev.josh.db.JoshDatabase;
import dev.josh.eval.index.CorpusView;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.eval.set.LabelQueries;
import dev.josh.eval.set.SetDefinition;
import dev.josh.eval.set.SetRecipe;
import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;

/**
 * Writes a new eval set from its recipe: ingests the set's corpus files with the real ingest job
 * (labels included: nothing is masked here), draws queries and judgments from the labels ingest
 * stored, and writes {@code set.json}, {@code queries.tsv}, {@code qrels.txt} and the README.
 */
final class SetDeriver {

    private SetDeriver() {
    }

    static EvalSet derive(SetRecipe recipe, Path corpus, Path evalRoot, Path cache) throws IOException, SQLException {
        List<String> files = recipe.files().list(corpus);
        CorpusView view = CorpusView.of(corpus, files, cache.resolve("corpus-views"));
        Path db = cache.resolve("labels").resolve(recipe.name().replace('/', '-') + "-" + view.hash().substring(0, 12))
                .resolve("josh.db");
        List<String> args = new ArrayList<>(List.of("ingest"));
        args.addAll(recipe.sources());
        args.addAll(List.of("--corpus", view.directory().toString(), "--db", db.toString()));
        int exit = IngestApplication.run(args.toArray(String[]::new));
        if (exit != 0) {
            throw new IOException("ingest of " + recipe.source() + " for the labels ended with exit code " + exit);
        }
        LabelQueries.Derived derived;
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            derived = recipe.labels().derive(c, recipe.seed(), recipe.queries());
        }
        if (derived.queries().size() < recipe.queries()) {
            throw new IOException(recipe.name() + ": only " + derived.queries().size() + " eligible queries, the recipe "
                    + "asks for " + recipe.queries());
        }
        SetDefinition definition = new SetDefinition(recipe.name(), recipe.source(), recipe.mask(), files,
                recipe.seed(), recipe.labels().describe(), recipe.scoredRows(), derived.masked(), null);
        EvalSet set = EvalSet.create(evalRoot, definition, derived.queries(), derived.qrels());
        Files.writeString(set.directory().resolve("README.md"), readme(recipe, set, derived, view));
        return set;
    }

    private static String readme(SetRecipe recipe, EvalSet set, LabelQueries.Derived derived, CorpusView view) {
        IntSummaryStatistics relevant = set.queries().stream().mapToInt(q -> set.qrels().of(q.id()).size())
                .summaryStatistics();
        StringBuilder md = new StringBuilder();
        md.append("# Eval set ").append(recipe.name()).append("\n\n");
        md.append("Frozen: these files are not edited. A change to the queries, the judgments, the corpus files or the ")
                .append("masking makes a new version (`").append(recipe.name().substring(0, recipe.name().indexOf('/')))
                .append("/v2`) with its own baseline.\n\n");
        md.append("## What is searched\n\n");
        md.append("Records of the `").append(recipe.source()).append("` source: ").append(recipe.about())
                .append(". The eval index is built by the real ingest job of that source over exactly the files below ")
                .append("(read in place from the corpus), with the label the queries come from cut out of each body ")
                .append("before it is chunked, then embedded by the real worker; see `docs/eval/README.md`.\n\n");
        md.append("Corpus files (").append(set.definition().corpusFiles().size()).append(", relative to the corpus ")
                .append("directory; SHA-256 of their paths and contents: `").append(view.hash()).append("`):\n\n");
        List<String> files = set.definition().corpusFiles();
        if (files.size() <= 20) {
            files.forEach(f -> md.append("- `").append(f).append("`\n"));
        } else {
            md.append("- `").append(files.getFirst()).append("` … `").append(files.getLast()).append("` (all ")
                    .append(files.size()).append(" listed in `set.json`)\n");
        }
        md.append("\n## How the queries and judgments were derived\n\n");
        md.append(recipe.labels().describe()).append("\n\n");
        md.append("Drawn with `java.util.Random(").append(recipe.seed()).append(")` from the eligible labels sorted by ")
                .append("id, by `josh eval derive --set ").append(recipe.name()).append("` (recipe in ")
                .append("`eval/src/main/java/dev/josh/eval/set/SetRecipes.java`). The labels are read from the database ")
                .append("the real ingest job wrote from these files, so they are exactly what upstream published.\n\n");
        derived.facts().forEach(f -> md.append("- ").append(f).append("\n"));
        md.append("- ").append(set.queries().size()).append(" queries; relevant documents per query: ")
                .append(relevant.getMin()).append(" to ").append(relevant.getMax()).append(", mean ")
                .append(String.format(java.util.Locale.ROOT, "%.1f", relevant.getAverage())).append("\n\n");
        md.append("## Files\n\n");
        md.append("- `set.json`: source, mask, corpus files, seed, derivation\n");
        md.append("- `queries.tsv`: query id, tab, query text\n");
        md.append("- `qrels.txt`: judgments in TREC format (`query-id 0 document-id grade`); unlisted documents are ")
                .append("not relevant\n");
        md.append("- `results.md`, `decision.json`: the last full run (`josh eval --set ").append(recipe.name())
                .append("`)\n");
        md.append("- `expected.json`: the regression baseline `josh eval --verify` checks\n\n");
        md.append("First queries:\n\n");
        for (EvalQuery q : set.queries().subList(0, Math.min(5, set.queries().size()))) {
            md.append("- ").append(q.id()).append(" `").append(q.text()).append("` → ")
                    .append(String.join(", ", set.qrels().of(q.id()).keySet().stream().sorted().limit(5).toList()))
                    .append(set.qrels().of(q.id()).size() > 5 ? ", …" : "").append("\n");
        }
        return md.toString();
    }
}
