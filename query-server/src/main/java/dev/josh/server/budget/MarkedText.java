package dev.josh.server.budget;

/**
 * A passage trimmed to the words that matched: from a little before the first {@code <mark>} to a
 * little after the last, cut at spaces, with an ellipsis where text was left out. The words around
 * the marks are what an agent reads a passage for; the rest is in the record.
 */
final class MarkedText {

    static final String OPEN = "<mark>";
    static final String CLOSE = "</mark>";
    /** Characters kept on each side of the marked words. */
    static final int AROUND = 60;

    private MarkedText() {
    }

    static boolean isMarked(String text) {
        return text.contains(OPEN);
    }

    static String trim(String text) {
        int first = text.indexOf(OPEN);
        int last = text.lastIndexOf(CLOSE);
        if (first < 0 || last < 0) {
            return text;
        }
        int start = first <= AROUND ? 0 : Math.max(text.indexOf(' ', first - AROUND) + 1, 0);
        int end = last + CLOSE.length() + AROUND;
        if (end >= text.length()) {
            end = text.length();
        } else {
            int space = text.lastIndexOf(' ', end);
            end = space > last ? space : end;
        }
        if (start > first) {
            start = first;
        }
        String lead = start > 0 && !text.startsWith("…", start) ? "…" : "";
        String tail = end < text.length() && !text.substring(0, end).endsWith("…") ? "…" : "";
        return lead + text.substring(start, end) + tail;
    }
}
