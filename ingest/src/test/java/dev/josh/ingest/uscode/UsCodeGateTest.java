package dev.josh.ingest.uscode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.EmbedCommand;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.embed.encoder.OnnxEncoder;
import dev.josh.embed.encoder.Pooling;
import dev.josh.embed.encoder.TextTokenizer;
import dev.josh.embed.gate.Gate;
import dev.josh.embed.gate.SanityQueries;
import dev.josh.ingest.IngestedCorpus;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code josh embed gate} on U.S. Code titles 17 and 9 as the real ingest writes them (526 chunks
 * of up to 512 tokens; the plausible documents' 96 and 200 others sampled), with the shipped
 * us-code sanity queries (eight of them are about these titles): the default model passes; encoders
 * broken in the ways that happen (pooling, input cut short) fail. Each gate run embeds its sample
 * once (about 25 s on two cores with a 512-token model). A missing prefix is caught by the catalog
 * comparison, which needs no real data ({@code GateCommandTest} in embed-worker).
 */
@Tag("slow")
@Tag("long")
class UsCodeGateTest {

    /** Chunks sampled beside the plausible documents' (the command's default is 500: all of this slice). */
    private static final int OTHERS = 200;

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("us-code", "--titles", "17,9");

    @Test
    void theDefaultModelPassesWithEveryQuestionAnswered() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);

        int code = EmbedCommand.run(print, print, "gate", "--db", ingested.db().toString(), "--source", "us-code",
                "--others", String.valueOf(OTHERS));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed).isZero();
        assertThat(printed).contains("with bge-small-en-v1.5@").contains("sample: 296 of 526 chunks")
                .containsPattern("queries +pass +8 of 8 found a plausible document in the top 5")
                .containsPattern("input +pass").containsPattern("lengths +pass").contains("GATE PASS");
    }

    @Test
    void e5AnswersTheQuestionsWithItsOwnMeanPoolingAndNotWithClsPooling() {
        ModelFiles e5 = Encoders.resolve("e5-small-v2");
        Gate.Verdict sound = gate(OnnxEncoder.open(e5, 2));
        Gate.Verdict cls = gate(OnnxEncoder.open(new ModelFiles(e5.onnx(), e5.tokenizerJson(), e5.spec(), Pooling.CLS), 2));

        assertThat(sound.check("queries").orElseThrow().status()).as("e5 as trained").isEqualTo(Gate.Status.PASS);
        assertThat(cls.pass()).isFalse();
        assertThat(cls.check("queries").orElseThrow().status()).isEqualTo(Gate.Status.FAIL);
        assertThat(answered(cls)).as("questions answered with CLS pooling").isLessThan(answered(sound) - 2);
        // Pooling leaves input and prefixes as they were: only the questions can tell.
        assertThat(cls.check("input").orElseThrow().status()).isEqualTo(Gate.Status.PASS);
        assertThat(cls.check("prefixes").orElseThrow().status()).isEqualTo(Gate.Status.PASS);
        // Neither passes as a whole: the ingest cut the chunks to 510 of bge's tokens, and e5's "passage: "
        // puts about 5% of them a few tokens over its 512 (the lengths row fails for both).
    }

    @Test
    void theDefaultModelReadingOnly32TokensFailsTheInputCheckAndTheQuestions() {
        Gate.Verdict truncated = gate(new FirstTokens(Encoders.open("bge-small-en-v1.5", 2), 32));

        assertThat(truncated.pass()).isFalse();
        assertThat(truncated.check("input").orElseThrow().status()).isEqualTo(Gate.Status.FAIL);
        // The headings open every section's first chunk, so some questions survive 32 tokens; not enough.
        assertThat(truncated.check("queries").orElseThrow().status()).isEqualTo(Gate.Status.FAIL);
    }

    private static long answered(Gate.Verdict verdict) {
        return verdict.answers().stream().filter(Gate.Answer::answered).count();
    }

    /** The gate with the shipped us-code questions and default limits; prints its report to stdout. */
    private static Gate.Verdict gate(Encoder encoder) {
        StringWriter report = new StringWriter();
        try (encoder; Connection c = JoshDatabase.readOnly(ingested.db()).getConnection()) {
            SourceCatalog.Source usCode = SourceCatalog.read(c).stream()
                    .filter(s -> s.name().equals("us-code")).findFirst().orElseThrow();
            Gate.Limits limits = Gate.Limits.defaults();
            return new Gate(encoder, new Gate.Limits(OTHERS, limits.maxTruncated(), limits.minAnswered(), limits.maxTime()),
                    new PrintWriter(report))
                    .run(c, usCode, SanityQueries.forSource("us-code").orElseThrow());
        } catch (Exception e) {
            throw new AssertionError(e);
        } finally {
            System.out.print(report);
        }
    }

    /**
     * An encoder whose input stops after its first {@code tokens} tokens while its spec still
     * declares the model's 512: what an embedding service with a shorter maximum input, or a
     * tokenizer.json with truncation set, does to a model.
     */
    private record FirstTokens(Encoder model, int tokens) implements Encoder {

        private String cut(String text) {
            List<TextTokenizer.Span> spans = model.tokenizer().spans(text);
            int keep = tokens - 2; // [CLS] and [SEP]
            return spans.size() <= keep ? text : text.substring(0, spans.get(keep - 1).end());
        }

        @Override
        public dev.josh.embed.encoder.ModelSpec spec() {
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
