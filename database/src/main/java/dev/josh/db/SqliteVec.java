package dev.josh.db;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * The sqlite-vec extension packed into this jar at build time (npm package
 * {@code sqlite-vec-linux-x64}, checksum verified by the build). It is extracted once per JVM to
 * a private temporary file and loaded by {@link JoshDatabase} on every connection.
 */
public final class SqliteVec {

    private static volatile Path extracted;

    private SqliteVec() {
    }

    /** The platform key the build packs libraries under, e.g. {@code linux-x86_64}. */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String osKey = os.contains("linux") ? "linux" : os.contains("mac") ? "macos" : os.contains("win") ? "windows" : os;
        String archKey = switch (arch) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch64";
            default -> arch;
        };
        return osKey + "-" + archKey;
    }

    /**
     * The path of the extracted library, without its file suffix (SQLite adds it).
     *
     * @throws IllegalStateException when this platform has no packed library, saying what to do
     */
    public static Path library() {
        Path path = extracted;
        if (path == null) {
            synchronized (SqliteVec.class) {
                if (extracted == null) {
                    extracted = extract();
                }
                path = extracted;
            }
        }
        return path;
    }

    private static Path extract() {
        String override = System.getenv("JOSH_SQLITE_VEC");
        if (override != null && !override.isBlank()) {
            Path p = Path.of(override);
            if (!Files.isRegularFile(p)) {
                throw new IllegalStateException("JOSH_SQLITE_VEC points at " + p + ", which is not a file. "
                        + "Point it at a vec0 shared library built for this platform, or unset it.");
            }
            return p;
        }
        String platform = platform();
        String resource = "/native/" + platform + "/vec0.so";
        try (InputStream in = SqliteVec.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("sqlite-vec is not packed for platform " + platform
                        + " (looked for " + resource + "). Josh ships linux-x86_64 only; set JOSH_SQLITE_VEC to a "
                        + "vec0 library for this platform (npm package sqlite-vec-<platform>, version 0.1.9), "
                        + "or rebuild on linux-x86_64 with './mvnw package'.");
            }
            Path dir = Files.createTempDirectory("josh-sqlite-vec");
            Path file = dir.resolve("vec0.so");
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            file.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not extract sqlite-vec to a temporary directory", e);
        }
    }
}
