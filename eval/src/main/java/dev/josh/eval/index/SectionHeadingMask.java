package dev.josh.eval.index;

import dev.josh.ingest.core.ChunkableText;
import java.util.List;

/**
 * For sets whose query is a record's own heading (a U.S. Code or CFR section heading, a Federal
 * Register SUBJECT line): the last element of the record's heading path (the section's line,
 * {@code § 107. Limitations on exclusive rights: Fair use}, or the document's title) and the
 * body's first line when it is that heading ({@code # …}) are removed. The headings above the
 * record (title, chapter, part) and those inside it (subsections, captions) stay.
 */
final class SectionHeadingMask implements LabelMask {

    /** A section's display title and heading are its heading line: the query itself. */
    @Override
    public boolean hidesTitle() {
        return true;
    }

    @Override
    public ChunkableText apply(ChunkableText document) {
        List<String> path = document.headingPath();
        List<String> parents = path.isEmpty() ? path : path.subList(0, path.size() - 1);
        String text = document.text();
        if (!text.startsWith("# ")) {
            return LabelMask.cut(document, List.of(), parents);
        }
        int lineEnd = text.indexOf('\n');
        int end = lineEnd < 0 ? text.length() : lineEnd;
        while (end < text.length() && text.charAt(end) == '\n') {
            end++;
        }
        return LabelMask.cut(document, List.of(new Cut(0, end)), parents);
    }
}
