package dev.josh.ingest.core;

import java.util.List;

/** Cuts one record's body into chunks for lexical and vector search. */
public interface Chunker {

    /** The chunks of {@code document}, in order; each is an exact substring of its text. */
    List<TextChunk> chunk(ChunkableText document);
}
