package dev.josh.ingest.bills;

import dev.josh.ingest.core.SourceFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Stream;

/** The fixture corpus under {@code src/test/resources/bills}, laid out as the real corpus is. */
final class Fixtures {

    private Fixtures() {
    }

    /** The fixture corpus directory. */
    static Path corpus() {
        try {
            return Path.of(Objects.requireNonNull(Fixtures.class.getResource("/bills/billstatus")).toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static SourceFile file(String relativePath) {
        try {
            return SourceFile.read(corpus(), corpus().resolve(relativePath));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies the fixture corpus into {@code target}, to ingest it there. */
    static void copyTo(Path target) throws IOException {
        Path source = corpus();
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Path to = target.resolve(source.relativize(p).toString());
                Files.createDirectories(to.getParent());
                Files.copy(p, to);
            }
        }
    }
}
