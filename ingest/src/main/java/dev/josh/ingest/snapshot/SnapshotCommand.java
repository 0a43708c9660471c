package dev.josh.ingest.snapshot;

import dev.josh.ingest.CommandGroup;
import dev.josh.ingest.DatabaseCommand;
import dev.josh.ingest.snapshot.SnapshotManifest.EmbeddingModel;
import dev.josh.ingest.snapshot.SnapshotManifest.SnapshotFile;
import dev.josh.ingest.snapshot.SnapshotManifest.SourceCount;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code snapshot create DIR [--db PATH]}: a consistent copy of the database plus its manifest. */
@Command(name = "snapshot",
        description = "Consistent copies of the database for read-only replicas (docs/snapshots.md).",
        subcommands = {SnapshotCommand.Create.class},
        usageHelpAutoWidth = true)
public final class SnapshotCommand extends CommandGroup {

    @Command(name = "create",
            description = "Copy the database into DIR with SQLite's online backup API while servers read and ingest "
                    + "writes, then write DIR/manifest.json (schema version, sources and counts, embedding models, "
                    + "size and sha256 of every file).",
            usageHelpAutoWidth = true)
    static final class Create extends DatabaseCommand {

        @Parameters(paramLabel = "DIR", description = "A new or empty directory for the snapshot.")
        Path dir;

        @Override
        public Integer call() throws IOException, SQLException {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Path target = dir.toAbsolutePath().normalize();
            SnapshotManifest manifest;
            try {
                manifest = new SnapshotCreator(err).create(databasePath(), target);
            } catch (SnapshotRefused refused) {
                err.println("refused: " + refused.getMessage());
                return 1;
            }
            summary(out, target, manifest);
            return 0;
        }

        private static void summary(PrintWriter out, Path dir, SnapshotManifest manifest) {
            out.println("snapshot " + dir + " (schema version " + manifest.schemaVersion() + ", josh "
                    + manifest.joshVersion() + ", " + manifest.createdAt() + ")");
            long records = 0;
            long chunks = 0;
            for (SourceCount source : manifest.sources()) {
                records += source.records();
                chunks += source.chunks() == null ? 0 : source.chunks();
            }
            out.printf(Locale.ROOT, "  %d sources, %,d records, %,d chunks%n", manifest.sources().size(), records, chunks);
            for (EmbeddingModel model : manifest.embeddingModels()) {
                out.printf(Locale.ROOT, "  model %s@%s%s: %,d vectors%n", model.modelId(), model.modelVersion(),
                        model.active() ? " (active)" : "", model.vectors());
            }
            long indexFiles = 0;
            long indexBytes = 0;
            for (SnapshotFile file : manifest.files()) {
                if (SnapshotManifest.lexical(file)) {
                    indexFiles++;
                    indexBytes += file.size();
                } else {
                    out.printf(Locale.ROOT, "  %s %,d bytes sha256 %s%n", file.name(), file.size(), file.sha256());
                }
            }
            if (indexFiles > 0) {
                out.printf(Locale.ROOT, "  %s/ (the lexical indexes) %,d files, %,d bytes, each with its sha256 in "
                        + "%s%n", SnapshotManifest.LEXICAL_DIR, indexFiles, indexBytes, SnapshotManifest.FILE_NAME);
            }
            out.println("install it elsewhere with: josh bootstrap --snapshot " + dir + " (or the URL it is published under)");
        }
    }
}
