package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --db} option, with {@code --help}, of a command that works on an existing database; a picocli mixin. */
public final class DatabaseOption {

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Option(names = "--db", paramLabel = "PATH", description = "The database (default: $JOSH_DB, else data/josh.db).")
    Path db;

    /** The database file: {@code --db}, else {@link JoshDatabase#defaultPath()}; absolute. */
    public Path path() {
        return (db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath().normalize();
    }
}
