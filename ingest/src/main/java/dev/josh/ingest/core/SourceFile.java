package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

/**
 * One upstream file as read: where it is, its name inside the corpus (the key of
 * {@code source_files}, stable when the corpus directory moves), its hash and size.
 *
 * @param relativePath path inside the corpus with {@code /} separators, e.g. {@code uscode/usc09.xml}
 * @param sha256       hash of the file's bytes (folded with its companions' hashes when it has
 *                     companions, see {@link #read(Path, Path, List)}); null for a file that could not be read
 * @param bytes        size of the file (and its companions)
 * @param lastModified the file's modification time; registry files carry no date of their own
 */
public record SourceFile(Path path, String relativePath, String sha256, long bytes, Instant lastModified) {

    /** Hashes the file; {@code corpus} is the directory the relative path is taken from. */
    public static SourceFile read(Path corpus, Path path) throws IOException {
        return new SourceFile(path, relativePath(corpus, path), Sha256.of(path), Files.size(path),
                Files.getLastModifiedTime(path).toInstant());
    }

    /**
     * A file whose records are also read from {@code companions}: its hash is that of its own
     * hash followed by each companion's relative path and hash, in the order given, so a change
     * to any of them, or a companion added or removed, changes it; its size is the total.
     */
    public static SourceFile read(Path corpus, Path path, List<Path> companions) throws IOException {
        SourceFile file = read(corpus, path);
        if (companions.isEmpty()) {
            return file;
        }
        StringBuilder hashes = new StringBuilder(file.sha256());
        long bytes = file.bytes();
        for (Path companion : companions) {
            hashes.append('\n').append(relativePath(corpus, companion)).append('\t').append(Sha256.of(companion));
            bytes += Files.size(companion);
        }
        return new SourceFile(path, file.relativePath(), Sha256.of(hashes.toString()), bytes, file.lastModified());
    }

    /** A file that could not be hashed (e.g. unreadable): named, so its failure can be logged. */
    public static SourceFile unread(Path corpus, Path path) {
        return new SourceFile(path, relativePath(corpus, path), null, 0, Instant.EPOCH);
    }

    /** The modification date as ISO {@code YYYY-MM-DD} (UTC). */
    public String lastModifiedDate() {
        return LocalDate.ofInstant(lastModified, ZoneOffset.UTC).toString();
    }

    private static String relativePath(Path corpus, Path path) {
        return corpus.toAbsolutePath().normalize().relativize(path.toAbsolutePath().normalize())
                .toString().replace('\\', '/');
    }
}
