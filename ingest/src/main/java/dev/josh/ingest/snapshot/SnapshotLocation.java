package dev.josh.ingest.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Path;

/** Where a snapshot is read from: a directory, or the same layout served over HTTP(S). */
interface SnapshotLocation {

    /** The manifest, parsed and checked for its format; refused when missing or malformed. */
    SnapshotManifest manifest() throws IOException;

    /** The bytes of a file the manifest lists, unchecked: the caller hashes them as it writes them. */
    InputStream open(String name) throws IOException;

    /** {@code DIR} when it is a directory, {@code http(s)://…} when it is a URL. */
    static SnapshotLocation of(String snapshot) {
        if (snapshot.startsWith("http://") || snapshot.startsWith("https://")) {
            return new HttpLocation(URI.create(snapshot.endsWith("/") ? snapshot : snapshot + "/"));
        }
        return new DirectoryLocation(Path.of(snapshot).toAbsolutePath().normalize());
    }
}
