package dev.josh.eval;

import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.eval.index.ChunkerSpec;
import dev.josh.eval.index.CorpusView;
import dev.josh.eval.index.EvalIndex;
import dev.josh.eval.run.Ranking;
import dev.josh.eval.run.SearchStack;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.ingest.core.Rows;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code josh eval pool --set NAME --depth 20 --out DIR}: the judging pool of a set whose judgments are
 * made by reading (TREC's pooling): the top {@code depth} documents of each of several runs that rank
 * documents differently, merged per query. Each query's pool is written for a judge as one file, its
 * documents in a seeded random order and with nothing that says which run found them (the
 * document's title, official title, latest action and CRS summary, or the opening of its text); which
 * runs found each document goes to {@code pool.tsv} beside them, for the set's README.
 */
@Command(name = "pool", mixinStandardHelpOptions = true,
        description = "Pools the top documents of several rankings per query, for judging by reading.")
final class PoolCommand implements Callable<Integer> {

    /** Characters of a document shown to the judge. */
    private static final int SHOWN_CHARS = 2_200;
    private static final String SUMMARY = "## CRS summary";

    @CommandLine.ParentCommand
    EvalCommand parent;

    @Option(names = "--set", required = true, paramLabel = "NAME", description = "The set, e.g. descriptive/v1 "
            + "(its set.json and queries.tsv; judgments may not exist yet).")
    String name;

    @Option(names = "--depth", defaultValue = "20", description = "Documents taken from each run (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where the pool is written.")
    Path out;

    /** One pooled run: a mode and the settings it ranks with. */
    private record PoolRun(String name, SearchMode mode, SearchProperties properties) {
    }

    @Override
    public Integer call() throws Exception {
        EvalCommand.Environment env = parent.environment();
        EvalSet set = EvalSet.readUnjudged(env.evalDir(), name);
        CorpusView view = CorpusView.of(env.corpus(), set.definition().corpusFiles(), env.cache().resolve("corpus-views"));
        EvalIndex index = EvalIndex.open(set.definition(), view, ModelCatalog.DEFAULT_MODEL, ChunkerSpec.SHIPPED,
                env.cache());
        Map<String, Map<String, Set<String>>> pool = new LinkedHashMap<>();
        set.queries().forEach(q -> pool.put(q.id(), new LinkedHashMap<>()));
        for (PoolRun run : runs()) {
            try (SearchStack stack = new SearchStack(index.database(), run.properties())) {
                for (EvalQuery q : set.queries()) {
                    Ranking r = stack.search(set.definition().source(), q.text(), run.mode(),
                            run.properties().fusion().rrfK(), depth);
                    if (r.error() != null) {
                        throw new IllegalStateException(run.name() + " failed on " + q.id() + ": " + r.error());
                    }
                    r.documents().forEach(d -> pool.get(q.id()).computeIfAbsent(d, k -> new LinkedHashSet<>())
                            .add(run.name()));
                }
            }
        }
        Files.createDirectories(out);
        List<String> tsv = new ArrayList<>(List.of("query\tdocument\truns"));
        int documents = 0;
        try (SearchStack stack = new SearchStack(index.database(), SearchProperties.defaults());
             Connection conn = stack.dataSource().getConnection()) {
            for (EvalQuery q : set.queries()) {
                List<String> ids = new ArrayList<>(new TreeMap<>(pool.get(q.id())).keySet());
                Collections.shuffle(ids, new Random(q.id().hashCode()));
                StringBuilder md = new StringBuilder("# " + q.id() + "\n\n> " + q.text() + "\n\n");
                for (String id : ids) {
                    md.append(shown(conn, set.definition().source(), id));
                    tsv.add(q.id() + "\t" + id + "\t" + String.join(",", pool.get(q.id()).get(id)));
                }
                Files.writeString(out.resolve(q.id() + ".md"), md, StandardCharsets.UTF_8);
                documents += ids.size();
            }
        }
        Files.write(out.resolve("pool.tsv"), tsv, StandardCharsets.UTF_8);
        parent.spec.commandLine().getOut().printf("pooled %d documents for %d queries (%d runs, depth %d) in %s%n",
                documents, set.queries().size(), runs().size(), depth, out);
        parent.spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * The runs pooled: each leg ranking by best chunk and by what the document is about, today's
     * hybrid, and the shipped one.
     */
    /** {@code settings} with targeted queries ranked by whole documents or not, and the opening's weight. */
    private static SearchProperties targeted(SearchProperties settings, boolean documents, double openingWeight) {
        ScoringSettings s = settings.scoring();
        return settings.toBuilder().scoring(s.withTargeted(documents, s.fieldWeights(), openingWeight)).build();
    }

    static List<PoolRun> runs() {
        SearchProperties base = SearchProperties.defaults();
        SearchProperties off = base.toBuilder()
                .scoring(base.scoring().withDescriptive(ScoringSettings.Descriptive.NONE))
                .fusion(base.fusion().withPartialMatchWeight(1)).build();
        return List.of(
                new PoolRun("bm25-chunk", SearchMode.LEXICAL, targeted(off, false, 0)),
                new PoolRun("bm25-document", SearchMode.LEXICAL, targeted(off, true, 0)),
                new PoolRun("dense-chunk", SearchMode.SEMANTIC, targeted(off, false, 0)),
                new PoolRun("dense-opening", SearchMode.SEMANTIC, targeted(off, false, 1)),
                new PoolRun("hybrid-chunk", SearchMode.HYBRID, off),
                new PoolRun("hybrid-shipped", SearchMode.HYBRID, base));
    }

    /** What the judge reads of one document. */
    private static String shown(Connection conn, String source, String id) throws SQLException {
        String table = dev.josh.db.SourceCatalog.tableName(source);
        Optional<String> stored = Rows.on(conn).sql("SELECT body_markdown FROM " + table + " WHERE id = ?")
                .param(id).query(String.class).optional();
        if (stored.isEmpty()) {
            return "## " + id + "\n\n(not in the index)\n\n";
        }
        String body = stored.get();
        int summary = body.indexOf(SUMMARY);
        String opening = body.lines().limit(12).filter(l -> !l.startsWith("## Subjects"))
                .reduce("", (a, b) -> a + b + "\n");
        String text = summary >= 0 ? opening + "\n" + body.substring(summary) : body;
        if (text.length() > SHOWN_CHARS) {
            text = text.substring(0, SHOWN_CHARS) + " […]";
        }
        return "## " + id + "\n\n" + text.strip() + "\n\n---\n\n";
    }
}
