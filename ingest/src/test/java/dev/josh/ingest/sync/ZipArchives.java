package dev.josh.ingest.sync;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Zips as the test upstreams serve them, built on the fly from corpus files (the OLRC's title zips,
 * the Senate's quarterly LDA zips), and read back in tests. Entries carry their file's time, so
 * the same files always make the same bytes and the server's ETag holds still.
 */
public final class ZipArchives {

    private ZipArchives() {
    }

    /** A zip of {@code files}, each stored under its own file name. */
    public static byte[] of(List<Path> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(file.getFileName().toString());
                FileTime modified = Files.getLastModifiedTime(file);
                entry.setLastModifiedTime(modified);
                zip.putNextEntry(entry);
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** The members of a zip, by name, in archive order. */
    public static Map<String, byte[]> members(byte[] zip) throws IOException {
        Map<String, byte[]> members = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                members.put(entry.getName(), in.readAllBytes());
            }
        }
        return members;
    }
}
