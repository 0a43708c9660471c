package dev.josh.ingest;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * A command that only groups others ({@code keys create|list|revoke}): run alone, it says which commands it has.
 * The names come from its declared subcommands, so adding one cannot leave the message behind.
 */
public abstract class CommandGroup implements Runnable {

    @Spec
    protected CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    @Override
    public final void run() {
        List<String> names = new ArrayList<>();
        spec.subcommands().forEach((name, sub) -> {
            if (!(sub.getCommand() instanceof CommandLine.HelpCommand) && name.equals(sub.getCommandName())) {
                names.add(name);
            }
        });
        String listed = names.size() == 1 ? names.getFirst()
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.getLast();
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: " + listed);
    }
}
