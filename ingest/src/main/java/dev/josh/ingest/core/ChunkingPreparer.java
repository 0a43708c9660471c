package dev.josh.ingest.core;

/**
 * A {@link RecordPreparer} whose records carry their text cut into chunks by the embedding model's
 * {@link Chunker}: every body-bearing source's preparer.
 */
public abstract class ChunkingPreparer<T, R> implements RecordPreparer<T, R> {

    protected final Chunker chunker;

    protected ChunkingPreparer(Chunker chunker) {
        this.chunker = chunker;
    }
}
