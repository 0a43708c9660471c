package dev.josh.embed.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.EncoderException.Kind;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.encoder.TextTokenizer;
import dev.josh.embed.vector.VectorCodec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The worker against real SQLite files and the real bundled bge-small-en-v1.5. */
@Tag("slow")
class EmbedWorkerTest {

    private static final String WORKER = "test-worker";

    private static Encoder encoder;

    @TempDir
    Path dir;

    private QueueFixture fixture;

    @BeforeAll
    static void openEncoder() {
        encoder = Encoders.open(ModelCatalog.DEFAULT_MODEL, 2);
    }

    @AfterAll
    static void closeEncoder() {
        encoder.close();
    }

    @BeforeEach
    void createDatabase() throws Exception {
        fixture = new QueueFixture(dir, encoder.spec());
    }

    private static WorkerOptions options(int batchSize) {
        return new WorkerOptions(batchSize, Long.MAX_VALUE, Duration.ofMinutes(10), 3, Duration.ZERO, WORKER);
    }

    private RunSummary run(Encoder with, WorkerOptions options) throws Exception {
        return new EmbedWorker(fixture.db, with, options).run(WorkerListener.NONE);
    }

    @Test
    void everyChunkGetsOneVectorInBothTablesAndItsJobIsDone() throws Exception {
        List<Long> ids = fixture.addChunks(12);

        RunSummary summary = run(encoder, options(5));

        assertThat(summary.completed()).isTrue();
        assertThat(summary.embedded()).isEqualTo(12);
        assertThat(summary.failed()).isZero();
        assertThat(summary.tokens()).isPositive();
        ModelSpec spec = encoder.spec();
        for (long id : ids) {
            List<List<Object>> vec0 = fixture.rows("SELECT embedding, embedding_bq, model_id, model_version "
                    + "FROM us_code_chunks_vec0 WHERE chunk_id = ?", id);
            List<List<Object>> plain = fixture.rows("SELECT embedding, embedding_bq, model_id, model_version "
                    + "FROM us_code_chunks_vectors WHERE chunk_id = ?", id);
            assertThat(vec0).hasSize(1);
            assertThat(plain).hasSize(1);
            assertThat((byte[]) vec0.get(0).get(0)).isEqualTo((byte[]) plain.get(0).get(0));
            assertThat((byte[]) vec0.get(0).get(1)).isEqualTo((byte[]) plain.get(0).get(1));
            assertThat(vec0.get(0).subList(2, 4)).containsExactly(spec.modelId(), spec.modelVersion());
            assertThat(plain.get(0).subList(2, 4)).containsExactly(spec.modelId(), spec.modelVersion());
            // The vector stored for a chunk is the one its own text gives, not a neighbour's.
            float[] stored = VectorCodec.fromBytes((byte[]) plain.get(0).get(0));
            float[] expected = encoder.embedDocuments(List.of(QueueFixture.textOf(id))).get(0);
            assertThat(dot(stored, expected)).isGreaterThan(0.9999);
            assertThat((byte[]) plain.get(0).get(1)).isEqualTo(VectorCodec.quantize(stored));
        }
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done' "
                + "AND finished_at IS NOT NULL AND attempts = 1")).isEqualTo(12);
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks WHERE embedded_model_id = ? "
                + "AND embedded_model_version = ? AND embedded_at IS NOT NULL", spec.modelId(), spec.modelVersion()))
                .isEqualTo(12);
        assertThat(fixture.rows("SELECT dimension, max_tokens, active FROM embedding_models "
                + "WHERE model_id = ? AND model_version = ?", spec.modelId(), spec.modelVersion()))
                .containsExactly(List.of(384, 512, 1));
    }

    @Test
    void lengthSortedBatchesStoreEveryRealChunkTheVectorItGetsAlone() throws Exception {
        // Title 1's sections cut into 150-word windows: full windows and short tails, so each claimed
        // batch is reordered by length, padded per inference call and spread over both sessions.
        int chunks = TitleOneChunks.load(fixture.db, 150);
        List<List<Object>> texts = fixture.rows("SELECT chunk_id, text FROM us_code_chunks ORDER BY chunk_id");
        List<Integer> lengths = texts.stream().map(row -> encoder.tokenizer().count((String) row.get(1))).toList();
        assertThat(lengths.stream().distinct().count()).isGreaterThan(chunks / 3);

        RunSummary summary = run(encoder, options(64));

        assertThat(summary.embedded()).isEqualTo(chunks);
        for (List<Object> row : texts) {
            long id = ((Number) row.get(0)).longValue();
            float[] stored = VectorCodec.fromBytes((byte[]) fixture.rows(
                    "SELECT embedding FROM us_code_chunks_vectors WHERE chunk_id = ?", id).get(0).get(0));
            // Alone: one text per call, so no sorting and no padding.
            float[] alone = encoder.embedDocuments(List.of((String) row.get(1))).get(0);
            assertThat(dot(stored, alone)).as("chunk %d", id).isGreaterThan(0.9999);
        }
    }

    @Test
    void twoWorkersOnOneFileShareTheQueueWithoutOverlap() throws Exception {
        fixture.addChunks(12);
        var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var first = pool.submit(() -> new EmbedWorker(fixture.db, encoder, options(2).withWorkerId("a"))
                    .run(WorkerListener.NONE));
            var second = pool.submit(() -> new EmbedWorker(fixture.db, encoder, options(2).withWorkerId("b"))
                    .run(WorkerListener.NONE));
            assertThat(first.get().embedded() + second.get().embedded()).isEqualTo(12);
        } finally {
            pool.shutdown();
        }
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vectors")).isEqualTo(12);
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done' AND attempts = 1"))
                .isEqualTo(12);
    }

    @Test
    void secondRunFindsNothingToDo() throws Exception {
        fixture.addChunks(3);
        run(encoder, options(64));
        List<List<Object>> before = fixture.rows("SELECT seq, chunk_id FROM us_code_chunks_vectors ORDER BY seq");

        RunSummary again = run(encoder, options(64));

        assertThat(again.embedded()).isZero();
        assertThat(again.failed()).isZero();
        assertThat(fixture.rows("SELECT seq, chunk_id FROM us_code_chunks_vectors ORDER BY seq")).isEqualTo(before);
    }

    @Test
    void reembeddingReplacesTheVectorAndGivesItANewSeq() throws Exception {
        fixture.addChunks(3);
        run(encoder, options(64));
        long maxSeq = fixture.count("SELECT max(seq) FROM us_code_chunks_vectors");
        fixture.sql("UPDATE us_code_chunks SET text = 'Military pay tables for enlisted members.' WHERE chunk_id = 1");
        fixture.sql("UPDATE chunk_embedding_jobs SET status = 'pending' WHERE chunk_id = 1");

        assertThat(run(encoder, options(64)).embedded()).isEqualTo(1);

        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vec0")).isEqualTo(3);
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vectors")).isEqualTo(3);
        assertThat(fixture.count("SELECT seq FROM us_code_chunks_vectors WHERE chunk_id = 1")).isGreaterThan(maxSeq);
        float[] stored = VectorCodec.fromBytes((byte[]) fixture.rows(
                "SELECT embedding FROM us_code_chunks_vec0 WHERE chunk_id = 1").get(0).get(0));
        float[] expected = encoder.embedDocuments(List.of("Military pay tables for enlisted members.")).get(0);
        assertThat(dot(stored, expected)).isGreaterThan(0.9999);
    }

    @Test
    void aDeletedNewestVectorsSeqIsNotHandedOutAgain() throws Exception {
        fixture.addChunks(3);
        run(encoder, options(64));
        long newest = fixture.count("SELECT max(seq) FROM us_code_chunks_vectors");
        // Its chunk re-chunked away: the chunk's delete trigger deletes the vector.
        fixture.sql("DELETE FROM us_code_chunks WHERE chunk_id = (SELECT chunk_id FROM us_code_chunks_vectors WHERE seq = "
                + newest + ")");
        fixture.addChunk(4, QueueFixture.textOf(4));
        fixture.enqueue(4, "pending");

        assertThat(run(encoder, options(64)).embedded()).isEqualTo(1);

        // A reader that loaded up to `newest` reads on above it and finds the new chunk there.
        assertThat(fixture.count("SELECT seq FROM us_code_chunks_vectors WHERE chunk_id = 4")).isGreaterThan(newest);
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vec0 WHERE chunk_id = 4")).isEqualTo(1);
    }

    @Test
    void staleClaimOfADeadWorkerIsTakenOverButALiveOneIsNot() throws Exception {
        fixture.addChunk(1, QueueFixture.textOf(1));
        fixture.addChunk(2, QueueFixture.textOf(2));
        fixture.enqueue(QueueFixture.CHUNKS, 1, "running", "dead-worker", QueueFixture.OLD, 1);
        String justNow = Timestamps.format(java.time.Instant.now());
        fixture.enqueue(QueueFixture.CHUNKS, 2, "running", "live-worker", justNow, 1);

        RunSummary summary = run(encoder, options(64));

        assertThat(summary.embedded()).isEqualTo(1);
        assertThat(fixture.job(1)).containsExactly("done", 2, null);
        assertThat(fixture.job(2)).containsExactly("running", 1, null);
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vec0 WHERE chunk_id = 1")).isEqualTo(1);
    }

    @Test
    void aClaimOfAProcessThatIsGoneIsTakenBackAtOnceButALiveProcessKeepsItsClaim() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        fixture.addChunk(1, QueueFixture.textOf(1));
        fixture.addChunk(2, QueueFixture.textOf(2));
        String justNow = Timestamps.format(java.time.Instant.now());
        String host = WorkerIdentity.host();
        // Claimed a moment ago, well inside the claim timeout: only the process's death frees job 1.
        fixture.enqueue(QueueFixture.CHUNKS, 1, "running", "embed-" + host + "-" + gone.pid() + "-a1b2c3", justNow, 1);
        fixture.enqueue(QueueFixture.CHUNKS, 2, "running", "embed-" + host + "-" + ProcessHandle.current().pid() + "-d4e5f6",
                justNow, 1);

        RunSummary summary = run(encoder, options(64));

        assertThat(summary.embedded()).isEqualTo(1);
        assertThat(fixture.job(1)).containsExactly("done", 2, null);
        assertThat(fixture.job(2)).containsExactly("running", 1, null);
        assertThat(WorkerIdentity.deadOnThisHost("embed-another.host-" + gone.pid() + "-a1b2c3"))
                .as("another machine's process cannot be judged from here").isFalse();
    }

    @Test
    void aBatchSlowerThanTheClaimTimeoutKeepsItsClaimsWhileItsWorkerLives() throws Exception {
        fixture.addChunks(2);
        WorkerOptions shortClaims = options(2).withClaimTimeout(Duration.ofSeconds(1));
        var pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            var slow = pool.submit(() -> new EmbedWorker(fixture.db, new SlowEncoder(Duration.ofMillis(3000)),
                    shortClaims.withWorkerId("slow")).run(WorkerListener.NONE));
            Thread.sleep(2000); // the slow worker's claims are older than the timeout by now, but renewed
            RunSummary other = new EmbedWorker(fixture.db, encoder, shortClaims.withWorkerId("other"))
                    .run(WorkerListener.NONE);
            assertThat(other.embedded()).as("nothing to take over from a live worker").isZero();
            assertThat(slow.get().embedded()).isEqualTo(2);
        } finally {
            pool.shutdown();
        }
        assertThat(fixture.rows("SELECT status, attempts, claimed_by FROM chunk_embedding_jobs GROUP BY 1, 2, 3"))
                .containsExactly(List.of("done", 1, "slow"));
    }

    @Test
    void staleClaimWithEveryAttemptUsedFails() throws Exception {
        fixture.addChunk(1, QueueFixture.textOf(1));
        fixture.enqueue(QueueFixture.CHUNKS, 1, "running", "dead-worker", QueueFixture.OLD, 3);

        run(encoder, options(64));

        assertThat(fixture.job(1).subList(0, 2)).containsExactly("failed", 3);
        assertThat((String) fixture.job(1).get(2)).contains("claimed 3 times without finishing");
    }

    @Test
    void jobWhoseChunkRowIsGoneFailsWithTheReason() throws Exception {
        fixture.addChunks(2);
        fixture.enqueue(999, "pending");

        RunSummary summary = run(encoder, options(64));

        assertThat(summary.embedded()).isEqualTo(2);
        assertThat(summary.failed()).isEqualTo(1);
        assertThat(fixture.job(999)).containsExactly("failed", 1, EmbedWorker.MISSING_CHUNK);
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vectors WHERE chunk_id = 999")).isZero();
    }

    @Test
    void jobNamingAnUnknownOrUnsafeTableFails() throws Exception {
        fixture.addChunks(1);
        fixture.enqueue("no_such_source_chunks", 5, "pending", null, null, 0);
        fixture.enqueue("us_code_chunks; DROP TABLE us_code", 6, "pending", null, null, 0);

        RunSummary summary = run(encoder, options(64));

        assertThat(summary.embedded()).isEqualTo(1);
        assertThat(summary.failed()).isEqualTo(2);
        assertThat((String) fixture.job(5).get(2)).isEqualTo("table no_such_source_chunks does not exist");
        assertThat((String) fixture.job(6).get(2)).contains("is not a <source>_chunks table name");
        assertThat(fixture.count("SELECT count(*) FROM us_code")).isEqualTo(1);
    }

    @Test
    void limitStopsAfterThatManyJobs() throws Exception {
        fixture.addChunks(7);

        RunSummary summary = run(encoder, options(2).withLimit(5));

        assertThat(summary.embedded()).isEqualTo(5);
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'pending'")).isEqualTo(2);
    }

    @Test
    void anotherActiveModelStaysActive() throws Exception {
        fixture.sql("INSERT INTO embedding_models (model_id, model_version, dimension, max_tokens, active, registered_at) "
                + "VALUES ('other', 'v1', 384, 512, 1, '2024-01-01T00:00:00.000Z')");
        fixture.addChunks(1);

        run(encoder, options(64));

        assertThat(fixture.rows("SELECT model_id, active FROM embedding_models ORDER BY model_id"))
                .containsExactly(List.of(encoder.spec().modelId(), 0), List.of("other", 1));
    }

    @Test
    void configurationFailureFailsTheBatchAndStops() throws Exception {
        fixture.addChunks(4);

        RunSummary summary = run(new FailingEncoder(Kind.CONFIGURATION), options(3));

        assertThat(summary.completed()).isFalse();
        assertThat(summary.abortReason()).contains("model is broken");
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'failed' "
                + "AND last_error LIKE '%model is broken%'")).isEqualTo(3);
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'pending'")).isEqualTo(1);
    }

    @Test
    void unavailableEncoderReturnsJobsWithoutSpendingAnAttempt() throws Exception {
        fixture.addChunks(4);

        RunSummary summary = run(new FailingEncoder(Kind.UNAVAILABLE), options(3));

        assertThat(summary.completed()).isFalse();
        assertThat(fixture.rows("SELECT status, attempts, claimed_by FROM chunk_embedding_jobs GROUP BY 1, 2, 3"))
                .containsExactly(java.util.Arrays.asList("pending", 0, null));
    }

    @Test
    void transientFailureIsRetriedUntilAttemptsRunOut() throws Exception {
        fixture.addChunks(2);
        FailingEncoder flaky = new FailingEncoder(Kind.TRANSIENT);

        RunSummary summary = run(flaky, options(64));

        assertThat(summary.completed()).isTrue();
        assertThat(summary.failed()).isEqualTo(2);
        assertThat(flaky.calls).isEqualTo(3);
        assertThat(fixture.rows("SELECT status, attempts FROM chunk_embedding_jobs GROUP BY 1, 2"))
                .containsExactly(List.of("failed", 3));
    }

    @Test
    void releasedClaimsGoBackToTheQueueUnspent() throws Exception {
        fixture.addChunk(1, QueueFixture.textOf(1));
        fixture.enqueue(QueueFixture.CHUNKS, 1, "running", WORKER, Timestamps.format(java.time.Instant.now()), 1);

        int released = new EmbedWorker(fixture.db, encoder, options(64)).releaseClaims();

        assertThat(released).isEqualTo(1);
        assertThat(fixture.job(1)).containsExactly("pending", 0, null);
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** The real model's spec, tokenizer and queries; the document side is what each test double changes. */
    private abstract static class RealModelEncoder implements Encoder {

        @Override
        public ModelSpec spec() {
            return encoder.spec();
        }

        @Override
        public TextTokenizer tokenizer() {
            return encoder.tokenizer();
        }

        @Override
        public int maxBatch() {
            return encoder.maxBatch();
        }

        @Override
        public float[] embedQuery(String query) {
            return encoder.embedQuery(query);
        }

        @Override
        public void close() {
        }
    }

    /** The real model, taking {@code delay} longer for every batch. */
    private static final class SlowEncoder extends RealModelEncoder {

        private final Duration delay;

        SlowEncoder(Duration delay) {
            this.delay = delay;
        }

        @Override
        public List<float[]> embedDocuments(List<String> texts) {
            try {
                Thread.sleep(delay);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EncoderException(Kind.UNAVAILABLE, "interrupted");
            }
            return encoder.embedDocuments(texts);
        }
    }

    /** The real model's spec and tokenizer, with inference that always fails the same way. */
    private static final class FailingEncoder extends RealModelEncoder {

        private final Kind kind;
        int calls;

        FailingEncoder(Kind kind) {
            this.kind = kind;
        }

        @Override
        public List<float[]> embedDocuments(List<String> texts) {
            calls++;
            throw new EncoderException(kind, "model is broken");
        }

        @Override
        public float[] embedQuery(String query) {
            throw new EncoderException(kind, "model is broken");
        }
    }
}
