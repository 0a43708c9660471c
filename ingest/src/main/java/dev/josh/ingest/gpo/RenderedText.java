package dev.josh.ingest.gpo;

import dev.josh.ingest.core.Landmark;
import java.util.List;

/**
 * A record's body as Markdown with its landmarks, as a normalizer wrote it.
 *
 * @param markdown  the body
 * @param landmarks headings and labelled divisions in it, in offset order
 */
public record RenderedText(String markdown, List<Landmark> landmarks) {
    public RenderedText {
        landmarks = List.copyOf(landmarks);
    }

    public static RenderedText of(MarkdownDocument document) {
        return new RenderedText(document.markdown(), document.landmarks());
    }
}
