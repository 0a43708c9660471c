package dev.josh.bench;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

/** Runs the JMH microbenchmarks of {@code dev.josh.bench.jmh} with JMH's own command line. */
@Command(name = "jmh", description = "JMH microbenchmarks of the binary scan and the float rescore; "
        + "arguments go to JMH (e.g. -f 1 -wi 2 -i 3).")
final class JmhCommand implements Callable<Integer> {

    /**
     * Everything after {@code jmh} goes to JMH as it is; without a benchmark name (one containing
     * "Benchmark", e.g. {@code BinaryScanBenchmark}), every benchmark of dev.josh.bench.jmh runs.
     */
    @Unmatched
    List<String> jmhArgs = new java.util.ArrayList<>();

    @Override
    public Integer call() throws Exception {
        boolean named = jmhArgs.stream().anyMatch(a -> a.contains("Benchmark"));
        List<String> args = named ? jmhArgs
                : java.util.stream.Stream.concat(jmhArgs.stream(), java.util.stream.Stream.of("dev.josh.bench.jmh"))
                .toList();
        org.openjdk.jmh.Main.main(args.toArray(String[]::new));
        return 0;
    }
}
