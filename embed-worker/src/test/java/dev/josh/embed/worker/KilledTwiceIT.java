package dev.josh.embed.worker;

import static dev.josh.embed.worker.WorkerProcesses.count;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18, must-show 4: an embed SIGKILLed twice in the middle of a batch and then run again ends with
 * every job done and none claimed, with the default ten-minute claim timeout (the rerun takes back the
 * claims of workers of this machine whose process is gone at once). The claimed count asserted is the
 * one {@code josh status} shows ("claimed jobs": status = 'running').
 */
@Tag("slow")
class KilledTwiceIT {

    private static final String MODEL = "bge-small-en-v1.5-q";
    private static final int BATCH = 8;

    @TempDir
    Path dir;

    @Test
    void anEmbedKilledTwiceAndRunAgainEndsWithEveryJobDoneAndNoneClaimed() throws Exception {
        Path dbFile = dir.resolve("josh.db");
        JoshDatabase db = JoshDatabase.readWrite(dbFile);
        Migrations.migrate(db);
        int chunks = TitleOneChunks.load(db, 80);
        assertThat(chunks).isGreaterThan(6 * BATCH);

        long doneBefore = 0;
        for (String name : new String[] {"kill-1", "kill-2"}) {
            WorkerProcesses.killMidBatch(worker(dbFile, name), db, doneBefore + BATCH);
            assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'"))
                    .as("claims the killed worker " + name + " left").isPositive();
            doneBefore = count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'");
            assertThat(doneBefore).isLessThan(chunks);
        }

        Process rerun = worker(dbFile, "rerun");
        assertThat(rerun.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(rerun.exitValue()).as("see target/worker-rerun.log").isZero();

        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running'")).as("claimed jobs")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM chunk_embedding_jobs WHERE status <> 'done'")).isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks c WHERE (SELECT count(*) FROM us_code_chunks_vectors v "
                + "WHERE v.chunk_id = c.chunk_id AND v.model_id = '" + MODEL + "') <> 1")).as("chunks without exactly one vector")
                .isZero();
        assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = '" + MODEL + "'")).isEqualTo(chunks);
    }

    private static Process worker(Path db, String name) throws Exception {
        return WorkerProcesses.start(db, name, MODEL, BATCH);
    }
}
