package dev.josh.embed.serve;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.Device;
import dev.josh.embed.encoder.EmbeddingEndpoint;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderConfig;
import dev.josh.embed.encoder.EncoderConfig.Api;
import dev.josh.embed.encoder.EncoderConfig.Remote;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.embed.encoder.OnnxEncoder;
import dev.josh.embed.encoder.OrtOptions;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code embed serve}'s endpoint with two real bge-small workers, called by the worker's own HTTP client. */
@Tag("slow")
class ServedFleetTest {

    @Test
    void aFleetOfTwoWorkersGivesEachTextItsOwnVectorInOrder() throws Exception {
        ModelFiles files = Encoders.resolve(ModelCatalog.DEFAULT_MODEL);
        List<Encoder> workers = List.of(OnnxEncoder.open(files, 1, Device.cpu(), OrtOptions.defaults()),
                OnnxEncoder.open(files, 1, Device.cpu(), OrtOptions.defaults()));
        // Sections of title 1 of the U.S. Code cut to 20, 25, … 65 words: ten texts of different lengths.
        String title = Files.readString(Path.of(System.getProperty("josh.corpus"), "uscode", "usc01.xml"));
        List<String> texts = new ArrayList<>();
        for (String section : title.replaceAll("<[^>]+>", " ").split("§")) {
            String[] words = section.strip().split("\\s+");
            if (words.length > 20 && texts.size() < 10) {
                texts.add(String.join(" ", List.of(words).subList(0, Math.min(words.length, 20 + 5 * texts.size()))));
            }
        }
        try (EmbeddingEndpoint endpoint = new EmbeddingEndpoint(
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), workers);
             Encoder local = Encoders.open(ModelCatalog.DEFAULT_MODEL, 1);
             Encoder fleet = Encoders.open(new EncoderConfig(ModelCatalog.DEFAULT_MODEL, EncoderConfig.Engine.ONNXRUNTIME,
                     EncoderConfig.Device.CPU, 1, new Remote(URI.create("http://127.0.0.1:" + endpoint.port()),
                     Api.OPENAI, null, null, 3, 2)))) {
            // Ten texts in requests of three, two at a time: four requests, answered by both workers.
            assertThat(fleet.maxBatch()).isEqualTo(6);
            List<float[]> remote = fleet.embedDocuments(texts);
            List<float[]> alone = local.embedDocuments(texts);
            assertThat(texts).hasSize(10);
            assertThat(remote).hasSize(10);
            for (int i = 0; i < texts.size(); i++) {
                assertThat(dot(remote.get(i), alone.get(i))).as("text %d", i).isGreaterThan(0.9999);
            }
            assertThat(dot(remote.get(0), remote.get(9))).isLessThan(0.99);

            HttpResponse<String> malformed = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + endpoint.port() + "/v1/embeddings"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"input\": 7}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(malformed.statusCode()).isEqualTo(400);
            assertThat(malformed.body()).contains("must be a string or an array of strings");
        }
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
