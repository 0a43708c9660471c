package dev.josh.ingest.gpo;

import dev.josh.ingest.core.Landmark;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Markdown blocks separated by blank lines, with a heading tree: a heading of level {@code n}
 * closes every open heading of level {@code n} or deeper, so the open headings are always the
 * path to the text being written. Every heading below the title, and every division a caller
 * marks ({@code (a)}, filed under the headings open above it), is a {@link Landmark} at the offset
 * where its block starts; chunks are filed under the landmark their text begins in.
 *
 * <p>A label ({@code (a)}, {@code ■ 15.}) set before a paragraph opens that paragraph, so a
 * division's number and its text, which XML keeps in separate elements, read as printed.
 */
public final class MarkdownDocument {

    private record Open(int level, String text) {
    }

    private final StringBuilder out = new StringBuilder();
    private final List<Landmark> landmarks = new ArrayList<>();
    private final Deque<Open> open = new ArrayDeque<>();
    private String pendingLabel;
    private Landmark pendingLandmark;

    /** The record's own heading ({@code # …}); it is the record, not a landmark inside it. */
    public void title(String text) {
        flushLabel();
        startBlock();
        out.append("# ").append(text);
    }

    /**
     * A heading of {@code level} (2 to 6) and a landmark at it.
     *
     * @param anchor the landmark's deep-link anchor, empty when upstream has none
     */
    public void heading(int level, String text, String anchor) {
        flushLabel();
        int bounded = Math.max(2, Math.min(6, level));
        while (!open.isEmpty() && open.peek().level() >= bounded) {
            open.pop();
        }
        open.push(new Open(bounded, text));
        int offset = startBlock();
        out.append("#".repeat(bounded)).append(' ').append(text);
        landmarks.add(new Landmark(offset, path(), anchor));
    }

    /** A paragraph, opened by a pending label; blank text writes nothing. */
    public void paragraph(String text) {
        if (text != null && !text.isBlank()) {
            write(text);
        }
    }

    private void write(String text) {
        boolean blank = text.isBlank();
        int offset = startBlock();
        if (pendingLandmark != null) {
            landmarks.add(new Landmark(offset, pendingLandmark.path(), pendingLandmark.anchor()));
            pendingLandmark = null;
        }
        if (pendingLabel != null) {
            out.append(pendingLabel);
            if (!blank) {
                out.append(' ');
            }
            pendingLabel = null;
        }
        if (!blank) {
            out.append(text);
        }
    }

    /** A label that opens the next paragraph, e.g. {@code (a)}; a label already pending is written first. */
    public void label(String text) {
        if (pendingLabel != null) {
            write("");
        }
        pendingLabel = text;
    }

    /**
     * Marks the next paragraph as the start of a division, e.g. {@code (a)}: a landmark filed under
     * the headings open now.
     *
     * @param anchor the division's deep-link anchor, empty when upstream has none
     */
    public void division(String label, String anchor) {
        List<String> path = path();
        path.add(label);
        pendingLandmark = new Landmark(0, path, anchor);
    }

    /** Writes a pending label as a paragraph of its own (a division whose text is all in subdivisions). */
    public void flushLabel() {
        if (pendingLabel != null || pendingLandmark != null) {
            write("");
        }
    }

    public boolean isEmpty() {
        return out.isEmpty();
    }

    public String markdown() {
        flushLabel();
        return out.toString();
    }

    public List<Landmark> landmarks() {
        flushLabel();
        return List.copyOf(landmarks);
    }

    private List<String> path() {
        List<String> path = new ArrayList<>();
        open.descendingIterator().forEachRemaining(h -> path.add(h.text()));
        return path;
    }

    private int startBlock() {
        if (!out.isEmpty()) {
            out.append("\n\n");
        }
        return out.length();
    }
}
