package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.embed.encoder.EncoderConfig.Api;
import dev.josh.embed.encoder.EncoderConfig.Remote;
import dev.josh.embed.encoder.EncoderException.Kind;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The HTTP encoder's failure classes against a real loopback service backed by bge-small-en-v1.5-q. */
class HttpEncoderTest {

    private static final String MODEL = "bge-small-en-v1.5-q";
    private static final String KEY = "test-key";
    private static final HttpEncoder.Retry FAST = new HttpEncoder.Retry(3, Duration.ofMillis(10),
            Duration.ofMillis(50), Duration.ofSeconds(20));

    private static Encoder local;
    private static EmbeddingService service;

    @BeforeAll
    static void start() throws Exception {
        local = Encoders.open(MODEL, 1);
        service = new EmbeddingService(local, KEY);
    }

    @AfterAll
    static void stop() {
        service.close();
        local.close();
    }

    private static HttpEncoder open(URI uri, Api api, String key) {
        return HttpEncoder.open(new Remote(uri, api, null, key, 4), ModelCatalog.resolve(MODEL), FAST);
    }

    @Test
    void vectorsAreTheServiceModelsWithPrefixesAddedHereAndBatchesSplit() {
        try (HttpEncoder http = open(service.uri(), Api.OPENAI, KEY)) {
            assertThat(http.spec()).isEqualTo(local.spec());
            assertThat(EncoderContractTest.cosine(http.embedQuery("copyright claim"), local.embedQuery("copyright claim")))
                    .isGreaterThan(0.9999);
            int before = service.requests();
            List<float[]> vectors = http.embedDocuments(List.of("a", "b", "c", "d", "e", "f"));
            assertThat(vectors).hasSize(6);
            assertThat(service.requests() - before).as("two requests of at most 4 texts").isEqualTo(2);
        }
    }

    @Test
    void rateLimitsAndServerErrorsAreRetried() {
        try (HttpEncoder http = open(service.uri(), Api.TEI, KEY)) {
            service.failNext(429, 503);
            int before = service.requests();
            assertThat(http.embedDocuments(List.of("retried text"))).hasSize(1);
            assertThat(service.requests() - before).isEqualTo(3);
        }
    }

    @Test
    void aServiceThatKeepsFailingIsTransient() {
        try (HttpEncoder http = open(service.uri(), Api.OPENAI, KEY)) {
            service.failNext(503, 503, 503);
            assertThatThrownBy(() -> http.embedDocuments(List.of("text")))
                    .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TRANSIENT))
                    .hasMessageContaining("503").hasMessageContaining("after 3 attempts");
        }
    }

    @Test
    void aRefusedKeyIsAConfigurationError() {
        assertThatThrownBy(() -> open(service.uri(), Api.OPENAI, "wrong-key"))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("401").hasMessageContaining("API key");
    }

    @Test
    void anUnreachableServiceIsUnavailable() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        assertThatThrownBy(() -> open(URI.create("http://127.0.0.1:" + port), Api.TEI, null))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.UNAVAILABLE))
                .hasMessageContaining("cannot reach");
    }

    @Test
    void anEndpointThatIsNotAnHttpUrlIsAConfigurationError() {
        assertThatThrownBy(() -> open(URI.create("ftp://127.0.0.1/"), Api.TEI, KEY))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("not an http(s) URL");
    }

    @Test
    void aWrongPathIsAConfigurationError() {
        assertThatThrownBy(() -> open(service.uri().resolve("/nothing-here/"), Api.TEI, KEY))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("404");
    }

    @Test
    void anAnswerNotInTheEmbeddingsFormatIsAConfigurationError() {
        for (String body : List.of("not json", "[[1, 2]]", "{\"data\": {}}", "{\"data\": [{\"embedding\": [\"x\"]}]}")) {
            service.replyNext(body);
            assertThatThrownBy(() -> open(service.uri(), Api.OPENAI, KEY)).as(body)
                    .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                    .hasMessageContaining("did not answer in the OPENAI embeddings format: " + body);
        }
        service.replyNext("{\"data\": [{\"index\": 0, \"embedding\": [1, 2]}]}");
        assertThatThrownBy(() -> open(service.uri(), Api.OPENAI, KEY))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("returned vectors of 2 dimensions");
        service.replyNext("[]");
        assertThatThrownBy(() -> open(service.uri(), Api.TEI, KEY)).hasMessageContaining("returned too few vectors");
    }

    @Test
    void aRemoteModelWithoutALocalTokenizerIsAConfigurationError() {
        assertThatThrownBy(() -> Encoders.open(new EncoderConfig("some-remote-model", EncoderConfig.Engine.ONNXRUNTIME,
                EncoderConfig.Device.CPU, 1, new Remote(service.uri(), Api.OPENAI, null, KEY, 8))))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("tokenizer");
    }
}
