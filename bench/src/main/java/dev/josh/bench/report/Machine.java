package dev.josh.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the figures were measured on and how busy it was: printed with every table. */
public final class Machine {

    private Machine() {
    }

    /** CPU model and count, memory, JDK. */
    public static String describe() {
        String cpu = "unknown CPU";
        try {
            cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse(cpu);
        } catch (IOException e) {
            // not Linux: the JVM's view below still says something
        }
        long memKb = 0;
        try {
            memKb = Files.readAllLines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal:"))
                    .findFirst().map(l -> Long.parseLong(l.replaceAll("\\D", ""))).orElse(0L);
        } catch (IOException e) {
            // as above
        }
        return String.format("machine: %s, %d cores, %.1f GiB memory, JDK %s (%s)", cpu,
                Runtime.getRuntime().availableProcessors(), memKb / 1048576.0, System.getProperty("java.version"),
                System.getProperty("java.vm.vendor"));
    }

    /** The 1, 5 and 15 minute load averages, as uptime prints them. */
    public static String load() {
        try {
            List<String> parts = List.of(Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+"));
            return "load average " + String.join(", ", parts.subList(0, 3));
        } catch (IOException e) {
            return "load average unknown";
        }
    }
}
