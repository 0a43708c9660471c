package dev.josh.ingest.snapshot;

import dev.josh.ingest.snapshot.SnapshotManifest.SnapshotFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Size and sha256 of a file, taken while the file is read or written, so what is checked is exactly
 * the bytes that are kept.
 */
final class HashingCopy {

    private static final int BUFFER = 1 << 20;

    private HashingCopy() {
    }

    /** The entry for an existing file, listed as {@code name}. */
    static SnapshotFile describe(Path file, String name, ProgressLine progress) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return digest(in, name, Files.size(file), null, progress);
        }
    }

    /**
     * Streams {@code in} into {@code target} (an empty temporary file), forced to the disk before this returns.
     *
     * @param expectedSize for the progress line only; the caller compares the returned size
     */
    static SnapshotFile write(InputStream in, String name, long expectedSize, Path target, ProgressLine progress)
            throws IOException {
        try (FileChannel out = FileChannel.open(target, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            SnapshotFile file = digest(in, name, expectedSize, out, progress);
            out.force(true);
            return file;
        }
    }

    private static SnapshotFile digest(InputStream in, String name, long expectedSize, FileChannel out,
                                       ProgressLine progress) throws IOException {
        MessageDigest sha256 = sha256();
        byte[] buffer = new byte[BUFFER];
        long size = 0;
        for (int n; (n = in.read(buffer)) != -1; ) {
            sha256.update(buffer, 0, n);
            if (out != null) {
                ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, n);
                while (chunk.hasRemaining()) {
                    out.write(chunk);
                }
            }
            size += n;
            progress.update(size, expectedSize);
        }
        progress.finish(size);
        return new SnapshotFile(name, size, HexFormat.of().formatHex(sha256.digest()));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
