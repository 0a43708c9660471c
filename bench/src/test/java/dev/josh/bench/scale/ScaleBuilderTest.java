package dev.josh.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import dev.josh.bench.eval.ScaleEvalCommand;
import dev.josh.db.JoshDatabase;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds a small scale database from a real one: U.S. Code title 9 ingested by the real ingest.
 * Its vectors are written here (random unit vectors per chunk, through the worker's codec)
 * rather than by the encoder: replication copies vectors without reading their meaning, and the
 * real encoder would make this test a minute long.
 */
@Tag("slow")
class ScaleBuilderTest {

    @TempDir
    static Path dir;
    static Path original;
    static long originalChunks;

    @BeforeAll
    static void ingestTitle9() throws SQLException {
        original = dir.resolve("original.db");
        assertThat(IngestApplication.run("ingest", "us-code", "--corpus", System.getProperty("josh.corpus"), "--db",
                original.toString(), "--titles", "9")).isZero();
        try (Connection conn = ScaleBuilder.open(original, false)) {
            String model;
            String version;
            try (Statement st = conn.createStatement();
                 ResultSet rs = st.executeQuery("SELECT model_id, model_version FROM embedding_models WHERE active = 1")) {
                assertThat(rs.next()).as("ingest registers the model chunks are queued for").isTrue();
                model = rs.getString(1);
                version = rs.getString(2);
            }
            SplittableRandom random = new SplittableRandom(5);
            try (Statement st = conn.createStatement();
                 ResultSet rs = st.executeQuery("SELECT chunk_id FROM us_code_chunks ORDER BY chunk_id");
                 PreparedStatement insert = conn.prepareStatement("INSERT INTO us_code_chunks_vectors "
                         + "(chunk_id, model_id, model_version, embedding, embedding_bq) VALUES (?, ?, ?, ?, ?)")) {
                while (rs.next()) {
                    float[] v = ReplicationTest.unit(random);
                    insert.setLong(1, rs.getLong(1));
                    insert.setString(2, model);
                    insert.setString(3, version);
                    insert.setBytes(4, VectorCodec.toBytes(v));
                    insert.setBytes(5, VectorCodec.quantize(v));
                    insert.executeUpdate();
                    originalChunks++;
                }
            }
        }
        assertThat(originalChunks).as("title 9 has chunks").isGreaterThan(10);
    }

    @Test
    void replicatesToExactlyTheWantedChunksWithTheirVectorsAndFullText() throws SQLException {
        Path out = dir.resolve("scaled.db");
        long wanted = originalChunks * 3 + 5; // the original, two whole copies and part of a third
        ScaleBuilder.Report report = new ScaleBuilder(new PrintStream(OutputStream.nullOutputStream())).build(
                new ScaleBuilder.Options(original, out, wanted, ScaleBuilder.FtsLoad.REBUILD, true, Replication.DEFAULT,
                        true));

        assertThat(report.chunks()).isEqualTo(wanted);
        assertThat(report.copies()).isEqualTo(3);
        assertThat(report.chunksBySource()).containsEntry("us-code", wanted);
        try (Connection conn = ScaleBuilder.open(out, true)) {
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_chunks")).isEqualTo(wanted);
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_chunks_vectors")).isEqualTo(wanted);
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_chunks c WHERE NOT EXISTS "
                    + "(SELECT 1 FROM us_code_chunks_vectors v WHERE v.chunk_id = c.chunk_id)")).isZero();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_chunks c WHERE NOT EXISTS "
                    + "(SELECT 1 FROM us_code r WHERE r.id = c.document_id)")).as("every chunk has its record").isZero();
            // The FTS index was rebuilt over every chunk: a word of 9 U.S.C. 10 is found in the original and each copy.
            long inOriginal = scalar(conn, "SELECT count(*) FROM us_code_fts WHERE us_code_fts MATCH 'partiality' "
                    + "AND rowid IN (SELECT chunk_id FROM us_code_chunks WHERE document_id NOT LIKE '%~%')");
            assertThat(inOriginal).isPositive();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_fts WHERE us_code_fts MATCH 'partiality'"))
                    .isBetween(inOriginal * 3, inOriginal * 4);
            assertThat(scalar(conn, "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' "
                    + "AND name = 'us_code_chunks_ai'")).as("the insert trigger is back").isOne();
            // The document-level index too: one row per record, the copies' included.
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_docs_fts f JOIN us_code r ON r.rowid = f.rowid WHERE "
                    + "us_code_docs_fts MATCH 'partiality' AND (r.id = 'usc:9:10' OR r.id LIKE 'usc:9:10~%')"))
                    .isGreaterThanOrEqualTo(3).isEqualTo(scalar(conn, "SELECT count(*) FROM us_code WHERE id = 'usc:9:10' OR id LIKE 'usc:9:10~%'"));
            assertThat(scalar(conn, "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' "
                    + "AND name = 'us_code_docs_fts_ai'")).as("the record insert trigger is back").isOne();
            assertThat(scalar(conn, "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                    + "('us_code_by_id_published', 'us_code_chunks_vectors_codes')")).as("migrated to V60").isEqualTo(2);
            assertThat(scalar(conn, "SELECT count(*) FROM us_code WHERE id LIKE 'usc:9:10~2'")).isOne();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code WHERE id LIKE '%~%' "
                    + "AND (published_at < '1995-01-01' OR published_at > '2024-12-31')")).isZero();
            assertThat(scalar(conn, "SELECT count(*) FROM bench_vec0")).isEqualTo(wanted);
            assertThat(scalar(conn, "SELECT count(*) FROM bench_vec0 WHERE source = 'us-code'")).isEqualTo(wanted);
            try (Statement st = conn.createStatement();
                 ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("wal");
            }
        }
    }

    @Test
    void copiesWithoutBodiesKeepEverythingSearchesRead() throws SQLException {
        Path out = dir.resolve("lean.db");
        new ScaleBuilder(new PrintStream(OutputStream.nullOutputStream())).build(new ScaleBuilder.Options(original, out,
                originalChunks * 2, ScaleBuilder.FtsLoad.REBUILD, false, Replication.DEFAULT, false));
        try (Connection conn = ScaleBuilder.open(out, true)) {
            assertThat(scalar(conn, "SELECT count(*) FROM us_code WHERE id NOT LIKE '%~%' AND body_markdown = ''")).isZero();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code WHERE id LIKE '%~%' AND body_markdown != ''")).isZero();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code WHERE id LIKE '%~%' AND title != '' "
                    + "AND citation_string != ''")).isPositive();
            assertThat(scalar(conn, "SELECT count(*) FROM us_code_chunks")).isEqualTo(originalChunks * 2);
        }
    }

    @Test
    void theScaleCellCountsEveryCopyOfAJudgedDocumentAndNoOtherDocument() throws SQLException {
        Path out = dir.resolve("judged.db");
        new ScaleBuilder(new PrintStream(OutputStream.nullOutputStream())).build(new ScaleBuilder.Options(original, out,
                originalChunks * 3, ScaleBuilder.FtsLoad.REBUILD, false, Replication.DEFAULT, false));
        JoshDatabase database = JoshDatabase.readOnly(out);
        List<SourceTables> usCode = new SourceRegistry(database).all().stream()
                .filter(s -> s.name().equals("us-code")).toList();
        try (Connection conn = database.getConnection()) {
            // usc:9:1 is a prefix of usc:9:10: its copies must not take in the other section's.
            assertThat(ScaleEvalCommand.withCopies(conn, usCode, Map.of("usc:9:1", 2, "usc:9:10", 1)))
                    .containsOnly(entry("usc:9:1", 2), entry("usc:9:1~1", 2), entry("usc:9:1~2", 2),
                            entry("usc:9:10", 1), entry("usc:9:10~1", 1), entry("usc:9:10~2", 1));
        }
    }

    private static long scalar(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
