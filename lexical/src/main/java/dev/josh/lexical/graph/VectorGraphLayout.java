package dev.josh.lexical.graph;

import dev.josh.lexical.LexicalIndexLayout;
import java.nio.file.Path;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104HnswScalarQuantizedVectorsFormat;
import org.apache.lucene.util.quantization.QuantizedByteVectorValues.ScalarEncoding;

/**
 * Where a database's vector graphs live and what each holds: {@code <database>.lexical/<vectors table>/},
 * one Lucene index per body source beside its lexical indexes (a snapshot copies the folder whole),
 * holding the active model's chunk vectors in an HNSW graph over 8-bit scalar-quantized vectors
 * (Lucene's {@link Lucene104HnswScalarQuantizedVectorsFormat}; the floats stay in the index too, but
 * the graph is walked on the quantized copy). Every commit records the {@link #FORMAT}, the database's
 * {@code lexical_epoch}, the model (id and version) and the highest vector {@code seq} it includes.
 */
public final class VectorGraphLayout {

    /** Fields and settings; a graph of another format is rebuilt by the next update and not served before. */
    public static final String FORMAT = "1";

    /** The chunk's vector (unit length, so dot product is cosine). */
    public static final String VECTOR = "vector";
    /** The vector row's seq: a doc value to read back (the float rescore reads the row by it), and a point. */
    public static final String SEQ = "seq";
    /** The chunk id as a term: a re-embedded chunk's new row replaces its old document. */
    static final String CHUNK = "chunk";

    static final String FORMAT_KEY = "josh.format";
    static final String EPOCH_KEY = "josh.epoch";
    static final String MODEL_KEY = "josh.model";
    static final String MODEL_VERSION_KEY = "josh.model_version";
    static final String SEQ_KEY = "josh.seq";

    /**
     * Graph settings, chosen by measured chunk recall@10 against the exact scan (docs/benchmarks.md,
     * "Vector graph"): {@code maxConn} neighbours a node keeps (Lucene's M), {@code beamWidth} the
     * candidates kept while a node's neighbours are chosen.
     */
    public static final int MAX_CONN = 16;
    public static final int BEAM_WIDTH = 100;

    private VectorGraphLayout() {
    }

    /** The graph of one source's vectors table of {@code database}. */
    public static Path of(Path database, String vectorsTable) {
        return LexicalIndexLayout.root(database).resolve(vectorsTable);
    }

    /** The format of the {@link #VECTOR} field. */
    static KnnVectorsFormat vectorsFormat() {
        return new Lucene104HnswScalarQuantizedVectorsFormat(ScalarEncoding.UNSIGNED_BYTE, MAX_CONN, BEAM_WIDTH);
    }
}
