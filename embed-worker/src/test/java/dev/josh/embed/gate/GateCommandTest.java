package dev.josh.embed.gate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.EmbedCommand;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.encoder.OnnxEncoder;
import dev.josh.embed.encoder.TextTokenizer;
import dev.josh.embed.worker.TitleOneChunks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code embed gate} on the sections of U.S. Code title 1 from the real corpus, cut into word
 * windows by {@link TitleOneChunks} (the ingest module depends on this one, so its chunker is out of
 * reach here), with real models and sanity queries of the test's own about title 1. The shipped
 * per-source queries are exercised on databases built by the real ingest in the ingest module's
 * {@code UsCodeGateTest}, with sound and broken encoders.
 */
@Tag("slow")
class GateCommandTest {

    /** Questions about title 1, worded as a person would ask them, with the sections that answer them. */
    static final String TITLE_ONE = """
            # title 1 of the U.S. Code, as TitleOneChunks loads it
            do laws that say he also include women\tid=usc:1:1
            legal definition of marriage and spouse\tid=usc:1:7
            is a baby born alive after an attempted abortion a person under federal law\tid=usc:1:8
            a repealed law still applies to penalties already incurred\tid=usc:1:109
            how to cite the United States Code as evidence in court\tid=usc:1:(112|204)
            the words every act of Congress must begin with\tid=usc:1:10[1-3]
            """;

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

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path database(int wordsPerChunk) throws Exception {
        Path file = dir.resolve("josh-" + wordsPerChunk + ".db");
        if (!Files.exists(file)) {
            JoshDatabase db = JoshDatabase.readWrite(file);
            Migrations.migrate(db);
            TitleOneChunks.load(db, wordsPerChunk);
        }
        return file;
    }

    private Path titleOneQueries() throws Exception {
        return Files.writeString(dir.resolve("title-1.tsv"), TITLE_ONE);
    }

    /** Runs the gate with {@code encoder} on title 1 in 80-word chunks with the title-1 queries. */
    private Gate.Verdict verdict(Encoder encoder) throws Exception {
        StringWriter text = new StringWriter();
        try (Connection c = JoshDatabase.readOnly(database(80)).getConnection()) {
            SourceCatalog.Source usCode = SourceCatalog.read(c).stream()
                    .filter(s -> s.name().equals("us-code")).findFirst().orElseThrow();
            Gate.Verdict verdict = new Gate(encoder, Gate.Limits.defaults(), new PrintWriter(text))
                    .run(c, usCode, SanityQueries.parse(TITLE_ONE, "title-1"));
            out.writeBytes(text.toString().getBytes(StandardCharsets.UTF_8));
            return verdict;
        }
    }

    @Test
    void theDefaultModelPassesEveryCheckAndAnswersTheQuestions() throws Exception {
        int code = gate(database(80), "us-code", "--queries", titleOneQueries().toString());

        assertThat(code).as(printed()).isZero();
        assertThat(printed()).contains("with bge-small-en-v1.5@")
                .contains("sample: all ")
                .containsPattern("lengths +pass +p50 \\d+")
                .containsPattern("input +pass")
                .containsPattern("prefixes +pass")
                .containsPattern("queries +pass +6 of 6 found a plausible document in the top 3")
                .containsPattern("throughput +pass +[0-9.]+ chunks/s")
                .contains("GATE PASS");
    }

    @Test
    void anEncoderThatReadsOnly32TokensFailsTheInputCheck() throws Exception {
        try (Encoder truncated = new FirstTokens(Encoders.open("bge-small-en-v1.5", 1), 32)) {
            Gate.Verdict verdict = verdict(truncated);

            assertThat(verdict.pass()).as(printed()).isFalse();
            assertThat(verdict.check("input").orElseThrow().status()).isEqualTo(Gate.Status.FAIL);
            assertThat(verdict.check("lengths").orElseThrow().status()).isEqualTo(Gate.Status.PASS);
            assertThat(verdict.reasons()).anySatisfy(r -> assertThat(r).contains("ignores the end of a")
                    .contains("fewer tokens than the 512 it declares"));
        }
    }

    @Test
    void e5WithoutItsPrefixesFailsThePrefixCheck() throws Exception {
        ModelFiles e5 = Encoders.resolve("e5-small-v2");
        ModelSpec s = e5.spec();
        ModelSpec bare = new ModelSpec(s.modelId(), s.modelVersion(), s.dimension(), s.maxTokens(), "", "");
        try (Encoder encoder = OnnxEncoder.open(new ModelFiles(e5.onnx(), e5.tokenizerJson(), bare, e5.pooling()), 1)) {
            Gate.Verdict verdict = verdict(encoder);

            assertThat(verdict.pass()).as(printed()).isFalse();
            assertThat(verdict.check("prefixes").orElseThrow().status()).isEqualTo(Gate.Status.FAIL);
            assertThat(verdict.reasons()).anySatisfy(r -> assertThat(r).contains("\"query: \""));
        }
    }

    @Test
    void chunksLongerThanTheModelsInputFailWithTheReason() throws Exception {
        int code = gate(database(400), "us-code", "--model", "all-minilm-l6-v2-q", "--queries",
                titleOneQueries().toString());

        assertThat(code).as(printed()).isEqualTo(3);
        assertThat(printed()).contains("GATE FAIL").containsPattern("lengths +fail")
                .contains("exceed the model's 256-token input");
    }

    @Test
    void tooFewQueriesAboutTheDocumentsHereFail() throws Exception {
        // The shipped us-code questions are about titles 17, 9, 4 and 1: two of them are about title 1.
        int code = gate(database(80), "us-code", "--model", "all-minilm-l6-v2-q");

        assertThat(code).as(printed()).isEqualTo(3);
        assertThat(printed()).contains("no such document here").containsPattern("queries +fail")
                .contains("2 of 13 sanity queries have a plausible document in this database");
    }

    @Test
    void aMalformedQueriesFileIsABadArgument() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.tsv"), "# fine\na question without a predicate\n");

        assertThat(gate(database(80), "us-code", "--queries", bad.toString())).isEqualTo(2);
        assertThat(printed()).contains("line 2").contains("QUESTION<TAB>id=REGEX");
    }

    @Test
    void aSourceWithoutVectorsIsABadArgument() throws Exception {
        assertThat(gate(database(80), "legislators")).isEqualTo(2);
        assertThat(printed()).contains("not a body-bearing source").contains("us-code");
    }

    /**
     * An encoder whose input stops after its first {@code tokens} tokens while its spec still
     * declares the model's full input: what an embedding service with a shorter maximum input (or
     * a tokenizer.json with truncation set) does to a model.
     */
    static final class FirstTokens implements Encoder {
        private final Encoder model;
        private final int tokens;

        FirstTokens(Encoder model, int tokens) {
            this.model = model;
            this.tokens = tokens;
        }

        private String cut(String text) {
            List<TextTokenizer.Span> spans = model.tokenizer().spans(text);
            int keep = tokens - 2; // [CLS] and [SEP]
            return spans.size() <= keep ? text : text.substring(0, spans.get(keep - 1).end());
        }

        @Override
        public ModelSpec spec() {
            return model.spec();
        }

        @Override
        public TextTokenizer tokenizer() {
            return model.tokenizer();
        }

        @Override
        public int maxBatch() {
            return model.maxBatch();
        }

        @Override
        public List<float[]> embedDocuments(List<String> texts) {
            return model.embedDocuments(texts.stream().map(this::cut).toList());
        }

        @Override
        public float[] embedQuery(String query) {
            return model.embedQuery(cut(query));
        }

        @Override
        public void close() {
            model.close();
        }
    }
}
