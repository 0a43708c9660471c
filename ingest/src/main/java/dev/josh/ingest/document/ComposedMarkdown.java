package dev.josh.ingest.document;

import dev.josh.ingest.core.Landmark;
import java.util.List;

/**
 * A document body as Markdown with a landmark at every section heading, for section-aware chunks.
 *
 * @param markdown  {@code # title}, then the blocks separated by blank lines
 * @param landmarks one per heading, in offset order; a landmark's path is the heading and its
 *                  enclosing headings (the title excluded, since every chunk path starts with it)
 * @param headings  how many section headings the body has
 */
public record ComposedMarkdown(String markdown, List<Landmark> landmarks, int headings) {
    public ComposedMarkdown {
        landmarks = List.copyOf(landmarks);
    }
}
