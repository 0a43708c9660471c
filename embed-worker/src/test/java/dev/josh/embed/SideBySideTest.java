package dev.josh.embed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.worker.QueueFixture;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second model filled in next to the first with {@code embed --model}, then {@code models
 * list|activate|drop}, through the command line in-process, on a real database and real models.
 */
@Tag("slow")
class SideBySideTest {

    private static final String FIRST = "bge-small-en-v1.5-q";
    private static final String SECOND = "all-minilm-l6-v2-q";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private QueueFixture fixture;
    private ModelSpec first;
    private ModelSpec second;

    @BeforeEach
    void embedWithTheFirstModel() throws Exception {
        first = ModelCatalog.resolve(FIRST).spec();
        second = ModelCatalog.resolve(SECOND).spec();
        fixture = new QueueFixture(dir, first);
        fixture.addChunks(6);
        assertThat(run("--model", FIRST)).isZero();
    }

    private int run(String... args) {
        out.reset();
        err.reset();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--db";
        all[args.length + 1] = fixture.db.path().toString();
        if (args[0].equals("models")) {
            all = args.length == 1 ? new String[] {"models", "--db", fixture.db.path().toString()}
                    : concat(new String[] {"models", "--db", fixture.db.path().toString()}, args, 1);
        } else {
            all = concat(all, new String[] {"--sessions", "1", "--progress", "log"}, 0);
        }
        return EmbedCommand.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), all);
    }

    private static String[] concat(String[] head, String[] tail, int from) {
        String[] all = new String[head.length + tail.length - from];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, from, all, head.length, tail.length - from);
        return all;
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    private List<List<Object>> vectorsOf(ModelSpec model) throws Exception {
        return fixture.rows("SELECT seq, chunk_id, hex(embedding) FROM us_code_chunks_vectors "
                + "WHERE model_id = ? AND model_version = ? ORDER BY chunk_id", model.modelId(), model.modelVersion());
    }

    @Test
    void aSecondModelFillsInNextToTheFirstWithoutTouchingIt() throws Exception {
        List<List<Object>> before = vectorsOf(first);
        assertThat(before).hasSize(6);

        // Ingest queued jobs for the first model only; the second run queues its own.
        assertThat(run("--model", SECOND)).as(output()).isZero();

        assertThat(vectorsOf(first)).isEqualTo(before);
        assertThat(vectorsOf(second)).hasSize(6);
        for (ModelSpec model : List.of(first, second)) {
            assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = ? AND model_version = ?",
                    model.modelId(), model.modelVersion())).isEqualTo(6);
        }
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE status = 'done'")).isEqualTo(12);
        assertThat(fixture.rows("SELECT model_id FROM embedding_models WHERE active = 1")).containsExactly(List.of(FIRST));
    }

    @Test
    void aRunLimitedToOtherSourcesLeavesThisOneAlone() throws Exception {
        assertThat(run("--model", SECOND, "--source", "bills")).as(output()).isZero();
        assertThat(vectorsOf(second)).isEmpty();
        assertThat(run("--model", SECOND, "--source", "us-code")).as(output()).isZero();
        assertThat(vectorsOf(second)).hasSize(6);
        assertThat(run("--model", SECOND, "--source", "legislators")).isEqualTo(2);
        assertThat(output()).contains("not a body-bearing source");
    }

    @Test
    void modelsAreListedActivatedAndDropped() throws Exception {
        assertThat(run("models", "list")).isZero();
        assertThat(output()).contains(first.modelId() + "@" + first.modelVersion()).contains("6/6");

        assertThat(run("models", "activate", SECOND)).isEqualTo(3);
        assertThat(output()).as("not registered before its first run").contains("no model " + SECOND);

        assertThat(run("--model", SECOND, "--limit", "2")).isZero();
        assertThat(run("models", "activate", SECOND)).isEqualTo(3);
        assertThat(output()).contains("fewer chunks than the active").contains("us-code 2 of 6").contains("--force");

        assertThat(run("--model", SECOND)).isZero();
        assertThat(run("models", "activate", SECOND)).as(output()).isZero();
        assertThat(fixture.rows("SELECT model_id FROM embedding_models WHERE active = 1")).containsExactly(List.of(SECOND));

        assertThat(run("models", "drop", SECOND)).isEqualTo(3);
        assertThat(output()).contains("is the active model");

        assertThat(run("models", "drop", FIRST)).as(output()).isZero();
        assertThat(vectorsOf(first)).isEmpty();
        assertThat(fixture.count("SELECT count(*) FROM us_code_chunks_vec0 WHERE model_id = ?", FIRST)).isZero();
        assertThat(fixture.count("SELECT count(*) FROM chunk_embedding_jobs WHERE model_id = ?", FIRST)).isZero();
        assertThat(fixture.count("SELECT count(*) FROM embedding_models WHERE model_id = ?", FIRST)).isZero();
        assertThat(vectorsOf(second)).hasSize(6);
    }
}
