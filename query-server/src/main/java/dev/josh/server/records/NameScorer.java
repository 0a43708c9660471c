package dev.josh.server.records;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.similarity.JaroWinklerSimilarity;

/**
 * How well a noisy name matches a record's name, from 0 to 1, tolerant of typos ({@code Markye}),
 * accents, case, word order and initials. Each query word is matched to its closest name word:
 * the same word scores 1, a prefix of two or more letters 0.95, anything else its Jaro-Winkler
 * similarity; the score is the mean over the query's words, and a word with no name word of at
 * least {@link #WORD_THRESHOLD} rules the record out (so "Smith" does not match "Schmidt"), unless
 * it is a connective such as "and" or "of", which is passed over.
 */
public final class NameScorer {

    static final double WORD_THRESHOLD = 0.85;
    /** Titles people put before a name ("Sen. Markey", "Rep. Neal"); never part of the name on record. */
    private static final java.util.Set<String> HONORIFICS = java.util.Set.of("sen", "senator", "rep",
            "representative", "congressman", "congresswoman", "del", "delegate", "mr", "mrs", "ms", "dr", "hon");
    /**
     * Connectives a query may hold that the name on record spells otherwise or not at all ("Smith and
     * Co" for "Smith & Co."): one that matches no name word is passed over instead of ruling the record out.
     */
    private static final java.util.Set<String> CONNECTIVES = java.util.Set.of("and", "of", "the", "for", "on", "in",
            "at", "to", "a", "an");
    private static final JaroWinklerSimilarity JARO_WINKLER = new JaroWinklerSimilarity();

    private NameScorer() {
    }

    /** The words of a name or query: lower case, accents removed, split at anything not a letter or digit. */
    public static List<String> words(String text) {
        if (text == null) {
            return List.of();
        }
        String folded = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "")
                .toLowerCase(Locale.ROOT);
        return Arrays.stream(folded.split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).toList();
    }

    /** The words of a noisy query: {@link #words}, without honorifics unless that would leave none. */
    public static List<String> queryWords(String text) {
        List<String> all = words(text);
        List<String> named = all.stream().filter(w -> !HONORIFICS.contains(w)).toList();
        return named.isEmpty() ? all : named;
    }

    /** The score of {@code name} for {@code query}, or 0 when some query word has no close name word. */
    public static double score(List<String> query, List<String> name) {
        if (query.isEmpty() || name.isEmpty()) {
            return 0;
        }
        double sum = 0;
        int counted = 0;
        for (String q : query) {
            double best = 0;
            for (String n : name) {
                best = Math.max(best, wordScore(q, n));
            }
            if (best < WORD_THRESHOLD) {
                if (CONNECTIVES.contains(q)) {
                    continue;
                }
                return 0;
            }
            sum += best;
            counted++;
        }
        return counted == 0 ? 0 : sum / counted;
    }

    private static double wordScore(String q, String n) {
        if (q.equals(n)) {
            return 1;
        }
        if (q.length() >= 2 && n.startsWith(q)) {
            return 0.95; // "ed" for Edward, "rich" for Richard
        }
        if (q.length() == 1) {
            return n.startsWith(q) ? 0.9 : 0; // an initial
        }
        return JARO_WINKLER.apply(q, n);
    }
}
