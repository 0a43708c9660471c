package dev.josh.ingest.core;

/**
 * How an ingest run cuts bodies into chunks and which model it queues them for. A command line
 * run uses the default model's token windows; a caller running ingest in-process may pass another
 * (the retrieval evaluation compares models and chunkers this way, through the real jobs).
 *
 * @param chunker what every source's preparer chunks with
 * @param target  the model the chunks are queued for, which should be the one whose tokenizer
 *                sized them
 */
public record Chunking(Chunker chunker, EmbeddingTarget target) {
}
