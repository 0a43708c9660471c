package dev.josh.bench;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Runs the JMH microbenchmarks of {@code dev.josh.bench.jmh} with JMH's own command line. */
@Command(name = "jmh", description = "JMH microbenchmarks of the binary scan and the float rescore; "
        + "arguments go to JMH (e.g. -f 1 -wi 2 -i 3).")
final class JmhCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", description = "JMH options; default: the benchmarks of dev.josh.bench.jmh")
    List<String> jmhArgs = List.of();

    @Override
    public Integer call() throws Exception {
        List<String> args = jmhArgs.stream().anyMatch(a -> !a.startsWith("-")) ? jmhArgs
                : java.util.stream.Stream.concat(jmhArgs.stream(), java.util.stream.Stream.of("dev.josh.bench.jmh"))
                .toList();
        org.openjdk.jmh.Main.main(args.toArray(String[]::new));
        return 0;
    }
}
