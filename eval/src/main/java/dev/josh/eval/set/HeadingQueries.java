package dev.josh.eval.set;

import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Queries from records' own headings: a U.S. Code or CFR section heading, a Federal Register
 * document's SUBJECT line (the {@code heading} column ingest fills from it). The one relevant
 * document of a query is the record the heading belongs to (grade 1).
 *
 * <p>Eligible records: a heading that no other record's heading of the corpus contains (compared
 * without case, spacing or a final period), so the judgment is complete: a query "Proposed
 * Collection; Comment Request" would also describe every "Agency Information Collection
 * Activities; Proposed Collection; Comment Request" notice; no status word (repealed,
 * reserved, omitted, …), which names no content; and a body of at least {@value #MIN_BODY_WORDS}
 * words besides its heading line, so there is text to find.
 *
 * @param table     the record table
 * @param condition SQL that a record must meet besides the rules above (e.g. {@code status IS NULL}), or "1"
 * @param what      what the heading is, for the description (e.g. "section heading")
 */
record HeadingQueries(String table, String condition, String what) implements LabelQueries {

    static final int MIN_BODY_WORDS = 30;
    private static final Pattern STATUS = Pattern.compile(
            "(?i)\\b(repealed|omitted|reserved|transferred|renumbered|vacant|expired|terminated)\\b");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private record Labelled(String id, String heading, boolean eligible) implements Comparable<Labelled> {
        @Override
        public int compareTo(Labelled o) {
            return id.compareTo(o.id);
        }
    }

    /** A record as stored, and whether the source's condition keeps it. */
    private record Candidate(String id, String heading, String bodyMarkdown, boolean kept) {
    }

    @Override
    public Derived derive(Connection db, long seed, int count) throws SQLException {
        List<Labelled> all = new ArrayList<>();
        for (Candidate row : Rows.on(db).sql("SELECT id, heading, body_markdown, (" + condition + ") AS kept FROM "
                + table + " ORDER BY id").query(Rows.of(Candidate.class)).list()) {
            String heading = clean(row.heading());
            boolean eligible = heading != null && row.kept() && !STATUS.matcher(heading).find()
                    && words(withoutFirstLine(row.bodyMarkdown())) >= MIN_BODY_WORDS;
            all.add(new Labelled(row.id(), heading, eligible));
        }
        List<String> keys = all.stream().map(Labelled::heading).filter(h -> h != null).map(HeadingQueries::key).toList();
        Map<String, Integer> containing = new HashMap<>();
        for (String k : new HashSet<>(keys)) {
            containing.put(k, (int) keys.stream().filter(other -> other.contains(k)).count());
        }
        List<Labelled> eligible = all.stream().filter(l -> l.eligible() && containing.get(key(l.heading())) == 1)
                .toList();
        List<Labelled> drawn = LabelQueries.sample(eligible, new Random(seed), count);
        List<EvalQuery> queries = new ArrayList<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        for (int i = 0; i < drawn.size(); i++) {
            String id = LabelQueries.queryId(i, drawn.size());
            queries.add(new EvalQuery(id, drawn.get(i).heading()));
            qrels.put(id, Map.of(drawn.get(i).id(), 1));
        }
        long shared = all.stream().filter(l -> l.heading() != null && containing.get(key(l.heading())) > 1).count();
        return new Derived(queries, new Qrels(qrels), List.of(
                all.size() + " records in the corpus files; " + eligible.size() + " eligible; " + drawn.size() + " drawn",
                shared + " records whose heading another record's heading contains (or repeats)"));
    }

    @Override
    public String describe() {
        return "query = a record's " + what + " (whitespace collapsed, a final period dropped); relevant = that record, "
                + "grade 1. Eligible: a heading that no other record's heading in the corpus files contains or repeats (compared "
                + "without case), without a status word "
                + "(repealed, reserved, omitted, transferred, renumbered, vacant, expired, terminated), and a body of at "
                + "least " + MIN_BODY_WORDS + " words besides the heading line. Masked for indexing: the record's own "
                + "heading line and the last element of its heading path (mask section-heading).";
    }

    private static String clean(String heading) {
        if (heading == null) {
            return null;
        }
        String h = heading.replaceAll("\\s+", " ").strip();
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1).strip();
        }
        return h.isEmpty() ? null : h;
    }

    private static String key(String heading) {
        return heading.toLowerCase(Locale.ROOT);
    }

    private static String withoutFirstLine(String body) {
        int nl = body.indexOf('\n');
        return body.startsWith("# ") ? (nl < 0 ? "" : body.substring(nl + 1)) : body;
    }

    private static int words(String text) {
        int n = 0;
        var m = WORD.matcher(text);
        while (m.find()) {
            n++;
        }
        return n;
    }
}
