package dev.josh.server.citations;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The normalizer of quote verification: a text as the words a reader compares, each with where it
 * stands in the text. Case, diacritics, whitespace, punctuation and quotation marks (curly or
 * straight) are not words, so they never decide a match; square brackets vanish, so an altered
 * capital ({@code [t]he}) reads as the word. A paragraph label such as {@code (a)} or {@code (iv)}
 * is a word marked as a label, because a quote that runs over a label usually leaves it out.
 */
final class QuoteWords {

    /**
     * A normalized word and its span {@code [start, end)} in the original text.
     *
     * @param label whether it is a paragraph label, {@code (a)} or {@code (iv)}, which a quote may leave out
     */
    record Word(String text, int start, int end, boolean label) {
    }

    /** An ellipsis written as {@code ...}, {@code …}, {@code . . .}, optionally in square brackets. */
    private static final Pattern ELLIPSIS = Pattern.compile("\\[?\\s*(?:\\.\\s?\\.\\s?\\.|…)\\s*]?");
    /** A paragraph label: one to six letters or digits in parentheses. */
    private static final int MAX_LABEL = 6;

    private QuoteWords() {
    }

    /** The words of {@code text}, in order. */
    static List<Word> of(String text) {
        List<Word> words = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int start = -1;
        int end = -1;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int next = i + Character.charCount(cp);
            if (Character.isLetterOrDigit(cp)) {
                if (start < 0) {
                    start = i;
                }
                current.append(fold(cp));
                end = next;
            } else if (cp != '[' && cp != ']') {
                if (start >= 0) {
                    addWord(words, current, start, end);
                    start = -1;
                }
                int close = cp == '(' ? labelEnd(text, next) : -1;
                if (close > 0) {
                    words.add(new Word(text.substring(next, close).toLowerCase(Locale.ROOT), i, close + 1, true));
                    next = close + 1;
                }
            }
            i = next;
        }
        if (start >= 0) {
            addWord(words, current, start, end);
        }
        return words;
    }

    /** Adds the word being read, unless its letters folded to nothing (a mark without a base letter). */
    private static void addWord(List<Word> words, StringBuilder current, int start, int end) {
        if (!current.isEmpty()) {
            words.add(new Word(current.toString(), start, end, false));
        }
        current.setLength(0);
    }

    /** The fragments of a quote between its ellipses, each as its words; empty fragments are dropped. */
    static List<List<Word>> fragments(String quote) {
        List<List<Word>> fragments = new ArrayList<>();
        var m = ELLIPSIS.matcher(quote);
        int from = 0;
        while (m.find()) {
            addFragment(fragments, quote, from, m.start());
            from = m.end();
        }
        addFragment(fragments, quote, from, quote.length());
        return fragments;
    }

    private static void addFragment(List<List<Word>> fragments, String quote, int from, int to) {
        List<Word> words = of(quote.substring(from, to)).stream()
                .map(w -> new Word(w.text(), w.start() + from, w.end() + from, w.label())).toList();
        if (!words.isEmpty()) {
            fragments.add(words);
        }
    }

    /** The index of the ')' closing a label that starts at {@code from}, or -1 when none does. */
    private static int labelEnd(String text, int from) {
        int i = from;
        while (i < text.length() && i - from < MAX_LABEL && isAsciiAlphanumeric(text.charAt(i))) {
            i++;
        }
        return i > from && i < text.length() && text.charAt(i) == ')' ? i : -1;
    }

    private static boolean isAsciiAlphanumeric(char c) {
        return c < 128 && Character.isLetterOrDigit(c);
    }

    /** Lower case without diacritics: é and e, É and e are the same letter to a reader comparing words. */
    private static String fold(int cp) {
        if (cp < 128) {
            return String.valueOf((char) Character.toLowerCase(cp)); // most text: no decomposition to do
        }
        String decomposed = Normalizer.normalize(Character.toString(cp), Normalizer.Form.NFKD);
        StringBuilder out = new StringBuilder();
        decomposed.codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
