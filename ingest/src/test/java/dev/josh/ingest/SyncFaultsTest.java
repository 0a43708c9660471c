package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sync} on a corpus directory it cannot write, and on a disk that fills in the middle of a download:
 * exit 1 with a message, nothing half-written in the corpus, and a rerun after the fix brings every file.
 * The upstream is a local HTTP server with the real committees files.
 */
class SyncFaultsTest {

    @TempDir
    Path tmp;

    @RegisterExtension
    final Tmpfs tmpfs = new Tmpfs();

    private HttpServer upstream;
    private final Path real = Path.of(System.getProperty("josh.corpus"), "congress-legislators");

    @BeforeEach
    void serve() throws Exception {
        upstream = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        upstream.createContext("/", exchange -> {
            Path file = real.resolve(exchange.getRequestURI().getPath().substring(1));
            if (!Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            byte[] body = Files.readAllBytes(file);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        upstream.start();
    }

    @AfterEach
    void stop() throws Exception {
        upstream.stop(0);
    }

    private record Run(int exit, String err) {
    }

    private Run sync(Path corpus) {
        CommandRun.Result run = CommandRun.cli("sync", "committees", "--upstream",
                "congress-legislators=http://127.0.0.1:" + upstream.getAddress().getPort(),
                "--corpus", corpus.toString(), "--db", tmp.resolve("db/josh.db").toString());
        System.out.println("[fault] exit " + run.exit() + ": " + run.err().strip().replace('\n', ' ') + " | "
                + run.out().strip().replace('\n', ' '));
        return new Run(run.exit(), run.err() + run.out());
    }

    private static void assertBothFilesWhole(Path corpus, Path real) throws Exception {
        for (String name : new String[] {"committees-current.yaml", "committee-membership-current.yaml"}) {
            assertThat(Files.mismatch(corpus.resolve("congress-legislators").resolve(name), real.resolve(name)))
                    .as(name).isEqualTo(-1L);
        }
    }

    /** Files under {@code dir} that are not whole copies of an upstream file: temporary or cut-off downloads. */
    private long partial(Path dir, Path real) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().startsWith("."))
                    .filter(f -> {
                        try {
                            Path original = real.resolve(f.getFileName().toString());
                            return !Files.isRegularFile(original) || Files.mismatch(f, original) != -1L;
                        } catch (Exception e) {
                            return true;
                        }
                    }).count();
        }
    }

    @Test
    void aReadOnlyCorpusDirectoryFailsWithExitOneAndARerunAfterTheFixBringsEveryFile() throws Exception {
        Path corpus;
        boolean root = Tmpfs.root();
        if (root) {
            corpus = tmpfs.mount(tmp.resolve("tmpfs"), "16m");
            tmpfs.remount("ro");
        } else {
            corpus = Files.createDirectories(tmp.resolve("corpus"));
            Files.setPosixFilePermissions(corpus, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
        }

        Run refused = sync(corpus);

        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("cannot write the corpus directory " + corpus).contains("read-only");
        if (root) {
            tmpfs.remount("rw");
        } else {
            Files.setPosixFilePermissions(corpus, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Run rerun = sync(corpus);
        assertThat(rerun.exit()).as(rerun.err()).isZero();
        assertBothFilesWhole(corpus, real);
    }

    @Test
    void aDiskThatFillsMidDownloadFailsWithExitOneLeavesNoPartFileAndARerunBringsEveryFile() throws Exception {
        // Room for the 63 KB committees file, not for the 291 KB membership file.
        Path corpus = tmpfs.mount(tmp.resolve("tmpfs"), "160k");

        Run full = sync(corpus);

        assertThat(full.exit()).isEqualTo(1);
        assertThat(full.err()).contains("No space left on device").contains("free space on the disk holding the corpus")
                .doesNotContain("gave up after");
        assertThat(partial(corpus, real)).as("partial or temporary files left in the corpus").isZero();

        tmpfs.remount("size=4m");
        Run rerun = sync(corpus);
        assertThat(rerun.exit()).as(rerun.err()).isZero();
        assertBothFilesWhole(corpus, real);
    }
}
