package dev.josh.server.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A document as one leg ranked it: its score is its best chunk's, and it keeps its few best
 * chunks as passages. One result per document, never one per chunk.
 */
public record DocumentHit(DocumentKey document, double score, List<ChunkHit> chunks) {

    public DocumentHit {
        chunks = List.copyOf(chunks);
    }

    /**
     * Groups chunk hits by document, best document first.
     *
     * @param maxChunksPerDocument passages kept per document
     */
    public static List<DocumentHit> group(List<ChunkHit> hits, int maxChunksPerDocument) {
        List<ChunkHit> sorted = new ArrayList<>(hits);
        sorted.sort(Comparator.comparingDouble(ChunkHit::score).reversed());
        Map<DocumentKey, List<ChunkHit>> byDocument = new LinkedHashMap<>();
        for (ChunkHit hit : sorted) {
            List<ChunkHit> chunks = byDocument.computeIfAbsent(hit.document(), k -> new ArrayList<>());
            if (chunks.size() < maxChunksPerDocument) {
                chunks.add(hit);
            }
        }
        List<DocumentHit> out = new ArrayList<>(byDocument.size());
        byDocument.forEach((doc, chunks) -> out.add(new DocumentHit(doc, chunks.get(0).score(), chunks)));
        return out;
    }
}
