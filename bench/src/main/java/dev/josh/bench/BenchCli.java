package dev.josh.bench;

import dev.josh.bench.compare.CompareCommand;
import dev.josh.bench.eval.ScaleEvalCommand;
import dev.josh.bench.fleet.FleetCommand;
import dev.josh.bench.load.FuzzCommand;
import dev.josh.bench.load.QueryCommand;
import dev.josh.bench.scale.ScaleCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code josh bench}: build scale databases, load-test the real server, compare with the alternatives. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks of Josh at scale (docs/benchmarks.md).",
        subcommands = {ScaleCommand.class, QueryCommand.class, FuzzCommand.class, CompareCommand.class, ScaleEvalCommand.class,
                JmhCommand.class, FleetCommand.class})
public final class BenchCli {

    public static void main(String[] args) {
        System.exit(new CommandLine(new BenchCli()).execute(args));
    }
}
