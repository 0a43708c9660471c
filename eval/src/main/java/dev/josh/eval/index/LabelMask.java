package dev.josh.eval.index;

import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Landmark;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the label a query was made from out of what an eval index holds. It edits a record's body
 * as the chunker receives it, so nothing downstream (chunks, heading paths, FTS5, vectors) ever
 * sees the label, while the record row keeps it (results show its title). The document-level
 * index, which the database fills from the record row, is re-indexed through the same mask by
 * {@link MaskedDocuments}.
 */
public interface LabelMask {

    /** The body to chunk instead of {@code document}'s. */
    ChunkableText apply(ChunkableText document);

    /**
     * Whether the record's own name fields (title, heading, official title) carry the label, so
     * the document-level index must not hold them ({@link MaskedDocuments}).
     */
    default boolean hidesTitle() {
        return false;
    }

    /** A character range of a body, start inclusive, end exclusive. */
    record Cut(int start, int end) {
        public Cut {
            if (start < 0 || end < start) {
                throw new IllegalArgumentException("bad cut " + start + ".." + end);
            }
        }
    }

    /**
     * {@code document} with the cuts taken out of its text (ascending, not overlapping) and
     * {@code headingPath} in place of its own: landmarks inside a cut go, later ones move back.
     */
    static ChunkableText cut(ChunkableText document, List<Cut> cuts, List<String> headingPath) {
        String text = document.text();
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        for (Cut c : cuts) {
            if (c.start() < from || c.end() > text.length()) {
                throw new IllegalArgumentException("cuts must ascend within the text: " + cuts);
            }
            out.append(text, from, c.start());
            from = c.end();
        }
        out.append(text, from, text.length());
        List<Landmark> landmarks = new ArrayList<>();
        for (Landmark l : document.landmarks()) {
            int removedBefore = 0;
            boolean inside = false;
            for (Cut c : cuts) {
                if (l.offset() >= c.end()) {
                    removedBefore += c.end() - c.start();
                } else if (l.offset() >= c.start()) {
                    inside = true;
                }
            }
            if (!inside) {
                landmarks.add(new Landmark(l.offset() - removedBefore, l.path(), l.anchor()));
            }
        }
        return new ChunkableText(document.documentId(), out.toString(), headingPath, document.anchor(), landmarks);
    }
}
