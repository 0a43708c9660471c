package dev.josh.ingest;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level command: {@code ingest}, {@code status} or {@code keys}. */
@Command(name = "josh-ingest",
        description = "Loads upstream US federal law data into josh.db and reports what it holds.",
        subcommands = {IngestCommand.class, StatusCommand.class, KeysCommand.class, CommandLine.HelpCommand.class},
        usageHelpAutoWidth = true)
final class IngestCli implements Runnable {

    static final int EXIT_BUSY = 3;

    @Spec
    CommandSpec spec;

    @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: ingest, status or keys");
    }

    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new IngestCli());
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
