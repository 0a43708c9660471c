package dev.josh.bench.jmh;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.SemanticLeg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link SemanticLeg#search}: the binary scan plus the float rescore of its candidates, read back
 * by {@code seq} from a plain vector table in a real SQLite file (random unit vectors, a chunk table
 * to join, as the server has). {@code candidates} is the rescore's size: 200 is a first page of
 * ten, 4000 the configured maximum.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RescoreBenchmark {

    private static final SourceCatalog.Source SOURCE = new SourceCatalog.Source("rescore", SourceCatalog.Shape.BODY,
            "rescore");

    @Param({"100000"})
    public int rows;

    @Param({"200", "4000"})
    public int candidates;

    private static final int DIMENSION = 384;

    private Path dir;
    private Connection conn;
    private SourceTables source;
    private BinaryVectorIndex index;
    private float[] query;
    private final SemanticLeg leg = new SemanticLeg();

    @Setup(Level.Trial)
    public void setUp() throws IOException, SQLException {
        dir = Files.createTempDirectory("josh-rescore");
        JoshDatabase db = JoshDatabase.readWrite(dir.resolve("rescore.db"));
        SplittableRandom random = new SplittableRandom(11);
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        try (Connection w = db.getConnection()) {
            try (Statement st = w.createStatement()) {
                st.execute("CREATE TABLE rescore_chunks (chunk_id INTEGER PRIMARY KEY, document_id TEXT NOT NULL)");
                st.execute("CREATE TABLE rescore_chunks_vectors (seq INTEGER PRIMARY KEY, chunk_id INTEGER NOT NULL, "
                        + "embedding BLOB NOT NULL)");
            }
            w.setAutoCommit(false);
            try (PreparedStatement chunk = w.prepareStatement("INSERT INTO rescore_chunks VALUES (?, ?)");
                 PreparedStatement vector = w.prepareStatement("INSERT INTO rescore_chunks_vectors VALUES (?, ?, ?)")) {
                for (int row = 1; row <= rows; row++) {
                    long chunkId = random.nextLong() & Long.MAX_VALUE;
                    float[] v = randomUnit(random);
                    chunk.setLong(1, chunkId);
                    chunk.setString(2, "doc:" + row / 3);
                    chunk.executeUpdate();
                    vector.setLong(1, row);
                    vector.setLong(2, chunkId);
                    vector.setBytes(3, VectorCodec.toBytes(v));
                    vector.executeUpdate();
                    entries.add(new BinaryVectorIndex.Entry(row, chunkId, VectorCodec.quantizeToLongs(v)));
                }
            }
            w.commit();
        }
        index = new BinaryVectorIndex(DIMENSION);
        index.append(entries);
        source = new SourceTables(SOURCE, true, List.of("heading_path", "text"), List.of(), true, Set.of("id"), rows, 0);
        conn = JoshDatabase.readOnly(dir.resolve("rescore.db")).getConnection();
        query = randomUnit(random);
    }

    private static float[] randomUnit(SplittableRandom random) {
        float[] v = new float[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return VectorCodec.normalize(v);
    }

    @Benchmark
    public List<ChunkHit> scanAndRescore() {
        return leg.search(conn, source, index, query, candidates, null, Deadline.after(Duration.ofMinutes(1)));
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException, IOException {
        conn.close();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }
}
