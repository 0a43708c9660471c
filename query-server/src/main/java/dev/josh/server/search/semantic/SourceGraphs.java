package dev.josh.server.search.semantic;

import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.VectorScanSettings;
import java.sql.Connection;
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
        /** It has no graph of this database and model (the leg scans; {@code josh lexical} builds one). */
        NONE,
        /** It has fewer vectors than {@code josh.search.graph-min-vectors}: the leg scans them, graph or not. */
        SCANNED
    }

    /** The source's graph, where one serves it (current or behind); the caller closes it. */
    public Optional<VectorGraphs.Lease> lease(Connection conn, SourceTables source, BinaryVectorIndex index,
                                              ActiveModel model) {
        if (graphs == null || index.size() < settings.graphMinVectors()) {
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
        try (VectorGraphs.Lease lease = lease(conn, source, index, vectors.model()).orElse(null)) {
            if (lease == null) {
                return State.NONE;
            }
            return index.firstRowAfter(lease.seq()) < index.size() ? State.BEHIND : State.CURRENT;
        }
    }
}
