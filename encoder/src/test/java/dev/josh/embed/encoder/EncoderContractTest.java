package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.josh.embed.encoder.EncoderConfig.Api;
import dev.josh.embed.encoder.EncoderConfig.Remote;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every encoder keeps, run against each bundled model (fp32 and int8), a model
 * directory, and the HTTP encoder in both request shapes against a real loopback service. Each
 * encoder is opened once for the class. Texts are short so that six models fit in well under a
 * minute on two cores.
 */
@Tag("slow")
class EncoderContractTest {

    private static final String COPYRIGHT = "The owner of copyright may obtain registration of the copyright claim.";
    private static final String PAY = "Basic pay for members of the uniformed services is adjusted each January.";
    private static final String PATENT = "A patent may be obtained for any new and useful process or machine.";
    private static final String DIRECTORY = "directory:all-minilm-l6-v2-q";
    private static final String HTTP_BACKEND = "bge-small-en-v1.5-q";

    private static final Map<String, Encoder> open = new ConcurrentHashMap<>();
    private static EmbeddingService service;

    static Stream<String> encoders() {
        Stream<String> bundled = ModelCatalog.bundled().stream().map(ModelCatalog.Bundled::modelId);
        return Stream.concat(bundled, Stream.of(DIRECTORY, "openai:" + HTTP_BACKEND, "tei:" + HTTP_BACKEND));
    }

    private static Encoder encoder(String name) {
        return open.computeIfAbsent(name, EncoderContractTest::openEncoder);
    }

    private static Encoder openEncoder(String name) {
        if (name.equals(DIRECTORY)) {
            String dir = ModelCatalog.resolve(name.substring("directory:".length())).onnx().getParent().toString();
            return Encoders.open(dir, 2);
        }
        if (name.startsWith("openai:") || name.startsWith("tei:")) {
            Api api = name.startsWith("openai:") ? Api.OPENAI : Api.TEI;
            Remote remote = new Remote(service().uri(), api, null, null, 8);
            return Encoders.open(new EncoderConfig(HTTP_BACKEND, EncoderConfig.Engine.ONNXRUNTIME,
                    EncoderConfig.Device.CPU, 1, remote));
        }
        return Encoders.open(name, 2);
    }

    private static synchronized EmbeddingService service() {
        if (service == null) {
            try {
                service = new EmbeddingService(Encoders.open(HTTP_BACKEND, 2), null);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return service;
    }

    @AfterAll
    static void closeAll() {
        open.values().forEach(Encoder::close);
        if (service != null) {
            service.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void vectorsHaveTheDeclaredDimensionAndUnitLength(String name) {
        Encoder encoder = encoder(name);
        List<float[]> vectors = encoder.embedDocuments(List.of(COPYRIGHT, "Definitions."));
        assertThat(vectors).hasSize(2).allSatisfy(v -> {
            assertThat(v).hasSize(encoder.spec().dimension());
            assertThat(norm(v)).isCloseTo(1.0, offset(1e-4));
        });
        assertThat(encoder.embedQuery("copyright")).hasSize(encoder.spec().dimension());
        assertThat(encoder.spec().modelVersion()).matches("[0-9a-f]{16}");
        assertThat(encoder.spec().maxTokens()).isPositive();
        assertThat(encoder.maxBatch()).isPositive();
        assertThat(encoder.health().up()).as(encoder.health().detail()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void theSameCallGivesTheSameVectors(String name) {
        Encoder encoder = encoder(name);
        List<String> texts = List.of(COPYRIGHT, PAY);
        List<float[]> first = encoder.embedDocuments(texts);
        List<float[]> second = encoder.embedDocuments(texts);
        for (int i = 0; i < texts.size(); i++) {
            assertThat(second.get(i)).containsExactly(first.get(i));
        }
        assertThat(encoder.embedQuery("copyright")).containsExactly(encoder.embedQuery("copyright"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void anEmptyBatchGivesNoVectors(String name) {
        Encoder encoder = encoder(name);
        int before = service == null ? 0 : service.requests();
        assertThat(encoder.embedDocuments(List.of())).isEmpty();
        if (service != null) {
            assertThat(service.requests()).as("no request for an empty batch").isEqualTo(before);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void eachVectorBelongsToItsOwnTextWhateverTheOrder(String name) {
        Encoder encoder = encoder(name);
        List<float[]> forward = encoder.embedDocuments(List.of(COPYRIGHT, PAY, PATENT));
        List<float[]> backward = encoder.embedDocuments(List.of(PATENT, PAY, COPYRIGHT));
        float[] alone = encoder.embedDocuments(List.of(PAY)).get(0);
        // int8 models quantize activations per batch, so equal texts agree closely, not bit for bit.
        assertThat(cosine(forward.get(0), backward.get(2))).isGreaterThan(0.99);
        assertThat(cosine(forward.get(1), backward.get(1))).isGreaterThan(0.99);
        assertThat(cosine(forward.get(2), backward.get(0))).isGreaterThan(0.99);
        assertThat(cosine(forward.get(1), alone)).isGreaterThan(0.99);
        assertThat(cosine(forward.get(0), forward.get(1))).isLessThan(0.99);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void anOverLongTextIsTruncatedNotRefused(String name) {
        Encoder encoder = encoder(name);
        String words = "The Secretary shall prescribe regulations governing the registration of vessels. ".repeat(80);
        List<float[]> vectors = encoder.embedDocuments(List.of(words, words + "An entirely different closing clause."));
        assertThat(vectors.get(0)).hasSize(encoder.spec().dimension());
        assertThat(norm(vectors.get(0))).isCloseTo(1.0, offset(1e-4));
        // Past the model's input the tail is cut, so a different ending cannot change the vector.
        assertThat(cosine(vectors.get(0), vectors.get(1))).isGreaterThan(0.9999);
        assertThat(encoder.embedQuery(words)).hasSize(encoder.spec().dimension());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void concurrentCallsGetTheirOwnVectors(String name) throws Exception {
        Encoder encoder = encoder(name);
        List<String> texts = List.of(COPYRIGHT, PAY, PATENT);
        List<float[]> expected = new ArrayList<>();
        for (String text : texts) {
            expected.add(encoder.embedDocuments(List.of(text)).get(0));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<float[]>> futures = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                String text = texts.get(i % texts.size());
                futures.add(pool.submit(() -> encoder.embedDocuments(List.of(text)).get(0)));
            }
            for (int i = 0; i < futures.size(); i++) {
                assertThat(futures.get(i).get()).containsExactly(expected.get(i % texts.size()));
            }
        } finally {
            pool.shutdown();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encoders")
    void aQueryIsCloserToThePassageAboutItThanToAnother(String name) {
        Encoder encoder = encoder(name);
        float[] query = encoder.embedQuery("how do I register a copyright claim");
        List<float[]> passages = encoder.embedDocuments(List.of(COPYRIGHT, PAY));
        assertThat(cosine(query, passages.get(0))).isGreaterThan(cosine(query, passages.get(1)) + 0.05);
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot / (norm(a) * norm(b));
    }

    static double norm(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += x * x;
        }
        return Math.sqrt(sum);
    }
}
