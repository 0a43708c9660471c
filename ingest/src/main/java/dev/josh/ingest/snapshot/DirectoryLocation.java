package dev.josh.ingest.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** A snapshot directory on this machine (a local disk, a mounted share). */
record DirectoryLocation(Path dir) implements SnapshotLocation {

    @Override
    public SnapshotManifest manifest() throws IOException {
        Path manifest = dir.resolve(SnapshotManifest.FILE_NAME);
        if (!Files.isRegularFile(manifest)) {
            throw new SnapshotRefused(dir + " has no " + SnapshotManifest.FILE_NAME + "; point --snapshot at a directory "
                    + "written by 'josh snapshot create' (an interrupted create leaves none)");
        }
        return SnapshotManifest.parse(Files.readString(manifest), manifest.toString());
    }

    @Override
    public InputStream open(String name) throws IOException {
        Path file = dir.resolve(name);
        if (!Files.isRegularFile(file)) {
            throw new SnapshotRefused(dir + " lacks " + name + ", which its manifest lists; copy the whole snapshot "
                    + "directory, or create the snapshot again");
        }
        return Files.newInputStream(file);
    }

    @Override
    public String toString() {
        return dir.toString();
    }
}
