package dev.josh.bench.eval;

import dev.josh.eval.lexical.ExactBm25;
import dev.josh.eval.lexical.LuceneIndex;
import dev.josh.bench.report.LexicalIndexesServed;
import dev.josh.bench.report.Machine;
import dev.josh.bench.report.Table;
import dev.josh.eval.run.Bootstrap;
import dev.josh.eval.run.Metrics;
import dev.josh.eval.run.Ranking;
import dev.josh.eval.run.SearchStack;
import dev.josh.eval.set.EvalQuery;
import dev.josh.eval.set.EvalSet;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code josh bench eval}: the scale cell of the retrieval evaluation. An eval set's queries run
 * over a benchmark database (built by {@code bench scale}, where every document has tens of
 * copies {@code <id>~k}), a copy of a judged document counting as relevant with the original's
 * grade; NDCG@10, Recall@10 and MRR@10 with the harness's bootstrap intervals for four rankings
 * of the same rows: the shipped lexical leg as {@code GET /v1/search?mode=lexical} runs it (the
 * eval's own {@link SearchStack}: SearchService, LexicalSearch, LexicalLeg with the shipped
 * defaults, on the Lucene indexes beside the database that {@code josh lexical} builds), the
 * same leg on FTS5 alone (its sampled plan, as before issue 20), exact FTS5 BM25 ({@link ExactBm25})
 * and a plain Lucene BM25 ({@link LuceneIndex}).
 *
 * <p>The benchmark database is built from the unmasked corpus, so unlike the eval's own indexes
 * the labels a query came from (a section heading) are in the indexed text: the absolute figures
 * are higher than the eval's, and what the cell measures is the gap between the shipped leg and
 * exact BM25 at scale.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "The scale cell: eval sets' queries over a 'bench scale' database, copies of relevant "
                + "documents counted relevant; NDCG@10 with bootstrap intervals for the shipped lexical leg (on "
                + "its Lucene indexes, DB.lexical/), the same leg on FTS5 alone, exact FTS5 BM25 and Lucene BM25 over the "
                + "same rows.")
public final class ScaleEvalCommand implements Callable<Integer> {

    @Option(names = "--db", required = true, description = "a database built by 'josh bench scale'")
    Path db;

    @Option(names = "--set", split = ",", defaultValue = "us-code/v1,ecfr-and-cfr/v1,federal-register/v1,bills/v1",
            description = "eval sets whose queries run (default ${DEFAULT-VALUE})")
    List<String> sets;

    @Option(names = "--eval-dir", description = "where the sets are (default: docs/eval)")
    Path evalDir;

    @Option(names = "--lucene-dir", description = "the Lucene index of the database's FTS rows, as 'bench compare' "
            + "keeps it (default: DB.lucene beside the database)")
    Path luceneDir;

    private static final List<String> LINES = List.of("shipped lexical leg", "FTS5 leg", "exact FTS5 BM25",
            "Lucene BM25");

    @Override
    public Integer call() throws Exception {
        Path dir = evalDir != null ? evalDir : Path.of(System.getProperty("josh.eval.dir", "docs/eval"));
        System.out.println(Machine.describe());
        System.out.println("start: " + Machine.load());
        SearchProperties defaults = SearchProperties.defaults();
        int window = defaults.lexical().window(Metrics.CUTOFF);
        Path lucenePath = luceneDir != null ? luceneDir : db.resolveSibling(db.getFileName() + ".lucene");
        Table table = new Table("set", "ranking", ">queries", ">NDCG@10", ">95% interval", ">Recall@10", ">MRR@10",
                ">p50 ms");
        Table gaps = new Table("set", "difference", ">mean", ">95% interval");
        try (SearchStack stack = new SearchStack(db, defaults);
             SearchStack fts5Stack = new SearchStack(db, defaults, false);
             Connection conn = stack.dataSource().getConnection();
             LuceneIndex lucene = LuceneIndex.openOrBuild(conn, db, stack.registry().all().stream()
                     .filter(SourceTables::lexicallySearchable).toList(), lucenePath, System.out)) {
            System.out.println(LexicalIndexesServed.describe(stack.lexicalIndexes().orElseThrow(), conn,
                    stack.registry().all().stream().filter(SourceTables::lexicallySearchable).toList()));
            ExactBm25 exact = new ExactBm25(conn, window, defaults.pages().passagesPerResult());
            LexicalQueryParser parser = new LexicalQueryParser();
            for (String name : sets) {
                EvalSet set = EvalSet.read(dir, name);
                List<SourceTables> sources = stack.registry().all().stream()
                        .filter(s -> set.definition().sources().contains(s.name())).toList();
                int n = set.queries().size();
                double[][] ndcg = new double[LINES.size()][n];
                double[][] recall = new double[LINES.size()][n];
                double[][] rr = new double[LINES.size()][n];
                double[][] millis = new double[LINES.size()][n];
                int missing = 0;
                for (int i = 0; i < n; i++) {
                    EvalQuery q = set.queries().get(i);
                    Map<String, Integer> grades = withCopies(conn, sources, set.qrels().of(q.id()));
                    missing += grades.isEmpty() ? 1 : 0;
                    LexicalQuery words = parser.parse(q.text());
                    String any = words.marking().fts5();
                    List<Ranking> rankings = List.of(
                            stack.search(set.definition().source(), q.text(), SearchMode.LEXICAL,
                                    defaults.fusion().rrfK(), Metrics.CUTOFF),
                            fts5Stack.search(set.definition().source(), q.text(), SearchMode.LEXICAL,
                                    defaults.fusion().rrfK(), Metrics.CUTOFF),
                            timed(() -> exact.search(sources, any, SearchFilter.NONE)),
                            timed(() -> lucene.search(sources, q.text(), SearchFilter.NONE, window,
                                    defaults.pages().passagesPerResult(), true)));
                    for (int line = 0; line < LINES.size(); line++) {
                        Ranking r = rankings.get(line);
                        if (r.error() != null) {
                            System.err.println(name + " " + q.id() + " " + LINES.get(line) + ": " + r.error());
                        }
                        Metrics.Scores s = grades.isEmpty() ? new Metrics.Scores(0, 0, 0)
                                : Metrics.score(r.documents(), grades);
                        ndcg[line][i] = s.ndcg();
                        recall[line][i] = s.recall();
                        rr[line][i] = s.reciprocalRank();
                        millis[line][i] = r.millis();
                    }
                }
                if (missing > 0) {
                    System.out.printf("%s: %d of %d queries have no judged document in %s (scored 0 on every line)%n",
                            name, missing, n, db);
                }
                Bootstrap bootstrap = Bootstrap.forQueries(n);
                for (int line = 0; line < LINES.size(); line++) {
                    Bootstrap.Interval nd = bootstrap.interval(ndcg[line]);
                    table.row(name, LINES.get(line), n, String.format("%.3f", nd.mean()),
                            String.format("[%.3f, %.3f]", nd.low(), nd.high()), mean(recall[line]), mean(rr[line]),
                            String.format("%.1f", median(millis[line])));
                }
                for (int line = 1; line < LINES.size(); line++) {
                    Bootstrap.Interval d = bootstrap.difference(ndcg[0], ndcg[line]);
                    gaps.row(name, "NDCG@10 shipped − " + LINES.get(line), String.format("%+.3f", d.mean()),
                            String.format("[%+.3f, %+.3f]", d.low(), d.high()));
                }
                System.err.println("done: " + name);
            }
        }
        System.out.println();
        System.out.print(table);
        System.out.println();
        System.out.print(gaps);
        System.out.println("end: " + Machine.load());
        return 0;
    }

    private interface Search {
        List<DocumentHit> run() throws Exception;
    }

    private static Ranking timed(Search search) {
        long t = System.nanoTime();
        try {
            List<String> ids = search.run().stream().map(d -> d.document().documentId()).toList();
            return new Ranking(ids, (System.nanoTime() - t) / 1e6, null);
        } catch (Exception e) {
            return Ranking.failed(e.getClass().getSimpleName() + ": " + e.getMessage(), (System.nanoTime() - t) / 1e6);
        }
    }

    /**
     * The judged documents and every copy {@code bench scale} made of them ({@code <id>~k}, found
     * by a range on the record table's primary key), each with the original's grade.
     */
    public static Map<String, Integer> withCopies(Connection conn, List<SourceTables> sources, Map<String, Integer> judged)
            throws SQLException {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (SourceTables s : sources) {
            try (PreparedStatement ps = conn.prepareStatement("SELECT id FROM " + s.table()
                    + " WHERE id = ? OR (id >= ? AND id < ?)")) {
                for (Map.Entry<String, Integer> doc : judged.entrySet()) {
                    ps.setString(1, doc.getKey());
                    ps.setString(2, doc.getKey() + "~");
                    ps.setString(3, doc.getKey() + "~:"); // ':' follows the digits of the copy number
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            out.put(rs.getString(1), doc.getValue());
                        }
                    }
                }
            }
        }
        return out;
    }

    private static String mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return String.format("%.3f", sum / values.length);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
