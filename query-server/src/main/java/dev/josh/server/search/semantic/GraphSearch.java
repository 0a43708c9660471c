package dev.josh.server.search.semantic;

import dev.josh.lexical.graph.VectorGraphLayout;
import dev.josh.lexical.graph.VectorGraphs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;

/**
 * A source's candidates from its vector graph: Lucene's HNSW search on the quantized vectors, filtered
 * by the pre-filter's allowed rows, its hits rescored with the float vectors the graph also stores
 * (so scores compare across sources, which the quantized ones do not: each graph quantizes its own
 * way), returning each hit's vector seq for the leg's rescore.
 */
final class GraphSearch {

    /** A graph hit: the vector row's seq and its score, {@code (1 + cosine) / 2} on the float vectors. */
    record Hit(long seq, float score) {
    }

    private final GraphRows rows = new GraphRows();

    /**
     * @param k       how many nearest documents to return; also the search's beam (Lucene's ef)
     * @param allowed the pre-filter over {@code index}'s rows, or null for every document
     */
    List<Hit> nearest(VectorGraphs.Lease graph, BinaryVectorIndex index, float[] query, int k, BitSet allowed) {
        KnnFloatVectorQuery knn = new KnnFloatVectorQuery(VectorGraphLayout.VECTOR, query, k,
                allowed == null ? null : new AllowedDocsQuery(index, allowed, rows));
        try {
            ScoreDoc[] found = graph.searcher().search(knn, k).scoreDocs;
            // In doc order, so that each segment's vectors and seqs are read forward once.
            Arrays.sort(found, Comparator.comparingInt(d -> d.doc));
            List<LeafReaderContext> leaves = graph.searcher().getIndexReader().leaves();
            List<Hit> hits = new ArrayList<>(found.length);
            int leafOrd = -1;
            FloatVectorValues vectors = null;
            KnnVectorValues.DocIndexIterator vectorDocs = null;
            NumericDocValues seqs = null;
            for (ScoreDoc d : found) {
                int ord = ReaderUtil.subIndex(d.doc, leaves);
                LeafReaderContext leaf = leaves.get(ord);
                if (ord != leafOrd) {
                    leafOrd = ord;
                    vectors = leaf.reader().getFloatVectorValues(VectorGraphLayout.VECTOR);
                    vectorDocs = vectors.iterator();
                    seqs = DocValues.unwrapSingleton(DocValues.getSortedNumeric(leaf.reader(), VectorGraphLayout.SEQ));
                }
                int doc = d.doc - leaf.docBase;
                if (vectorDocs.advance(doc) == doc && seqs.advanceExact(doc)) {
                    float[] v = vectors.vectorValue(vectorDocs.index());
                    hits.add(new Hit(seqs.longValue(), (1 + (float) SemanticLeg.dot(query, v)) / 2));
                }
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
