package dev.josh.embed.worker;

import static dev.josh.embed.worker.WorkerProcesses.count;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged worker as real processes: one is killed with SIGKILL in the middle of a batch, then
 * two run at once over the same file and finish the queue. Every chunk ends with exactly one
 * vector of the model in both vector tables, and no job is left 'running'. The chunks are the
 * sections of U.S. Code title 1, read from the real corpus and cut into 80-word pieces.
 */
@Tag("slow")
class WorkerProcessIT {

    private static final String MODEL = "bge-small-en-v1.5-q";
    private static final Duration CLAIM_TIMEOUT = Duration.ofSeconds(5);
    private static final int BATCH = 16;

    @TempDir
    Path dir;

    @Test
    void aWorkerKilledMidBatchLeavesClaimsThatLaterWorkersFinishWithoutDuplicates() throws Exception {
        Path dbFile = dir.resolve("josh.db");
        JoshDatabase db = JoshDatabase.readWrite(dbFile);
        Migrations.migrate(db);
        int chunks = TitleOneChunks.load(db, 80);
        assertThat(chunks).isGreaterThan(4 * BATCH);

        WorkerProcesses.killMidBatch(worker(dbFile, "first"), db, BATCH);
        long leftRunning = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'");
        assertThat(leftRunning).as("claims of the batch the killed worker was embedding").isPositive();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isLessThan(chunks);

        Thread.sleep(CLAIM_TIMEOUT.plusMillis(500).toMillis());
        Process second = worker(dbFile, "second");
        Process third = worker(dbFile, "third");
        assertThat(second.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(third.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(second.exitValue()).as("see target/worker-second.log").isZero();
        assertThat(third.exitValue()).as("see target/worker-third.log").isZero();

        assertThat(count(db, "SELECT count(*) FROM us_code_chunks")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vectors WHERE model_id = '" + MODEL + "'"))
                .isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks c WHERE (SELECT count(*) FROM us_code_chunks_vectors v "
                + "WHERE v.chunk_id = c.chunk_id AND v.model_id = '" + MODEL + "') <> 1")).as("chunks without exactly one vector")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(DISTINCT chunk_id) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'"))
                .isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status <> 'done'")).isZero();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isEqualTo(chunks);
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE attempts = 2"))
                .as("the killed batch was claimed twice").isGreaterThanOrEqualTo(leftRunning);
    }

    private static Process worker(Path db, String name) throws Exception {
        return WorkerProcesses.start(db, name, MODEL, BATCH, "--claim-timeout", CLAIM_TIMEOUT.toSeconds() + "s");
    }
}
