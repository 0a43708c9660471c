package dev.josh.eval.set;

import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Queries from the Congressional Research Service's indexing of bills (BILLSTATUS
 * {@code policyArea} and {@code legislativeSubjects}, stored by ingest in {@code bill_subjects}).
 * A query is a term of that vocabulary; the bills indexed with it are relevant: grade 2 where it is
 * the bill's policy area (CRS gives each bill one, for what the bill is mainly about), grade 1 where
 * it is one of its legislative subjects (any topic the bill touches).
 *
 * <p>Eligible terms are carried by at least {@value #MIN_BILLS} and at most {@value #MAX_BILLS} bills:
 * rarer terms make single-answer queries, commoner ones (Congressional oversight: 159 bills) cannot
 * be told apart by a top ten. The draw is stratified: {@code policyShare} of the queries from terms
 * that are some bill's policy area, the rest from terms that are legislative subjects only, so both
 * grades are exercised.
 */
final class BillSubjectQueries implements LabelQueries {

    static final int MIN_BILLS = 3;
    static final int MAX_BILLS = 40;

    private final double policyShare;

    BillSubjectQueries(double policyShare) {
        this.policyShare = policyShare;
    }

    /** A bill filed under a subject term (or its policy area). */
    private record Subject(String subject, String billId, boolean isPolicyArea) {
    }

    @Override
    public Derived derive(Connection db, long seed, int count) throws SQLException {
        Map<String, Map<String, Integer>> byTerm = new TreeMap<>();
        for (Subject s : Rows.on(db).sql("SELECT subject, bill_id, is_policy_area FROM bill_subjects")
                .query(Rows.of(Subject.class)).list()) {
            int grade = s.isPolicyArea() ? 2 : 1;
            byTerm.computeIfAbsent(s.subject(), t -> new TreeMap<>()).merge(s.billId(), grade, Math::max);
        }
        List<String> policy = new ArrayList<>();
        List<String> subjects = new ArrayList<>();
        byTerm.forEach((term, bills) -> {
            if (bills.size() >= MIN_BILLS && bills.size() <= MAX_BILLS) {
                (bills.containsValue(2) ? policy : subjects).add(term);
            }
        });
        Random random = new Random(seed);
        int policyCount = (int) Math.round(count * policyShare);
        List<String> drawn = new ArrayList<>(LabelQueries.sample(policy, random, policyCount));
        drawn.addAll(LabelQueries.sample(subjects, random, count - drawn.size()));
        List<EvalQuery> queries = new ArrayList<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        int graded2 = 0;
        int graded1 = 0;
        for (int i = 0; i < drawn.size(); i++) {
            String id = LabelQueries.queryId(i, drawn.size());
            queries.add(new EvalQuery(id, drawn.get(i)));
            Map<String, Integer> judged = byTerm.get(drawn.get(i));
            qrels.put(id, judged);
            graded2 += (int) judged.values().stream().filter(g -> g == 2).count();
            graded1 += (int) judged.values().stream().filter(g -> g == 1).count();
        }
        return new Derived(queries, new Qrels(qrels), List.of(
                byTerm.size() + " distinct terms on the corpus's bills; eligible (" + MIN_BILLS + " to " + MAX_BILLS
                        + " bills): " + policy.size() + " policy-area terms, " + subjects.size() + " subject-only terms",
                drawn.size() + " drawn: " + Math.min(policyCount, policy.size()) + " policy-area terms first, then "
                        + (drawn.size() - Math.min(policyCount, policy.size())) + " subject-only terms",
                "judgments: " + graded2 + " at grade 2 (policy area), " + graded1 + " at grade 1 (legislative subject)"));
    }

    @Override
    public String describe() {
        return "query = a CRS term (policy area or legislative subject) as BILLSTATUS writes it; relevant = every bill "
                + "indexed with it: grade 2 when it is the bill's policy area, grade 1 when it is one of its legislative "
                + "subjects. Eligible terms are on " + MIN_BILLS + " to " + MAX_BILLS + " bills; " + Math.round(policyShare * 100)
                + "% of the queries are drawn from terms that are some bill's policy area, the rest from subject-only "
                + "terms. Masked for indexing: the overview's policy-area line and its Subjects section (mask "
                + "bill-subjects).";
    }
}
