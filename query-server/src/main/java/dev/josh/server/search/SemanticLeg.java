package dev.josh.server.search;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Flow 3 for one source: a binary scan of the in-memory codes picks the candidates, and their
 * float vectors, read back by {@code seq} from the plain vector table, are rescored exactly
 * (dot product of unit vectors = cosine). Candidates whose chunk was deleted since the index
 * loaded drop out at the join.
 */
public final class SemanticLeg {

    /**
     * @param query      the unit query vector
     * @param candidates how many codes the binary scan keeps for rescoring
     * @param allowed    pre-filter over index rows, or null for all (see {@link BinaryVectorIndex#nearest})
     * @return chunk hits, best first
     */
    public List<ChunkHit> search(Connection conn, SourceTables source, BinaryVectorIndex index, float[] query,
                                 int candidates, BitSet allowed, Deadline deadline) {
        if (query.length != index.dimension()) {
            throw new IllegalStateException("query vector has " + query.length + " dimensions, the index "
                    + index.dimension());
        }
        List<BinaryVectorIndex.Candidate> nearest = index.nearest(VectorCodec.quantizeToLongs(query), candidates, allowed);
        if (nearest.isEmpty()) {
            return List.of();
        }
        // seq values are longs from the index, never user text: safe to inline, and far faster to bind.
        String seqs = nearest.stream().map(c -> String.valueOf(c.seq())).collect(Collectors.joining(","));
        String sql = "SELECT v.chunk_id, v.embedding, c.document_id FROM " + source.source().vectorsTable() + " v"
                + " JOIN " + source.source().chunksTable() + " c ON c.chunk_id = v.chunk_id"
                + " WHERE v.seq IN (" + seqs + ")";
        List<ChunkHit> hits = new ArrayList<>(nearest.size());
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                float[] vector = VectorCodec.fromBytes(rs.getBytes(2));
                if (vector.length != query.length) {
                    continue; // written by another model configuration; cannot be compared
                }
                hits.add(new ChunkHit(new DocumentKey(source.name(), rs.getString(3)), rs.getLong(1),
                        dot(query, vector)));
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading vectors of " + source.name() + " failed: " + e.getMessage(), e);
        }
        hits.sort((a, b) -> Double.compare(b.score(), a.score()));
        return hits;
    }

    /**
     * The index rows whose chunks belong to documents the filter admits: the pre-filter bitmap of
     * {@link BinaryVectorIndex#nearest}. Chunk ids come from SQL over the record table, then each
     * index row is looked up once.
     */
    public BitSet allowedRows(Connection conn, SourceTables source, BinaryVectorIndex index, SearchFilter filter,
                              Deadline deadline) {
        String sql = "SELECT c.chunk_id FROM " + source.source().chunksTable() + " c JOIN " + source.table()
                + " r ON r.id = c.document_id WHERE " + filter.condition(source, "r");
        Set<Long> chunkIds = new HashSet<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            filter.bind(ps, 1);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    chunkIds.add(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("filtering " + source.name() + " failed: " + e.getMessage(), e);
        }
        BitSet allowed = new BitSet(index.size());
        if (!chunkIds.isEmpty()) {
            for (int row = 0, n = index.size(); row < n; row++) {
                if (chunkIds.contains(index.chunkId(row))) {
                    allowed.set(row);
                }
            }
        }
        return allowed;
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
