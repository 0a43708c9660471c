package dev.josh.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The image tarball Jib wrote ({@code josh.image.tar}, Docker's {@code docker save} layout: manifest.json,
 * config.json, one gzipped tar per layer), read with the system's tar as {@code docker load} would.
 */
record ImageTarball(Path dir) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The built tarball, unpacked (not its layers) under {@code target/image-tarball}. */
    static ImageTarball unpacked() throws IOException, InterruptedException {
        Path tar = Path.of(System.getProperty("josh.image.tar", "target/josh-image.tar"));
        assertThat(tar).as("the image tarball (built by 'package' with -Pimage)").isRegularFile();
        Path dir = Path.of("target", "image-tarball");
        Commands.deleteRecursively(dir);
        Files.createDirectories(dir);
        Commands.run(List.of("tar", "-xf", tar.toString(), "-C", dir.toString()));
        return new ImageTarball(dir);
    }

    /** The one image's entry of manifest.json: its config file, tags and layers in order. */
    JsonNode manifest() throws IOException {
        JsonNode manifests = JSON.readTree(dir.resolve("manifest.json").toFile());
        assertThat(manifests.size()).as("images in the tarball").isEqualTo(1);
        return manifests.get(0);
    }

    /** The image configuration: {@code config.Entrypoint}, {@code config.User}, {@code config.Env}, … */
    JsonNode config() throws IOException {
        return JSON.readTree(dir.resolve(manifest().get("Config").asString()).toFile()).get("config");
    }

    /** The configured environment variable, or null. */
    String env(String name) throws IOException {
        for (JsonNode entry : config().get("Env")) {
            String[] pair = entry.asString().split("=", 2);
            if (pair[0].equals(name)) {
                return pair[1];
            }
        }
        return null;
    }

    List<Path> layers() throws IOException {
        List<Path> layers = new ArrayList<>();
        manifest().get("Layers").forEach(layer -> layers.add(dir.resolve(layer.asString())));
        return layers;
    }

    /** Every layer's listing ({@code tar -tvzf}: mode, owner, size, date, path), in layer order. */
    List<String> listing() throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>();
        for (Path layer : layers()) {
            lines.addAll(Commands.run(List.of("tar", "--warning=no-unknown-keyword", "-tvzf", layer.toString())).lines().toList());
        }
        return lines;
    }

    /** The root file system: every layer extracted in order into {@code root}, as a container engine does. */
    void unpackRootTo(Path root) throws IOException, InterruptedException {
        Commands.deleteRecursively(root);
        Files.createDirectories(root);
        for (Path layer : layers()) {
            Commands.run(List.of("tar", "--warning=no-unknown-keyword", "-xzf", layer.toString(), "-C", root.toString()));
        }
    }
}
