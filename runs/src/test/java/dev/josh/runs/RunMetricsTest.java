package dev.josh.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunMetricsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-27T07:00:00Z"), ZoneOffset.UTC);

    @Test
    void writesTheRunAsATextfileTheCollectorReads(@TempDir Path dir) throws Exception {
        new RunMetrics("ingest", dir, CLOCK)
                .gauge("files", null, "files by outcome", 12, "source", "us-code", "outcome", "added")
                .gauge("duration", "seconds", "time per source", 3.5, "source", "us-code")
                .write(true);

        String text = Files.readString(dir.resolve("josh_ingest.prom"));
        assertThat(text).contains("# TYPE josh_ingest_files gauge")
                .contains("josh_ingest_files{outcome=\"added\",source=\"us-code\"} 12.0")
                .contains("josh_ingest_duration_seconds{source=\"us-code\"} 3.5")
                .contains("josh_ingest_last_run_timestamp_seconds 1.7957628E9")
                .contains("josh_ingest_last_run_success 1.0");
        // Readable by node_exporter's own user, not only by the writer.
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("josh_ingest.prom"))))
                .isEqualTo("rw-r--r--");
        // Only the finished file is left: the collector ignores names not ending in .prom, and none is partial.
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("josh_ingest.prom");
        }
    }

    @Test
    void aLaterRunReplacesTheFileWhole(@TempDir Path dir) throws Exception {
        new RunMetrics("sync", dir, CLOCK).gauge("files", null, "x", 1, "source", "bills").write(true);
        new RunMetrics("sync", dir, CLOCK).gauge("files", null, "x", 2, "source", "us-code").write(false);

        String text = Files.readString(dir.resolve("josh_sync.prom"));
        assertThat(text).contains("josh_sync_files{source=\"us-code\"} 2.0").doesNotContain("bills")
                .contains("josh_sync_last_run_success 0.0");
    }

    @Test
    void withoutADirectoryNothingIsWritten() {
        RunMetrics metrics = new RunMetrics("embed", null, CLOCK);
        metrics.gauge("chunks", null, "x", 1).write(true);
        assertThat(metrics.file()).isNull();
    }
}
