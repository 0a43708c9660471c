package dev.josh.ingest.document;

import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/** Chunks a composed document: paths start with the document's title, landmarks are its section headings. */
public final class DocumentChunks {

    /** The anchor of text before the first heading. */
    public static final String TOP = "top";

    private DocumentChunks() {
    }

    public static List<TextChunk> chunk(Chunker chunker, String documentId, String title, ComposedMarkdown body) {
        return chunker.chunk(new ChunkableText(documentId, body.markdown(), List.of(title), TOP, body.landmarks()));
    }
}
