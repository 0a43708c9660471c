package dev.josh.eval.vectors;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.ingest.core.Rows;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The binary scan's recall as the index grows: one {@link BinaryVectorIndex} holding the vectors of
 * one model from several databases (every body source of each: the eval indexes of all sets, and
 * any other database embedded with the same weights), searched with every set's queries. The codes
 * are the stored ones; candidates are rescored in memory by the dot product of the unit float
 * vectors, the arithmetic {@code SemanticLeg} does on the rows it reads back. An eval index holds a
 * thousand vectors or so, where the candidates are a large share of it; this shows how much recall
 * a factor keeps on an index ten times larger.
 */
public final class PooledStudy {

    private static final int TOP = 10;

    private record Pool(BinaryVectorIndex index, List<float[]> vectors) {
    }

    private PooledStudy() {
    }

    /** @param modelVersion vectors of other weights are left out (they would compare as noise) */
    public static OversamplingStudy.Curve measure(String model, String modelVersion, List<Path> databases,
                                                  List<String> queries) throws SQLException {
        Pool pool = load(model, modelVersion, databases);
        List<float[]> queryVectors = new ArrayList<>();
        try (Encoder encoder = Encoders.open(model)) {
            queries.forEach(q -> queryVectors.add(encoder.embedQuery(q)));
        }
        List<Set<Integer>> exact = queryVectors.stream().map(q -> exactTop(pool, q)).toList();
        List<OversamplingStudy.Point> points = new ArrayList<>();
        for (int factor : OversamplingStudy.FACTORS) {
            int candidates = TOP * 2 * factor;
            double sum = 0;
            double worst = 1;
            for (int i = 0; i < queryVectors.size(); i++) {
                float[] q = queryVectors.get(i);
                List<Integer> rows = pool.index().nearest(VectorCodec.quantizeToLongs(q), candidates, null).stream()
                        .map(BinaryVectorIndex.Candidate::row).toList();
                Set<Integer> found = top(pool, q, rows);
                long hit = found.stream().filter(exact.get(i)::contains).count();
                double recall = (double) hit / exact.get(i).size();
                sum += recall;
                worst = Math.min(worst, recall);
            }
            // Pooled rows belong to no single document table: document recall is not measured here.
            points.add(new OversamplingStudy.Point(factor, candidates, sum / queryVectors.size(), worst, null));
        }
        return new OversamplingStudy.Curve(model, "pooled", pool.vectors().size(), queryVectors.size(), points);
    }

    private static Pool load(String model, String modelVersion, List<Path> databases) throws SQLException {
        BinaryVectorIndex index = new BinaryVectorIndex(ModelCatalog.resolve(model).spec().dimension());
        List<float[]> vectors = new ArrayList<>();
        long seq = 0;
        for (Path db : databases) {
            try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
                for (SourceCatalog.Source source : SourceCatalog.read(c)) {
                    if (source.shape() != SourceCatalog.Shape.BODY) {
                        continue;
                    }
                    List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
                    try (Stream<Stored> stored = Rows.on(c).sql("SELECT embedding, embedding_bq FROM "
                                    + source.vectorsTable() + " WHERE model_id = ? AND model_version = ? ORDER BY seq")
                            .params(model, modelVersion).query(Rows.of(Stored.class)).stream()) {
                        for (Stored row : (Iterable<Stored>) stored::iterator) {
                            float[] v = VectorCodec.fromBytes(row.embedding());
                            if (v.length != index.dimension()) {
                                throw new IllegalStateException(db + ": " + source.name() + " holds " + v.length
                                        + "-dimensional vectors; the pool is " + index.dimension());
                            }
                            seq++;
                            entries.add(new BinaryVectorIndex.Entry(seq, seq, VectorCodec.bitsToLongs(row.embeddingBq())));
                            vectors.add(v);
                        }
                    }
                    index.append(entries);
                }
            }
        }
        return new Pool(index, vectors);
    }

    /** A vector as stored: the float embedding's bytes and its binary quantization's. */
    private record Stored(byte[] embedding, byte[] embeddingBq) {
    }

    private static Set<Integer> exactTop(Pool pool, float[] q) {
        List<Integer> all = new ArrayList<>(pool.vectors().size());
        for (int row = 0; row < pool.vectors().size(); row++) {
            all.add(row);
        }
        return top(pool, q, all);
    }

    /** The {@value #TOP} rows of {@code rows} nearest to {@code q} by the dot product of their float vectors. */
    private static Set<Integer> top(Pool pool, float[] q, List<Integer> rows) {
        List<double[]> scored = new ArrayList<>(rows.size());
        for (int row : rows) {
            scored.add(new double[] {UnitVectors.dot(q, pool.vectors().get(row)), row});
        }
        scored.sort((a, b) -> Double.compare(b[0], a[0]));
        Set<Integer> out = new HashSet<>();
        for (int i = 0; i < Math.min(TOP, scored.size()); i++) {
            out.add((int) scored.get(i)[1]);
        }
        return out;
    }
}
