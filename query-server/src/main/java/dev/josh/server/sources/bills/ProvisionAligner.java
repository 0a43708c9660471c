package dev.josh.server.sources.bills;

import dev.josh.server.sources.bills.Provisions.Provision;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Pairs the provisions of two versions and says what happened to each.
 *
 * <ol>
 *   <li>Provisions with the same key (same text, designation aside) pair first: keys found once on each
 *       side, then repeated ones, each with the candidate under the same headings nearest its place.</li>
 *   <li>Provisions with the same heading (designation aside) pair next, the most alike first.</li>
 *   <li>What is left pairs by the words it shares (a Dice coefficient of at least {@value #GAP_SIMILARITY}
 *       between the same two in-order neighbours, {@value #FAR_SIMILARITY} anywhere else), within a bounded
 *       number of comparisons.</li>
 *   <li>The longest chain of pairs in the same order on both sides stays in place; a pair off that chain
 *       has moved.</li>
 * </ol>
 * A provision of the first version left without a partner was struck, one of the second was inserted.
 */
final class ProvisionAligner {

    enum Kind { UNCHANGED, CHANGED, MOVED, INSERTED, STRUCK }

    static final double GAP_SIMILARITY = 0.5;
    static final double FAR_SIMILARITY = 0.6;
    static final double TITLE_SIMILARITY = 0.25;
    /** At most this many word-set comparisons per alignment: the work is bounded whatever the texts. */
    static final int MAX_COMPARISONS = 200_000;

    /**
     * What happened to one provision.
     *
     * @param from        the provision in the first version, null when inserted
     * @param to          the provision in the second version, null when struck
     * @param textChanged whether the pair's text differs (designation aside); a moved pair may also be changed
     * @param similarity  share of words in common (1 for the same text), null for inserted and struck
     */
    record Entry(Kind kind, Provision from, Provision to, boolean textChanged, Double similarity) {

        /** Whether the provision kept its text but not its designation (a section renumbered). */
        boolean renumbered() {
            return from != null && to != null && !Objects.equals(from.designation(), to.designation());
        }
    }

    private final List<Provision> a;
    private final List<Provision> b;
    private final int[] partnerOfA;
    private final int[] partnerOfB;
    private final int[][] wordsA;
    private final int[][] wordsB;
    private int comparisons;

    private ProvisionAligner(List<Provision> a, List<Provision> b) {
        this.a = a;
        this.b = b;
        this.partnerOfA = filled(a.size());
        this.partnerOfB = filled(b.size());
        this.wordsA = new int[a.size()][];
        this.wordsB = new int[b.size()][];
    }

    /** Every provision of both versions, once, in reading order (the second version's, struck ones where they stood). */
    static List<Entry> align(List<Provision> from, List<Provision> to) {
        return new ProvisionAligner(from, to).run();
    }

    private List<Entry> run() {
        pairByKey();
        pairByTitle();
        boolean[] inOrder = chain();
        pairBySimilarityInGaps(inOrder);
        pairBySimilarityAnywhere();
        return entries(chain());
    }

    /**
     * Same key, same provision. Keys found once on each side pair first; a key found more than once
     * (a "GENERAL PROVISION—THIS TITLE" heading in every title, a repeated "Short title.") pairs next,
     * each with the candidate under the same headings and nearest to where the pairs before it point.
     */
    private void pairByKey() {
        Map<String, List<Integer>> byKey = new HashMap<>();
        for (int j = 0; j < b.size(); j++) {
            byKey.computeIfAbsent(b.get(j).key(), k -> new ArrayList<>()).add(j);
        }
        Map<String, Integer> inA = new HashMap<>();
        for (Provision p : a) {
            inA.merge(p.key(), 1, Integer::sum);
        }
        for (int i = 0; i < a.size(); i++) {
            List<Integer> same = byKey.get(a.get(i).key());
            if (same != null && same.size() == 1 && inA.get(a.get(i).key()) == 1) {
                pair(i, same.getFirst());
            }
        }
        int lastA = -1;
        int lastB = -1;
        for (int i = 0; i < a.size(); i++) {
            if (partnerOfA[i] < 0 && byKey.containsKey(a.get(i).key())) {
                int expected = lastB + (i - lastA);
                int best = -1;
                long bestScore = Long.MAX_VALUE;
                for (int j : byKey.get(a.get(i).key())) {
                    if (partnerOfB[j] < 0) {
                        long score = (Objects.equals(a.get(i).path(), b.get(j).path()) ? 0 : 1L << 32)
                                + Math.abs(j - expected);
                        if (score < bestScore) {
                            best = j;
                            bestScore = score;
                        }
                    }
                }
                if (best >= 0) {
                    pair(i, best);
                }
            }
            if (partnerOfA[i] >= 0) {
                lastA = i;
                lastB = partnerOfA[i];
            }
        }
    }

    private void pairByTitle() {
        Map<String, List<Integer>> byTitle = new HashMap<>();
        for (int j = 0; j < b.size(); j++) {
            if (partnerOfB[j] < 0 && !b.get(j).title().isEmpty()) {
                byTitle.computeIfAbsent(b.get(j).title(), k -> new ArrayList<>()).add(j);
            }
        }
        Map<String, Integer> titlesInA = new HashMap<>();
        for (int i = 0; i < a.size(); i++) {
            if (partnerOfA[i] < 0) {
                titlesInA.merge(a.get(i).title(), 1, Integer::sum);
            }
        }
        for (int i = 0; i < a.size(); i++) {
            List<Integer> candidates = partnerOfA[i] < 0 ? byTitle.get(a.get(i).title()) : null;
            if (candidates == null) {
                continue;
            }
            int best = -1;
            double bestScore = -1;
            for (int j : candidates) {
                if (partnerOfB[j] < 0 && (best < 0 || comparisons < MAX_COMPARISONS)) {
                    double s = similarity(i, j);
                    if (s > bestScore) {
                        best = j;
                        bestScore = s;
                    }
                }
            }
            boolean unique = candidates.size() == 1 && titlesInA.get(a.get(i).title()) == 1;
            if (best >= 0 && (unique || bestScore >= TITLE_SIMILARITY)) {
                pair(i, best);
            }
        }
    }

    /** Between two consecutive in-order pairs, what is left on each side is likely the same provision rewritten. */
    private void pairBySimilarityInGaps(boolean[] inOrder) {
        int lastA = -1;
        int lastB = -1;
        for (int i = 0; i <= a.size(); i++) {
            if (i == a.size() || inOrder[i]) {
                int nextB = i == a.size() ? b.size() : partnerOfA[i];
                greedy(unpaired(partnerOfA, lastA + 1, i), unpaired(partnerOfB, lastB + 1, nextB), GAP_SIMILARITY);
                lastA = i;
                lastB = nextB;
            }
        }
    }

    /** A provision rewritten and moved: compared with every unpaired one, while the budget lasts. */
    private void pairBySimilarityAnywhere() {
        greedy(unpaired(partnerOfA, 0, a.size()), unpaired(partnerOfB, 0, b.size()), FAR_SIMILARITY);
    }

    private static List<Integer> unpaired(int[] partner, int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int k = Math.max(0, from); k < to; k++) {
            if (partner[k] < 0) {
                out.add(k);
            }
        }
        return out;
    }

    /** Pairs the most alike first, each at least {@code threshold} alike. */
    private void greedy(List<Integer> is, List<Integer> js, double threshold) {
        if (is.isEmpty() || js.isEmpty()) {
            return;
        }
        List<double[]> scored = new ArrayList<>();
        for (int i : is) {
            for (int j : js) {
                if (comparisons >= MAX_COMPARISONS) {
                    break;
                }
                double s = similarity(i, j);
                if (s >= threshold) {
                    scored.add(new double[] {s, i, j});
                }
            }
        }
        scored.sort(Comparator.comparingDouble((double[] s) -> -s[0]).thenComparingDouble(s -> s[1]));
        for (double[] s : scored) {
            int i = (int) s[1];
            int j = (int) s[2];
            if (partnerOfA[i] < 0 && partnerOfB[j] < 0) {
                pair(i, j);
            }
        }
    }

    private double similarity(int i, int j) {
        comparisons++;
        if (a.get(i).key().equals(b.get(j).key())) {
            return 1;
        }
        if (wordsA[i] == null) {
            wordsA[i] = a.get(i).words();
        }
        if (wordsB[j] == null) {
            wordsB[j] = b.get(j).words();
        }
        return Provisions.similarity(wordsA[i], wordsB[j]);
    }

    private void pair(int i, int j) {
        partnerOfA[i] = j;
        partnerOfB[j] = i;
    }

    /** The longest run of pairs in the same order on both sides (longest increasing subsequence), by A index. */
    private boolean[] chain() {
        List<Integer> paired = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (partnerOfA[i] >= 0) {
                paired.add(i);
            }
        }
        int n = paired.size();
        int[] tails = new int[n];
        int[] previous = new int[n];
        int length = 0;
        for (int k = 0; k < n; k++) {
            int value = partnerOfA[paired.get(k)];
            int lo = 0;
            int hi = length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (partnerOfA[paired.get(tails[mid])] < value) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            previous[k] = lo > 0 ? tails[lo - 1] : -1;
            tails[lo] = k;
            if (lo == length) {
                length++;
            }
        }
        boolean[] inOrder = new boolean[a.size()];
        for (int k = length > 0 ? tails[length - 1] : -1; k >= 0; k = previous[k]) {
            inOrder[paired.get(k)] = true;
        }
        return inOrder;
    }

    private List<Entry> entries(boolean[] inOrder) {
        record Placed(Entry entry, long position) {
        }
        List<Placed> placed = new ArrayList<>();
        int anchor = -1;
        for (int i = 0; i < a.size(); i++) {
            Provision from = a.get(i);
            int j = partnerOfA[i];
            if (j < 0) {
                // struck: right after the second version's place of the last in-order provision before it
                placed.add(new Placed(new Entry(Kind.STRUCK, from, null, true, null), 2L * (anchor + 1)));
                continue;
            }
            Provision to = b.get(j);
            boolean changed = !from.key().equals(to.key());
            double s = changed ? similarity(i, j) : 1.0;
            Kind kind = !inOrder[i] ? Kind.MOVED : changed ? Kind.CHANGED : Kind.UNCHANGED;
            placed.add(new Placed(new Entry(kind, from, to, changed, Math.round(s * 1000) / 1000.0), 2L * j + 1));
            if (inOrder[i]) {
                anchor = j;
            }
        }
        for (int j = 0; j < b.size(); j++) {
            if (partnerOfB[j] < 0) {
                placed.add(new Placed(new Entry(Kind.INSERTED, null, b.get(j), true, null), 2L * j + 1));
            }
        }
        placed.sort(Comparator.comparingLong(Placed::position)
                .thenComparingInt(p -> p.entry().from() == null ? Integer.MAX_VALUE : p.entry().from().index()));
        return placed.stream().map(Placed::entry).toList();
    }

    private static int[] filled(int n) {
        int[] out = new int[n];
        java.util.Arrays.fill(out, -1);
        return out;
    }
}
