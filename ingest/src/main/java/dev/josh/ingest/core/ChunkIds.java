package dev.josh.ingest.core;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Chunk IDs that depend only on the record and the chunk's place in it, so a killed and
 * restarted run (or a re-run) writes the same IDs: the first 8 bytes of
 * {@code sha256(documentId + "#" + ordinal)}, sign bit cleared (SQLite rowids are signed).
 */
public final class ChunkIds {

    private ChunkIds() {
    }

    public static long of(String documentId, int ordinal) {
        byte[] digest = Sha256.digest().digest((documentId + "#" + ordinal).getBytes(StandardCharsets.UTF_8));
        return ByteBuffer.wrap(digest, 0, Long.BYTES).getLong() & Long.MAX_VALUE;
    }
}
