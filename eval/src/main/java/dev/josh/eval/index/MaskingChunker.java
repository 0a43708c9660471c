package dev.josh.eval.index;

import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/**
 * A chunker that applies a {@link LabelMask} to every body before the real chunker cuts it. The
 * sources the eval sets cover chunk whole bodies; a source chunking between boundaries (speaker
 * turns) would have each section masked on its own.
 */
final class MaskingChunker implements Chunker {

    private final LabelMask mask;
    private final Chunker chunker;

    MaskingChunker(LabelMask mask, Chunker chunker) {
        this.mask = mask;
        this.chunker = chunker;
    }

    @Override
    public List<TextChunk> chunk(ChunkableText document) {
        return chunker.chunk(mask.apply(document));
    }
}
