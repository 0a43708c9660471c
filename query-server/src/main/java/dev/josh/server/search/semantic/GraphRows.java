package dev.josh.server.search.semantic;

import dev.josh.lexical.graph.VectorGraphLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.DocIdSetIterator;

/**
 * Which {@link BinaryVectorIndex} row each document of a vector graph's segment holds (by the vector
 * row's seq), so that the pre-filter's allowed rows ({@link PreFilter}) can become the graph search's
 * allowed documents without a lookup per document per query. Read once per segment and index (a
 * binary search per document: about a tenth of a second per million), and again only for a segment
 * that held documents the index did not have yet, once the index has grown.
 */
final class GraphRows {

    /**
     * {@code rows[doc]}: the index row, or -1 (a vector the index does not hold: deleted, or not loaded yet).
     * {@code identity}: every document is the row of its own number, as in a graph built whole from the
     * table (documents added in seq order, the index's rows ascending by seq) and never caught up since.
     */
    record LeafRows(int[] rows, int indexSize, boolean complete, boolean identity) {
    }

    private final Map<BinaryVectorIndex, Map<IndexReader.CacheKey, LeafRows>> byIndex =
            Collections.synchronizedMap(new WeakHashMap<>());

    /** The index row of every document of the segment, -1 where the index holds none. */
    LeafRows rows(BinaryVectorIndex index, LeafReader leaf) {
        Map<IndexReader.CacheKey, LeafRows> leaves = byIndex.computeIfAbsent(index,
                i -> Collections.synchronizedMap(new WeakHashMap<>()));
        IndexReader.CacheKey key = leaf.getCoreCacheHelper().getKey();
        LeafRows known = leaves.get(key);
        if (known == null || (!known.complete() && known.indexSize() != index.size())) {
            known = read(index, leaf);
            leaves.put(key, known);
        }
        return known;
    }

    private static LeafRows read(BinaryVectorIndex index, LeafReader leaf) {
        int size = index.size();
        int[] rows = new int[leaf.maxDoc()];
        Arrays.fill(rows, -1);
        boolean complete = true;
        boolean identity = true;
        try {
            NumericDocValues seqs = DocValues.unwrapSingleton(DocValues.getSortedNumeric(leaf, VectorGraphLayout.SEQ));
            for (int doc = seqs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = seqs.nextDoc()) {
                rows[doc] = index.rowOfSeq(seqs.longValue());
                complete &= rows[doc] >= 0;
                identity &= rows[doc] == doc;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int row : rows) {
            identity &= row >= 0; // a document without a seq has no row
        }
        return new LeafRows(rows, size, complete, identity);
    }
}
