package dev.josh.server.search.semantic;

/**
 * The float vectors behind some of an index's rows, read from the database by {@code seq}: the index
 * holds only sign bits, and its cells' centroids are placed by the floats of a sample
 * ({@link CodeCells}).
 */
@FunctionalInterface
public interface StoredVectors {

    /** The vectors of the rows {@code seqs}, in the same order; null for a row that is gone. */
    float[][] read(long[] seqs);
}
