package dev.josh.server.search.semantic;

import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.VectorScanSettings;
import java.sql.Connection;
import java.util.BitSet;
import java.util.Optional;

/**
 * Which sources the semantic leg searches in their vector graph: those with a graph of this database
 * and the active model ({@link VectorGraphs}) and at least {@code josh.search.graph-min-vectors}
 * vectors; the others are scanned.
 *
 * @param graphs the graphs beside the database; null to scan every source
 */
public record SourceGraphs(VectorGraphs graphs, VectorScanSettings settings) {

    /** How the semantic leg searches a source, for the status page. */
    public enum State {
        /** Its graph holds every vector of the index: the leg searches the graph alone. */
        CURRENT,
        /** Its graph lags the index: the leg searches it and scans the vectors written since. */
        BEHIND,
        /**
         * It has no graph of this database and model: the leg scans. {@code josh lexical}, ingest and
         * {@code josh embed} build one only with {@code JOSH_VECTOR_GRAPHS=on} (VectorGraphUpdate.SWITCH).
         */
        NONE,
        /** It has fewer vectors than {@code josh.search.graph-min-vectors}: the leg scans them, graph or not. */
        SCANNED
    }

    /**
     * The source's graph, where one serves it (current or behind) for a search over {@code allowed}
     * rows; the caller closes it. A filter that admits fewer rows than {@code graph-min-vectors} is
     * scanned as a source that small would be: the scan then reads only the admitted rows (microseconds
     * for thousands), where a filtered graph walk skips the rejected nodes it meets and Lucene falls
     * back to an exact search of the admitted ones when the walk visits as many as there are.
     *
     * @param allowed the pre-filter over the index's rows, or null for every row
     */
    public Optional<VectorGraphs.Lease> lease(Connection conn, SourceTables source, BinaryVectorIndex index,
                                              BitSet allowed, ActiveModel model) {
        int searched = allowed == null ? index.size() : allowed.cardinality();
        if (graphs == null || index.size() < settings.graphMinVectors() || searched < settings.graphMinVectors()) {
            return Optional.empty();
        }
        return graphs.acquire(conn, source.source().vectorsTable(), model.modelId(), model.modelVersion());
    }

    /** How the semantic leg searches {@code source} now. */
    public State state(Connection conn, SourceTables source, SemanticIndexes.State vectors) {
        BinaryVectorIndex index = vectors.index(source.name()).orElse(null);
        if (index == null || vectors.model() == null) {
            return State.NONE;
        }
        if (index.size() < settings.graphMinVectors()) {
            return State.SCANNED;
        }
        try (VectorGraphs.Lease lease = lease(conn, source, index, null, vectors.model()).orElse(null)) {
            if (lease == null) {
                return State.NONE;
            }
            return index.firstRowAfter(lease.seq()) < index.size() ? State.BEHIND : State.CURRENT;
        }
    }
}
