package dev.josh.ingest.snapshot;

import dev.josh.lexical.LexicalIndexLayout;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.springframework.util.FileSystemUtils;

/**
 * The Lucene indexes beside a live database ({@link LexicalIndexLayout#root}), copied as each one's
 * latest commit: the files its {@code segments_N} names. Lucene never rewrites a file, but a writer
 * committing meanwhile deletes the files of the commit before, so a copy that finds one gone starts
 * that index again from the newer commit.
 */
final class LexicalIndexCopy {

    private static final int ATTEMPTS = 10;

    private LexicalIndexCopy() {
    }

    /** Copies every index beside {@code database} to beside {@code copy}; nothing when there are none. */
    static void copy(Path database, Path copy) throws IOException {
        Path from = LexicalIndexLayout.root(database);
        if (!Files.isDirectory(from)) {
            return;
        }
        List<Path> tables;
        try (Stream<Path> dirs = Files.list(from)) {
            tables = dirs.filter(Files::isDirectory).sorted().toList();
        }
        for (Path table : tables) {
            copyLatestCommit(table, LexicalIndexLayout.of(copy, table.getFileName().toString()));
        }
    }

    private static void copyLatestCommit(Path from, Path to) throws IOException {
        for (int attempt = 1; ; attempt++) {
            try (Directory directory = FSDirectory.open(from)) {
                if (!DirectoryReader.indexExists(directory)) {
                    return;
                }
                SegmentInfos commit = SegmentInfos.readLatestCommit(directory);
                FileSystemUtils.deleteRecursively(to);
                Files.createDirectories(to);
                for (String name : commit.files(true)) {
                    Files.copy(from.resolve(name), to.resolve(name));
                }
                return;
            } catch (NoSuchFileException | FileNotFoundException e) {
                if (attempt == ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /** The files under {@code root}, in name order. */
    static List<Path> files(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
