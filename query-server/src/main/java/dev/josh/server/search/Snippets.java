package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalPassages;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Bounded excerpts with the query's words marked, for passages that FTS5 did not match (semantic
 * hits), and a final bound on FTS5's own snippets. Marks are {@code <mark>…</mark>} in both cases.
 */
final class Snippets {

    static final int MAX_CHARS = 320;
    private static final int LEAD_CHARS = 80;
    private static final Pattern SPACE = Pattern.compile("\\s+");

    private Snippets() {
    }

    /**
     * An excerpt of {@code text} of at most {@link #MAX_CHARS} characters (marks not counted),
     * starting a little before the first query word found, with the words marked.
     */
    static String excerpt(String text, List<String> words) {
        String flat = SPACE.matcher(text == null ? "" : text).replaceAll(" ").strip();
        Pattern pattern = wordPattern(words);
        int start = 0;
        if (pattern != null) {
            Matcher m = pattern.matcher(flat);
            if (m.find() && m.start() > LEAD_CHARS) {
                start = flat.lastIndexOf(' ', m.start() - LEAD_CHARS) + 1;
            }
        }
        int end = Math.min(flat.length(), start + MAX_CHARS);
        if (end < flat.length()) {
            int space = flat.lastIndexOf(' ', end);
            end = space > start ? space : end;
        }
        String body = flat.substring(start, end);
        String marked = pattern == null ? body : pattern.matcher(body).replaceAll(
                r -> Matcher.quoteReplacement(LexicalPassages.MARK_OPEN + r.group() + LexicalPassages.MARK_CLOSE));
        return (start > 0 ? "…" : "") + marked + (end < flat.length() ? "…" : "");
    }

    /** FTS5 snippets keep the chunk's line breaks and Markdown spacing; flatten and bound them. */
    static String tidy(String snippet) {
        String flat = SPACE.matcher(snippet).replaceAll(" ").strip();
        if (visibleLength(flat) <= MAX_CHARS + 40) {
            return flat;
        }
        return excerpt(flat.replace(LexicalPassages.MARK_OPEN, "").replace(LexicalPassages.MARK_CLOSE, ""), List.of());
    }

    private static int visibleLength(String s) {
        return s.replace(LexicalPassages.MARK_OPEN, "").replace(LexicalPassages.MARK_CLOSE, "").length();
    }

    /** Whole words, and words that begin with a query word (the index stems: "copyright" finds "copyrighted"). */
    private static Pattern wordPattern(List<String> words) {
        if (words.isEmpty()) {
            return null;
        }
        String alternatives = words.stream()
                .map(w -> w.toLowerCase(Locale.ROOT))
                .sorted((a, b) -> b.length() - a.length())
                .map(Pattern::quote)
                .collect(Collectors.joining("|"));
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternatives + ")[\\p{L}\\p{N}]*",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
