package dev.josh.ingest.core;

import java.util.ArrayList;
import java.util.List;

/** Cuts one record's body into chunks for lexical and vector search. */
public interface Chunker {

    /** The chunks of {@code document}, in order; each is an exact substring of its text. */
    List<TextChunk> chunk(ChunkableText document);

    /**
     * The chunks of {@code document} when no chunk may cross a section boundary (a speaker's turn,
     * say): the text between consecutive {@code boundaries} is chunked on its own, filed under the
     * landmark in effect at its start and those inside it, and the chunks are numbered through
     * the whole document, so their IDs and offsets are those of the document.
     *
     * @param boundaries offsets into the text, ascending; 0 and the text's length may be omitted
     */
    default List<TextChunk> chunk(ChunkableText document, List<Integer> boundaries) {
        String text = document.text();
        List<Integer> cuts = new ArrayList<>();
        cuts.add(0);
        for (int b : boundaries) {
            if (b > cuts.getLast() && b < text.length()) {
                cuts.add(b);
            }
        }
        cuts.add(text.length());
        List<TextChunk> chunks = new ArrayList<>();
        for (int i = 0; i + 1 < cuts.size(); i++) {
            int start = cuts.get(i);
            int end = cuts.get(i + 1);
            List<Landmark> landmarks = new ArrayList<>();
            for (Landmark l : document.landmarks()) {
                if (l.offset() < end) {
                    int shifted = Math.max(0, l.offset() - start);
                    if (shifted == 0 && !landmarks.isEmpty()) {
                        landmarks.clear(); // a later landmark in effect at the section's start wins
                    }
                    landmarks.add(new Landmark(shifted, l.path(), l.anchor()));
                }
            }
            ChunkableText section = new ChunkableText(document.documentId(), text.substring(start, end),
                    document.headingPath(), document.anchor(), landmarks);
            for (TextChunk c : chunk(section)) {
                int ordinal = chunks.size();
                chunks.add(new TextChunk(ChunkIds.of(document.documentId(), ordinal), ordinal, c.charStart() + start,
                        c.charEnd() + start, c.tokenCount(), c.headingPath(), c.anchor(), c.text()));
            }
        }
        return chunks;
    }
}
