package dev.josh.server.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.abort;

import dev.josh.db.JoshDatabase;
import dev.josh.server.support.TestDatabase;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's faults beside the files {@link ServedDatabaseCheckTest} refuses: no file at all, read-only
 * storage (served, opened immutable), and a writer holding the database (reads go on).
 */
class ServedDatabaseFaultsTest {

    @TempDir
    Path tmp;

    private Path mounted;

    @AfterEach
    void unmount() throws Exception {
        if (mounted != null) {
            sh("umount", mounted.toString());
        }
    }

    private static int sh(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    private static boolean root() throws Exception {
        return "0".equals(new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes()).strip());
    }

    private static long sections(JoshDatabase database) throws Exception {
        try (Connection c = database.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM us_code")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aMissingFileIsRefusedNamingItAndWhatToDo() {
        Path missing = tmp.resolve("nowhere/josh.db");
        assertThatThrownBy(() -> JoshDatabase.readOnly(missing)).hasMessageContaining("no database at " + missing)
                .hasMessageContaining("josh ingest").hasMessageContaining("JOSH_DB");
    }

    @Test
    void aDatabaseOnReadOnlyStorageIsServed() throws Exception {
        Path dir;
        if (root()) {
            // chmod does not stop root: a read-only mount does.
            dir = Files.createDirectories(tmp.resolve("ro"));
            if (sh("mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", dir.toString()) != 0) {
                // CI must run every fault; elsewhere the skip is said out loud and counted as a skip.
                String why = "mount -t tmpfs failed (no CAP_SYS_ADMIN in this container?)";
                assertThat(System.getenv("CI")).as("CI=true and this fault test cannot run: " + why).isNotEqualTo("true");
                System.err.println("SKIPPED (not counted as a pass): " + why);
                abort(why);
            }
            mounted = dir;
        } else {
            dir = Files.createDirectories(tmp.resolve("ro"));
        }
        TestDatabase db = TestDatabase.create(dir);
        db.section("usc:17:101", "Definitions", "Copyright text.");
        Path file = db.path();
        assertThat(file.resolveSibling(file.getFileName() + "-shm")).doesNotExist();
        if (mounted != null) {
            assertThat(sh("mount", "-o", "remount,ro", dir.toString())).isZero();
        } else {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        }
        assertThat(Files.isWritable(dir)).isFalse();
        String before = Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);

        JoshDatabase database = JoshDatabase.readOnly(file);
        ServedDatabaseCheck.check(file, database, ServedDatabaseCheck.Depth.FULL);

        assertThat(database.immutable()).isTrue();
        assertThat(sections(database)).isEqualTo(1);
        assertThat(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1)).isEqualTo(before);
        if (mounted == null) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void readsGoOnWhileAnotherWriterHoldsTheDatabase() throws Exception {
        TestDatabase db = TestDatabase.create(tmp);
        db.section("usc:17:101", "Definitions", "Copyright text.");
        JoshDatabase served = JoshDatabase.readOnly(db.path());
        System.setProperty("josh.db.busy-timeout-ms", "200");
        try (Connection writer = JoshDatabase.readWrite(db.path()).getConnection(); Statement st = writer.createStatement()) {
            writer.setAutoCommit(false);
            st.execute("DELETE FROM us_code");
            // The writer holds its lock (longer than any busy timeout here); the server's reads see the last commit.
            long started = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                assertThat(sections(served)).isEqualTo(1);
            }
            assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(5_000);
            writer.rollback();
        } finally {
            System.clearProperty("josh.db.busy-timeout-ms");
        }
    }

    @Test
    void aRefusalIsFoundUnderSpringsWrappersSoTheServerCanSayItInOneLine() throws Exception {
        Path empty = Files.createFile(tmp.resolve("josh.db"));
        Throwable failure = null;
        try {
            ServedDatabaseCheck.check(empty, JoshDatabase.readOnly(empty), ServedDatabaseCheck.Depth.QUICK);
        } catch (IllegalStateException e) {
            failure = new RuntimeException("Error creating bean with name 'dataSource'", new RuntimeException(e));
        }
        assertThat(ServedDatabaseCheck.refusal(failure)).isNotNull().hasMessageContaining(empty.toString())
                .hasMessageContaining("is an empty file");
        assertThat(ServedDatabaseCheck.refusal(new RuntimeException("something else"))).isNull();
    }
}
