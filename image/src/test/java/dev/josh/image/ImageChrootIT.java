package dev.josh.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The image's root file system, unpacked from the tarball, runs the launcher as the image's user under
 * {@code chroot} with the image's environment and working directory: it ingests a corpus slice from
 * {@code /data/corpus}, embeds it with the model inside the image, serves it, and answers a hybrid search
 * over HTTP (the lexical leg through SQLite FTS5, the semantic one through ONNX Runtime and sqlite-vec,
 * all loaded from the image's own libraries, none from the host's). chroot and mounts need root, as CI
 * has; a plain user skips this test with a message.
 */
class ImageChrootIT {

    private static final Path ROOT = Path.of("target", "image-root").toAbsolutePath();
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static ImageTarball image;

    @BeforeAll
    static void unpack() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")),
                "ImageChrootIT runs the image's root file system under chroot, which needs root: run the build as root"
                        + " (CI does) or load the image into Docker or Podman instead (docs/deploy.md)");
        image = ImageTarball.unpacked();
        image.unpackRootTo(ROOT);
        // The mount points a container runtime provides.
        Files.createDirectories(ROOT.resolve("dev"));
        Files.createDirectories(ROOT.resolve("proc"));
        // The volume's content: the U.S. Code title 9 file of the real corpus, where JOSH_CORPUS points.
        Path uscode = ROOT.resolve("data/corpus/uscode");
        Files.createDirectories(uscode);
        Files.copy(Path.of(System.getProperty("josh.corpus"), "uscode", "usc09.xml"), uscode.resolve("usc09.xml"));
    }

    @Test
    void ingestsEmbedsAndServesASearchFromTheVolume() throws Exception {
        assertThat(josh(Map.of(), "ingest", "us-code", "--titles", "9").waitFor()).as("ingest exit code").isZero();
        assertThat(josh(Map.of(), "embed").waitFor()).as("embed exit code").isZero();
        // Written by the image's user, not by root: the volume is writable as the image runs.
        assertThat(Files.getAttribute(ROOT.resolve("data/josh.db"), "unix:uid")).isEqualTo(imageUid());

        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Process server = josh(Map.of("JOSH_PORT", String.valueOf(port), "JOSH_AUTH", "disabled"), "serve");
        try {
            String base = "http://localhost:" + port;
            awaitUp(server, base);
            JsonNode answer = get(base + "/v1/search?q=arbitration+agreement+enforcement&mode=hybrid&limit=3");
            JsonNode first = answer.get("results").get(0);
            assertThat(first.get("id").asString()).isEqualTo("usc:9:2");
            assertThat(first.get("citation").get("citation_string").asString()).contains("9 U.S.C.");
            assertThat(first.get("ranks").has("semantic")).as("semantic leg served from the image's encoder").isTrue();
        } finally {
            stop(server);
        }
        assertThat(josh(Map.of(), "snapshot", "create", "backup").waitFor()).as("snapshot exit code").isZero();
        assertThat(ROOT.resolve("data/backup/manifest.json")).isRegularFile();
    }

    /**
     * {@code josh ARGS} in the root file system as the image would run it, logging to target/image-*.log:
     * a private mount namespace (the bind of /dev and /proc vanish with it), chroot as config.User, then
     * config.WorkingDir, config.Env and config.Entrypoint.
     */
    private static Process josh(Map<String, String> extraEnv, String... args) throws IOException {
        JsonNode config = image.config();
        List<String> command = new ArrayList<>(List.of("unshare", "--mount", "--fork", "sh", "-c",
                "r=$1 u=$2 w=$3; shift 3; mount --bind /dev \"$r/dev\" && mount -t proc proc \"$r/proc\""
                        + " && exec chroot --userspec=\"$u\" \"$r\" /bin/busybox sh -c 'cd \"$0\" && exec \"$@\"' \"$w\" \"$@\"",
                "sh", ROOT.toString(), config.get("User").asString(), config.get("WorkingDir").asString()));
        config.get("Entrypoint").forEach(part -> command.add(part.asString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        config.get("Env").forEach(entry -> {
            String[] pair = entry.asString().split("=", 2);
            pb.environment().put(pair[0], pair[1]);
        });
        // The host's tools (unshare, mount, chroot) are found on the host's PATH before chroot; the image's after it.
        pb.environment().put("PATH", pb.environment().get("PATH") + ":/usr/sbin:/usr/bin:/sbin:/bin");
        pb.environment().putAll(extraEnv);
        Path log = Path.of("target", "image-" + args[0] + ".log");
        return pb.redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static Object imageUid() throws IOException {
        return Integer.valueOf(image.config().get("User").asString().split(":")[0]);
    }

    private static void awaitUp(Process server, String base) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(180).toNanos();
        while (true) {
            assertThat(server.isAlive()).as("josh serve in the image (see target/image-serve.log)").isTrue();
            try {
                if (HTTP.send(HttpRequest.newBuilder(URI.create(base + "/v1/status")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            assertThat(System.nanoTime()).as("server up within 180 s").isLessThan(deadline);
            Thread.sleep(500);
        }
    }

    private static JsonNode get(String url) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("GET %s: %s", url, response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    /** The JVM runs as the image's user, which unshare's exit does not signal: stop it, then the namespace. */
    private static void stop(Process server) throws InterruptedException {
        server.descendants().forEach(ProcessHandle::destroy);
        server.destroy();
        if (!server.waitFor(30, TimeUnit.SECONDS)) {
            server.descendants().forEach(ProcessHandle::destroyForcibly);
            server.destroyForcibly();
        }
    }
}
