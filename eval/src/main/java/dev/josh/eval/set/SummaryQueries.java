package dev.josh.eval.set;

import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * A known-item set in the manner of BillSum: the query is the first paragraph of a bill's CRS
 * summary (the sentence or two that says what the bill does, as a reader would describe it), and
 * the index does not hold that summary ({@link SetDefinition#QUERY_SUMMARY_MASK}). Relevant: the
 * bill itself (grade 2) and the bills its BILLSTATUS lists as identical (grade 1: the same text
 * introduced in the other chamber, which keeps its own summary).
 *
 * <p>The draw covers every Congress the corpus holds and bills of every length: every eligible bill
 * of a Congress other than the largest one's first, then the rest drawn evenly from the thirds of
 * the eligible bills by body length (short resolutions to omnibus acts). Eligible: a summary whose
 * first paragraph has {@value #MIN_WORDS} words or more.
 */
final class SummaryQueries implements LabelQueries {

    static final int MIN_WORDS = 12;
    /** The server takes queries of at most 1,000 characters; a longer paragraph is cut at a sentence. */
    static final int MAX_CHARS = 900;
    private static final String SUMMARY = "## CRS summary";

    private record Bill(String id, int congress, int length, String paragraph) implements Comparable<Bill> {
        @Override
        public int compareTo(Bill o) {
            return id.compareTo(o.id);
        }
    }

    /** A bill's text as stored. */
    private record Body(String id, int congress, String bodyMarkdown) {
    }

    /** A bill and one it is identical to. */
    private record Related(String billId, String relatedId) {
    }

    @Override
    public Derived derive(Connection db, long seed, int count) throws SQLException {
        List<Bill> eligible = new ArrayList<>();
        for (Body bill : Rows.on(db).sql("SELECT id, congress, body_markdown FROM bills ORDER BY id")
                .query(Rows.of(Body.class)).list()) {
            String paragraph = firstParagraph(bill.bodyMarkdown());
            if (paragraph != null && paragraph.split("\\s+").length >= MIN_WORDS) {
                eligible.add(new Bill(bill.id(), bill.congress(), bill.bodyMarkdown().length(), paragraph));
            }
        }
        Map<String, List<String>> identical = new TreeMap<>();
        Rows.on(db).sql("SELECT r.bill_id, r.related_id FROM bill_related r JOIN bills b "
                        + "ON b.id = r.related_id WHERE r.relationships LIKE '%\"Identical bill\"%' ORDER BY 1, 2")
                .query(Rows.of(Related.class)).list()
                .forEach(r -> identical.computeIfAbsent(r.billId(), k -> new ArrayList<>()).add(r.relatedId()));
        int largest = eligible.stream().collect(java.util.stream.Collectors.groupingBy(Bill::congress,
                        java.util.stream.Collectors.counting())).entrySet().stream()
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(0);
        Random random = new Random(seed);
        List<Bill> drawn = new ArrayList<>(eligible.stream().filter(b -> b.congress() != largest).toList());
        List<Bill> main = new ArrayList<>(eligible.stream().filter(b -> b.congress() == largest)
                .sorted(Comparator.comparingInt(Bill::length).thenComparing(Bill::id)).toList());
        int rest = Math.max(0, count - drawn.size());
        for (int third = 0; third < 3; third++) {
            List<Bill> slice = main.subList(main.size() * third / 3, main.size() * (third + 1) / 3);
            drawn.addAll(LabelQueries.sample(slice, random, rest / 3 + (third < rest % 3 ? 1 : 0)));
        }
        List<EvalQuery> queries = new ArrayList<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        List<String> masked = new ArrayList<>();
        int withIdentical = 0;
        for (int i = 0; i < drawn.size(); i++) {
            Bill bill = drawn.get(i);
            String id = LabelQueries.queryId(i, drawn.size());
            queries.add(new EvalQuery(id, bill.paragraph()));
            Map<String, Integer> judged = new LinkedHashMap<>();
            judged.put(bill.id(), 2);
            identical.getOrDefault(bill.id(), List.of()).forEach(other -> judged.putIfAbsent(other, 1));
            withIdentical += judged.size() > 1 ? 1 : 0;
            qrels.put(id, judged);
            masked.add(bill.id());
        }
        long congresses = drawn.stream().map(Bill::congress).distinct().count();
        return new Derived(queries, new Qrels(qrels), List.of(
                eligible.size() + " bills with a CRS summary whose first paragraph has " + MIN_WORDS + " words or more",
                drawn.size() + " drawn from " + congresses + " Congresses: every eligible bill outside the "
                        + largest + "th Congress, then thirds of the " + largest + "th's by body length",
                withIdentical + " queries also judge an identical bill (grade 1)"), masked);
    }

    /**
     * The first paragraph of a body's CRS summary that is not its heading, the bill's name in bold or a
     * note of CRS's in parentheses, cut at a sentence end when longer than {@link #MAX_CHARS}; null when the body has no summary.
     */
    static String firstParagraph(String body) {
        int at = body.startsWith(SUMMARY) ? 0 : body.indexOf("\n" + SUMMARY);
        if (at < 0) {
            return null;
        }
        int end = body.indexOf("\n## ", at + 1);
        String section = body.substring(at, end < 0 ? body.length() : end);
        for (String paragraph : section.split("\n\\s*\n")) {
            String p = paragraph.strip().replaceAll("\\s+", " ");
            // Skipped: the heading, the bill's name in bold, and CRS's notes on the summary itself
            // ("(This measure has not been amended since it was introduced. …)").
            if (p.isEmpty() || p.startsWith("#") || p.startsWith("**") && p.endsWith("**")
                    || p.startsWith("(") && p.endsWith(")")) {
                continue;
            }
            p = p.replace("**", "");
            if (p.length() > MAX_CHARS) {
                int cut = p.lastIndexOf(". ", MAX_CHARS);
                p = cut > 0 ? p.substring(0, cut + 1) : p.substring(0, MAX_CHARS);
            }
            return p.replace('\t', ' ');
        }
        return null;
    }

    @Override
    public String describe() {
        return "query = the first paragraph of a bill's CRS summary (its bold title line skipped; cut at a sentence "
                + "under " + MAX_CHARS + " characters); relevant = that bill (grade 2) and the bills its BILLSTATUS "
                + "lists as identical (grade 1). Masked for indexing: the CRS summary section of the query bills only "
                + "(mask query-summary); other bills keep theirs. Bills of every Congress in the corpus, of every "
                + "length (thirds by body length).";
    }
}
