package dev.josh.ingest.snapshot;

import dev.josh.db.JoshDatabase;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bootstrap --snapshot DIR|URL [--db PATH] [--force]}: verify a snapshot and install its database. */
@Command(name = "bootstrap",
        description = "Verify a snapshot (size and sha256 of every file, schema version) and install its database "
                + "atomically; nothing is written when a check fails.",
        usageHelpAutoWidth = true)
public final class BootstrapCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR|URL",
            description = "A directory written by 'snapshot create', or the http(s) URL it is published under.")
    String snapshot;

    @Option(names = "--db", paramLabel = "PATH",
            description = "Where to install the database (default: $JOSH_DB, else data/josh.db).")
    Path db;

    @Option(names = "--force", description = "Replace an existing database (running servers keep the old file until "
            + "restarted).")
    boolean force;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Path target = (db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath().normalize();
        SnapshotManifest manifest;
        try {
            manifest = new SnapshotInstaller(err).install(snapshot, target, force);
        } catch (SnapshotRefused refused) {
            err.println("refused: " + refused.getMessage());
            return 1;
        }
        spec.commandLine().getOut().println("installed " + target + " from " + snapshot + " (snapshot of "
                + manifest.createdAt() + ", schema version " + manifest.schemaVersion() + ", sha256 verified); "
                + "start a server on it with JOSH_DB=" + target + " ./josh serve");
        return 0;
    }
}
