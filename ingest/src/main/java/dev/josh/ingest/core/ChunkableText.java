package dev.josh.ingest.core;

import java.util.List;

/**
 * One record's body as a chunker sees it. A chunker cuts one of these at a time, so no chunk can
 * span two records.
 *
 * @param documentId  the record's public ID; chunk IDs derive from it
 * @param text        the body (Markdown); chunks are substrings of it
 * @param headingPath the record's heading path, outermost first
 * @param anchor      the record's own anchor, for text before any landmark
 * @param landmarks   subdivisions of the body, in offset order
 */
public record ChunkableText(String documentId, String text, List<String> headingPath, String anchor,
                            List<Landmark> landmarks) {
    public ChunkableText {
        headingPath = List.copyOf(headingPath);
        landmarks = List.copyOf(landmarks);
    }
}
