package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A small real filesystem for a fault test (a full disk, a read-only mount): a tmpfs mounted at a new
 * directory, unmounted after the test. Registered as an instance field
 * ({@code @RegisterExtension final Tmpfs tmpfs = new Tmpfs();}).
 *
 * <p>Mounting needs root and CAP_SYS_ADMIN. Where they are missing the test cannot run: under
 * {@code CI=true} it fails, since CI must run every fault; elsewhere it is skipped (counted as skipped in
 * the summary) with a line on standard error that says which test and why.
 */
public final class Tmpfs implements AfterEachCallback {

    private Path mounted;

    /** A tmpfs of {@code size} ({@code 16m}, {@code 160k}) at the new directory {@code dir}. */
    public Path mount(Path dir, String size) throws Exception {
        if (!root()) {
            cannotRun("a small filesystem needs root to mount a tmpfs; not root here");
        }
        Files.createDirectories(dir);
        if (sh("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString()) != 0) {
            cannotRun("mount -t tmpfs failed (no CAP_SYS_ADMIN in this container?)");
        }
        mounted = dir;
        return dir;
    }

    /** Mounts it again with {@code options} ({@code ro}, {@code rw}, {@code size=4m}). */
    public void remount(String options) throws Exception {
        assertThat(sh("mount", "-o", "remount," + options, mounted.toString())).as("remount " + options).isZero();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        if (mounted != null) {
            sh("umount", mounted.toString());
            mounted = null;
        }
    }

    /** Whether this process runs as root (where {@code chmod} does not stop a write). */
    public static boolean root() throws Exception {
        return "0".equals(new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes()).strip());
    }

    private static void cannotRun(String why) {
        if ("true".equals(System.getenv("CI"))) {
            fail("CI=true and this fault test cannot run: " + why);
        }
        System.err.println("SKIPPED (not counted as a pass): a fault test that needs a tmpfs: " + why);
        Assumptions.abort(why);
    }

    private static int sh(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
