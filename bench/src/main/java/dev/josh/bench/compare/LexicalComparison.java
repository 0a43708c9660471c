package dev.josh.bench.compare;

import dev.josh.bench.load.QueryMix;
import dev.josh.bench.report.Table;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.lexical.LexicalLeg;
import dev.josh.server.search.lexical.LexicalQuery;
import dev.josh.server.search.lexical.LexicalQueryParser;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The planned lexical leg ({@link LexicalLeg#searchPlanned}) against what a user of SQLite would
 * write: one FTS5 query per source with the words OR-joined (the form that gives BM25 quality),
 * every match scored by {@code bm25()} and sorted, LIMIT the same window, joined to the chunk and,
 * with a filter, to the record. Both get the same parsed, quoted words.
 */
final class LexicalComparison {

    record Case(String flow, String query, String since, String until, String source) {
    }

    private final Connection conn;
    private final SourceRegistry registry;
    private final int rounds;
    private final int limit;
    private final int window;
    private final int passages;
    private final LexicalQueryParser parser = new LexicalQueryParser();
    private final LexicalLeg leg = new LexicalLeg();

    LexicalComparison(Connection conn, SourceRegistry registry, int rounds, int limit) {
        this.conn = conn;
        this.registry = registry;
        this.rounds = rounds;
        this.limit = limit;
        SearchProperties p = SearchProperties.defaults();
        // As SearchService sizes the FTS window for a first page of `limit` results.
        this.window = Math.clamp(limit * 4L, p.lexicalCandidates(), p.maxLexicalCandidates());
        this.passages = p.passagesPerResult();
    }

    static List<Case> cases(QueryMix mix) {
        Map<String, Case> out = new LinkedHashMap<>();
        for (QueryMix.Request r : mix.requests()) {
            String mode = r.parameter("mode");
            if (r.parameter("q") != null && ("lexical".equals(mode) || "hybrid".equals(mode))) {
                String flow = "lexical".equals(mode) ? r.flow() : "hybrid (lexical leg)";
                Case c = new Case(flow, r.parameter("q"), r.parameter("since"), r.parameter("until"),
                        r.parameter("source"));
                out.putIfAbsent(c.query() + "|" + c.since() + "|" + c.until() + "|" + c.source(), c);
            }
        }
        return List.copyOf(out.values());
    }

    void run(QueryMix mix, PrintStream out) throws Exception {
        List<Case> cases = cases(mix);
        out.printf("%n## Planned lexical leg vs naive FTS5 OR + bm25 (%d queries, median of %d runs, window %d)%n%n",
                cases.size(), rounds, window);
        Table table = new Table("flow", "query", "filter", "plan", ">planned ms", ">naive OR ms", ">naive / planned",
                ">top-10 overlap");
        List<Double> ratios = new ArrayList<>();
        for (Case c : cases) {
            LexicalQuery words = parser.parse(c.query());
            SearchFilter filter = SearchFilter.parse(c.since(), c.until(), null);
            List<SourceTables> sources = registry.all().stream().filter(SourceTables::lexicallySearchable)
                    .filter(s -> c.source() == null || s.name().equals(c.source())).toList();
            Timing.Timed<LexicalLeg.Planned> planned = Timing.median(rounds, () -> leg.searchPlanned(conn, sources,
                    words, filter, window, limit, passages, Deadline.after(Duration.ofMinutes(5))));
            String any = words.anyTerm() != null ? words.anyTerm() : words.allTerms();
            Timing.Timed<List<DocumentHit>> naive = Timing.median(rounds, () -> naive(sources, any, filter));
            double ratio = naive.medianMicros() / (double) planned.medianMicros();
            ratios.add(ratio);
            System.err.printf("lexical %s: planned %s ms (%s), naive %s ms%n", SemanticComparison.shorten(c.query()),
                    Table.millis(planned.medianMicros()), planned.result().plan(), Table.millis(naive.medianMicros()));
            table.row(c.flow(), SemanticComparison.shorten(c.query()),
                    SemanticComparison.describe(new SemanticComparison.Case(c.flow(), c.query(), c.since(), c.until(),
                            c.source())), planned.result().plan(), dev.josh.bench.report.Table.millis(planned.medianMicros()),
                    Table.millis(naive.medianMicros()), String.format("%.1f×", ratio),
                    overlap(planned.result().documents(), naive.result()));
        }
        out.print(table);
        out.printf("%ngeometric mean: the naive OR query takes %.1f× the planned leg's time%n",
                Timing.geometricMean(ratios.stream().mapToDouble(Double::doubleValue).toArray()));
    }

    private List<DocumentHit> naive(List<SourceTables> sources, String match, SearchFilter filter)
            throws SQLException {
        List<ChunkHit> hits = new ArrayList<>();
        for (SourceTables s : sources) {
            String fts = s.source().ftsTable();
            // FTS5's auxiliary functions take the table's own name, not an alias.
            StringBuilder sql = new StringBuilder("SELECT " + fts + ".rowid, r.id, bm25(" + fts + ") FROM " + fts);
            sql.append(s.chunked()
                    ? " JOIN " + s.source().chunksTable() + " c ON c.chunk_id = " + fts + ".rowid JOIN " + s.table()
                    + " r ON r.id = c.document_id"
                    : " JOIN " + s.table() + " r ON r.rowid = " + fts + ".rowid");
            sql.append(" WHERE " + fts + " MATCH ?");
            if (filter.since() != null) {
                sql.append(" AND substr(r.published_at, 1, 10) >= ?");
            }
            if (filter.until() != null) {
                sql.append(" AND substr(r.published_at, 1, 10) <= ?");
            }
            sql.append(" ORDER BY bm25(" + fts + ") LIMIT ?");
            try (PreparedStatement ps = conn.prepareStatement(sql.toString())) {
                int i = 1;
                ps.setString(i++, match);
                if (filter.since() != null) {
                    ps.setString(i++, filter.since().toString());
                }
                if (filter.until() != null) {
                    ps.setString(i++, filter.until().toString());
                }
                ps.setInt(i, window);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        hits.add(new ChunkHit(new DocumentKey(s.name(), rs.getString(2)), rs.getLong(1),
                                -rs.getDouble(3)));
                    }
                }
            }
        }
        return DocumentHit.group(hits, passages);
    }

    private String overlap(List<DocumentHit> planned, List<DocumentHit> naive) {
        Set<DocumentKey> a = new HashSet<>();
        planned.stream().limit(limit).forEach(d -> a.add(d.document()));
        long common = naive.stream().limit(limit).filter(d -> a.contains(d.document())).count();
        int n = Math.min(limit, Math.max(planned.size(), naive.size()));
        return n == 0 ? "n/a" : common + "/" + n;
    }
}
