package dev.josh.server.citations;

import dev.josh.server.citations.QuoteWords.Word;
import java.util.List;
import java.util.Optional;

/**
 * The aligner of quote verification: where a quote's words stand in a text, word for word. Each
 * fragment of the quote (the parts between its ellipses) must appear whole and in order, the
 * fragments in the quote's order. Tolerated: a word written joined or split (a hyphen dropped or
 * added, {@code 1,000} and {@code 1000}) and a paragraph label of the text the quote leaves out.
 * Nothing else: a changed, added or removed word is no match.
 */
final class QuoteAligner {

    /** The most words one joined word may be split into on the other side ({@code non-self-governing}). */
    private static final int MAX_JOINED = 4;

    /** A match: the characters {@code [start, end)} of the text, from the first word matched to the last. */
    record Span(int start, int end) {
    }

    private QuoteAligner() {
    }

    /** The first place in {@code text} holding every fragment in order, or empty when there is none. */
    static Optional<Span> find(List<List<Word>> fragments, List<Word> text) {
        if (fragments.isEmpty()) {
            return Optional.empty();
        }
        for (int from = 0; from < text.size(); from++) {
            int end = matchAt(fragments.getFirst(), text, from);
            if (end < 0) {
                continue;
            }
            int last = end;
            for (List<Word> fragment : fragments.subList(1, fragments.size())) {
                last = next(fragment, text, last);
                if (last < 0) {
                    // the later fragments are absent after this start, and so after any later start
                    return Optional.empty();
                }
            }
            return Optional.of(new Span(text.get(from).start(), text.get(last - 1).end()));
        }
        return Optional.empty();
    }

    /** The end (word index) of the earliest match of {@code fragment} at or after {@code from}, or -1. */
    private static int next(List<Word> fragment, List<Word> text, int from) {
        for (int at = from; at < text.size(); at++) {
            int end = matchAt(fragment, text, at);
            if (end >= 0) {
                return end;
            }
        }
        return -1;
    }

    /** The end (word index) of {@code fragment} matched starting at word {@code at} of the text, or -1. */
    private static int matchAt(List<Word> fragment, List<Word> text, int at) {
        if (text.get(at).label() && !text.get(at).text().equals(fragment.getFirst().text())) {
            return -1; // a match starts on a word, not on a label before it
        }
        int q = 0;
        int t = at;
        while (q < fragment.size()) {
            if (t >= text.size()) {
                return -1;
            }
            String want = fragment.get(q).text();
            String have = text.get(t).text();
            if (want.equals(have)) {
                q++;
                t++;
            } else if (text.get(t).label()) {
                t++;
            } else if (want.startsWith(have)) {
                int joined = joined(want, text, t);
                if (joined < 0) {
                    return -1;
                }
                q++;
                t = joined;
            } else if (have.startsWith(want)) {
                int joined = joined(have, fragment, q);
                if (joined < 0) {
                    return -1;
                }
                q = joined;
                t++;
            } else {
                return -1;
            }
        }
        return t;
    }

    /** The index past the words from {@code from} whose concatenation is {@code whole}, or -1. */
    private static int joined(String whole, List<Word> words, int from) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < words.size() && i - from < MAX_JOINED; i++) {
            sb.append(words.get(i).text());
            if (sb.length() == whole.length()) {
                return sb.toString().equals(whole) ? i + 1 : -1;
            }
            if (sb.length() > whole.length() || !whole.startsWith(sb.toString())) {
                return -1;
            }
        }
        return -1;
    }
}
