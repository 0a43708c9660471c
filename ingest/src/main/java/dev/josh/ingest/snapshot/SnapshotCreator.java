package dev.josh.ingest.snapshot;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.SqlQueries;
import dev.josh.ingest.lexical.LexicalIndexStep;
import dev.josh.ingest.snapshot.SnapshotManifest.SnapshotFile;
import dev.josh.lexical.LexicalIndexLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.util.FileSystemUtils;

/**
 * {@code snapshot create}: a consistent copy of a live database ({@link OnlineBackup}) and of its
 * Lucene indexes into a new directory, then its manifest. The indexes are copied first and then
 * brought up to the copied database, so the pair mirrors one state and a server started on it ranks
 * with them from its first request. The manifest is written last, so a directory with a manifest
 * holds a whole snapshot; a failed run removes what it wrote.
 */
public final class SnapshotCreator {

    private static final String PARTIAL = SnapshotManifest.DATABASE_FILE + ".partial";

    private final PrintWriter progress;

    /** @param progress where progress lines go (standard error on the command line) */
    public SnapshotCreator(PrintWriter progress) {
        this.progress = progress;
    }

    public SnapshotManifest create(Path database, Path dir) throws IOException, SQLException {
        Path db = database.toAbsolutePath().normalize();
        if (!Files.isRegularFile(db)) {
            throw new SnapshotRefused("no database at " + db + "; point --db (or JOSH_DB) at the josh.db to copy");
        }
        requireEmptyDirectory(dir);
        Files.createDirectories(dir);
        Path partial = dir.resolve(PARTIAL);
        Path copy = dir.resolve(SnapshotManifest.DATABASE_FILE);
        try {
            // Indexes first: they can only lag the database copied after them, and an update catches them up.
            LexicalIndexCopy.copy(db, copy);
            OnlineBackup.copy(JoshDatabase.readOnly(db), partial, new ProgressLine(progress, "copying " + db));
            updateLexicalIndexes(partial, copy);
            OnlineBackup.selfContained(partial);
            Files.move(partial, copy, StandardCopyOption.ATOMIC_MOVE);
            SnapshotManifest manifest = manifest(dir, copy);
            Path manifestPartial = dir.resolve(SnapshotManifest.FILE_NAME + ".partial");
            Files.writeString(manifestPartial, manifest.toJson());
            Files.move(manifestPartial, dir.resolve(SnapshotManifest.FILE_NAME), StandardCopyOption.ATOMIC_MOVE);
            return manifest;
        } catch (IOException | SQLException | RuntimeException e) {
            removeContents(dir);
            throw e;
        }
    }

    /**
     * Brings the copied indexes up to the copied database ({@code partial}, installed as {@code copy}):
     * caught up from its change log, or rebuilt where the log no longer covers them (an ingest pruned
     * it between the two copies). A database from before the change log (V85) gets none.
     */
    private void updateLexicalIndexes(Path partial, Path copy) throws SQLException, IOException {
        JoshDatabase database = JoshDatabase.readWrite(partial);
        try (Connection c = database.getConnection()) {
            if (!SqlQueries.hasTable(c, "lexical_epoch")) {
                FileSystemUtils.deleteRecursively(LexicalIndexLayout.root(copy));
                return;
            }
        }
        LexicalIndexStep.Outcome outcome = LexicalIndexStep.run(database, copy, false, line -> {
            progress.println(line);
            progress.flush();
        });
        progress.println(outcome.summary());
        progress.flush();
    }

    /** The facts are read from the copy itself, so they describe exactly the files whose hashes follow. */
    private SnapshotManifest manifest(Path dir, Path copy) throws IOException, SQLException {
        DatabaseInventory inventory;
        try (Connection c = JoshDatabase.readOnly(copy).getConnection()) {
            inventory = DatabaseInventory.read(c);
        }
        List<SnapshotFile> files = new ArrayList<>();
        files.add(HashingCopy.describe(copy, SnapshotManifest.DATABASE_FILE,
                new ProgressLine(progress, "sha256 of " + copy.getFileName())));
        for (Path index : LexicalIndexCopy.files(LexicalIndexLayout.root(copy))) {
            files.add(HashingCopy.describe(index, dir.relativize(index).toString().replace('\\', '/'),
                    ProgressLine.quiet()));
        }
        return new SnapshotManifest(SnapshotManifest.FORMAT_VERSION, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                joshVersion(), inventory.schemaVersion(), inventory.sources(), inventory.models(), files);
    }

    private static void requireEmptyDirectory(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        if (!Files.isDirectory(dir)) {
            throw new SnapshotRefused(dir + " is a file; name a new or empty directory for the snapshot");
        }
        if (Files.exists(dir.resolve(SnapshotManifest.FILE_NAME))) {
            throw new SnapshotRefused(dir + " already holds a snapshot (" + SnapshotManifest.FILE_NAME
                    + "); name a new directory, e.g. one per date, or remove the old snapshot first");
        }
        try (Stream<Path> entries = Files.list(dir)) {
            if (entries.findAny().isPresent()) {
                throw new SnapshotRefused(dir + " is not empty; name a new or empty directory for the snapshot");
            }
        }
    }

    /** Only what this run may have written: the directory was empty when it started. */
    private static void removeContents(Path dir) throws IOException {
        FileSystemUtils.deleteRecursively(LexicalIndexLayout.root(dir.resolve(SnapshotManifest.DATABASE_FILE)));
        for (String name : List.of(PARTIAL, PARTIAL + "-journal", PARTIAL + "-wal", PARTIAL + "-shm",
                SnapshotManifest.DATABASE_FILE, SnapshotManifest.FILE_NAME + ".partial")) {
            Files.deleteIfExists(dir.resolve(name));
        }
    }

    /** The jar's version, or "dev" when run from classes (tests, the IDE). */
    static String joshVersion() {
        String v = SnapshotCreator.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
