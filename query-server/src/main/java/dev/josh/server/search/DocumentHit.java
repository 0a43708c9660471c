package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalSearch;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A document as one leg ranked it, with its few best chunks as passages. Its score is its own
 * where the leg ranked whole documents (then the lexical leg picks its chunks after ranking:
 * {@link LexicalSearch}), else its best chunk's. One result per document, never one per chunk.
 */
public record DocumentHit(DocumentKey document, double score, List<ChunkHit> chunks) {

    public DocumentHit {
        chunks = List.copyOf(chunks);
    }

    /**
     * Groups hits by document, best document first. A hit without a chunk ({@link
     * ChunkHit#NO_CHUNK}) scores its document and adds no passage.
     *
     * @param maxChunksPerDocument passages kept per document
     */
    public static List<DocumentHit> group(List<ChunkHit> hits, int maxChunksPerDocument) {
        List<ChunkHit> sorted = new ArrayList<>(hits);
        sorted.sort(Comparator.comparingDouble(ChunkHit::score).reversed());
        Map<DocumentKey, List<ChunkHit>> byDocument = new LinkedHashMap<>();
        Map<DocumentKey, Double> best = new LinkedHashMap<>();
        for (ChunkHit hit : sorted) {
            best.putIfAbsent(hit.document(), hit.score());
            List<ChunkHit> chunks = byDocument.computeIfAbsent(hit.document(), k -> new ArrayList<>());
            if (hit.chunkId() != ChunkHit.NO_CHUNK && chunks.size() < maxChunksPerDocument) {
                chunks.add(hit);
            }
        }
        List<DocumentHit> out = new ArrayList<>(byDocument.size());
        byDocument.forEach((doc, chunks) -> out.add(new DocumentHit(doc, best.get(doc), chunks)));
        return out;
    }

    /** This document with {@code passages} as its chunks. */
    public DocumentHit withChunks(List<ChunkHit> passages) {
        return new DocumentHit(document, score, passages);
    }
}
