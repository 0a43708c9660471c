package dev.josh.embed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.worker.QueueFixture;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code embed} command in-process, on real database files. */
@Tag("slow")
class EmbedCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int embed(String... args) {
        return EmbedCommand.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
    }

    @Test
    void embedsUpToTheLimitAndSummarizes() throws Exception {
        QueueFixture fixture = new QueueFixture(dir, ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec());
        fixture.addChunks(4);

        int code = embed("--db", fixture.db.path().toString(), "--limit", "3", "--batch", "2", "--sessions", "1",
                "--progress", "log");

        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("embed: embedded 3, failed 0").contains("chunks/s");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("3 chunks to embed");
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vectors")).isEqualTo(3);
    }

    @Test
    void missingDatabaseIsAnErrorAndCreatesNothing() {
        Path absent = dir.resolve("absent.db");

        int code = embed("--db", absent.toString());

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no database at").contains("absent.db");
        assertThat(absent).doesNotExist();
    }

    @Test
    void unmigratedDatabaseIsMigratedThenFoundEmpty() throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.db"));

        int code = embed("--db", empty.toString(), "--sessions", "1", "--progress", "log");

        assertThat(code).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no pending jobs for bge-small-en-v1.5@");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("embedded 0, failed 0");
    }

    @Test
    void fileThatIsNotADatabaseIsAnError() throws Exception {
        Path garbage = Files.writeString(dir.resolve("garbage.db"), "this is not a SQLite database, just some text");

        int code = embed("--db", garbage.toString());

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot migrate");
    }

    @Test
    void unknownModelIsAnError() throws Exception {
        new QueueFixture(dir, ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec());

        int code = embed("--db", dir.resolve("josh.db").toString(), "--model", "no-such-model");

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot load model 'no-such-model'");
    }

    @Test
    void badArgumentsAreAUsageError() {
        assertThat(embed("--batch", "zero")).isEqualTo(2);
        assertThat(embed("--batch", "0")).isEqualTo(2);
    }

    @Test
    void aRunThatExitsLeavesNoClaimOfItsOwnAndExitsZeroWhenEveryJobIsDone() throws Exception {
        QueueFixture fixture = new QueueFixture(dir, ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec());
        fixture.addChunks(5);

        int code = embed("--db", fixture.db.path().toString(), "--batch", "2", "--sessions", "1", "--progress", "log");

        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isEqualTo(5);
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status <> 'done' "
                + "OR claimed_by IS NOT NULL AND finished_at IS NULL")).isZero();
    }

    @Test
    void jobsThatFailedEndTheRunWithExitFourSayingWhatElseIsLeft() throws Exception {
        QueueFixture fixture = new QueueFixture(dir, ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec());
        fixture.addChunks(3);
        // Claimed a moment ago by a worker on another machine: left to it until the claim timeout.
        fixture.addClaimedElsewhere(4);
        fixture.addChunk(5, QueueFixture.textOf(5));
        fixture.enqueue(QueueFixture.CHUNKS, 5, "failed", null, null, 3);

        int code = embed("--db", fixture.db.path().toString(), "--batch", "2", "--sessions", "1", "--progress", "log");

        assertThat(code).isEqualTo(4);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("jobs remain unembedded").contains("failed=1")
                .contains("running=1").contains("josh status");
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'running' "
                + "AND claimed_by <> '" + QueueFixture.ELSEWHERE + "'")).as("claims of the run that exited").isZero();
    }

    @Test
    void jobsClaimedByAnotherLiveWorkerAreListedButTheRunThatDrainedItsShareExitsZero() throws Exception {
        QueueFixture fixture = new QueueFixture(dir, ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec());
        fixture.addChunks(3);
        fixture.addClaimedElsewhere(4);

        int code = embed("--db", fixture.db.path().toString(), "--batch", "2", "--sessions", "1", "--progress", "log");

        assertThat(code).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("jobs remain unembedded").contains("running=1")
                .doesNotContain("failed=");
    }
}
