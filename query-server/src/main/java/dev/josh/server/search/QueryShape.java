package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalQueryParser;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The kinds of query agents send (docs/eval/README.md, "Two kinds of question"), read from the query alone.
 * A targeted one wants a passage, and a document's best chunk finds it: keywords, a citation, a heading or a
 * document's title ({@link #TARGETED}), or a question in plain words ({@link #QUESTION}). A descriptive one (a
 * paragraph about a policy area, a constituent's concern) wants the documents that are about it, and best-chunk
 * scoring hands it to the long documents that mention everything ({@link #DESCRIPTIVE}).
 */
public enum QueryShape {
    /** Keywords, a citation, a heading, a title: words the answer itself uses. */
    TARGETED,
    /** A question in plain words ("how long does copyright last?"): its words are often not the answer's. */
    QUESTION,
    /** A description in prose, long enough to say what a document should be about. */
    DESCRIPTIVE;

    /**
     * Above this share of capitalised words a long query is a title, not a description: a Federal Register
     * SUBJECT line or an act's name runs to twenty words ("Air Plan Approval; California; …") and names one
     * document. On the eval sets' queries of 16 words or more, the titles had 0.67 to 1 of their words
     * capitalised and the descriptions at most 0.44.
     */
    static final double TITLE_SHARE = 0.6;

    private static final Set<String> QUESTION_WORDS = Set.of("how", "what", "which", "who", "whom", "whose", "when",
            "where", "why", "can", "could", "does", "do", "did", "is", "are", "was", "were", "may", "must", "should",
            "will", "would", "has", "have", "am");

    /**
     * @param minWords words carrying meaning (no stopword or question word) from which a query in prose that is
     *                 not a question is descriptive (a question from twice as many); 0: none is
     */
    public static QueryShape of(String query, int minWords) {
        if (query == null || query.isBlank()) {
            return TARGETED;
        }
        List<String> words = LexicalQueryParser.meaningfulWords(query);
        String text = query.strip();
        String first = text.split("[^\\p{L}]+", 2)[0].toLowerCase(Locale.ROOT);
        boolean question = text.endsWith("?") || QUESTION_WORDS.contains(first);
        boolean prose = minWords > 0 && words.size() >= minWords && capitalised(words) < TITLE_SHARE;
        // A question of a dozen words still asks for a passage; one twice as long describes what it wants.
        if (prose && (!question || words.size() >= 2 * minWords)) {
            return DESCRIPTIVE;
        }
        return question ? QUESTION : TARGETED;
    }

    /** Whether the query is in plain language (a question or a description) rather than keywords or a title. */
    public boolean naturalLanguage() {
        return this != TARGETED;
    }

    private static double capitalised(List<String> words) {
        return (double) words.stream().filter(w -> Character.isUpperCase(w.charAt(0))).count() / words.size();
    }
}
