package dev.josh.bench.compare;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.PreFilter;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Exact nearest chunks by cosine for several queries at once: every float vector of the active model
 * read once, in one pass per source, and scored against each query whose sources and filter admit
 * it (the filter as the leg's pre-filter applies it). The ground truth of {@link GraphComparison}
 * on databases without the {@code bench_vec0} table.
 */
final class ExactNeighbours {

    /** One query: its vector, filter and sources. */
    record Query(float[] vector, SearchFilter filter, List<SourceTables> sources) {
    }

    private record Scored(long chunkId, double score) {
    }

    private ExactNeighbours() {
    }

    /** Per query, the chunk ids of its {@code limit} nearest chunks, nearest first. */
    static List<List<Long>> top(Connection conn, SemanticIndexes indexes, List<Query> queries, int limit)
            throws SQLException {
        ActiveModel model = indexes.activeModel().orElseThrow();
        PreFilter preFilter = new PreFilter();
        Deadline deadline = Deadline.after(Duration.ofHours(1));
        List<PriorityQueue<Scored>> best = new ArrayList<>();
        queries.forEach(q -> best.add(new PriorityQueue<>(Comparator.comparingDouble(Scored::score))));
        List<SourceTables> all = queries.stream().flatMap(q -> q.sources().stream()).distinct().toList();
        for (SourceTables s : all) {
            BinaryVectorIndex index = indexes.index(s.name()).orElse(null);
            if (index == null) {
                continue;
            }
            List<Integer> asking = new ArrayList<>();
            List<BitSet> allowed = new ArrayList<>();
            for (int i = 0; i < queries.size(); i++) {
                Query q = queries.get(i);
                if (q.sources().contains(s)) {
                    asking.add(i);
                    allowed.add(q.filter().isEmpty() ? null : preFilter.allowedRows(conn, s, index, q.filter(),
                            deadline));
                }
            }
            try (PreparedStatement ps = conn.prepareStatement("SELECT seq, chunk_id, embedding FROM "
                    + s.source().vectorsTable() + " WHERE model_id = ? AND model_version = ?")) {
                ps.setString(1, model.modelId());
                ps.setString(2, model.modelVersion());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        int row = index.rowOfSeq(rs.getLong(1));
                        float[] v = VectorCodec.fromBytes(rs.getBytes(3));
                        for (int k = 0; k < asking.size(); k++) {
                            BitSet rows = allowed.get(k);
                            if (row < 0 || (rows != null && !rows.get(row))) {
                                continue;
                            }
                            float[] q = queries.get(asking.get(k)).vector();
                            double dot = 0;
                            for (int d = 0; d < q.length; d++) {
                                dot += q[d] * v[d];
                            }
                            PriorityQueue<Scored> heap = best.get(asking.get(k));
                            heap.add(new Scored(rs.getLong(2), dot));
                            if (heap.size() > limit) {
                                heap.poll();
                            }
                        }
                    }
                }
            }
        }
        List<List<Long>> out = new ArrayList<>();
        for (PriorityQueue<Scored> heap : best) {
            out.add(heap.stream().sorted(Comparator.comparingDouble(Scored::score).reversed()).map(Scored::chunkId)
                    .toList());
        }
        return out;
    }
}
