package dev.josh.ingest.snapshot;

import dev.josh.db.Migrations;
import dev.josh.lexical.LexicalIndexLayout;
import dev.josh.ingest.snapshot.SnapshotManifest.SnapshotFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import org.flywaydb.core.api.MigrationVersion;
import org.springframework.util.FileSystemUtils;

/**
 * {@code bootstrap}: verifies a snapshot and installs its database as the target file in one atomic
 * rename, and its Lucene indexes beside it. The database is streamed into a temporary file beside
 * the target, and the indexes into a temporary folder, while their sizes and sha256 are taken; only
 * when all match the manifest is anything of the target touched. A process that has the old file
 * open keeps reading it until it reopens (servers: a rolling restart); the new indexes, which belong
 * to another database than the one it reads, it does not serve meanwhile.
 */
public final class SnapshotInstaller {

    /** What a target may have beside it that belongs to the file being replaced, never to the new one. */
    private static final List<String> SIDE_FILES = List.of("-wal", "-shm", "-journal");

    private final PrintWriter progress;

    /** @param progress where progress lines go (standard error on the command line) */
    public SnapshotInstaller(PrintWriter progress) {
        this.progress = progress;
    }

    /**
     * @param snapshot a snapshot directory, or the http(s) URL it is published under
     * @param database the file to install as (refused when it exists, unless {@code force})
     */
    public SnapshotManifest install(String snapshot, Path database, boolean force) throws IOException {
        Path target = database.toAbsolutePath().normalize();
        if (Files.exists(target) && !force) {
            throw new SnapshotRefused(target + " already exists; pass --force to replace it (servers running on it keep "
                    + "reading the old file until they are restarted), or choose another --db");
        }
        SnapshotLocation location = SnapshotLocation.of(snapshot);
        SnapshotManifest manifest = location.manifest();
        requireKnownSchema(manifest, location);
        SnapshotFile expected = requireKnownFiles(manifest, location);

        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, target.getFileName() + ".", ".bootstrap");
        Path indexes = Files.createTempDirectory(dir, target.getFileName() + ".lexical.");
        try {
            SnapshotFile got;
            try (InputStream in = location.open(expected.name())) {
                got = HashingCopy.write(in, expected.name(), expected.size(), temp,
                        new ProgressLine(progress, "fetching " + expected.name() + " from " + location));
            }
            verify(expected, got, location);
            List<SnapshotFile> indexFiles = manifest.files().stream().filter(SnapshotManifest::lexical).toList();
            fetchIndexes(location, indexFiles, indexes);
            for (String side : SIDE_FILES) {
                Files.deleteIfExists(target.resolveSibling(target.getFileName() + side));
            }
            // The indexes beside the target belong to the file being replaced. Were this cut off between the
            // two renames, the new ones would sit beside the old file, of another database: never served.
            Path lexical = LexicalIndexLayout.root(target);
            FileSystemUtils.deleteRecursively(lexical);
            if (!indexFiles.isEmpty()) {
                Files.move(indexes, lexical, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            forceDirectory(dir);
            return manifest;
        } finally {
            Files.deleteIfExists(temp);
            FileSystemUtils.deleteRecursively(indexes);
        }
    }

    /** Fetches and checks each index file into {@code into}, laid out as under the snapshot's index folder. */
    private void fetchIndexes(SnapshotLocation location, List<SnapshotFile> files, Path into) throws IOException {
        long bytes = 0;
        for (SnapshotFile expected : files) {
            Path file = into.resolve(expected.name().substring(SnapshotManifest.LEXICAL_DIR.length() + 1));
            Files.createDirectories(file.getParent());
            Files.createFile(file);
            try (InputStream in = location.open(expected.name())) {
                verify(expected, HashingCopy.write(in, expected.name(), expected.size(), file, ProgressLine.quiet()),
                        location);
            }
            bytes += expected.size();
        }
        if (!files.isEmpty()) {
            progress.printf(Locale.ROOT, "fetched the lexical indexes from %s: %,d files, %,d bytes, sha256 verified%n",
                    location, files.size(), bytes);
            progress.flush();
        }
    }

    private static void requireKnownSchema(SnapshotManifest manifest, SnapshotLocation location) {
        MigrationVersion snapshotVersion = MigrationVersion.fromVersion(manifest.schemaVersion());
        MigrationVersion latest = Migrations.latestVersion();
        if (snapshotVersion.compareTo(latest) > 0) {
            throw new SnapshotRefused("the snapshot at " + location + " has schema version " + snapshotVersion
                    + ", newer than this build's migrations (" + latest + "); bootstrap with the josh that created it ("
                    + manifest.joshVersion() + ") or a newer one");
        }
    }

    private static SnapshotFile requireKnownFiles(SnapshotManifest manifest, SnapshotLocation location) {
        for (SnapshotFile file : manifest.files()) {
            if (!file.name().equals(SnapshotManifest.DATABASE_FILE) && !SnapshotManifest.lexical(file)) {
                throw new SnapshotRefused("the manifest at " + location + " lists " + file.name()
                        + ", which this josh does not know how to install; bootstrap with the josh that created it ("
                        + manifest.joshVersion() + ") or a newer one");
            }
        }
        SnapshotFile database = manifest.file(SnapshotManifest.DATABASE_FILE);
        if (database == null) {
            throw new SnapshotRefused("the manifest at " + location + " lists no " + SnapshotManifest.DATABASE_FILE
                    + "; create the snapshot again with 'josh snapshot create'");
        }
        return database;
    }

    private static void verify(SnapshotFile expected, SnapshotFile got, SnapshotLocation location) {
        String what = expected.name() + " from " + location;
        String redo = "; the copy is incomplete or altered: fetch or copy the snapshot again, or create a new one "
                + "with 'josh snapshot create'. Nothing was installed";
        if (got.size() != expected.size()) {
            throw new SnapshotRefused(what + " is " + got.size() + " bytes but the manifest says " + expected.size() + redo);
        }
        if (!got.sha256().equalsIgnoreCase(expected.sha256())) {
            throw new SnapshotRefused(what + " has sha256 " + got.sha256() + " but the manifest says " + expected.sha256()
                    + redo);
        }
    }

    /** Makes the rename itself durable: it lives in the directory, not in the file. */
    private static void forceDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
