package dev.josh.server.support;

import dev.josh.ingest.core.Sha256;
import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A fixture folder built once and kept under {@code target/fixtures/<name>/<key>} while what builds
 * it is unchanged, so that the module's test JVMs (surefire's forks) and a later run of the fast
 * subset read one build instead of each building its own. The key is a digest of the recipe, the
 * content of the input files and the test class path (the project's modules by content, libraries and
 * the models they package by version): a change to any of them builds afresh. The
 * build runs under a file lock, so a second JVM waits for the first and then reads what it built.
 */
public final class FixtureCache {

    /** Written last, holding the recipe: a folder without it is an interrupted build. */
    private static final String COMPLETE = "complete";

    /** Builds the fixture into the empty folder it is given. */
    @FunctionalInterface
    public interface Build {
        void into(Path folder) throws IOException;
    }

    private FixtureCache() {
    }

    /**
     * The fixture's folder, built first unless a complete build of the same key is there; builds of
     * other keys are removed.
     *
     * @param inputs the files the build reads, by the name they have in the recipe (a corpus path)
     */
    public static Path folder(String name, String recipe, Map<String, Path> inputs, Build build) throws IOException {
        Path root = Path.of("target", "fixtures", name).toAbsolutePath();
        Files.createDirectories(root);
        Path folder = root.resolve(key(recipe, inputs).substring(0, 16));
        try (FileChannel channel = FileChannel.open(root.resolve(".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
            if (!Files.exists(folder.resolve(COMPLETE))) {
                try (Stream<Path> builds = Files.list(root)) {
                    for (Path old : builds.filter(p -> !p.getFileName().toString().equals(".lock")).toList()) {
                        deleteRecursively(old);
                    }
                }
                Files.createDirectories(folder);
                build.into(folder);
                Files.writeString(folder.resolve(COMPLETE), recipe);
            }
        }
        return folder;
    }

    /** The files under {@code folder} whose names {@code keep} accepts, by their path relative to {@code root}. */
    public static Map<String, Path> files(Path root, Path folder, Predicate<String> keep) throws IOException {
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                if (keep.test(file.getFileName().toString())) {
                    files.put(root.relativize(file).toString(), file);
                }
            }
        }
        return files;
    }

    private static String key(String recipe, Map<String, Path> inputs) throws IOException {
        List<String> lines = new ArrayList<>(List.of(recipe));
        for (String input : inputs.keySet().stream().sorted().toList()) {
            lines.add(input + "\t" + Sha256.of(inputs.get(input)));
        }
        Path module = Path.of("").toAbsolutePath();
        Path checkout = module.getParent();
        String group = File.separator + String.join(File.separator, "repository", "dev", "josh") + File.separator;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path code = Path.of(entry).toAbsolutePath().normalize();
            // This module's own code builds no fixture. The project's other modules (class folders or jars
            // in this checkout in a reactor build, jars of group dev.josh in the local repository in a build
            // of this module alone) by content; a library by its path, which holds its version.
            boolean project = code.startsWith(checkout) && !code.startsWith(module) || code.toString().contains(group);
            if (project && Files.exists(code)) {
                lines.add(code + "\t" + digest(code));
            } else if (!code.startsWith(module)) {
                lines.add(code.toString());
            }
        }
        return Sha256.of(String.join("\n", lines));
    }

    /** A jar's hash, or a class folder's: every file's relative path and hash. */
    private static String digest(Path code) throws IOException {
        if (Files.isRegularFile(code)) {
            return Sha256.of(code);
        }
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(code)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                lines.add(code.relativize(file) + "\t" + Sha256.of(file));
            }
        }
        return Sha256.of(String.join("\n", lines));
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
