package dev.josh.ingest;

import dev.josh.ingest.alerts.AlertsCommand;
import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.rows.RowsCommand;
import dev.josh.ingest.snapshot.BootstrapCommand;
import dev.josh.ingest.snapshot.SnapshotCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The top-level command: {@code ingest}, {@code sync}, {@code lexical}, {@code status}, {@code keys},
 * {@code alerts}, {@code snapshot}, {@code bootstrap} or {@code rows}.
 */
@Command(name = "josh-ingest",
        description = "Loads upstream US federal law data into josh.db and reports what it holds.",
        subcommands = {IngestCommand.class, SyncCommand.class, LexicalCommand.class, StatusCommand.class, KeysCommand.class,
                AlertsCommand.class, SnapshotCommand.class, BootstrapCommand.class, RowsCommand.class,
                CommandLine.HelpCommand.class},
        usageHelpAutoWidth = true)
final class IngestCli extends CommandGroup {

    static final int EXIT_BUSY = 3;

    /** @param chunking what {@code ingest} chunks with instead of the default model's windows, or null */
    static CommandLine commandLine(Chunking chunking) {
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                return type == IngestCommand.class ? type.cast(new IngestCommand(chunking))
                        : CommandLine.defaultFactory().create(type);
            }
        };
        CommandLine commandLine = new CommandLine(new IngestCli(), factory);
        // An error is one line saying what went wrong, not a stack trace.
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            Throwable cause = e;
            while (cause.getCause() != null && cause.getMessage() == null) {
                cause = cause.getCause();
            }
            cmd.getErr().println("error: " + (cause.getMessage() == null ? cause.getClass().getName() : cause.getMessage()));
            return CommandLine.ExitCode.SOFTWARE;
        });
        return commandLine;
    }
}
