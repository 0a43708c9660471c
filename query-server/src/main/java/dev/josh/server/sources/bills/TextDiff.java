package dev.josh.server.sources.bills;

import com.github.difflib.DiffUtils;
import com.github.difflib.algorithm.DiffAlgorithmListener;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.DeltaType;
import dev.josh.server.sources.bills.BillTextDiff.TextHunk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What changed inside one provision, as hunks of struck and inserted words, bounded.
 *
 * <p>Two passes of Myers' diff (java-diff-utils): paragraphs first, then the words of each paragraph
 * that was rewritten (a small run replaced by a small run). A paragraph inserted or struck whole, or a
 * rewrite too long or too different to diff by word, is one hunk of whole paragraphs. Each hunk carries a few words of
 * unchanged context on either side so a reader can find it in the text.
 */
final class TextDiff {

    /** Words of context either side of a hunk. */
    static final int CONTEXT_WORDS = 6;
    /** Changes this few unchanged words apart read better as one hunk. */
    static final int MERGE_GAP_WORDS = 2;
    /** A rewritten run of paragraphs is diffed word by word up to this many characters a side. */
    static final int WORD_DIFF_MAX_CHARS = 20_000;
    /**
     * Myers' diff costs about the square of the edit distance: past this many edits (words, or paragraphs)
     * it stops, and the run is one hunk of whole paragraphs. Two unrelated 20,000-character texts would
     * otherwise take a second or more.
     */
    static final int MAX_EDITS = 500;
    /** A rewritten run sharing fewer words than this (Dice) is not diffed by word: it was replaced. */
    static final double WORD_DIFF_MIN_SIMILARITY = 0.3;
    private static final String ELLIPSIS = "…";

    /**
     * The hunks of one provision.
     *
     * @param hunks     the hunks that fit in the character budget
     * @param total     how many hunks the provision has
     * @param truncated whether hunks were left out or cut short
     */
    record Result(List<TextHunk> hunks, int total, boolean truncated) {
    }

    private TextDiff() {
    }

    /** The hunks that turn {@code from} into {@code to}, in at most {@code maxChars} characters of hunk text. */
    static Result hunks(String from, String to, int maxChars) {
        List<TextHunk> all = new ArrayList<>();
        List<String> pa = paragraphs(from);
        List<String> pb = paragraphs(to);
        List<AbstractDelta<String>> deltas = boundedDiff(pa, pb);
        if (deltas == null) {
            all.add(new TextHunk("", String.join("\n\n", pa), String.join("\n\n", pb), ""));
            return bound(all, maxChars);
        }
        for (AbstractDelta<String> d : deltas) {
            List<String> src = d.getSource().getLines();
            List<String> dst = d.getTarget().getLines();
            String srcText = String.join("\n\n", src);
            String dstText = String.join("\n\n", dst);
            List<TextHunk> words = d.getType() == DeltaType.CHANGE && srcText.length() <= WORD_DIFF_MAX_CHARS
                    && dstText.length() <= WORD_DIFF_MAX_CHARS && Provisions.similarity(Provisions.wordHashes(srcText),
                    Provisions.wordHashes(dstText)) >= WORD_DIFF_MIN_SIMILARITY
                    ? wordHunks(words(srcText), words(dstText)) : null;
            if (words != null) {
                all.addAll(words);
            } else {
                int p = d.getSource().getPosition();
                String before = p > 0 ? tail(words(pa.get(p - 1)), CONTEXT_WORDS) : "";
                int next = p + src.size();
                String after = next < pa.size() ? head(words(pa.get(next)), CONTEXT_WORDS) : "";
                all.add(new TextHunk(before, srcText, dstText, after));
            }
        }
        return bound(all, maxChars);
    }

    /** Myers' diff of two lists, or null when they are more than {@value #MAX_EDITS} edits apart. */
    private static <T> List<AbstractDelta<T>> boundedDiff(List<T> a, List<T> b) {
        try {
            return DiffUtils.diff(a, b, new DiffAlgorithmListener() {
                @Override
                public void diffStart() {
                }

                @Override
                public void diffStep(int value, int max) {
                    if (value > MAX_EDITS) {
                        throw TooFarApart.INSTANCE;
                    }
                }

                @Override
                public void diffEnd() {
                }
            }).getDeltas();
        } catch (TooFarApart e) {
            return null;
        }
    }

    /** Thrown from the diff's progress callback to stop it; carries no stack. */
    private static final class TooFarApart extends RuntimeException {
        static final TooFarApart INSTANCE = new TooFarApart();

        private TooFarApart() {
            super("too far apart to diff by word", null, false, false);
        }
    }

    /**
     * Word hunks; changes at most {@value #MERGE_GAP_WORDS} unchanged words apart are one hunk, and a
     * hunk's context is unchanged words only (never words of the hunk before or after it).
     */
    private static List<TextHunk> wordHunks(List<String> a, List<String> b) {
        List<AbstractDelta<String>> deltas = boundedDiff(a, b);
        if (deltas == null) {
            return null;
        }
        List<int[]> groups = new ArrayList<>();
        for (AbstractDelta<String> d : deltas) {
            int[] span = {d.getSource().getPosition(), d.getSource().getPosition() + d.getSource().size(),
                    d.getTarget().getPosition(), d.getTarget().getPosition() + d.getTarget().size()};
            int[] last = groups.isEmpty() ? null : groups.getLast();
            if (last != null && span[0] - last[1] <= MERGE_GAP_WORDS) {
                last[1] = span[1];
                last[3] = span[3];
            } else {
                groups.add(span);
            }
        }
        List<TextHunk> out = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            int[] span = groups.get(g);
            int previousEnd = g > 0 ? groups.get(g - 1)[1] : 0;
            int nextStart = g + 1 < groups.size() ? groups.get(g + 1)[0] : a.size();
            out.add(new TextHunk(String.join(" ", a.subList(Math.max(previousEnd, span[0] - CONTEXT_WORDS), span[0])),
                    String.join(" ", a.subList(span[0], span[1])), String.join(" ", b.subList(span[2], span[3])),
                    String.join(" ", a.subList(span[1], Math.min(nextStart, span[1] + CONTEXT_WORDS)))));
        }
        return out;
    }

    /** Keeps hunks while they fit in {@code maxChars}; the one that does not fit is cut, the rest left out. */
    private static Result bound(List<TextHunk> all, int maxChars) {
        List<TextHunk> kept = new ArrayList<>();
        int left = maxChars;
        boolean truncated = false;
        for (TextHunk h : all) {
            int size = h.before().length() + h.deleted().length() + h.inserted().length() + h.after().length();
            if (size <= left) {
                kept.add(h);
                left -= size;
                continue;
            }
            truncated = true;
            int room = left - h.before().length() - h.after().length();
            if (room >= 40) {
                int half = room / 2;
                int del = Math.min(h.deleted().length(), Math.max(half, room - h.inserted().length()));
                int ins = Math.min(h.inserted().length(), room - del);
                kept.add(new TextHunk(h.before(), cut(h.deleted(), del), cut(h.inserted(), ins), h.after()));
            }
            break;
        }
        return new Result(kept, all.size(), truncated);
    }

    /** At most {@code max} characters of {@code text}, an ellipsis marking a cut. */
    static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return max <= 1 ? ELLIPSIS : text.substring(0, max - 1).stripTrailing() + ELLIPSIS;
    }

    /** Blocks separated by blank lines, each with its white space collapsed. */
    static List<String> paragraphs(String text) {
        List<String> out = new ArrayList<>();
        for (String p : text.split("\\n\\s*\\n")) {
            String s = p.strip().replaceAll("\\s+", " ");
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }

    private static List<String> words(String text) {
        String s = text.strip();
        return s.isEmpty() ? List.of() : Arrays.asList(s.split("\\s+"));
    }

    private static String tail(List<String> words, int n) {
        return String.join(" ", words.subList(Math.max(0, words.size() - n), words.size()));
    }

    private static String head(List<String> words, int n) {
        return String.join(" ", words.subList(0, Math.min(n, words.size())));
    }
}
