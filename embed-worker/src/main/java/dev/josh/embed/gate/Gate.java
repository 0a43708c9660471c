package dev.josh.embed.gate;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.encoder.TextTokenizer;
import dev.josh.embed.measure.Durations;
import dev.josh.embed.measure.Percentiles;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.springframework.jdbc.core.RowMapper;

/**
 * The checks before a bulk embedding run of one source with one model, on a sample of the source's
 * chunks (the chunks of every document a sanity query calls plausible, and {@link Limits#others()}
 * more spread over the table by a fixed hash; all chunks when the source is smaller than that):
 * <ol>
 *   <li><b>lengths</b>: chunk lengths in the model's own tokens against its maximum input; fails when
 *       more than {@link Limits#maxTruncated()} of the sample would be cut;</li>
 *   <li><b>input</b>: the encoder really reads as far as the chunks go: dropping the last tokens of
 *       the longest sampled chunks must change their vectors (a tokenizer or embedding service that
 *       truncates below the declared input, e.g. TEI's {@code --max-input-length}, fails here);</li>
 *   <li><b>prefixes</b>: a model the catalog knows carries the catalog's query and document prefixes;</li>
 *   <li><b>queries</b>: hand-written questions ({@link SanityQueries}) ranked over the sample's
 *       documents (a document scores its best chunk) must find a plausible document in the top
 *       {@value #TOP} ({@link #within(int)}); fails below {@link Limits#minAnswered()} of those whose plausible documents
 *       the database holds, or when fewer than {@value #MIN_QUERIES} apply;</li>
 *   <li><b>throughput</b>: chunks/s over the sample and the time the whole source would take;
 *       over {@link Limits#maxTime()} it warns, never fails.</li>
 * </ol>
 */
public final class Gate {

    /** Documents a query's answer is read from. */
    public static final int TOP = 5;
    /** Fewer applicable queries than this say nothing about the model. */
    public static final int MIN_QUERIES = 3;
    /** Plausible documents are embedded whole; predicates that name more than this are too broad. */
    static final int MAX_TARGET_CHUNKS = 2_000;
    /** Vectors closer than this are the same vector: the text that differs did not reach the model. */
    static final double SAME_VECTOR = 1e-5;
    private static final RowMapper<Chunk> CHUNK = new SnakeCaseRecordMapper<>(Chunk.class);
    private static final RowMapper<Titled> TITLED = new SnakeCaseRecordMapper<>(Titled.class);
    private static final RowMapper<Placed> PLACED = new SnakeCaseRecordMapper<>(Placed.class);
    private static final RowMapper<ChunkText> CHUNK_TEXT = new SnakeCaseRecordMapper<>(ChunkText.class);

    private static final int PROBES = 3;

    /**
     * Thresholds of the gate.
     *
     * @param others       chunks sampled beside those of the plausible documents
     * @param maxTruncated share of sampled chunks allowed over the model's input
     * @param minAnswered  share of applicable sanity queries that must find a plausible document
     * @param maxTime      longest the whole source should take at the measured rate (a warning)
     */
    public record Limits(int others, double maxTruncated, double minAnswered, Duration maxTime) {

        public static Limits defaults() {
            return new Limits(500, 0.01, 0.8, Duration.ofHours(24));
        }
    }

    /** How one check came out. */
    public enum Status { PASS, FAIL, WARN, SKIP }

    /** One row of the check table. */
    public record Check(String name, Status status, String detail) {
    }

    /**
     * One sanity query's outcome.
     *
     * @param rank   rank of the best plausible document among the sample's documents (1 is first);
     *               0 when the database holds no plausible document (the query does not apply)
     * @param within the rank a plausible document had to reach ({@link #within(int)})
     * @param top    the top {@value #TOP} documents
     */
    public record Answer(SanityQueries.Query query, int rank, int within, List<String> top) {

        public boolean applies() {
            return rank > 0;
        }

        public boolean answered() {
            return rank > 0 && rank <= within;
        }
    }

    /**
     * The rank a plausible document must reach among {@code documents}: the top {@value #TOP}, or the
     * top tenth when the sample holds fewer than {@code 10 * TOP} documents (first among 5 reports,
     * say: a top 5 of five documents would say nothing).
     */
    public static int within(int documents) {
        return Math.max(1, Math.min(TOP, documents / 10));
    }

    /** The verdict, every check, every query's outcome and every reason it failed. */
    public record Verdict(boolean pass, List<Check> checks, List<Answer> answers, List<String> reasons) {

        public Optional<Check> check(String name) {
            return checks.stream().filter(c -> c.name().equals(name)).findFirst();
        }
    }

    private record Chunk(String document, String text) {
    }

    private final Encoder encoder;
    private final Limits limits;
    private final PrintWriter out;

    public Gate(Encoder encoder, Limits limits, PrintWriter out) {
        this.encoder = encoder;
        this.limits = limits;
        this.out = out;
    }

    public Verdict run(Connection conn, SourceCatalog.Source source, List<SanityQueries.Query> queries)
            throws SQLException {
        ModelSpec spec = encoder.spec();
        out.printf(Locale.ROOT, "gate: %s with %s@%s (input %d tokens; query prefix %s; document prefix %s)%n",
                source.name(), spec.modelId(), spec.modelVersion(), spec.maxTokens(), quoted(spec.queryPrefix()),
                quoted(spec.documentPrefix()));
        List<Check> checks = new ArrayList<>();
        List<String> reasons = new ArrayList<>();

        long total = count(conn, "SELECT count(*) FROM " + source.chunksTable());
        if (total == 0) {
            reasons.add(source.name() + " has no chunks: ingest it first");
            return verdict(checks, List.of(), reasons);
        }
        List<Set<String>> plausible = plausibleDocuments(conn, source, queries);
        Set<String> targets = new LinkedHashSet<>();
        plausible.forEach(targets::addAll);
        List<Chunk> sample = targetChunks(conn, source, targets);
        if (sample.size() > MAX_TARGET_CHUNKS) {
            reasons.add("the sanity queries' plausible documents hold " + sample.size() + " chunks (more than "
                    + MAX_TARGET_CHUNKS + "): narrow their predicates");
            return verdict(checks, List.of(), reasons);
        }
        int targetChunks = sample.size();
        // a record without chunks (an empty body) cannot be found: it does not make a query apply
        Set<String> chunked = new HashSet<>();
        sample.forEach(c -> chunked.add(c.document()));
        plausible.forEach(p -> p.retainAll(chunked));
        sample.addAll(others(conn, source, targets, targetChunks, limits.others()));
        if (sample.size() == total) {
            out.printf(Locale.ROOT, "sample: all %d chunks (%d of the %d plausible documents; the rest are fewer than the "
                    + "%d others asked for)%n", total, targetChunks, targets.size(), limits.others());
        } else {
            out.printf(Locale.ROOT, "sample: %d of %d chunks: %d of the %d plausible documents + %d spread over the rest "
                    + "by a fixed hash%n", sample.size(), total, targetChunks, targets.size(), sample.size() - targetChunks);
        }

        int[] lengths = lengths(sample);
        checks.add(lengthCheck(lengths, reasons));

        out.printf(Locale.ROOT, "embedding %d chunks...%n", sample.size());
        out.flush();
        long start = System.nanoTime();
        List<float[]> vectors = embed(sample.stream().map(Chunk::text).toList());
        double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);

        checks.add(inputCheck(sample, lengths, reasons));
        checks.add(prefixCheck(spec, reasons));
        List<Answer> answers = ask(queries, plausible, sample, vectors);
        checks.add(queryCheck(answers, reasons));
        checks.add(throughputCheck(total, sample.size(), IntStream.of(lengths)
                .mapToLong(l -> Math.min(l, spec.maxTokens())).sum(), seconds));
        return verdict(checks, answers, reasons);
    }

    private Check lengthCheck(int[] lengths, List<String> reasons) {
        int max = encoder.spec().maxTokens();
        Percentiles p = new Percentiles(IntStream.of(lengths).asDoubleStream().toArray());
        long over = IntStream.of(lengths).filter(l -> l > max).count();
        double share = (double) over / lengths.length;
        String detail = String.format(Locale.ROOT, "p50 %.0f, p90 %.0f, p99 %.0f, max %.0f model tokens; over %d: %d of %d "
                + "(%.1f%%, limit %.1f%%)%s", p.at(50), p.at(90), p.at(99), p.max(), max, over, lengths.length, 100 * share,
                100 * limits.maxTruncated(), over == 0 ? "" : String.format(Locale.ROOT, ", cut by up to %.0f tokens",
                        p.max() - max));
        if (share > limits.maxTruncated()) {
            reasons.add(String.format(Locale.ROOT, "%.1f%% of sampled chunks exceed the model's %d-token input and "
                    + "would be cut (limit %.1f%%): re-chunk the source for this model or use one with a longer input",
                    100 * share, max, 100 * limits.maxTruncated()));
            return new Check("lengths", Status.FAIL, detail);
        }
        return new Check("lengths", Status.PASS, detail);
    }

    /**
     * Drops the last tokens (5%, at least 4) of the longest sampled chunks that fit the input and
     * embeds each beside its whole text in one call: a vector that does not move means the encoder
     * never read that far.
     */
    private Check inputCheck(List<Chunk> sample, int[] lengths, List<String> reasons) {
        int max = encoder.spec().maxTokens();
        List<Integer> longest = IntStream.range(0, sample.size()).boxed()
                .filter(i -> lengths[i] <= max && encoder.tokenizer().count(sample.get(i).text()) >= 8)
                .sorted(Comparator.comparingInt((Integer i) -> lengths[i]).reversed())
                .limit(PROBES).toList();
        if (longest.isEmpty()) {
            return new Check("input", Status.SKIP, "no sampled chunk of 8 tokens or more fits the input");
        }
        double least = Double.MAX_VALUE;
        for (int i : longest) {
            String text = sample.get(i).text();
            List<TextTokenizer.Span> spans = encoder.tokenizer().spans(text);
            int keep = spans.size() - Math.max(4, spans.size() / 20);
            List<float[]> pair = encoder.embedDocuments(List.of(text, text.substring(0, spans.get(keep - 1).end())));
            double moved = 1 - dot(pair.get(0), pair.get(1));
            least = Math.min(least, moved);
            if (moved < SAME_VECTOR) {
                reasons.add(String.format(Locale.ROOT, "the encoder ignores the end of a %d-token chunk: dropping its "
                        + "last %d tokens left the vector unchanged, so it reads fewer tokens than the %d it declares "
                        + "(a tokenizer or embedding service that truncates shorter, e.g. TEI's --max-input-length)",
                        lengths[i], spans.size() - keep, max));
                return new Check("input", Status.FAIL, String.format(Locale.ROOT, "a %d-token chunk without its last "
                        + "%d tokens embeds to the same vector: input cut short of %d", lengths[i], spans.size() - keep, max));
            }
        }
        return new Check("input", Status.PASS, String.format(Locale.ROOT, "dropping the last 5%% of the %d longest "
                + "chunks (up to %d tokens) moves every vector (1 - cos >= %.1e)", longest.size(), lengths[longest.get(0)],
                least));
    }

    private Check prefixCheck(ModelSpec spec, List<String> reasons) {
        Optional<ModelCatalog.Bundled> known = ModelCatalog.bundled().stream()
                .filter(b -> b.modelId().equalsIgnoreCase(spec.modelId())).findFirst();
        if (known.isEmpty()) {
            return new Check("prefixes", Status.SKIP, spec.modelId() + " is not in the catalog: nothing to compare");
        }
        ModelCatalog.Bundled b = known.get();
        if (b.queryPrefix().equals(spec.queryPrefix()) && b.documentPrefix().equals(spec.documentPrefix())) {
            return new Check("prefixes", Status.PASS, "as the catalog's " + b.modelId() + " (trained with them)");
        }
        String detail = "query " + quoted(spec.queryPrefix()) + ", document " + quoted(spec.documentPrefix())
                + "; " + b.modelId() + " was trained with query " + quoted(b.queryPrefix()) + ", document "
                + quoted(b.documentPrefix());
        reasons.add("prefixes differ from the model's own: " + detail + " (set query_prefix and document_prefix in "
                + "the model directory's josh-model.properties)");
        return new Check("prefixes", Status.FAIL, detail);
    }

    private Check queryCheck(List<Answer> answers, List<String> reasons) {
        long applicable = answers.stream().filter(Answer::applies).count();
        long answered = answers.stream().filter(Answer::answered).count();
        long needed = (long) Math.ceil(applicable * limits.minAnswered());
        int within = answers.isEmpty() ? TOP : answers.get(0).within();
        String detail = String.format(Locale.ROOT, "%d of %d found a plausible document in the top %d (%d needed)",
                answered, applicable, within, needed);
        if (answers.isEmpty()) {
            reasons.add("no sanity queries for this source: write them in a file (see SanityQueries) and pass "
                    + "--queries FILE");
            return new Check("queries", Status.FAIL, "no sanity queries");
        }
        if (applicable < MIN_QUERIES) {
            reasons.add(applicable + " of " + answers.size() + " sanity queries have a plausible document in this "
                    + "database (at least " + MIN_QUERIES + " needed): ingest more of the source or pass --queries FILE "
                    + "with questions about the documents it holds");
            return new Check("queries", Status.FAIL, detail);
        }
        if (answered < needed) {
            reasons.add(answered + " of " + applicable + " sanity queries found a plausible document in the top " + within
                    + " (" + needed + " needed): check the model's pooling, prefixes and input, or the chunks");
            return new Check("queries", Status.FAIL, detail);
        }
        return new Check("queries", Status.PASS, detail);
    }

    private Check throughputCheck(long total, int embedded, long tokens, double seconds) {
        double rate = embedded / seconds;
        Duration whole = Duration.ofSeconds((long) Math.ceil(total / rate));
        String detail = String.format(Locale.ROOT, "%.1f chunks/s, %.0f tokens/s on %d chunks; the whole source (%d "
                + "chunks): about %s", rate, tokens / seconds, embedded, total, Durations.human(whole));
        if (whole.compareTo(limits.maxTime()) > 0) {
            return new Check("throughput", Status.WARN, detail + ", over " + Durations.human(limits.maxTime())
                    + ": consider an int8 model, more workers, a GPU or an embedding service (--endpoint)");
        }
        return new Check("throughput", Status.PASS, detail);
    }

    private List<Answer> ask(List<SanityQueries.Query> queries, List<Set<String>> plausible, List<Chunk> sample,
                             List<float[]> vectors) {
        List<Answer> answers = new ArrayList<>();
        int within = within((int) sample.stream().map(Chunk::document).distinct().count());
        out.printf(Locale.ROOT, "sanity queries (a plausible document must be among the top %d of the sample's documents; "
                + "a document scores its best chunk):%n", within);
        for (int q = 0; q < queries.size(); q++) {
            SanityQueries.Query query = queries.get(q);
            if (plausible.get(q).isEmpty()) {
                answers.add(new Answer(query, 0, within, List.of()));
                out.printf(Locale.ROOT, "     -  %s [%s]: no such document here%n", query.text(), query.plausible());
                continue;
            }
            float[] v = encoder.embedQuery(query.text());
            Map<String, Double> best = new HashMap<>();
            for (int i = 0; i < sample.size(); i++) {
                best.merge(sample.get(i).document(), dot(v, vectors.get(i)), Math::max);
            }
            List<String> ranked = best.entrySet().stream()
                    .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
                    .map(Map.Entry::getKey).toList();
            int rank = 1;
            while (!plausible.get(q).contains(ranked.get(rank - 1))) {
                rank++;
            }
            Answer answer = new Answer(query, rank, within, ranked.subList(0, Math.min(TOP, ranked.size())));
            answers.add(answer);
            out.printf(Locale.ROOT, "  %s %3d  %s [%s]: %s%n", answer.answered() ? "  " : "NO", rank, query.text(),
                    query.plausible(), String.join(" ", answer.top()));
        }
        return answers;
    }

    private Verdict verdict(List<Check> checks, List<Answer> answers, List<String> reasons) {
        if (!checks.isEmpty()) {
            out.printf(Locale.ROOT, "%-11s %-6s %s%n", "check", "result", "detail");
            for (Check c : checks) {
                out.printf(Locale.ROOT, "%-11s %-6s %s%n", c.name(), c.status().name().toLowerCase(Locale.ROOT), c.detail());
            }
        }
        if (reasons.isEmpty()) {
            out.println("GATE PASS");
        } else {
            out.println("GATE FAIL");
            reasons.forEach(r -> out.println("  - " + r));
        }
        out.flush();
        return new Verdict(reasons.isEmpty(), List.copyOf(checks), List.copyOf(answers), List.copyOf(reasons));
    }

    private int[] lengths(List<Chunk> sample) {
        String prefix = encoder.spec().documentPrefix();
        // + 2: the special tokens ([CLS], [SEP]) the model adds around every input
        return sample.stream().mapToInt(c -> encoder.tokenizer().count(prefix + c.text()) + 2).toArray();
    }

    private List<float[]> embed(List<String> texts) {
        List<float[]> vectors = new ArrayList<>(texts.size());
        int batch = Math.max(1, encoder.maxBatch());
        for (int from = 0; from < texts.size(); from += batch) {
            vectors.addAll(encoder.embedDocuments(texts.subList(from, Math.min(texts.size(), from + batch))));
        }
        return vectors;
    }

    /** For each query, the ids of the source's records its predicate accepts. */
    private static List<Set<String>> plausibleDocuments(Connection conn, SourceCatalog.Source source,
                                                        List<SanityQueries.Query> queries) throws SQLException {
        List<Set<String>> plausible = new ArrayList<>();
        queries.forEach(q -> plausible.add(new HashSet<>()));
        if (queries.isEmpty()) {
            return plausible;
        }
        String title = hasColumn(conn, source.table(), "title") ? "title" : "NULL";
        for (Titled record : ConnectionClient.on(conn).sql("SELECT id, " + title + " AS title FROM " + source.table())
                .query(TITLED).list()) {
            for (int q = 0; q < queries.size(); q++) {
                if (queries.get(q).plausible().matches(record.id(), record.title())) {
                    plausible.get(q).add(record.id());
                }
            }
        }
        return plausible;
    }

    /** Every chunk of the plausible documents. */
    private static List<Chunk> targetChunks(Connection conn, SourceCatalog.Source source, Set<String> documents)
            throws SQLException {
        List<Chunk> chunks = new ArrayList<>();
        List<String> ids = List.copyOf(documents);
        for (int from = 0; from < ids.size() && chunks.size() <= MAX_TARGET_CHUNKS; from += 500) {
            chunks.addAll(ConnectionClient.on(conn).sql("SELECT document_id AS document, text FROM "
                            + source.chunksTable() + " WHERE document_id IN (:ids) ORDER BY document_id, ordinal")
                    .param("ids", ids.subList(from, Math.min(ids.size(), from + 500))).query(CHUNK).list());
        }
        return chunks;
    }

    /**
     * Up to {@code count} chunks of other documents, in an order fixed by a hash of the chunk id (so
     * reruns read the same ones and the sample spreads over the whole table). The order is taken over
     * ids alone (the {@code (document_id, ordinal)} index covers them); texts are read for the chosen.
     */
    private static List<Chunk> others(Connection conn, SourceCatalog.Source source, Set<String> exclude,
                                      int excluded, int count) throws SQLException {
        List<Long> ids = new ArrayList<>();
        List<String> documents = new ArrayList<>();
        // chunk ids may be 63-bit hashes: reduce before multiplying so the product stays an integer
        for (Placed chunk : ConnectionClient.on(conn).sql("SELECT chunk_id, document_id FROM " + source.chunksTable()
                        + " ORDER BY ((chunk_id % 1000003) * 2654435761) % 4294967291, chunk_id LIMIT ?")
                .param((long) count + excluded).query(PLACED).list()) {
            if (ids.size() == count) {
                break;
            }
            if (!exclude.contains(chunk.documentId())) {
                ids.add(chunk.chunkId());
                documents.add(chunk.documentId());
            }
        }
        Map<Long, String> texts = new HashMap<>();
        for (int from = 0; from < ids.size(); from += 500) {
            ConnectionClient.on(conn).sql("SELECT chunk_id, text FROM " + source.chunksTable() + " WHERE chunk_id IN (:ids)")
                    .param("ids", ids.subList(from, Math.min(ids.size(), from + 500))).query(CHUNK_TEXT).list()
                    .forEach(t -> texts.put(t.chunkId(), t.text()));
        }
        List<Chunk> chunks = new ArrayList<>(ids.size());
        for (int i = 0; i < ids.size(); i++) {
            chunks.add(new Chunk(documents.get(i), texts.get(ids.get(i))));
        }
        return chunks;
    }

    private static boolean hasColumn(Connection conn, String table, String column) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT 1 FROM pragma_table_info(?) WHERE name = ?")) {
            ps.setString(1, table);
            ps.setString(2, column);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static long count(Connection conn, String sql) {
        return ConnectionClient.on(conn).sql(sql).query(Long.class).optional().orElse(0L);
    }

    /** A record's id and title (null where its source has none). */
    private record Titled(String id, String title) {
    }

    /** A chunk and its document. */
    private record Placed(long chunkId, String documentId) {
    }

    /** A chunk's text by its id. */
    private record ChunkText(long chunkId, String text) {
    }

    private static String quoted(String prefix) {
        return prefix.isEmpty() ? "none" : "\"" + prefix + "\"";
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
