package dev.josh.embed.gate;

import dev.josh.db.SourceCatalog;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.measure.Durations;
import dev.josh.embed.measure.Percentiles;
import dev.josh.embed.measure.Throughput;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The checks before a bulk embedding run of one source with one model, on a sample of its chunks:
 * <ol>
 *   <li>chunk lengths in the model's own tokens against its maximum input (what is cut is lost);</li>
 *   <li>throughput on the sample, and the time the whole source would take;</li>
 *   <li>known-item queries: a phrase from a sampled chunk, embedded as a query, must find that chunk
 *       among the sample's vectors near the top, else prefixes, pooling or the model are wrong.</li>
 * </ol>
 */
public final class Gate {

    /**
     * Thresholds of the gate.
     *
     * @param sample       chunks read (spread over the table by a fixed hash, so reruns read the same)
     * @param timed        of those, chunks embedded for the throughput and the queries
     * @param maxTruncated share of chunks allowed over the model's input
     * @param maxTime      longest the whole source may take at the measured rate
     * @param queries      known-item queries asked
     * @param topRank      rank within which a query must find its chunk
     */
    public record Limits(int sample, int timed, double maxTruncated, Duration maxTime, int queries, int topRank) {
    }

    /** The verdict, and every reason it failed. */
    public record Verdict(boolean pass, List<String> reasons) {
    }

    private final Encoder encoder;
    private final Limits limits;
    private final PrintWriter out;

    public Gate(Encoder encoder, Limits limits, PrintWriter out) {
        this.encoder = encoder;
        this.limits = limits;
        this.out = out;
    }

    public Verdict run(Connection conn, SourceCatalog.Source source) throws SQLException {
        ModelSpec spec = encoder.spec();
        long total = count(conn, "SELECT count(*) FROM " + source.chunksTable());
        List<String> texts = sample(conn, source);
        List<String> reasons = new ArrayList<>();
        out.printf(Locale.ROOT, "gate: %s with %s@%s (max input %d tokens), %d chunks, %d sampled%n", source.name(),
                spec.modelId(), spec.modelVersion(), spec.maxTokens(), total, texts.size());
        if (texts.isEmpty()) {
            reasons.add(source.name() + " has no chunks: ingest it first");
            return verdict(reasons);
        }

        long[] tokens = new long[texts.size()];
        double[] lengths = new double[texts.size()];
        int over = 0;
        for (int i = 0; i < texts.size(); i++) {
            int length = encoder.tokenizer().count(spec.documentPrefix() + texts.get(i)) + 2;
            lengths[i] = length;
            tokens[i] = Math.min(length, spec.maxTokens());
            over += length > spec.maxTokens() ? 1 : 0;
        }
        Percentiles p = new Percentiles(lengths);
        double truncated = (double) over / texts.size();
        out.printf(Locale.ROOT, "lengths (model tokens, special tokens included): p50 %.0f, p90 %.0f, p99 %.0f, "
                + "max %.0f; over %d: %d of %d (%.1f%%)%n", p.at(50), p.at(90), p.at(99), p.max(), spec.maxTokens(),
                over, texts.size(), 100 * truncated);
        if (truncated > limits.maxTruncated()) {
            reasons.add(String.format(Locale.ROOT, "%.1f%% of sampled chunks exceed the model's %d-token input and "
                    + "would be cut (limit %.1f%%): re-chunk the source for this model or use one with a longer input",
                    100 * truncated, spec.maxTokens(), 100 * limits.maxTruncated()));
        }

        List<String> timed = texts.subList(0, Math.min(limits.timed(), texts.size()));
        Throughput speed = Throughput.measure(encoder, timed, Arrays.copyOf(tokens, timed.size()),
                Math.min(16, encoder.maxBatch()), Duration.ZERO);
        Duration whole = Duration.ofSeconds((long) Math.ceil(total / speed.chunksPerSecond()));
        out.printf(Locale.ROOT, "throughput: %.1f chunks/s, %.0f tokens/s on %d chunks; the whole source: about %s%n",
                speed.chunksPerSecond(), speed.tokensPerSecond(), speed.chunks(), Durations.human(whole));
        if (whole.compareTo(limits.maxTime()) > 0) {
            reasons.add("the whole source would take about " + Durations.human(whole) + " at " + String.format(Locale.ROOT,
                    "%.1f", speed.chunksPerSecond()) + " chunks/s, over the " + Durations.human(limits.maxTime())
                    + " allowed: use a faster (int8) model, more workers, a GPU or an embedding service (--endpoint)");
        }

        int found = knownItemQueries(timed);
        int asked = Math.min(limits.queries(), candidates(timed).size());
        if (asked == 0) {
            reasons.add("no sampled chunk is long enough (12 words) for a known-item query");
        } else if (found < Math.ceil(asked * 0.8)) {
            reasons.add(found + " of " + asked + " known-item queries found their chunk in the top " + limits.topRank()
                    + " (at least 80% expected): check the model's query and document prefixes and its pooling");
        }
        return verdict(reasons);
    }

    private Verdict verdict(List<String> reasons) {
        if (reasons.isEmpty()) {
            out.println("GATE PASS");
        } else {
            out.println("GATE FAIL");
            reasons.forEach(r -> out.println("  - " + r));
        }
        return new Verdict(reasons.isEmpty(), List.copyOf(reasons));
    }

    /** Asks a 12-word phrase from the middle of chunks as queries; returns how many found their chunk. */
    private int knownItemQueries(List<String> timed) {
        List<Integer> candidates = candidates(timed);
        if (candidates.isEmpty()) {
            return 0;
        }
        List<float[]> vectors = encoder.embedDocuments(timed);
        int found = 0;
        int step = Math.max(1, candidates.size() / limits.queries());
        for (int q = 0; q < limits.queries() && q * step < candidates.size(); q++) {
            int target = candidates.get(q * step);
            String[] words = timed.get(target).split("\\s+");
            int from = (words.length - 12) / 2;
            String query = String.join(" ", Arrays.copyOfRange(words, from, from + 12));
            float[] v = encoder.embedQuery(query);
            double own = dot(v, vectors.get(target));
            int rank = 1;
            for (int i = 0; i < vectors.size(); i++) {
                if (i != target && dot(v, vectors.get(i)) > own) {
                    rank++;
                }
            }
            boolean ok = rank <= limits.topRank();
            found += ok ? 1 : 0;
            out.printf(Locale.ROOT, "query %d: \"%s\" -> its chunk ranks %d of %d%s%n", q + 1, query, rank,
                    vectors.size(), ok ? "" : " (FAIL)");
        }
        return found;
    }

    private static List<Integer> candidates(List<String> texts) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).split("\\s+").length >= 12) {
                out.add(i);
            }
        }
        return out;
    }

    private List<String> sample(Connection conn, SourceCatalog.Source source) throws SQLException {
        // A fixed multiplicative hash spreads the sample over the table and repeats on reruns.
        try (PreparedStatement ps = conn.prepareStatement("SELECT text FROM " + source.chunksTable()
                + " ORDER BY (chunk_id * 2654435761) % 4294967291 LIMIT ?")) {
            ps.setInt(1, limits.sample());
            List<String> texts = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    texts.add(rs.getString(1));
                }
            }
            return texts;
        }
    }

    private static long count(Connection conn, String sql) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
