package dev.josh.ingest.core;

/**
 * One chunk of a record's body, as stored in {@code <source>_chunks}.
 *
 * @param chunkId     stable 63-bit ID derived from (document ID, ordinal), see {@link ChunkIds}
 * @param charStart   offset of the chunk in the body; {@code text} is {@code body.substring(charStart, charEnd)}
 * @param tokenCount  tokens the model's tokenizer gives the chunk text, without special tokens
 * @param headingPath the record's heading path plus the chunk's landmark path, joined with {@code " › "}
 * @param anchor      the chunk's landmark anchor, else the record's
 */
public record TextChunk(long chunkId, int ordinal, int charStart, int charEnd, int tokenCount,
                        String headingPath, String anchor, String text) {
}
