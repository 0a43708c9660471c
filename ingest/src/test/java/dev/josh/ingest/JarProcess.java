package dev.josh.ingest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The packaged ingest jar run as its own process, as an operator runs it: its output lines, exit
 * code and time; optionally SIGKILLed at a chosen output line (no shutdown hook, no cleanup).
 */
final class JarProcess {

    private static final String JAR = System.getProperty("josh.ingest.jar");

    record Result(int exit, List<String> lines, Duration took) {
        String output() {
            return String.join("\n", lines);
        }
    }

    private JarProcess() {
    }

    static Result run(String... args) throws IOException, InterruptedException {
        return run(line -> false, Duration.ZERO, args);
    }

    /**
     * Runs the jar with {@code args}; when an output line matches {@code killAt}, waits
     * {@code killDelay} and kills the process with SIGKILL.
     */
    static Result run(Predicate<String> killAt, Duration killDelay, String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Dai.djl.offline=true", "-jar", JAR));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        long start = System.nanoTime();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
                if (killAt.test(line)) {
                    Thread.sleep(killDelay.toMillis());
                    process.destroyForcibly(); // SIGKILL: no shutdown hook, no cleanup
                    break;
                }
            }
        }
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("josh " + String.join(" ", args) + " did not finish in 10 minutes");
        }
        return new Result(process.exitValue(), lines, Duration.ofNanos(System.nanoTime() - start));
    }
}
