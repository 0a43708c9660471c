package dev.josh.ingest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
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
        Process process = start(args);
        long start = System.nanoTime();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = reader(process)) {
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
                if (killAt.test(line)) {
                    Thread.sleep(killDelay.toMillis());
                    process.destroyForcibly(); // SIGKILL: no shutdown hook, no cleanup
                    break;
                }
            }
        }
        return finish(process, args, lines, start);
    }

    /**
     * Runs the jar with {@code args}; once {@code killWhen} holds (polled, for a moment the process
     * prints nothing about, such as a download under way), waits {@code killDelay} and kills it with SIGKILL.
     */
    static Result runKilledWhen(BooleanSupplier killWhen, Duration killDelay, String... args)
            throws IOException, InterruptedException {
        Process process = start(args);
        long start = System.nanoTime();
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        Thread drain = Thread.ofVirtual().start(() -> {
            try (BufferedReader out = reader(process)) {
                out.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // the process was killed mid-line: the lines read so far are the output
            }
        });
        while (process.isAlive() && !killWhen.getAsBoolean()) {
            Thread.sleep(20);
        }
        if (process.isAlive()) {
            Thread.sleep(killDelay.toMillis());
            process.destroyForcibly();
        }
        Result result = finish(process, args, lines, start);
        drain.join();
        return new Result(result.exit(), List.copyOf(lines), result.took());
    }

    private static Process start(String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Dai.djl.offline=true", "-jar", JAR));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static BufferedReader reader(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    private static Result finish(Process process, String[] args, List<String> lines, long start) throws InterruptedException {
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("josh " + String.join(" ", args) + " did not finish in 10 minutes");
        }
        return new Result(process.exitValue(), lines, Duration.ofNanos(System.nanoTime() - start));
    }
}
