package dev.josh.embed;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The database file a command works on ({@code --db}, else {@code $JOSH_DB}, else
 * {@code data/josh.db}): it must exist, and writers migrate it first. What went wrong is told to
 * the command's error stream, prefixed with the command's name.
 */
public final class CommandDatabase {

    private CommandDatabase() {
    }

    /** The path {@code option} or the default names. */
    public static Path path(Path option) {
        return option != null ? option : JoshDatabase.defaultPath();
    }

    /** The existing database, opened to read and write and migrated; empty after telling {@code err} why not. */
    public static Optional<JoshDatabase> forWriting(String command, Path option, Consumer<String> err) {
        return existing(command, option, err).flatMap(path -> {
            JoshDatabase database = JoshDatabase.readWrite(path);
            try {
                Migrations.migrate(database);
                return Optional.of(database);
            } catch (RuntimeException e) {
                err.accept(command + ": cannot migrate " + path.toAbsolutePath() + ": " + e.getMessage());
                return Optional.empty();
            }
        });
    }

    /** The existing database, opened read-only; empty after telling {@code err} why not. */
    public static Optional<JoshDatabase> forReading(String command, Path option, Consumer<String> err) {
        return existing(command, option, err).map(JoshDatabase::readOnly);
    }

    private static Optional<Path> existing(String command, Path option, Consumer<String> err) {
        Path path = path(option);
        if (!Files.isRegularFile(path)) {
            err.accept(command + ": no database at " + path.toAbsolutePath() + ". Build one with './josh ingest', "
                    + "or pass --db PATH or set JOSH_DB.");
            return Optional.empty();
        }
        return Optional.of(path);
    }
}
