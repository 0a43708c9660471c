package dev.josh.embed.gate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.embed.EmbedCommand;
import dev.josh.embed.worker.TitleOneChunks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code embed gate} on chunks of U.S. Code title 1 from the real corpus, with real models. */
class GateCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private int gate(Path db, String source, String... args) {
        String[] all = new String[args.length + 7];
        all[0] = "gate";
        all[1] = "--db";
        all[2] = db.toString();
        all[3] = "--source";
        all[4] = source;
        all[5] = "--sessions";
        all[6] = "1";
        System.arraycopy(args, 0, all, 7, args.length);
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return EmbedCommand.run(print, print, all);
    }

    private Path database(int wordsPerChunk) throws Exception {
        Path file = dir.resolve("josh-" + wordsPerChunk + ".db");
        JoshDatabase db = JoshDatabase.readWrite(file);
        Migrations.migrate(db);
        TitleOneChunks.load(db, wordsPerChunk);
        return file;
    }

    @Test
    void chunksThatFitAModelThatFindsThemPass() throws Exception {
        int code = gate(database(80), "us-code", "--model", "bge-small-en-v1.5-q", "--timed", "32");

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed).isZero();
        assertThat(printed).contains("GATE PASS").contains("p50").contains("chunks/s").contains("query 5:")
                .contains("over 512: 0 of");
    }

    @Test
    void chunksLongerThanTheModelsInputFailWithTheReason() throws Exception {
        int code = gate(database(400), "us-code", "--model", "all-minilm-l6-v2-q", "--timed", "16");

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed).isEqualTo(3);
        assertThat(printed).contains("GATE FAIL").contains("exceed the model's 256-token input");
    }

    @Test
    void aSourceWithoutVectorsIsABadArgument() throws Exception {
        assertThat(gate(database(80), "legislators")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("not a body-bearing source").contains("us-code");
    }
}
