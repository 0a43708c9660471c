package dev.josh.ingest.uscode;

import dev.josh.ingest.core.Landmark;
import java.util.ArrayList;
import java.util.List;

/**
 * Appends Markdown blocks separated by blank lines and records landmarks at the offsets where
 * their blocks start. A subdivision without a heading sets a pending bold label, which opens the
 * next paragraph ({@code **(a)** In any of the following cases…}).
 */
final class MarkdownBuilder {

    private final StringBuilder out = new StringBuilder();
    private final List<Landmark> landmarks = new ArrayList<>();
    private String pendingLabel;
    private Landmark pendingLandmark;

    /** A heading line ({@code ## (a) In general}); {@code landmark} (offset ignored) is placed at it. */
    void heading(int level, String text, Landmark landmark) {
        flushLabel();
        int offset = startBlock();
        out.append("#".repeat(level)).append(' ').append(text);
        place(landmark, offset);
    }

    /** A label that opens the next paragraph; {@code landmark} may be null. */
    void label(String boldLabel, Landmark landmark) {
        flushLabel();
        pendingLabel = boldLabel;
        pendingLandmark = landmark;
    }

    /** A paragraph of running text (lines kept, e.g. a flattened table); blank text only flushes a pending label. */
    void paragraph(String text) {
        if (text.isBlank() && pendingLabel == null) {
            return;
        }
        int offset = startBlock();
        if (pendingLabel != null) {
            out.append(pendingLabel);
            if (!text.isBlank()) {
                out.append(' ');
            }
            place(pendingLandmark, offset);
            pendingLabel = null;
            pendingLandmark = null;
        }
        out.append(text);
    }

    /** Emits a pending label as a paragraph of its own (a subdivision that has no text before its children). */
    void flushLabel() {
        if (pendingLabel != null) {
            paragraph("");
        }
    }

    boolean isEmpty() {
        return out.isEmpty() && pendingLabel == null;
    }

    String markdown() {
        flushLabel();
        return out.toString();
    }

    List<Landmark> landmarks() {
        return List.copyOf(landmarks);
    }

    private int startBlock() {
        if (!out.isEmpty()) {
            out.append("\n\n");
        }
        return out.length();
    }

    private void place(Landmark landmark, int offset) {
        if (landmark != null) {
            landmarks.add(new Landmark(offset, landmark.path(), landmark.anchor()));
        }
    }
}
