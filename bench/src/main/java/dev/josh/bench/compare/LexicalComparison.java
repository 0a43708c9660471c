package dev.josh.bench.compare;

import dev.josh.eval.lexical.ExactBm25;
import dev.josh.eval.lexical.LuceneIndex;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.Table;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.lexical.LexicalLeg;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import java.io.PrintStream;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;

/**
 * The planned lexical leg ({@link LexicalLeg#searchPlanned}) as the server builds it, on the Lucene
 * indexes beside the database ({@link LexicalIndexes}), against the same leg without them (FTS5
 * alone: its sampled plan), exact FTS5 BM25 (the words OR-joined, every match scored and sorted:
 * {@link ExactBm25}) and the reference Lucene over the same rows ({@link LuceneIndex}: top {@code
 * window} rows, as the others return, and top {@code limit}, the page alone), on the mix's lexical
 * queries and the lexical leg of its hybrid ones. All get the same text, sources and filter; Josh's
 * legs and exact BM25 run on one connection, Lucene on one thread. Per query the median time, which
 * engine Josh's leg read ({@link LexicalLeg.Planned#engine}) and the top-10 overlap with exact BM25;
 * per class of query (the mix's flow) p50 and p95 over every timed run.
 */
final class LexicalComparison {

    record Case(String flow, String query, String since, String until, String source) {
    }

    /** One engine's timed runs per class, in the order the classes first appear. */
    private record Samples(Map<String, List<Long>> byClass) {
        Samples() {
            this(new LinkedHashMap<>());
        }

        void add(String flow, long[] micros) {
            List<Long> list = byClass.computeIfAbsent(flow, f -> new ArrayList<>());
            LongStream.of(micros).forEach(list::add);
        }

        long percentile(String flow, double p) {
            return Timing.percentile(byClass.get(flow).stream().mapToLong(Long::longValue).toArray(), p);
        }

        /** The class's percentile in ms, or "–" for an engine that was not run. */
        String millis(String flow, double p) {
            return byClass.containsKey(flow) ? Table.millis(percentile(flow, p)) : "–";
        }
    }

    private final Connection conn;
    private final SourceRegistry registry;
    private final LuceneIndex lucene;
    private final int rounds;
    private final int limit;
    private final int window;
    private final int passages;
    private final LexicalQueryParser parser = new LexicalQueryParser();
    /** The shipped leg: the server's settings, its Lucene indexes. */
    private final LexicalLeg leg;
    /** The same leg without the indexes: every source ranked by FTS5, as before issue 20. */
    private final LexicalLeg fts5Leg;
    private final ExactBm25 exact;
    private final MatchOnly matchOnly;
    /** Whether exact BM25 and MATCH alone run: they score every match in SQLite, minutes per pass at 5M. */
    private final boolean slowReferences;

    LexicalComparison(Connection conn, SourceRegistry registry, LexicalIndexes indexes, LuceneIndex lucene,
                      int rounds, int limit, boolean slowReferences) {
        this.conn = conn;
        this.slowReferences = slowReferences;
        this.registry = registry;
        this.lucene = lucene;
        this.rounds = rounds;
        this.limit = limit;
        SearchProperties p = SearchProperties.defaults();
        ScoringSettings scoring = p.scoring();
        this.leg = new LexicalLeg(p.lexical().scoredRows(), scoring.rankDocuments(), scoring.fieldWeights(), indexes);
        this.fts5Leg = new LexicalLeg(p.lexical().scoredRows(), scoring.rankDocuments(), scoring.fieldWeights(), null);
        // As SearchService sizes the FTS window for a first page of `limit` results.
        this.window = Math.clamp(limit * 4L, p.lexical().lexicalCandidates(), p.lexical().maxLexicalCandidates());
        this.passages = p.pages().passagesPerResult();
        this.exact = new ExactBm25(conn, window, passages);
        this.matchOnly = new MatchOnly(conn);
    }

    static List<Case> cases(QueryMix mix) {
        Map<String, Case> out = new LinkedHashMap<>();
        for (QueryMix.Request r : mix.requests()) {
            String mode = r.parameter("mode");
            if (r.parameter("q") != null && ("lexical".equals(mode) || "hybrid".equals(mode))) {
                String flow = "lexical".equals(mode) ? r.flow() : r.flow() + " (lexical leg)";
                Case c = new Case(flow, r.parameter("q"), r.parameter("since"), r.parameter("until"),
                        r.parameter("source"));
                out.putIfAbsent(c.query() + "|" + c.since() + "|" + c.until() + "|" + c.source(), c);
            }
        }
        return List.copyOf(out.values());
    }

    void run(QueryMix mix, PrintStream out) throws Exception {
        List<Case> cases = cases(mix);
        out.printf("%n## Planned lexical leg (on its Lucene indexes, and FTS5 alone) vs exact FTS5 BM25 vs Lucene "
                + "(%d queries, median of %d runs, window %d)%n%n", cases.size(), rounds, window);
        Table table = new Table("flow", "query", "filter", "plan", "engine", ">Josh ms", ">FTS5 leg ms",
                ">exact BM25 ms", ">Lucene ms", ">Lucene k=" + limit + " ms", ">MATCH only ms", ">Josh / Lucene",
                ">Josh top-10 ∩ exact", ">FTS5 leg top-10 ∩ exact", ">Lucene top-10 ∩ exact");
        warmUp(cases);
        Samples josh = new Samples();
        Samples fts5 = new Samples();
        Map<String, Integer> engines = new LinkedHashMap<>();
        Samples bm25 = new Samples();
        Samples luc = new Samples();
        Samples top = new Samples();
        Samples floor = new Samples();
        for (Case c : cases) {
            LexicalQuery words = parser.parse(c.query());
            SearchFilter filter = SearchFilter.parse(c.since(), c.until(), null);
            List<SourceTables> sources = sources(c);
            Timing.Timed<LexicalLeg.Planned> planned = Timing.median(rounds, () -> leg.searchPlanned(conn, sources,
                    words, filter, window, limit, passages, Deadline.after(Duration.ofMinutes(5))));
            Timing.Timed<LexicalLeg.Planned> sampled = Timing.median(rounds, () -> fts5Leg.searchPlanned(conn,
                    sources, words, filter, window, limit, passages, Deadline.after(Duration.ofMinutes(5))));
            engines.merge(planned.result().engine(), 1, Integer::sum);
            String any = words.marking().fts5();
            Timing.Timed<List<DocumentHit>> exactHits = slowReferences
                    ? Timing.median(rounds, () -> exact.search(sources, any, filter)) : null;
            boolean phrase = words.plan() == LexicalQuery.Plan.SYNTAX;
            String text = phrase ? c.query().replace("\"", "") : c.query();
            Timing.Timed<List<DocumentHit>> luceneHits = Timing.median(rounds, () -> lucene.search(sources, text, phrase,
                    filter, window, passages));
            // Lucene asked for the page itself: as many rows as results wanted, where the others return a window.
            Timing.Timed<List<DocumentHit>> luceneTop = Timing.median(rounds, () -> lucene.search(sources, text, phrase,
                    filter, limit, passages));
            // Candidate fix (a)'s floor: the leg's first query without bm25(), the same sample size.
            Timing.Timed<Long> gathered = slowReferences ? Timing.median(rounds, () -> matchOnly.candidates(sources,
                    words.allTerms().fts5(), filter, SearchProperties.defaults().lexical().scoredRows())) : null;
            josh.add(c.flow(), planned.micros());
            fts5.add(c.flow(), sampled.micros());
            top.add(c.flow(), luceneTop.micros());
            luc.add(c.flow(), luceneHits.micros());
            if (slowReferences) {
                floor.add(c.flow(), gathered.micros());
                bm25.add(c.flow(), exactHits.micros());
            }
            String exactMs = slowReferences ? Table.millis(exactHits.medianMicros()) : "–";
            List<DocumentHit> exactTop = slowReferences ? exactHits.result() : null;
            System.err.printf("lexical %s: Josh %s ms (%s, %s), FTS5 leg %s ms, exact %s ms, Lucene %s ms%n",
                    SemanticComparison.shorten(c.query()), Table.millis(planned.medianMicros()),
                    planned.result().plan(), planned.result().engine(), Table.millis(sampled.medianMicros()),
                    exactMs, Table.millis(luceneHits.medianMicros()));
            table.row(c.flow(), SemanticComparison.shorten(c.query()),
                    SemanticComparison.describe(new SemanticComparison.Case(c.flow(), c.query(), c.since(), c.until(),
                            c.source())), planned.result().plan(), planned.result().engine(),
                    Table.millis(planned.medianMicros()), Table.millis(sampled.medianMicros()),
                    exactMs, Table.millis(luceneHits.medianMicros()),
                    Table.millis(luceneTop.medianMicros()), slowReferences ? Table.millis(gathered.medianMicros()) : "–",
                    String.format("%.1f×", planned.medianMicros() / (double) Math.max(1, luceneHits.medianMicros())),
                    overlap(planned.result().documents(), exactTop), overlap(sampled.result().documents(), exactTop),
                    overlap(luceneHits.result(), exactTop));
        }
        out.print(table);
        out.printf("%nJosh's leg read: %s (queries per engine)%n", engines);
        out.printf("%nPer class, every timed run of its queries (p50 / p95 ms):%n%n");
        Table classes = new Table("class", ">runs", ">Josh p50", ">Josh p95", ">FTS5 leg p50", ">FTS5 leg p95",
                ">exact p50", ">exact p95",
                ">Lucene p50", ">Lucene p95", ">Lucene k=" + limit + " p50", ">Lucene k=" + limit + " p95",
                ">MATCH only p50", ">MATCH only p95", ">Josh / Lucene p50", ">Josh / Lucene p95");
        for (String flow : josh.byClass().keySet()) {
            classes.row(flow, josh.byClass().get(flow).size(), josh.millis(flow, 50), josh.millis(flow, 95),
                    fts5.millis(flow, 50), fts5.millis(flow, 95), bm25.millis(flow, 50), bm25.millis(flow, 95),
                    luc.millis(flow, 50), luc.millis(flow, 95), top.millis(flow, 50), top.millis(flow, 95),
                    floor.millis(flow, 50), floor.millis(flow, 95),
                    String.format("%.1f×", josh.percentile(flow, 50) / (double) Math.max(1, luc.percentile(flow, 50))),
                    String.format("%.1f×", josh.percentile(flow, 95) / (double) Math.max(1, luc.percentile(flow, 95))));
        }
        out.print(classes);
    }

    /**
     * One unmeasured pass of every query through Josh's legs and Lucene, so that the first queries
     * timed do not pay for the JIT compiling code the later ones find compiled. Exact BM25 is all
     * SQLite's C and is warmed per query by {@link Timing#median}: a pass of it takes minutes at 1M.
     */
    private void warmUp(List<Case> cases) {
        for (Case c : cases) {
            LexicalQuery words = parser.parse(c.query());
            SearchFilter filter = SearchFilter.parse(c.since(), c.until(), null);
            List<SourceTables> sources = sources(c);
            leg.searchPlanned(conn, sources, words, filter, window, limit, passages,
                    Deadline.after(Duration.ofMinutes(5)));
            fts5Leg.searchPlanned(conn, sources, words, filter, window, limit, passages,
                    Deadline.after(Duration.ofMinutes(5)));
            lucene.search(sources, c.query(), filter, window, passages, true);
        }
    }

    private List<SourceTables> sources(Case c) {
        return registry.all().stream().filter(SourceTables::lexicallySearchable)
                .filter(s -> c.source() == null || s.name().equals(c.source())).toList();
    }

    /**
     * Of exact BM25's top ten, the original documents (a copy's id without its {@code ~k} suffix)
     * that the other top ten holds too: the copies of one document tie in every BM25 and break the
     * tie differently in each engine, so counting copies would measure tie order, not ranking.
     */
    private String overlap(List<DocumentHit> other, List<DocumentHit> exactHits) {
        if (exactHits == null) {
            return "–"; // exact BM25 was not run (--skip-exact)
        }
        Set<String> truth = originals(exactHits);
        if (truth.isEmpty()) {
            return other.isEmpty() ? "n/a" : "0/0";
        }
        Set<String> got = originals(other);
        return truth.stream().filter(got::contains).count() + "/" + truth.size();
    }

    private Set<String> originals(List<DocumentHit> hits) {
        Set<String> out = new LinkedHashSet<>();
        hits.stream().limit(limit).forEach(d -> out.add(d.document().source() + " "
                + d.document().documentId().replaceFirst("~\\d+$", "")));
        return out;
    }
}
