package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The quote-verification set ({@code citations/quotes.tsv}, docs/eval/quotes.md): citations with a
 * quote each and the status a reader gives them, scored as LegalBench scores citation verification:
 * accuracy over the cases, and precision, recall and F1 per status with their unweighted mean
 * (macro-F1). Runs over any way of asking, so REST and MCP share it.
 */
public final class QuoteSet {

    /** The statuses, in the order the table lists them. */
    public static final List<String> LABELS = List.of("verified", "misattributed", "not_found", "not_loaded",
            "unresolved");
    /** Kinds of case whose quote the cited provision does not hold word for word: never {@code verified}. */
    public static final List<String> ALTERED = List.of("moved", "moved_subsection", "word_changed", "negation",
            "number_changed", "paraphrase");

    /** One case: a citation, the words attributed to it, what a reader judged and why. */
    public record Case(int number, String kind, String text, String quote, String expected, String expectedId,
                       String reason) {
    }

    /** A case and the status it got, with the record the answer placed the words in (null when none). */
    public record Outcome(Case c, String status, List<String> placedIn) {

        public boolean right() {
            return c.expected().equals(status);
        }
    }

    /** Precision, recall and F1 of one status. */
    public record LabelScore(String label, int expected, int predicted, int right, double precision, double recall,
                             double f1) {
    }

    /** The scores of a run. */
    public record Score(List<Outcome> outcomes, double accuracy, double macroF1, List<LabelScore> labels) {

        /** Cases of an altered or moved quote that came back verified: must be none. */
        public List<Outcome> alteredButVerified() {
            return outcomes.stream().filter(o -> ALTERED.contains(o.c().kind()) && o.status().equals("verified"))
                    .toList();
        }

        public List<Outcome> wrong() {
            return outcomes.stream().filter(o -> !o.right()).toList();
        }

        /** The table docs/eval/quotes.md shows. */
        public String table(String transport) {
            StringBuilder out = new StringBuilder();
            out.append(String.format("quote verification over %s: %d cases, accuracy %.3f, macro-F1 %.3f%n", transport,
                    outcomes.size(), accuracy, macroF1));
            out.append("| status | cases | answered | right | precision | recall | F1 |\n|---|---:|---:|---:|---:|---:|---:|\n");
            for (LabelScore l : labels) {
                out.append(String.format("| %s | %d | %d | %d | %.3f | %.3f | %.3f |%n", l.label(), l.expected(),
                        l.predicted(), l.right(), l.precision(), l.recall(), l.f1()));
            }
            wrong().forEach(o -> out.append(String.format("  wrong: #%d %s %s \"%s\": expected %s, got %s%n",
                    o.c().number(), o.c().kind(), o.c().text(), o.c().quote(), o.c().expected(), o.status())));
            return out.toString();
        }
    }

    private QuoteSet() {
    }

    public static List<Case> cases() throws IOException {
        try (InputStream in = QuoteSet.class.getResourceAsStream("/citations/quotes.tsv")) {
            assertThat(in).as("citations/quotes.tsv on the test classpath").isNotNull();
            List<Case> cases = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                cases.add(new Case(Integer.parseInt(f[0]), f[1], f[2], f[3].replace("\\n", "\n"), f[4], f[5], f[6]));
            }
            return cases;
        }
    }

    /** Asks every case through {@code ask} and scores the answers. */
    public static Score run(Function<Case, Outcome> ask) throws IOException {
        List<Outcome> outcomes = cases().stream().map(ask).toList();
        List<LabelScore> labels = new ArrayList<>();
        for (String label : LABELS) {
            int expected = (int) outcomes.stream().filter(o -> o.c().expected().equals(label)).count();
            int predicted = (int) outcomes.stream().filter(o -> o.status().equals(label)).count();
            int right = (int) outcomes.stream().filter(o -> o.right() && o.status().equals(label)).count();
            double precision = predicted == 0 ? 0 : (double) right / predicted;
            double recall = expected == 0 ? 0 : (double) right / expected;
            double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
            labels.add(new LabelScore(label, expected, predicted, right, precision, recall, f1));
        }
        double accuracy = (double) outcomes.stream().filter(Outcome::right).count() / outcomes.size();
        double macroF1 = labels.stream().mapToDouble(LabelScore::f1).average().orElse(0);
        return new Score(outcomes, accuracy, macroF1, labels);
    }

    /** How many cases of each kind the set holds, in the file's order. */
    public static Map<String, Long> kinds() throws IOException {
        Map<String, Long> kinds = new LinkedHashMap<>();
        cases().forEach(c -> kinds.merge(c.kind(), 1L, Long::sum));
        return kinds;
    }
}
