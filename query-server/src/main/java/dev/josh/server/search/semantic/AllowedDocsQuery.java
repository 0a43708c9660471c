package dev.josh.server.search.semantic;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.BitSetIterator;
import org.apache.lucene.util.FixedBitSet;

/**
 * The graph documents whose index rows the pre-filter allows: the filter of a filtered kNN search,
 * so the graph walk itself keeps to the documents the request admits (Lucene falls back to an exact
 * search of them when they are few), as the binary scan's allowed rows do.
 */
final class AllowedDocsQuery extends Query {

    private final BinaryVectorIndex index;
    private final BitSet allowed;
    private final GraphRows rows;

    AllowedDocsQuery(BinaryVectorIndex index, BitSet allowed, GraphRows rows) {
        this.index = index;
        this.allowed = allowed;
        this.rows = rows;
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
        return new ConstantScoreWeight(this, boost) {
            @Override
            public ScorerSupplier scorerSupplier(LeafReaderContext context) {
                GraphRows.LeafRows leaf = rows.rows(index, context.reader());
                FixedBitSet docs = leaf.identity() ? copied(leaf.rows().length) : mapped(leaf.rows());
                int count = docs.cardinality();
                if (count == 0) {
                    return null;
                }
                return new DefaultScorerSupplier(new ConstantScoreScorer(score(), scoreMode,
                        new BitSetIterator(docs, count)));
            }

            @Override
            public boolean isCacheable(LeafReaderContext ctx) {
                return false; // the allowed rows are the request's own
            }
        };
    }

    /** The allowed rows as documents where each document is its own row: the bit words copied, not each bit. */
    private FixedBitSet copied(int maxDoc) {
        long[] words = Arrays.copyOf(allowed.toLongArray(), FixedBitSet.bits2words(maxDoc));
        if ((maxDoc & 63) != 0 && words.length > 0) {
            words[words.length - 1] &= -1L >>> -maxDoc; // rows past the segment (written since) are not its documents
        }
        return new FixedBitSet(words, maxDoc);
    }

    /** The allowed rows as documents, each document looked up by its row. */
    private FixedBitSet mapped(int[] rowOf) {
        FixedBitSet docs = new FixedBitSet(rowOf.length);
        for (int doc = 0; doc < rowOf.length; doc++) {
            int row = rowOf[doc];
            if (row >= 0 && allowed.get(row)) {
                docs.set(doc);
            }
        }
        return docs;
    }

    @Override
    public void visit(QueryVisitor visitor) {
        visitor.visitLeaf(this);
    }

    @Override
    public String toString(String field) {
        return "AllowedDocs(" + allowed.cardinality() + " rows)";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AllowedDocsQuery o && o.index == index && o.allowed == allowed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(index), System.identityHashCode(allowed));
    }
}
