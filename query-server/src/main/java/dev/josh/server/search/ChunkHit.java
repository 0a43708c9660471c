package dev.josh.server.search;

/**
 * One scored passage from a leg.
 *
 * @param chunkId the chunk's id, or the FTS rowid where a short-body source indexes whole records
 * @param score   higher is better (negated BM25, or cosine similarity)
 */
public record ChunkHit(DocumentKey document, long chunkId, double score) {

    /** The chunk id of a hit that ranks a whole document. */
    public static final long NO_CHUNK = -1;
}
