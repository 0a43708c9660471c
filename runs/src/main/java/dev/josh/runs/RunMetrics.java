package dev.josh.runs;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;

/**
 * What one batch run (ingest, sync, embed) did, as a Prometheus textfile that node_exporter's
 * textfile collector reads ({@code --collector.textfile.directory}): {@code $JOSH_METRICS_DIR/josh_<job>.prom},
 * replaced at the end of each run by an atomic rename, so the collector never reads half a file. Every
 * value is a gauge of the last run, with {@code josh_<job>_last_run_timestamp_seconds} and
 * {@code josh_<job>_last_run_success}; without {@code JOSH_METRICS_DIR} nothing is written.
 */
public final class RunMetrics {

    /** The environment variable naming the textfile collector's directory. */
    public static final String DIRECTORY_ENV = "JOSH_METRICS_DIR";

    private final String job;
    private final Path directory;
    private final Clock clock;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);

    /**
     * @param job       {@code ingest}, {@code sync} or {@code embed}: the metric prefix and the file name
     * @param directory where the file goes; null: nowhere
     */
    public RunMetrics(String job, Path directory, Clock clock) {
        this.job = job;
        this.directory = directory;
        this.clock = clock;
    }

    /** For {@code job}, into {@code $JOSH_METRICS_DIR} when it is set. */
    public static RunMetrics fromEnvironment(String job) {
        String dir = System.getenv(DIRECTORY_ENV);
        return new RunMetrics(job, dir == null || dir.isBlank() ? null : Path.of(dir), Clock.systemUTC());
    }

    /**
     * A value of the run: {@code josh_<job>_<name>} with the tags given as key, value, key, value …
     *
     * @param unit the base unit Prometheus names carry as a suffix ({@code seconds}, {@code bytes}), or null
     */
    public RunMetrics gauge(String name, String unit, String description, double value, String... tags) {
        Gauge.builder("josh." + job + "." + name, () -> value).baseUnit(unit).description(description).tags(tags)
                .register(registry);
        return this;
    }

    /** The file this run writes, or null when none is configured. */
    public Path file() {
        return directory == null ? null : directory.resolve("josh_" + job + ".prom");
    }

    /** Writes the run's values with its end time and outcome, replacing the previous run's file whole. */
    public void write(boolean succeeded) {
        Path file = file();
        if (file == null) {
            return;
        }
        gauge("last.run.timestamp", "seconds", "when the last run ended (Unix time)", clock.millis() / 1000.0);
        gauge("last.run.success", null, "1 when the last run succeeded, else 0", succeeded ? 1 : 0);
        try {
            Files.createDirectories(directory);
            // The collector skips files not ending in .prom: the temporary name keeps it from reading a partial one.
            Path partial = Files.createTempFile(directory, "josh_" + job + ".", ".prom.tmp");
            if (Files.getFileStore(partial).supportsFileAttributeView(PosixFileAttributeView.class)) {
                // A temporary file is private to its owner; node_exporter usually runs as a user of its own.
                Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rw-r--r--"));
            }
            Files.writeString(partial, registry.scrape(), StandardCharsets.UTF_8);
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("writing the run's metrics to " + file + " failed: " + e.getMessage(), e);
        }
    }
}
