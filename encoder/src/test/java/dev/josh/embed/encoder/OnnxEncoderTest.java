package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import ai.djl.Device;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bundled bge-small-en-v1.5, loaded once for the class. */
@Tag("slow")
class OnnxEncoderTest {

    private static final String COPYRIGHT = "The owner of copyright may obtain registration of the copyright claim by "
            + "delivering to the Register of Copyrights the deposit, the application, and the fee.";
    private static final String MILITARY_PAY = "Basic pay for members of the uniformed services is adjusted each "
            + "January by the percentage increase in the Employment Cost Index.";
    private static final String SHORT = "Definitions.";

    private static Encoder encoder;

    @BeforeAll
    static void open() {
        encoder = Encoders.open(ModelCatalog.DEFAULT_MODEL, 2);
    }

    @AfterAll
    static void close() {
        encoder.close();
    }

    @Test
    void vectorsHaveTheModelDimensionAndUnitLength() {
        List<float[]> vectors = encoder.embedDocuments(List.of(COPYRIGHT, SHORT));
        assertThat(encoder.spec().dimension()).isEqualTo(384);
        assertThat(vectors).hasSize(2).allSatisfy(v -> {
            assertThat(v).hasSize(384);
            assertThat(norm(v)).isCloseTo(1.0, offset(1e-5));
        });
        assertThat(encoder.embedQuery("copyright")).hasSize(384);
    }

    @Test
    void sameTextGivesTheSameVectorWhateverItsBatch() {
        float[] alone = encoder.embedDocuments(List.of(COPYRIGHT)).get(0);
        // In a batch it is padded next to longer texts; the attention mask must make that invisible.
        List<String> batch = new ArrayList<>(List.of(SHORT, MILITARY_PAY + " " + MILITARY_PAY, COPYRIGHT));
        float[] inBatch = encoder.embedDocuments(batch).get(2);
        assertThat(cosine(alone, inBatch)).isGreaterThan(0.9999);
        assertThat(encoder.embedDocuments(List.of(COPYRIGHT)).get(0)).containsExactly(alone);
    }

    @Test
    void theSizeOfAnInferenceCallChangesNoVector() {
        // One call for all four texts, padded to the longest, against every text in a call of its own.
        List<String> texts = List.of(SHORT, COPYRIGHT, MILITARY_PAY + " " + MILITARY_PAY, COPYRIGHT + " " + SHORT);
        ModelFiles files = Encoders.resolve(ModelCatalog.DEFAULT_MODEL);
        OrtOptions ort = OrtOptions.defaults();
        List<float[]> together;
        List<float[]> apart;
        try (Encoder oneCall = OnnxEncoder.open(files, 1, Device.cpu(), withCallTokens(ort, 100_000));
             Encoder callEach = OnnxEncoder.open(files, 1, Device.cpu(), withCallTokens(ort, 1))) {
            together = oneCall.embedDocuments(texts);
            apart = callEach.embedDocuments(texts);
        }
        for (int i = 0; i < texts.size(); i++) {
            assertThat(cosine(together.get(i), apart.get(i))).as(texts.get(i)).isGreaterThan(0.9999);
        }
        assertThat(cosine(apart.get(0), apart.get(1))).isLessThan(0.9);
        assertThatThrownBy(() -> withCallTokens(ort, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private static OrtOptions withCallTokens(OrtOptions o, int callTokens) {
        return new OrtOptions(o.intraOpThreads(), o.interOpThreads(), o.optLevel(), o.executionMode(), o.memoryPattern(),
                o.cpuArena(), o.callTexts(), callTokens);
    }

    @Test
    void resultsComeBackInInputOrderAcrossBatches() {
        // Enough texts of mixed lengths to be sorted, split into several batches and spread over sessions.
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            texts.add((i % 3 == 0 ? COPYRIGHT : i % 3 == 1 ? MILITARY_PAY : SHORT) + " Section " + i + ".");
        }
        List<float[]> vectors = encoder.embedDocuments(texts);
        assertThat(vectors).hasSize(40);
        float[] copyright = encoder.embedDocuments(List.of(texts.get(39))).get(0);
        float[] pay = encoder.embedDocuments(List.of(texts.get(37))).get(0);
        assertThat(cosine(vectors.get(39), copyright)).isGreaterThan(0.9999);
        assertThat(cosine(vectors.get(37), pay)).isGreaterThan(0.9999);
        assertThat(cosine(vectors.get(0), vectors.get(1))).isLessThan(0.9);
    }

    @Test
    void emptyBatchGivesEmptyList() {
        assertThat(encoder.embedDocuments(List.of())).isEmpty();
    }

    @Test
    void overlongInputIsTruncatedToTheModelLimit() {
        String words = String.join(" ", Collections.nCopies(3000, "copyright"));
        assertThat(encoder.tokenizer().count(words)).isGreaterThan(encoder.spec().maxTokens());
        float[] v = encoder.embedDocuments(List.of(words)).get(0);
        assertThat(norm(v)).isCloseTo(1.0, offset(1e-5));
        // Only the first 510 tokens are seen: adding more of the same changes nothing.
        String longer = words + " " + String.join(" ", Collections.nCopies(500, "military pay"));
        assertThat(cosine(v, encoder.embedDocuments(List.of(longer)).get(0))).isGreaterThan(0.9999);
    }

    @Test
    void queryLandsNearerTheMatchingPassage() {
        float[] query = encoder.embedQuery("copyright registration");
        List<float[]> docs = encoder.embedDocuments(List.of(COPYRIGHT, MILITARY_PAY));
        assertThat(cosine(query, docs.get(0))).isGreaterThan(cosine(query, docs.get(1)) + 0.1);
    }

    @Test
    void concurrentCallersGetTheirOwnResults() throws Exception {
        float[] expectedCopyright = encoder.embedDocuments(List.of(COPYRIGHT)).get(0);
        float[] expectedPay = encoder.embedDocuments(List.of(MILITARY_PAY)).get(0);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> checks = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                boolean copyright = i % 2 == 0;
                checks.add(pool.submit(() -> {
                    float[] v = encoder.embedDocuments(List.of(copyright ? COPYRIGHT : MILITARY_PAY)).get(0);
                    return cosine(v, copyright ? expectedCopyright : expectedPay) > 0.9999;
                }));
            }
            for (Future<Boolean> check : checks) {
                assertThat(check.get()).isTrue();
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void closedEncoderIsUnavailable() {
        Encoder other = Encoders.open(ModelCatalog.DEFAULT_MODEL, 1);
        other.close();
        assertThatThrownBy(() -> other.embedDocuments(List.of(SHORT)))
                .isInstanceOfSatisfying(EncoderException.class,
                        e -> assertThat(e.kind()).isEqualTo(EncoderException.Kind.UNAVAILABLE));
    }

    @Test
    void unknownModelIsAConfigurationError() {
        assertThatThrownBy(() -> Encoders.open("no-such-model"))
                .isInstanceOfSatisfying(EncoderException.class,
                        e -> assertThat(e.kind()).isEqualTo(EncoderException.Kind.CONFIGURATION))
                .hasMessageContaining("bge-small-en-v1.5");
    }

    @Test
    void directoryWhoseWeightsAreNotAModelIsAConfigurationError(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("model.onnx"), "not an ONNX graph");
        Files.copy(ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).tokenizerJson(), dir.resolve("tokenizer.json"));

        assertThatThrownBy(() -> Encoders.open(dir.toString(), 1))
                .isInstanceOfSatisfying(EncoderException.class,
                        e -> assertThat(e.kind()).isEqualTo(EncoderException.Kind.CONFIGURATION))
                .hasMessageContaining("cannot load model");
    }

    @Test
    void modelWhoseVectorsDoNotMatchTheDeclaredDimensionIsAConfigurationError(@TempDir Path dir) throws Exception {
        ModelFiles bge = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL);
        Path weights = Files.createSymbolicLink(dir.resolve("model.onnx"), bge.onnx());
        Files.copy(bge.tokenizerJson(), dir.resolve("tokenizer.json"));
        Files.writeString(dir.resolve("josh-model.properties"), "model_id=bge-768\ndimension=768\npooling=cls\n");
        try {
            assertThatThrownBy(() -> Encoders.open(dir.toString(), 1))
                    .isInstanceOfSatisfying(EncoderException.class,
                            e -> assertThat(e.kind()).isEqualTo(EncoderException.Kind.CONFIGURATION))
                    .hasMessageContaining("[batch, tokens, 768] is expected");
        } finally {
            Files.delete(weights); // the link only; the cached model stays
        }
    }

    static double norm(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += x * x;
        }
        return Math.sqrt(sum);
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot / (norm(a) * norm(b));
    }
}
