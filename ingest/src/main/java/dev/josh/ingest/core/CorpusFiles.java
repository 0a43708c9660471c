package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * How a source finds its files in a corpus folder: the regular files whose names it accepts, sorted
 * by path, so every run reads them in the same order; none when the corpus lacks the folder.
 */
public final class CorpusFiles {

    private CorpusFiles() {
    }

    /** The files directly in {@code dir} whose names {@code name} accepts. */
    public static List<Path> list(Path dir, Predicate<String> name) throws IOException {
        return walk(dir, 1, name);
    }

    /** The files at any depth below {@code dir} whose names {@code name} accepts. */
    public static List<Path> walk(Path dir, Predicate<String> name) throws IOException {
        return walk(dir, Integer.MAX_VALUE, name);
    }

    /** The files at most {@code maxDepth} folders below {@code dir} whose names {@code name} accepts. */
    public static List<Path> walk(Path dir, int maxDepth, Predicate<String> name) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> paths = Files.walk(dir, maxDepth)) {
            return paths.filter(p -> Files.isRegularFile(p) && name.test(p.getFileName().toString())).sorted().toList();
        }
    }
}
