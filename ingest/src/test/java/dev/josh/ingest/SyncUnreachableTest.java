package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sync whose upstream cannot be reached (a base URL whose port nothing listens on) leaves its failed
 * attempt where the operator looks: {@code status} names when, which upstream and why, even before any
 * ingest has made a database. Without {@code JOSH_SYNC_CONTACT} (unset in the test JVM) it says once
 * what to set.
 */
@Tag("slow")
class SyncUnreachableTest {

    @TempDir
    Path tmp;

    @Test
    void anUnreachableUpstreamIsRecordedAndStatusShowsWhenWhichUpstreamAndWhy() throws IOException {
        String base = "http://127.0.0.1:" + closedPort();
        Path db = tmp.resolve("db/josh.db");
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);

        CommandRun.Result sync = CommandRun.run("sync", "us-code", "--title", "9", "--upstream", "uscode=" + base,
                "--corpus", tmp.resolve("corpus").toString(), "--db", db.toString());

        assertThat(sync.exit()).as(sync.err()).isEqualTo(1);
        String said = sync.out() + sync.err();
        assertThat(said.split("JOSH_SYNC_CONTACT is unset", -1)).as(said).hasSize(2);
        assertThat(said).contains("export JOSH_SYNC_CONTACT=");

        CommandRun.Result status = CommandRun.run("status", "--db", db.toString());
        assertThat(status.exit()).as(status.err()).isZero();
        assertThat(status.out()).contains("no database", "josh.db.sync");
        var row = StatusCommandTest.row(status.out(), "last sync", "us-code");
        assertThat(row).containsEntry("status", "failed");
        assertThat(Instant.parse(row.get("finished"))).isAfterOrEqualTo(before);
        assertThat(status.out().lines().filter(l -> l.startsWith("us-code: ")))
                .singleElement().asString().contains(base, "could not connect", "connection refused");
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
