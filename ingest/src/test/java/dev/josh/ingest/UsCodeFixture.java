package dev.josh.ingest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/** The U.S. Code title 17 fixture of the test resources ({@code /uscode/usc17-fixture.xml}), §§ 101 and 102. */
final class UsCodeFixture {

    private UsCodeFixture() {
    }

    static String text() throws Exception {
        return Files.readString(Path.of(Objects.requireNonNull(UsCodeFixture.class.getResource("/uscode/usc17-fixture.xml"))
                .toURI()));
    }

    /** A corpus folder {@code corpus} in {@code dir} holding the fixture as {@code uscode/usc17.xml}; its path. */
    static Path corpus(Path dir) throws Exception {
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("uscode"));
        Files.writeString(corpus.resolve("uscode/usc17.xml"), text());
        return corpus;
    }
}
