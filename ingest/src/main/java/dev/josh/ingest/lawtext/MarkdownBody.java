package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.Landmark;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a Markdown body block by block (blocks separated by blank lines) and records landmarks at
 * the offsets where their blocks start, for section-aware chunking. A subdivision without a
 * heading sets a pending bold label that opens the next paragraph ({@code **(1)** in general;}).
 */
public final class MarkdownBody {

    private final StringBuilder out = new StringBuilder();
    private final List<Landmark> landmarks = new ArrayList<>();
    private String pendingLabel;

    /** A heading line ({@code ### TITLE I—GENERAL PROVISIONS}); {@code landmark} (its offset ignored), if any, is placed at it. */
    public void heading(int level, String text, Landmark landmark) {
        flushLabel();
        int offset = startBlock();
        out.append("#".repeat(Math.max(1, Math.min(level, 6)))).append(' ').append(text);
        if (landmark != null) {
            landmarks.add(new Landmark(offset, landmark.path(), landmark.anchor()));
        }
    }

    /** A bold label that opens the next paragraph. */
    public void label(String text) {
        flushLabel();
        pendingLabel = "**" + text + "**";
    }

    /** A paragraph; blank text only flushes a pending label. Lines are kept (a flattened table is one line per row). */
    public void paragraph(String text) {
        if (text.isBlank() && pendingLabel == null) {
            return;
        }
        startBlock();
        if (pendingLabel != null) {
            out.append(pendingLabel);
            if (!text.isBlank()) {
                out.append(' ');
            }
            pendingLabel = null;
        }
        out.append(text);
    }

    /** Emits a pending label as a paragraph of its own (a subdivision with no text before its children). */
    public void flushLabel() {
        if (pendingLabel != null) {
            paragraph("");
        }
    }

    public boolean isEmpty() {
        return out.isEmpty() && pendingLabel == null;
    }

    public String markdown() {
        flushLabel();
        return out.toString();
    }

    public List<Landmark> landmarks() {
        return List.copyOf(landmarks);
    }

    private int startBlock() {
        if (!out.isEmpty()) {
            out.append("\n\n");
        }
        return out.length();
    }
}
