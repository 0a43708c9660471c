package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * A command that works on an existing database: its command line, and its {@code --db} option with
 * {@code --help}. picocli fills in the fields of this class for each command that extends it.
 */
public abstract class DatabaseCommand implements Callable<Integer> {

    @Spec
    protected CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Option(names = "--db", paramLabel = "PATH", description = "The database (default: $JOSH_DB, else data/josh.db).")
    Path db;

    /** The database file: {@code --db}, else {@link JoshDatabase#defaultPath()}; absolute. */
    protected Path databasePath() {
        return (db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath().normalize();
    }
}
